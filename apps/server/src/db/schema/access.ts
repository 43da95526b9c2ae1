import type { RightsSet } from '@coulisse/shared/access/rights';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { projects } from './projects';

export const accessRoles = pgTable(
  'access_roles',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 255 }).notNull(),
    rights: jsonb('rights').$type<RightsSet>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_roles_name_idx').on(t.name)],
);

/** A role held by a user: globally (projectId null) or inside one project. */
export const userAccessRoles = pgTable(
  'user_access_roles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessRoleId: integer('access_role_id')
      .notNull()
      .references(() => accessRoles.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('user_access_roles_unique_idx').on(t.userId, t.accessRoleId, sql`coalesce(${t.projectId}, 0)`),
    index('user_access_roles_role_idx').on(t.accessRoleId),
    index('user_access_roles_project_idx').on(t.projectId),
  ],
);
