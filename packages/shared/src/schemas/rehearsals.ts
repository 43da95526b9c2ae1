import { z } from 'zod';
import { messageKey } from '../i18n/keys';
import {
  endAfterStartRule,
  isPin,
  PIN_LENGTH,
  PRESENCE_REASON_MAX,
  REPETITION_DESCRIPTION_MAX,
  REPETITION_IDENTIFIER_MAX,
  REPETITION_NAME_MAX,
  repetitionDescriptionRule,
  repetitionIdentifierRule,
  repetitionNameRule,
} from '../rules/rehearsals';
import { MAX_ROW_ID } from './lists';
import { isoDate, isoTime, isoTimestamp, ruledText, withRule } from './zodRules';

/** Rehearsals (spec 2 §3 Repetition, Presence row; §5; §7 Repetitions). */

const rowId = z.coerce.number({ error: 'validation.required' }).int().positive({ error: 'validation.required' }).max(MAX_ROW_ID);

export const SELECTION_KINDS = ['all', 'cast', 'scene', 'sceneGroup', 'group', 'role', 'user'] as const;
export type SelectionKindName = (typeof SELECTION_KINDS)[number];

/** One part of a rehearsal's participant selection; `castId` narrows to one cast (null: every cast). */
export const selectionItem = z.object({
  kind: z.enum(SELECTION_KINDS),
  refId: z.number().int().positive().max(MAX_ROW_ID).nullable().default(null),
  castId: z.number().int().positive().max(MAX_ROW_ID).nullable().default(null),
});
export type SelectionItemDto = z.infer<typeof selectionItem>;


/** POST /api/repetitions, PUT /api/repetitions/{id}: every field of the form (spec 2 §5). */
export const repetitionBody = z
  .object({
    projectId: rowId,
    identifier: ruledText(REPETITION_IDENTIFIER_MAX, repetitionIdentifierRule),
    name: ruledText(REPETITION_NAME_MAX, repetitionNameRule),
    description: z
      .string()
      .trim()
      .max(REPETITION_DESCRIPTION_MAX, { error: messageKey('validation.length', { min: 0, max: REPETITION_DESCRIPTION_MAX }) })
      .nullish()
      .superRefine(withRule((v: string | null | undefined) => repetitionDescriptionRule(v)))
      .transform((v) => (v ? v : null)),
    date: isoDate,
    start: isoTime,
    end: isoTime,
    locationId: rowId,
    typeId: rowId,
    register: z.boolean().default(false),
    sendMail: z.boolean().default(false),
    selection: z.array(selectionItem).max(1000).default([]),
  })
  .superRefine((b, ctx) => {
    const problem = endAfterStartRule(b.start, b.end);
    if (problem) ctx.addIssue({ code: 'custom', path: ['end'], message: problem });
  });
export type RepetitionBody = z.input<typeof repetitionBody>;

export const repetitionDto = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  identifier: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  locationId: z.number(),
  location: z.object({
    id: z.number(),
    identifier: z.string(),
    name: z.string(),
    street: z.string(),
    houseNumber: z.string(),
    zipCode: z.string(),
    city: z.string(),
  }),
  typeId: z.number(),
  type: z.object({ id: z.number(), name: z.string() }),
  register: z.boolean(),
  sendMail: z.boolean(),
  open: z.boolean(),
  selection: z.array(selectionItem),
  /** The scenes it rehearses (selected scenes and the scenes of selected scene groups). */
  scenes: z.array(z.object({ id: z.number(), identifier: z.string(), name: z.string() })),
  participants: z.number(),
  /** The caller's own presence when they are called, else null. */
  own: z.object({ present: z.boolean(), markedPresent: z.boolean(), reason: z.string().nullable() }).nullable(),
});
export type RepetitionDto = z.infer<typeof repetitionDto>;

export const repetitionListItem = z.object({
  id: z.number(),
  projectId: z.number(),
  identifier: z.string(),
  name: z.string(),
  startDt: z.string(),
  endDt: z.string(),
  location: z.string(),
  type: z.string(),
  register: z.boolean(),
  open: z.boolean(),
  past: z.boolean(),
});
export type RepetitionListItem = z.infer<typeof repetitionListItem>;

/** PUT /api/repetition/{id}/mark-presence. A participant sends only markedPresent (+ reason). */
export const markPresenceBody = z.object({
  userId: rowId.optional(),
  present: z.boolean().optional(),
  markedPresent: z.boolean().optional(),
  reason: z
    .string()
    .trim()
    .max(PRESENCE_REASON_MAX, { error: `validation.length?min=0&max=${PRESENCE_REASON_MAX}` })
    .nullish(),
});
export type MarkPresenceBody = z.input<typeof markPresenceBody>;

/** A Presence row (spec 2 §3) with its display state and filter code (§4). */
export const presenceRow = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  present: z.boolean(),
  markedPresent: z.boolean(),
  reason: z.string().nullable(),
  isRoleUser: z.boolean(),
  cellPhone: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  pin: z.string().nullable(),
  state: z.enum(['present', 'probablyPresent', 'unexcusedAbsent', 'excusedAbsent']),
  code: z.number(),
});
export type PresenceRow = z.infer<typeof presenceRow>;

/** Most rows one attendance page holds (`items`); the export has them all. */
export const PRESENCE_PAGE_MAX = 500;

/** How many participants are in each presence state, over the whole rehearsal (filters aside). */
export const presenceCounts = z.object({ present: z.number(), probablyPresent: z.number(), unexcusedAbsent: z.number(), excusedAbsent: z.number() });
export type PresenceCounts = z.infer<typeof presenceCounts>;

/** One page of the filtered attendance list, its total, and the counts per state. */
export const presenceAnswer = z.object({ data: z.array(presenceRow), total: z.number(), offset: z.number(), items: z.number(), counts: presenceCounts });
export type PresenceAnswer = z.infer<typeof presenceAnswer>;

/** The `repetition_presence` socket event (room `repetition:<id>`). */
export { presenceEvent, type PresenceEvent } from '../realtime/events';

/** POST /api/repetitions/{id}/enterPin. */
export const enterPinBody = z.object({
  pin: z.string().max(PIN_LENGTH, { error: 'rehearsals.pin.invalid' }).refine(isPin, { error: 'rehearsals.pin.invalid' }),
  repetitionIds: z.array(z.number().int().positive().max(MAX_ROW_ID)).max(50).default([]),
  present: z.boolean().default(true),
});
export const enterPinAnswer = z.object({ success: z.boolean(), message: z.string(), firstName: z.string().nullable() });
export type EnterPinAnswer = z.infer<typeof enterPinAnswer>;

const named = z.object({ id: z.number(), identifier: z.string(), name: z.string() });
/** GET /api/repetitions/selectorData: what the participant selector offers. */
export const selectorData = z.object({
  casts: z.array(z.object({ id: z.number(), name: z.string() })),
  scenes: z.array(named.extend({ sceneGroupId: z.number().nullable(), roleIds: z.array(z.number()), groupIds: z.array(z.number()) })),
  sceneGroups: z.array(named),
  groups: z.array(named),
  roles: z.array(named),
  users: z.array(z.object({ id: z.number(), firstName: z.string(), lastName: z.string() })),
  selection: z.array(selectionItem),
});
export type SelectorData = z.infer<typeof selectorData>;

export const calendarEvent = z.object({
  id: z.number(),
  projectId: z.number(),
  projectName: z.string(),
  title: z.string(),
  start: z.string(),
  end: z.string(),
  location: z.string(),
  past: z.boolean(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** PUT /api/repetition/{id}/time (calendar drag and drop). */
export const moveBody = z.object({ startDt: isoTimestamp, endDt: isoTimestamp });
