import { z } from 'zod';
import { messageKey } from '../i18n/index';
import { addressRule } from '../rules/account';
import {
  AUDITION_HINT,
  auditionHintRule,
  CAST_NAME,
  CHOICE_NAME,
  identifierRule,
  LOCATION_IDENTIFIER,
  lengthRule,
  LOCATION_NAME,
  PROJECT_NAME,
  PROJECT_TEXT_MAX,
  projectDateProblems,
  REPETITION_TYPE_NAME,
  REPLY_TO,
} from '../rules/projectFields';
import { REMINDER_HOURS, reminderHoursRule } from '../rules/reminders';
import { isoDate, optionalIsoDate, ruledText, withRule } from './zodRules';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const optionalText = z.preprocess(
  emptyToNull,
  z
    .string()
    .trim()
    .max(PROJECT_TEXT_MAX, { error: `validation.length?min=0&max=${PROJECT_TEXT_MAX}` })
    .nullable(),
);
const lengthChecked = (range: { min: number; max: number }) => ruledText(range.max, (v) => lengthRule(v, range));

/**
 * Create and edit a project (spec 1 §5): name 3–255; openFrom, closedFrom, closedOffStage and
 * projectClosed required; role dates and the edit/delete-close dates optional; the audition hint
 * 10–255 only when auditions are on (otherwise it is stored as null); the dates in order.
 */
export const projectBody = z
  .object({
    name: lengthChecked(PROJECT_NAME),
    title: optionalText,
    subtitle: optionalText,
    openFrom: isoDate,
    closedFrom: isoDate,
    closedOffStage: isoDate,
    projectClosed: isoDate,
    rolesOpen: optionalIsoDate,
    rolesClosed: optionalIsoDate,
    editRegistrationClosed: optionalIsoDate,
    deleteRegistrationClosed: optionalIsoDate,
    auditionsEnabled: z.boolean().optional().default(false),
    auditionHint: z.preprocess(emptyToNull, z.string().trim().max(AUDITION_HINT.max, { error: messageKey('validation.length', AUDITION_HINT) }).nullable()),
    extended: z.boolean().optional().default(false),
  })
  .superRefine((p, ctx) => {
    const hint = auditionHintRule(p.auditionHint, p.auditionsEnabled);
    if (hint) ctx.addIssue({ code: 'custom', path: ['auditionHint'], message: hint });
    for (const problem of projectDateProblems(p)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  })
  .transform((p) => ({ ...p, auditionHint: p.auditionsEnabled ? p.auditionHint : null }));
export type ProjectBody = z.input<typeof projectBody>;
export type ProjectValues = z.output<typeof projectBody>;

/** A project as GET /api/project/{id} answers it: the fields, its state and the caller's flags there. */
export const projectDto = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string().nullable(),
  subtitle: z.string().nullable(),
  openFrom: z.string().nullable(),
  closedFrom: z.string().nullable(),
  closedOffStage: z.string().nullable(),
  projectClosed: z.string().nullable(),
  rolesOpen: z.string().nullable(),
  rolesClosed: z.string().nullable(),
  editRegistrationClosed: z.string().nullable(),
  deleteRegistrationClosed: z.string().nullable(),
  auditionsEnabled: z.boolean(),
  auditionHint: z.string().nullable(),
  extended: z.boolean(),
  /** spec 1 §4 */
  active: z.boolean(),
  /** Open for registration today. */
  open: z.boolean(),
  /** The caller is registered. */
  registered: z.boolean(),
  /** The caller's `can…` flags in this project (global ∪ project roles). */
  flags: z.record(z.string(), z.boolean()),
});
export type ProjectDto = z.infer<typeof projectDto>;

/** The fields of a project the lists show (picked from projectDto in this order). */
const namedFields = { id: true, name: true, title: true } as const;
const periodFields = { openFrom: true, closedFrom: true, closedOffStage: true, projectClosed: true, extended: true } as const;

/** One row of GET /api/projects for staff. */
export const projectListItem = projectDto.pick({ ...namedFields, ...periodFields, active: true }).extend({ registrations: z.number() });
export type ProjectListItem = z.infer<typeof projectListItem>;

/** The caller's own registration beneath an open project (participants' /projecten). */
export const ownRegistration = z.object({ id: z.number(), location: z.number(), auditioning: z.boolean(), creationDt: z.string() });

/** One row of GET /api/projects for a participant: an open project and their own registration, if any. */
export const openProjectItem = projectDto.pick({ ...namedFields, subtitle: true, ...periodFields }).extend({ registration: ownRegistration.nullable() });
export type OpenProjectItem = z.infer<typeof openProjectItem>;

/** GET /api/statistics/overview/{projectId} (spec 2 §2 statistics cards). */
export const projectStatistics = z.object({
  registrations: z.number(),
  onStage: z.number(),
  offStage: z.number(),
  roles: z.number(),
  groups: z.number(),
  scenes: z.number(),
  repetitions: z.object({ total: z.number(), past: z.number(), future: z.number() }),
});
export type ProjectStatistics = z.infer<typeof projectStatistics>;

// ---- Settings (spec 2 §2 /projecten/{id}/instellingen, §5) ----

/**
 * Tab algemeen: replyTo required 3–255 (an e-mail address), whether the form asks for a diet, and
 * how many hours before a rehearsal its reminder goes out (issue 13; 1–336, unchanged when left out).
 */
export const projectSettingsBody = z.object({
  replyTo: lengthChecked(REPLY_TO).refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), { error: 'validation.email' }),
  dietEnabled: z.boolean().optional().default(false),
  reminderHours: z
    .number({ error: 'validation.required' })
    .superRefine(withRule(reminderHoursRule))
    .min(REMINDER_HOURS.min)
    .max(REMINDER_HOURS.max)
    .optional(),
});
export type ProjectSettingsBody = z.input<typeof projectSettingsBody>;
export const projectSettingsDto = z.object({ replyTo: z.string().nullable(), dietEnabled: z.boolean(), reminderHours: z.number().int() });
export type ProjectSettingsDto = z.infer<typeof projectSettingsDto>;

/** A registration preference (spec 1 §3 Choice): name 3–255. */
export const choiceBody = z.object({
  name: lengthChecked(CHOICE_NAME),
  onStage: z.boolean().optional().default(true),
  role: z.boolean().optional().default(false),
  forExtended: z.boolean().optional().default(false),
});
export type ChoiceBody = z.input<typeof choiceBody>;
export const choiceDto = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  onStage: z.boolean(),
  role: z.boolean(),
  forExtended: z.boolean(),
});
export type ChoiceDto = z.infer<typeof choiceDto>;

/** Casts and rehearsal types: a name of 3–30, unique in the project. */
export const castBody = z.object({ name: lengthChecked(CAST_NAME) });
export const repetitionTypeBody = z.object({ name: lengthChecked(REPETITION_TYPE_NAME) });
export const namedDto = z.object({ id: z.number(), projectId: z.number(), name: z.string() });
export type NamedDto = z.infer<typeof namedDto>;

/** A location: name 3–30, identifier 1–5 (unique in the project), full address. */
export const locationBody = z
  .object({
    name: lengthChecked(LOCATION_NAME),
    identifier: ruledText(LOCATION_IDENTIFIER.max, identifierRule),
    streetName: z.string().trim().max(255).default(''),
    houseNumber: z.string().trim().max(20).default(''),
    zipCode: z.string().trim().max(10).default(''),
    cityName: z.string().trim().max(255).default(''),
  })
  .superRefine((l, ctx) => {
    const problem = addressRule(l);
    if (problem) ctx.addIssue({ code: 'custom', path: ['streetName'], message: problem });
  });
export type LocationBody = z.input<typeof locationBody>;
export const locationDto = z.object({
  id: z.number(),
  projectId: z.number(),
  name: z.string(),
  identifier: z.string(),
  streetName: z.string(),
  houseNumber: z.string(),
  zipCode: z.string(),
  cityName: z.string(),
});
export type LocationDto = z.infer<typeof locationDto>;

/** GET /api/projects/{id}/settings (spec 2 §7): the lists of the settings tabs in one answer. */
export const projectSettingsLists = z.object({
  choices: z.array(choiceDto),
  casts: z.array(namedDto),
  types: z.array(namedDto),
  locations: z.array(locationDto),
});
export type ProjectSettingsLists = z.infer<typeof projectSettingsLists>;

// ---- Copy (spec 1 §3 "Project copy parts", spec 2 §4) ----

export const COPY_PARTS = ['general', 'preferences', 'casts', 'types', 'locations', 'accessRoles'] as const;
export type CopyPart = (typeof COPY_PARTS)[number];

/**
 * POST /api/project/{id}/copy: the parts to copy and the new project's form data (name and dates,
 * as on create). `general` copies the settings of tab algemeen (replyTo, diet); the project fields
 * always come from the form.
 */
export const projectCopyBody = z.object({
  parts: z.object(
    Object.fromEntries(COPY_PARTS.map((p) => [p, z.boolean().optional().default(false)])) as Record<CopyPart, z.ZodDefault<z.ZodOptional<z.ZodBoolean>>>,
  ),
  project: projectBody,
  /** Echoed in the progress events, so a screen can tell its own copy from another one. */
  uuid: z.string().max(64).optional(),
});
export type ProjectCopyBody = z.input<typeof projectCopyBody>;

/** Socket event `PROJECT_COPY_PROGRESS` to `user:<caller>`: progress 0–100. */
export const PROJECT_COPY_PROGRESS = 'PROJECT_COPY_PROGRESS';
export { projectCopyProgress, type ProjectCopyProgress } from '../realtime/events';
export const projectCopyAnswer = z.object({ message: z.string(), data: projectDto, copied: z.record(z.string(), z.number()) });
