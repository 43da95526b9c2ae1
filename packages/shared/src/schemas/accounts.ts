import { z } from 'zod';
import { addressRule, cellPhoneRule, emailRule, passwordRule, phoneOrCellRule, phoneRule } from '../rules/account';
import { SHIRT_SIZES } from '../rules/lookups';
import { personalFields } from './personal';
import { requiredString, withRule } from './zodRules';

export const signInBody = z.object({
  email: z.string().trim().min(1, { error: 'validation.required' }).max(255),
  password: z.string().min(1, { error: 'validation.required' }).max(1024),
  remember: z.boolean().optional().default(false),
});
export type SignInBody = z.infer<typeof signInBody>;

/** Answer of POST /api/auth (spec 1 §7), plus the derived right flags. */
export const sessionUser = z.object({
  token: z.string(),
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.number(),
  email: z.string(),
  image: z.string().nullable(),
  shouldVerify: z.boolean(),
  canEditClothingSizes: z.boolean(),
  /** Asked to upload a certificate of good conduct (spec 1 §4): the app shows the upload modal. */
  shouldUploadCertificate: z.boolean(),
  flags: z.record(z.string(), z.boolean()),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const emailField = requiredString.max(255).superRefine(withRule(emailRule));
export const passwordField = z.string({ error: 'validation.required' }).max(1024).superRefine(withRule(passwordRule));

/** POST /api/signup: every register rule of spec 1 §5. */
export const signUpBody = z
  .object({
    ...personalFields,
    email: emailField,
    emailConfirm: z.string({ error: 'validation.required' }).max(255),
    phoneNumber: z.string().trim().max(30).optional().default(''),
    cellPhone: z.string().trim().max(30).optional().default(''),
    streetName: z.string().trim().max(255).optional().default(''),
    houseNumber: z.string().trim().max(20).optional().default(''),
    bus: z.string().trim().max(20).optional().default(''),
    zipCode: z.string().trim().max(10).optional().default(''),
    cityName: z.string().trim().max(255).optional().default(''),
    tShirt: z.enum(SHIRT_SIZES, { error: 'validation.shirtSize' }),
    password: passwordField,
    passwordConfirm: z.string({ error: 'validation.required' }).max(1024),
    privacy: z.literal(true, { error: 'validation.privacy' }),
    pictures: z.boolean().optional().default(false),
    /** Optional profile picture as a data URL (jpeg or png, ≤ 10 MB before encoding). */
    image: z.string().max(14_000_000).nullish(),
  })
  .superRefine(
    (b, ctx) => {
      const add = (path: string, key: string | null) => key && ctx.addIssue({ code: 'custom', path: [path], message: key });
      // Also runs while other fields are still invalid (see `when`), so a field may be missing.
      const text = (v: unknown) => (typeof v === 'string' ? v : '');
      if (text(b.emailConfirm).trim().toLowerCase() !== text(b.email).trim().toLowerCase()) add('emailConfirm', 'validation.emailMismatch');
      if (text(b.password) !== text(b.passwordConfirm)) add('passwordConfirm', 'validation.passwordMismatch');
      add('phoneNumber', phoneOrCellRule(text(b.phoneNumber), text(b.cellPhone)));
      if (text(b.phoneNumber)) add('phoneNumber', phoneRule(text(b.phoneNumber)));
      if (text(b.cellPhone)) add('cellPhone', cellPhoneRule(text(b.cellPhone)));
      add(
        'streetName',
        addressRule({ streetName: text(b.streetName), houseNumber: text(b.houseNumber), zipCode: text(b.zipCode), cityName: text(b.cityName) }),
      );
    },
    // The register form checks each field on blur (spec 1 §5): these rules must not wait until
    // every other field is valid, which is zod's default for object refinements.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SignUpBody = z.infer<typeof signUpBody>;

export const forgotPasswordBody = z.object({ email: emailField });

/**
 * POST /api/change-password: with a reset token (logged out, from the mail link) or, when signed
 * in, with the current password.
 */
export const changePasswordBody = z
  .object({
    email: z.string().trim().max(255).optional(),
    token: z.string().max(200).optional(),
    currentPassword: z.string().max(1024).optional(),
    password: passwordField,
    passwordConfirm: z.string({ error: 'validation.required' }).max(1024),
  })
  .superRefine((b, ctx) => {
    if (b.password !== b.passwordConfirm) ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: 'validation.passwordMismatch' });
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const messageAnswer = z.object({ message: z.string() });
