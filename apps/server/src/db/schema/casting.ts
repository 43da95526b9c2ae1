import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { casts, projects } from './projects';

/**
 * The casting structure of a project (spec 2 §3): roles and groups, scenes (optionally inside a
 * scene group), which roles and groups play in which scene, and who plays a role or belongs to a
 * group in which cast. Identifiers are the short codes of the role scheme, unique per project.
 */
const projectId = () =>
  integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const projectRoles = pgTable(
  'project_roles',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    identifier: varchar('identifier', { length: 30 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    speaking: boolean('speaking').notNull().default(false),
    forExtended: boolean('for_extended').notNull().default(false),
  },
  (t) => [uniqueIndex('project_roles_identifier_idx').on(t.projectId, sql`lower(${t.identifier})`)],
);

/** Groups of players (spec 2 §3 Group); named project_groups because GROUPS is an SQL keyword. */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    identifier: varchar('identifier', { length: 30 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('project_groups_identifier_idx').on(t.projectId, sql`lower(${t.identifier})`)],
);

/** Linked groups: stored once per pair, with groupId < linkedGroupId. */
export const groupLinks = pgTable(
  'group_links',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    linkedGroupId: integer('linked_group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.linkedGroupId] }), index('group_links_linked_idx').on(t.linkedGroupId)],
);

/** A scene group holds sub-scenes (spec 2 §3 Scene group). */
export const sceneGroups = pgTable(
  'scene_groups',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    identifier: varchar('identifier', { length: 30 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('scene_groups_identifier_idx').on(t.projectId, sql`lower(${t.identifier})`)],
);

export const scenes = pgTable(
  'scenes',
  {
    id: serial('id').primaryKey(),
    projectId: projectId(),
    sceneGroupId: integer('scene_group_id').references(() => sceneGroups.id, { onDelete: 'set null' }),
    identifier: varchar('identifier', { length: 30 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
  },
  (t) => [uniqueIndex('scenes_identifier_idx').on(t.projectId, sql`lower(${t.identifier})`), index('scenes_scene_group_idx').on(t.sceneGroupId)],
);

/** The roles that play in a scene. */
export const sceneRoles = pgTable(
  'scene_roles',
  {
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sceneId, t.roleId] }), index('scene_roles_role_idx').on(t.roleId)],
);

/** The groups that play in a scene. */
export const sceneProjectGroups = pgTable(
  'scene_project_groups',
  {
    sceneId: integer('scene_id')
      .notNull()
      .references(() => scenes.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.sceneId, t.groupId] }), index('scene_project_groups_group_idx').on(t.groupId)],
);

const castId = () =>
  integer('cast_id')
    .notNull()
    .references(() => casts.id, { onDelete: 'cascade' });
const userId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** Who plays a role in which cast. */
export const roleUsers = pgTable(
  'role_users',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => projectRoles.id, { onDelete: 'cascade' }),
    userId: userId(),
    castId: castId(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.castId, t.userId] }), index('role_users_user_idx').on(t.userId), index('role_users_cast_idx').on(t.castId)],
);

/** Who belongs to a group in which cast. */
export const groupUsers = pgTable(
  'group_users',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'cascade' }),
    userId: userId(),
    castId: castId(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.castId, t.userId] }), index('group_users_user_idx').on(t.userId), index('group_users_cast_idx').on(t.castId)],
);
