import { z } from 'zod';
import { messageKey } from '../../i18n/keys';
import { addressRule, cellPhoneRule, firstNameRule, lastNameRule, nationalityRule, phoneRule, secondaryEmailRule } from '../../rules/account';
import { IMPORT_MAX_ROWS } from '../../rules/constants';
import { COUNTRY_CODES, SHIRT_SIZES } from '../../rules/lookups';
import { IMPORT_FIELDS } from '../../rules/userImport';
import { emailField } from '../accounts';
import { birthDate } from '../personal';
import { requiredString, withRule } from '../zodRules';

/**
 * The staff tools of /medewerkers (spec 1 §2, issue 3): the employee import, mail to a selection
 * of users, the online users and the lookups the forms use.
 */

const tooLong = (max: number) => ({ error: messageKey('importUsers.problems.tooLong', { max }) });
/** An optional text: blank, null or absent is stored as null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(max))
    .nullish()
    .transform((v) => v || null);
const optionalRuled = (max: number, rule: (v: string) => string | null) => optionalText(max).superRefine(withRule((v: string | null) => (v ? rule(v) : null)));

/**
 * One person of an import as the preview hands it over and the confirmation sends it back: the
 * cells already converted (dates as YYYY-MM-DD, sex 0–2, the country as its code). Every rule of
 * spec 1 §5 that applies to a given value holds; only names and e-mail are required, the person
 * completes the rest after choosing a password.
 */
export const importUser = z
  .object({
    /** The row in the file, to report problems where the user can find them. */
    row: z.number().int().min(1).max(1_000_000),
    firstName: requiredString.max(255, tooLong(255)).superRefine(withRule(firstNameRule)),
    lastName: requiredString.max(255, tooLong(255)).superRefine(withRule(lastNameRule)),
    email: emailField,
    dateOfBirth: birthDate.nullish().transform((v) => v ?? null),
    sex: z
      .union([z.literal(0), z.literal(1), z.literal(2)], { error: 'validation.sex' })
      .nullish()
      .transform((v) => v ?? null),
    nationality: optionalRuled(255, nationalityRule),
    origin: z
      .enum(COUNTRY_CODES as [string, ...string[]], { error: 'importUsers.problems.originCode' })
      .nullish()
      .transform((v) => v ?? null),
    phoneNumber: optionalRuled(30, phoneRule),
    cellPhone: optionalRuled(30, cellPhoneRule),
    secondaryEmail: optionalRuled(255, secondaryEmailRule),
    streetName: optionalText(255),
    houseNumber: optionalText(20),
    bus: optionalText(20),
    zipCode: optionalText(10),
    cityName: optionalText(255),
    tShirt: z
      .enum(SHIRT_SIZES, { error: 'validation.shirtSize' })
      .nullish()
      .transform((v) => v ?? null),
    ownerRemarks: optionalText(5000),
  })
  .superRefine((u, ctx) => {
    // An address is optional, but one that is given must be complete (spec 1 §5).
    const given = [u.streetName, u.houseNumber, u.bus, u.zipCode, u.cityName].some(Boolean);
    const key = given ? addressRule(u) : null;
    if (key) ctx.addIssue({ code: 'custom', path: ['streetName'], message: key });
  });
export type ImportUserInput = z.input<typeof importUser>;
export type ImportUser = z.output<typeof importUser>;

/** POST /api/import: the rows the preview accepted; all are imported or none (issue 3). */
export const importBody = z.object({
  users: z.array(importUser).min(1, { error: 'importUsers.nothingToImport' }).max(IMPORT_MAX_ROWS, { error: messageKey('importUsers.tooManyRows', { max: IMPORT_MAX_ROWS }) }),
  /** Chosen by the client: progress events (`IMPORT_PROGRESS`) carry it back. */
  uuid: z.string().max(64).regex(/^[\w-]+$/).optional(),
});
export type ImportBody = z.input<typeof importBody>;

const nullableText = z.string().nullable();

/** A row's values as answered: the shape `importUser` takes back. */
export const importUserValues = z.object({
  row: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  dateOfBirth: nullableText,
  sex: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullable(),
  nationality: nullableText,
  origin: nullableText,
  phoneNumber: nullableText,
  cellPhone: nullableText,
  secondaryEmail: nullableText,
  streetName: nullableText,
  houseNumber: nullableText,
  bus: nullableText,
  zipCode: nullableText,
  cityName: nullableText,
  tShirt: z.enum(SHIRT_SIZES).nullable(),
  ownerRemarks: nullableText,
});

export const importProblem = z.object({
  field: z.enum([...IMPORT_FIELDS, 'row']),
  /** A catalogue key with parameters, translated by the reader's client. */
  message: z.string(),
});

/** One data row of the file in the preview: accepted (`user`) or refused (`problems`). */
export const importPreviewRow = z.object({
  row: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  problems: z.array(importProblem),
  user: importUserValues.nullable(),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRow>;

/** Answer of POST /api/import/preview. */
export const importPreview = z.object({
  /** Every column of the header row and the field it fills (null: ignored). */
  columns: z.array(z.object({ header: z.string(), field: z.enum(IMPORT_FIELDS).nullable() })),
  rows: z.array(importPreviewRow),
  accepted: z.number(),
  refused: z.number(),
  /** Rows dropped because they have no e-mail address (spec 1 §5), by row number. */
  skipped: z.array(z.number()),
});
export type ImportPreview = z.infer<typeof importPreview>;

/** Answer of POST /api/import: who was created; each got an invitation mail. */
export const importResult = z.object({
  message: z.string(),
  imported: z.number(),
  users: z.array(z.object({ row: z.number(), id: z.number(), firstName: z.string(), lastName: z.string(), email: z.string() })),
});
export type ImportResult = z.infer<typeof importResult>;

/** Socket event `IMPORT_PROGRESS` to `user:<id>` while an import runs. */
export { importProgress, type ImportProgress } from '../../realtime/events';

/** GET /api/statistics/users/online: who was active in the last minutes (newest first). */
export const onlineUsersAnswer = z.object({
  windowMinutes: z.number(),
  total: z.number(),
  data: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), lastLogin: z.string().nullable(), lastActivity: z.string() })),
});
export type OnlineUsersAnswer = z.infer<typeof onlineUsersAnswer>;
