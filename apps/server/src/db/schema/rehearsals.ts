import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { casts, locations, projects, repetitionTypes } from './projects';

/** Rehearsals (spec 2 §3 Repetition). `register`: attendance is registered for it. */
export const repetitions = pgTable(
  'repetitions',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    identifier: varchar('identifier', { length: 10 }).notNull(),
    name: varchar('name', { length: 70 }).notNull(),
    description: varchar('description', { length: 255 }),
    startDt: timestamp('start_dt', { withTimezone: true }).notNull(),
    endDt: timestamp('end_dt', { withTimezone: true }).notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => repetitionTypes.id, { onDelete: 'restrict' }),
    register: boolean('register').notNull().default(false),
    sendMail: boolean('send_mail').notNull().default(false),
    open: boolean('open').notNull().default(true),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('repetitions_project_start_idx').on(t.projectId, t.startDt), index('repetitions_start_idx').on(t.startDt)],
);

/**
 * What a rehearsal calls: the whole project ('all'), a cast, a scene or scene group (their roles
 * and groups), a group, a role, or one user; `castId` narrows to one cast (null: every cast).
 * Participants are resolved from these rows when read, so casting changes made after planning
 * are reflected.
 */
export const repetitionSelections = pgTable(
  'repetition_selections',
  {
    id: serial('id').primaryKey(),
    repetitionId: integer('repetition_id')
      .notNull()
      .references(() => repetitions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 12 }).$type<'all' | 'cast' | 'scene' | 'sceneGroup' | 'group' | 'role' | 'user'>().notNull(),
    refId: integer('ref_id'),
    castId: integer('cast_id').references(() => casts.id, { onDelete: 'cascade' }),
  },
  (t) => [index('repetition_selections_repetition_idx').on(t.repetitionId)],
);

/**
 * Presence per participant (spec 2 §4). No row means the default: expected (markedPresent) and
 * not yet confirmed by pin.
 */
export const presences = pgTable(
  'presences',
  {
    repetitionId: integer('repetition_id')
      .notNull()
      .references(() => repetitions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull().default(false),
    markedPresent: boolean('marked_present').notNull().default(true),
    reason: varchar('reason', { length: 255 }),
    presentAt: timestamp('present_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.repetitionId, t.userId] }), index('presences_user_idx').on(t.userId)],
);
