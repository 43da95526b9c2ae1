import { z } from 'zod';
import { addressRule, cellPhoneRule, emailRule, phoneOrCellRule, phoneRule } from '../rules/account';
import { SHIRT_SIZES } from '../rules/lookups';
import { personalFields } from './personal';

/**
 * Bodies and answers of account administration (spec 1 §2 admin buttons, §7 Users), profile
 * creation and linked profiles (spec 1 §7 POST /api/profile, GET /api/user/{id}/profiles,
 * GET /api/auth/switchProfile/{id}) and the certificate of good conduct (issue 3).
 */

const trimmed = (max: number) => z.string().trim().max(max).optional().default('');

/**
 * The form of a profile for another person (spec 1 §5 "Creating a profile for another person").
 * `linked` (default): the caller's own linked profile, e-mail optional (POST /api/profile).
 * `linked: false`: staff with canCreateUsers create an independent account, e-mail required; the
 * person gets a set-password link (POST /api/users).
 */
export const createProfileBody = z
  .object({
    ...personalFields,
    email: trimmed(255),
    emailConfirm: trimmed(255),
    phoneNumber: trimmed(30),
    cellPhone: trimmed(30),
    streetName: trimmed(255),
    houseNumber: trimmed(20),
    bus: trimmed(20),
    zipCode: trimmed(10),
    cityName: trimmed(255),
    tShirt: z.enum(SHIRT_SIZES, { error: 'validation.shirtSize' }),
    privacy: z.literal(true, { error: 'validation.privacy' }),
    pictures: z.boolean().optional().default(false),
    linked: z.boolean().optional().default(true),
  })
  .superRefine(
    (b, ctx) => {
      const add = (path: string, key: string | null) => key && ctx.addIssue({ code: 'custom', path: [path], message: key });
      // Also runs while other fields are still invalid (see `when`), so a field may be missing.
      const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
      const email = text(b.email);
      if (email) add('email', emailRule(email));
      else if (b.linked === false) add('email', 'validation.required');
      if (email.toLowerCase() !== text(b.emailConfirm).toLowerCase()) add('emailConfirm', 'validation.emailMismatch');
      add('phoneNumber', phoneOrCellRule(text(b.phoneNumber), text(b.cellPhone)));
      if (text(b.phoneNumber)) add('phoneNumber', phoneRule(text(b.phoneNumber)));
      if (text(b.cellPhone)) add('cellPhone', cellPhoneRule(text(b.cellPhone)));
      add(
        'streetName',
        addressRule({ streetName: text(b.streetName), houseNumber: text(b.houseNumber), zipCode: text(b.zipCode), cityName: text(b.cityName) }),
      );
    },
    // The form checks each field on blur: these rules must not wait for every other field.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type CreateProfileBody = z.infer<typeof createProfileBody>;

/** POST /api/profile takes linked profiles only; staff create an independent account with POST /api/users. */
export const createLinkedProfileBody = createProfileBody.refine((b) => b.linked, { path: ['linked'], message: 'validation.invalidInput' });
/** POST /api/users: an independent account (`linked: false`, e-mail required), for staff with canCreateUsers. */
export const createAccountBody = createProfileBody.refine((b) => !b.linked, { path: ['linked'], message: 'validation.invalidInput' });

export const createdProfile = z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), ownerId: z.number().nullable() });
export const createProfileAnswer = z.object({ message: z.string(), data: createdProfile });
export type CreateProfileAnswer = z.infer<typeof createProfileAnswer>;

/** One profile of a family: the owning account first, then the profiles it owns. */
export const linkedProfile = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  /** The account that owns the others. */
  isOwner: z.boolean(),
  /** Whether the caller may switch to this profile now (GET /api/auth/switchProfile/{id}). */
  canSwitch: z.boolean(),
});
export type LinkedProfile = z.infer<typeof linkedProfile>;
export const linkedProfilesAnswer = z.object({ data: z.array(linkedProfile) });

/** GET /api/user/{id}/pwdToken: the token and the link staff hand to the person. */
export const resetLinkAnswer = z.object({ message: z.string(), email: z.string(), token: z.string(), url: z.string(), expiresAt: z.string() });
export type ResetLinkAnswer = z.infer<typeof resetLinkAnswer>;

/** GET /api/users/transfer/{a}/{b}: what moved, and b's registrations that were kept. */
export const transferAnswer = z.object({
  message: z.string(),
  registrations: z.number(),
  accessRoles: z.number(),
  linkedProfiles: z.number(),
  /** Places in roles and groups (per cast) that b took over. */
  casting: z.number(),
  /** Rehearsals that called a by name and now call b. */
  rehearsalCalls: z.number(),
  /** Access-role links left with a: moving them needs rights.update. */
  skippedAccessRoles: z.number(),
  /** Projects in which b was registered already: b's registration stays, a's goes with a. */
  kept: z.array(z.object({ projectId: z.number(), projectName: z.string() })),
});
export type TransferAnswer = z.infer<typeof transferAnswer>;

/** DELETE /api/user/{id}. `detachedProfiles`: profiles the person owned, now without owner. */
export const deleteUserAnswer = z.object({ message: z.string(), detachedProfiles: z.number() });
export type DeleteUserAnswer = z.infer<typeof deleteUserAnswer>;

export const certificateStatus = z.object({
  hasCertificate: z.boolean(),
  uploadedAt: z.string().nullable(),
  shouldUploadCertificate: z.boolean(),
});
export type CertificateStatus = z.infer<typeof certificateStatus>;
export const certificateAnswer = z.object({ message: z.string(), data: certificateStatus });
export type CertificateAnswer = z.infer<typeof certificateAnswer>;

/** A single-use link to the PDF, valid a few minutes. */
export const certificateLink = z.object({ url: z.string(), expiresAt: z.string() });
export type CertificateLink = z.infer<typeof certificateLink>;

export const certificateRequiredBody = z.object({ required: z.boolean({ error: 'validation.required' }) });
