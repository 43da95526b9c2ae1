import { z } from 'zod';
import { messageKey } from '../../i18n/keys';
import { addressRule, cellPhoneRule, phoneOrCellRule, phoneRule, secondaryEmailRule } from '../../rules/account';
import { SHIRT_SIZES } from '../../rules/lookups';
import { SIZE_RANGES, sizeRule, type SizeField } from '../../rules/sizes';
import { emailField } from '../accounts';
import { rowId } from '../lists';
import { personalFields } from '../personal';
import { withRule } from '../zodRules';

/**
 * Bodies of the profile section saves (spec 1 §7 "Saves", rules of spec 1 §5). Each PUT replaces
 * one whole section. The spec paths without a user id in the URL (`PUT /api/information`, …)
 * carry it as `userId`; without it the caller's own profile is meant.
 */
const userId = rowId.optional();
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || null);

export const personalBody = z.object(personalFields);
export type PersonalBody = z.infer<typeof personalBody>;

export const contactBody = z
  .object({
    email: emailField,
    secondaryEmail: optionalText(255).superRefine(withRule((v: string | null) => (v ? secondaryEmailRule(v) : null))),
    phoneNumber: optionalText(30).superRefine(withRule((v: string | null) => (v ? phoneRule(v) : null))),
    cellPhone: optionalText(30).superRefine(withRule((v: string | null) => (v ? cellPhoneRule(v) : null))),
  })
  .superRefine((b, ctx) => {
    const key = phoneOrCellRule(b.phoneNumber, b.cellPhone);
    if (key) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: key });
  });
export type ContactBody = z.infer<typeof contactBody>;

/** The token of a login e-mail change link: to confirm the new address, or to put the old one back. */
export const emailChangeTokenBody = z.object({ token: z.string().min(1).max(200) });

export const addressBody = z
  .object({
    streetName: optionalText(255),
    houseNumber: optionalText(20),
    bus: optionalText(20),
    zipCode: optionalText(10),
    cityName: optionalText(255),
  })
  .superRefine((b, ctx) => {
    const key = addressRule(b);
    if (key) ctx.addIssue({ code: 'custom', path: ['streetName'], message: key });
  });
export type AddressBody = z.infer<typeof addressBody>;

const sizeNumber = (field: SizeField) => {
  const range = { error: messageKey('validation.between', SIZE_RANGES[field]) };
  return z.number({ error: 'validation.invalidInput' }).min(SIZE_RANGES[field].min, range).max(SIZE_RANGES[field].max, range);
};
// spec 1 §5: empty size values are sent as null; an empty string from a form counts as empty too.
const size = (field: SizeField) =>
  z
    .preprocess((v) => (v === '' || v === undefined ? null : v), sizeNumber(field).nullable())
    .superRefine(withRule((v: number | null) => sizeRule(field, v)));

export const sizesBody = z.object({
  shirtSize: z.enum(SHIRT_SIZES, { error: 'validation.shirtSize' }),
  height: size('height'),
  chest: size('chest'),
  waist: size('waist'),
  hipSize: size('hipSize'),
  headSize: size('headSize'),
  clothingSize: optionalText(10),
});
export type SizesBody = z.infer<typeof sizesBody>;

/** `remarks` is the person's own remark; `ownerRemarks` the organisation's (canUpdateUsersRemarks). */
export const remarksBody = z
  .object({ remarks: optionalText(5000).optional(), ownerRemarks: optionalText(5000).optional() })
  .refine((b) => b.remarks !== undefined || b.ownerRemarks !== undefined, { error: 'validation.required', path: ['remarks'] });
export type RemarksBody = z.infer<typeof remarksBody>;

export const privacyBody = z.object({ pictures: z.boolean({ error: 'validation.required' }) });
export type PrivacyBody = z.infer<typeof privacyBody>;

/** A profile picture as a data URL (jpeg or png, ≤ 10 MB before encoding); multipart also works. */
export const imageBody = z.object({ image: z.string({ error: 'validation.required' }).min(1, { error: 'validation.required' }).max(14_000_000) });

/** The spec's id-less paths: the same bodies with the profile's owner. */
export const withUserId = <T extends z.ZodType>(body: T) => z.intersection(body, z.object({ userId }));

export const historyQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  items: z.coerce.number().int().min(1).max(100).default(10),
});

const text = z.string().nullable();
const sizeValue = z.number().nullable();

/** Stored sizes as answered (spec 1 §3 Sizes); empty ones are null. */
const storedSizes = {
  height: sizeValue,
  chest: sizeValue,
  waist: sizeValue,
  hipSize: sizeValue,
  headSize: sizeValue,
  clothingSize: text,
  clothingFrozen: z.boolean(),
};

/** A profile as the caller may see it (`presentUser`): sections without read access are null. */
export const userProfile = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  level: z.number(),
  image: text,
  email: text,
  /** A new login address that waits for its confirmation link (ARCHITECTURE "Login e-mail"). */
  pendingEmail: text,
  secondaryEmail: text,
  phoneNumber: text,
  cellPhone: text,
  sex: z.number().nullable(),
  dateOfBirth: text,
  nationality: text,
  origin: text,
  streetName: text,
  houseNumber: text,
  bus: text,
  zipCode: text,
  cityName: text,
  tShirt: text,
  ...storedSizes,
  remarks: text,
  ownerRemarks: text,
  pictures: z.boolean().nullable(),
  since: text,
  shouldVerify: z.boolean(),
  canEditClothingSizes: z.boolean(),
  confirmed: z.boolean().nullable(),
  /** The owning account of a linked profile (spec 1 §4), else null. */
  ownerId: z.number().nullable(),
});

/** Answer of every profile section save (spec 1 §8 success text); `signOut` is false since e-mail changes wait for confirmation. */
export const profileSaveAnswer = z.object({ message: z.string(), data: userProfile, signOut: z.boolean() });

export const sizesAnswer = z.object({
  shirtSize: text,
  ...storedSizes,
  canEditClothingSizes: z.boolean(),
});

/** One registration on the profile's inschrijvingen tab; `location` 1 on stage, 0 off stage (spec 1 §3). */
export const userRegistration = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  location: z.number(),
  auditioning: z.boolean(),
  creationDt: z.string(),
});
export type UserRegistration = z.infer<typeof userRegistration>;

/** GET /api/user/{id}/registrations: every registration of the person. */
export const userRegistrationsAnswer = z.object({ data: z.array(userRegistration), total: z.number() });

export type UserProfile = z.infer<typeof userProfile>;
export type ProfileSaveAnswer = z.infer<typeof profileSaveAnswer>;
