import { z } from 'zod';
import { DIET_MAX, registrationFieldErrors, REMARKS_MAX, TALENTS_MAX, type RegistrationContext } from '../rules/registration';
import { rowId } from './lists';
import { sizesBody } from './people/profile';

/**
 * Bodies and answers of the registration calls (spec 1 §3 Registration, §5, §7). Messages are
 * catalogue keys; the rules that depend on the project are in `rules/registration.ts`.
 */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `validation.length?min=0&max=${max}` })
    .nullish()
    .transform((v) => v || null);

export const locationField = z.union([z.literal(0), z.literal(1)], { error: 'validation.required' });

/**
 * The registration form (spec 1 §2 "Registration detail screen", §3): general data (location),
 * preferences (choices, audition), other data (part of town, talents, remarks, diet), and the
 * sizes the form carries, which update the person's profile.
 */
export const registrationBody = z.object({
  location: locationField,
  choices: z.array(rowId).max(200).default([]),
  auditioning: z.boolean().default(false),
  partOfTown: z.number().int().min(0).max(1000).nullish().transform((v) => v ?? null),
  talents: optionalText(TALENTS_MAX),
  remarks: optionalText(REMARKS_MAX),
  diet: optionalText(DIET_MAX),
  /** The organisation's remark on the registration (admin remarks): canReadRegistrationsRemarks + update. */
  ownerRemarks: optionalText(REMARKS_MAX).optional(),
  sizes: sizesBody.optional(),
});
export type RegistrationBody = z.infer<typeof registrationBody>;
export type RegistrationInput = z.input<typeof registrationBody>;

/**
 * PUT /api/registrations/{id}/roles (spec 1 §7): the preference section alone — the roles (choices)
 * one would like to play and the audition; the rest of the registration stays as stored.
 */
export const registrationRolesBody = registrationBody.pick({ choices: true, auditioning: true });
export type RegistrationRolesBody = z.infer<typeof registrationRolesBody>;

/**
 * PUT /api/registrations/others (spec 1 §7): the other-data section alone — part of town, talents,
 * remarks, diet and the organisation's remark — of the registration `id`.
 */
export const registrationOthersBody = registrationBody.pick({ partOfTown: true, talents: true, remarks: true, diet: true, ownerRemarks: true }).extend({ id: rowId });
export type RegistrationOthersBody = z.infer<typeof registrationOthersBody>;

/** The body with the rules of one project (the form and the server share them). */
export function registrationSchema(context: RegistrationContext) {
  return registrationBody.superRefine((body, ctx) => {
    const errors = registrationFieldErrors(body, context);
    for (const [path, message] of Object.entries(errors)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
}

/** POST /api/project/{id}/registrations/copy: into which project, with a client id for the progress events. */
export const copyRegistrationsBody = z.object({
  projectId: rowId,
  uuid: z.string().trim().min(1).max(64).optional(),
});
export type CopyRegistrationsBody = z.infer<typeof copyRegistrationsBody>;

export const choiceDto = z.object({ id: z.number(), name: z.string(), onStage: z.boolean(), role: z.boolean(), forExtended: z.boolean() });
export type ChoiceDto = z.infer<typeof choiceDto>;

const window = z.object({ mode: z.enum(['on', 'off', 'both', 'none']), onStage: z.boolean(), offStage: z.boolean() });

/** GET /api/project/{id}/registration-form[/{userId}]: what the form of one person for one project needs. */
export const registrationFormAnswer = z.object({
  project: z.object({
    id: z.number(),
    name: z.string(),
    extended: z.boolean(),
    auditionsEnabled: z.boolean(),
    auditionHint: z.string().nullable(),
    dietEnabled: z.boolean(),
    closedFrom: z.string().nullable(),
    closedOffStage: z.string().nullable(),
  }),
  window,
  choices: z.array(choiceDto),
  user: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }),
  /** The person's registration in this project, if any. */
  registrationId: z.number().nullable(),
  sizes: z
    .object({
      shirtSize: z.string().nullable(),
      height: z.number().nullable(),
      chest: z.number().nullable(),
      waist: z.number().nullable(),
      hipSize: z.number().nullable(),
      headSize: z.number().nullable(),
      clothingSize: z.string().nullable(),
    })
    .nullable(),
  /** Whether the caller may change these sizes (spec 1 §5: frozen, canEditClothingSizes). */
  mayEditSizes: z.boolean(),
  /** Whether the caller may register outside the window (level 1). */
  ignoresWindow: z.boolean(),
});
export type RegistrationFormAnswer = z.infer<typeof registrationFormAnswer>;

/** One registration in full (GET /api/registration/{id}); each section only with its read right. */
export const registrationDto = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  user: z.object({ id: z.number(), firstName: z.string(), lastName: z.string(), image: z.string().nullable() }),
  creationDt: z.string(),
  general: z.object({ location: z.number() }).nullable(),
  preferences: z.object({ auditioning: z.boolean(), choices: z.array(choiceDto) }).nullable(),
  other: z
    .object({
      partOfTown: z.object({ value: z.number(), label: z.string() }).nullable(),
      talents: z.string().nullable(),
      remarks: z.string().nullable(),
      diet: z.string().nullable(),
      ownerRemarks: z.string().nullable(),
    })
    .nullable(),
  /** What the caller may do with it (abilities travel with the data). */
  abilities: z.object({ update: z.boolean(), unregister: z.boolean(), updateOwnerRemarks: z.boolean() }),
});
export type RegistrationDto = z.infer<typeof registrationDto>;

export const registrationSaveAnswer = z.object({ message: z.string(), data: registrationDto });
export type RegistrationSaveAnswer = z.infer<typeof registrationSaveAnswer>;

/** One row of the registration lists. Columns follow the caller's read rights (null otherwise). */
export const registrationListItem = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  sex: z.number().nullable(),
  dateOfBirth: z.string().nullable(),
  location: z.number().nullable(),
  auditioning: z.boolean().nullable(),
  choices: z.array(z.string()).nullable(),
  partOfTown: z.string().nullable(),
  talents: z.string().nullable(),
  remarks: z.string().nullable(),
  creationDt: z.string(),
});
export type RegistrationListItem = z.infer<typeof registrationListItem>;

/** The socket event of a registration copy (room `user:<id>`), progress 0–100. */
export { copyProgressEvent, type CopyProgressEvent } from '../realtime/events';
export const COPY_PROGRESS_EVENT = 'REGISTRATIONS_COPY_PROGRESS';

export const copyRegistrationsAnswer = z.object({ message: z.string(), copied: z.number(), skipped: z.number() });
export type CopyRegistrationsAnswer = z.infer<typeof copyRegistrationsAnswer>;

export const unregisterAnswer = z.object({ message: z.string() });
