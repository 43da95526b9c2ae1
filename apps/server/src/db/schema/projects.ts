import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
  },
  // fastupdate off for the same reason as the users search index (no pending list to scan).
  (t) => [index('projects_name_idx').on(t.name), index('projects_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`).with({ fastupdate: false })],
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
