import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    title: varchar('title', { length: 255 }),
    subtitle: varchar('subtitle', { length: 255 }),
    openFrom: date('open_from', { mode: 'string' }),
    closedFrom: date('closed_from', { mode: 'string' }),
    closedOffStage: date('closed_off_stage', { mode: 'string' }),
    projectClosed: date('project_closed', { mode: 'string' }),
    rolesOpen: date('roles_open', { mode: 'string' }),
    rolesClosed: date('roles_closed', { mode: 'string' }),
    editRegistrationClosed: date('edit_registration_closed', { mode: 'string' }),
    deleteRegistrationClosed: date('delete_registration_closed', { mode: 'string' }),
    auditionsEnabled: boolean('auditions_enabled').notNull().default(false),
    auditionHint: varchar('audition_hint', { length: 255 }),
    extended: boolean('extended').notNull().default(false),
    /** Project settings, tab algemeen (spec 2 §3): the address participants' replies go to. */
    replyTo: varchar('reply_to', { length: 255 }),
    /**
     * Whether the registration form asks for a diet. The spec has it as a build-time switch; a
     * procession with a meal needs it and a stage play does not, so it is a project setting here.
     */
    dietEnabled: boolean('diet_enabled').notNull().default(false),
    /** How many hours before a rehearsal its reminder goes out (issue 13; 1–336). */
    reminderHours: integer('reminder_hours').notNull().default(24),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  // fastupdate off for the same reason as the users search index (no pending list to scan).
  (t) => [index('projects_name_idx').on(t.name), index('projects_name_trgm_idx').using('gin', sql`coulisse_unaccent(lower(${t.name})) gin_trgm_ops`).with({ fastupdate: false })],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** 1 on-stage, 0 off-stage (spec 1 §3). */
    location: smallint('location').notNull(),
    auditioning: boolean('auditioning').notNull().default(false),
    partOfTown: integer('part_of_town'),
    talents: text('talents'),
    remarks: text('remarks'),
    ownerRemarks: text('owner_remarks'),
    diet: varchar('diet', { length: 255 }),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('registrations_user_project_idx').on(t.userId, t.projectId), index('registrations_project_idx').on(t.projectId, t.location)],
);

const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

/** Registration preference options of a project (spec 1 §3 Choice). */
export const choices = pgTable(
  'choices',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    name: varchar('name', { length: 255 }).notNull(),
    /** Offered to on-stage (true) or off-stage (false) registrations. */
    onStage: boolean('on_stage').notNull().default(true),
    /** A role (true) rather than a task. */
    role: boolean('role').notNull().default(false),
    /** Only offered in extended (procession) projects. */
    forExtended: boolean('for_extended').notNull().default(false),
  },
  (t) => [index('choices_project_idx').on(t.projectId)],
);

/** The preferences a registration picked. */
export const registrationChoices = pgTable(
  'registration_choices',
  {
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    choiceId: integer('choice_id')
      .notNull()
      .references(() => choices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.choiceId] }), index('registration_choices_choice_idx').on(t.choiceId)],
);

/** Casts of a project (spec 2 §3): names unique within the project. */
export const casts = pgTable(
  'casts',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    name: varchar('name', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('casts_project_name_idx').on(t.projectId, sql`lower(${t.name})`)],
);

/** Rehearsal types of a project (spec 2 §3). */
export const repetitionTypes = pgTable(
  'repetition_types',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    name: varchar('name', { length: 30 }).notNull(),
  },
  (t) => [uniqueIndex('repetition_types_project_name_idx').on(t.projectId, sql`lower(${t.name})`)],
);

/** Rehearsal locations of a project (spec 2 §3); the identifier is the short code on schedules. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    name: varchar('name', { length: 30 }).notNull(),
    identifier: varchar('identifier', { length: 5 }).notNull(),
    streetName: varchar('street_name', { length: 255 }).notNull(),
    houseNumber: varchar('house_number', { length: 20 }).notNull(),
    zipCode: varchar('zip_code', { length: 10 }).notNull(),
    cityName: varchar('city_name', { length: 255 }).notNull(),
  },
  (t) => [uniqueIndex('locations_project_identifier_idx').on(t.projectId, sql`lower(${t.identifier})`)],
);
