import { translateNl } from '@coulisse/shared/i18n/index';
import type { GroupDto, RoleDto, SceneListItem } from '@coulisse/shared/schemas/casting';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { projectGroups, projectRoles, sceneGroups, scenes } from '../../db/schema/index';
import { containsFilter, defineFilter, type ListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';

/**
 * The generic lists of a project's casting structure (spec 2 §2): roles, groups and scenes,
 * sorted by identifier (case-insensitive, on the `(project_id, lower(identifier))` indexes), with
 * their xlsx exports sorted the same way (spec 2 §9).
 */
type Counts = { castId: number; count: number }[];
type Refs = { id: number; identifier: string; name: string }[];

const perCast = (table: 'role_users' | 'group_users', column: 'role_id' | 'group_id', id: SQL) =>
  sql<Counts>`(select coalesce(json_agg(json_build_object('castId', c.cast_id, 'count', c.n) order by c.cast_id), '[]'::json)
    from (select cast_id, count(*)::int as n from ${sql.raw(table)} where ${sql.raw(column)} = ${id} group by cast_id) c)`;
const scenesOf = (table: 'scene_roles' | 'scene_project_groups', column: 'role_id' | 'group_id', id: SQL) =>
  sql<Refs>`(select coalesce(json_agg(json_build_object('id', s.id, 'identifier', s.identifier, 'name', s.name) order by lower(s.identifier), s.id), '[]'::json)
    from ${sql.raw(table)} l join scenes s on s.id = l.scene_id where l.${sql.raw(column)} = ${id})`;

export const roleColumns = {
  id: projectRoles.id,
  projectId: projectRoles.projectId,
  identifier: projectRoles.identifier,
  name: projectRoles.name,
  description: projectRoles.description,
  speaking: projectRoles.speaking,
  forExtended: projectRoles.forExtended,
  usersPerCast: perCast('role_users', 'role_id', sql.raw('"project_roles"."id"')),
  scenes: scenesOf('scene_roles', 'role_id', sql.raw('"project_roles"."id"')),
};
export type RoleRow = RoleDto;

/** The outer row's id, qualified: inside subqueries drizzle would write a bare "id". */
const GROUP_ID = sql.raw('"project_groups"."id"');

export const groupColumns = {
  id: projectGroups.id,
  projectId: projectGroups.projectId,
  identifier: projectGroups.identifier,
  name: projectGroups.name,
  description: projectGroups.description,
  users: sql<number>`(select count(distinct user_id)::int from group_users where group_id = ${projectGroups.id})`,
  usersPerCast: perCast('group_users', 'group_id', sql.raw('"project_groups"."id"')),
  linkedGroups: sql<Refs>`(select coalesce(json_agg(json_build_object('id', g.id, 'identifier', g.identifier, 'name', g.name) order by lower(g.identifier), g.id), '[]'::json)
    from group_links l join project_groups g on g.id = case when l.group_id = ${GROUP_ID} then l.linked_group_id else l.group_id end
    where l.group_id = ${GROUP_ID} or l.linked_group_id = ${GROUP_ID})`,
  scenes: scenesOf('scene_project_groups', 'group_id', sql.raw('"project_groups"."id"')),
};
export type GroupRow = GroupDto;

const sceneColumns = {
  id: scenes.id,
  identifier: scenes.identifier,
  name: scenes.name,
  description: scenes.description,
  sceneGroupId: scenes.sceneGroupId,
  sceneGroupIdentifier: sql<string | null>`(select identifier from scene_groups g where g.id = ${scenes.sceneGroupId})`,
  roles: sql<number>`(select count(*)::int from scene_roles where scene_id = ${scenes.id})`,
  groups: sql<number>`(select count(*)::int from scene_project_groups where scene_id = ${scenes.id})`,
};
export type SceneRow = { id: number; identifier: string; name: string; description: string | null; sceneGroupId: number | null; sceneGroupIdentifier: string | null; roles: number; groups: number };

const sceneGroupColumns = {
  id: sceneGroups.id,
  identifier: sceneGroups.identifier,
  name: sceneGroups.name,
  description: sceneGroups.description,
  scenes: sql<number>`(select count(*)::int from scenes where scene_group_id = ${sql.raw(`"scene_groups"."id"`)})`,
};
export type SceneGroupRow = { id: number; identifier: string; name: string; description: string | null; scenes: number };

const textFilter = (identifier: AnyPgColumn, name: AnyPgColumn) => containsFilter([identifier, name]);
const boolFilter = z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v), z.boolean());

export function rolesResource(projectId: number): ListResource<RoleRow, RoleDto> {
  return {
    plural: 'project_roles',
    single: 'project_role',
    access: { read: { right: 'roles.read', project: 'id' } },
    table: projectRoles,
    columns: roleColumns,
    scope: () => eq(projectRoles.projectId, projectId),
    filters: {
      text: textFilter(projectRoles.identifier, projectRoles.name),
      speaking: defineFilter(boolFilter, (v) => eq(projectRoles.speaking, v)),
      scene: defineFilter(rowIdParam, (v) => sql`exists (select 1 from scene_roles where role_id = ${projectRoles.id} and scene_id = ${v})`),
    },
    sorts: { identifier: sql`lower(${projectRoles.identifier})`, name: projectRoles.name },
    defaultSort: 'identifier:asc',
    idColumn: projectRoles.id,
    present: (row) => row,
    export: {
      fileName: 'rollen',
      sheet: 'Rollen',
      defaultSort: 'identifier:asc',
      columns: [
        { header: translateNl('casting.fields.identifier'), value: (r) => r.identifier, width: 12 },
        { header: translateNl('casting.fields.name'), value: (r) => r.name, width: 30 },
        { header: translateNl('casting.fields.description'), value: (r) => r.description, width: 40 },
        { header: translateNl('casting.fields.speaking'), value: (r) => translateNl(r.speaking ? 'app.yes' : 'app.no'), width: 12 },
        { header: translateNl('casting.fields.scenes'), value: (r) => r.scenes.map((s) => s.identifier).join(', '), width: 30 },
        { header: translateNl('casting.fields.players'), value: (r) => r.usersPerCast.reduce((n, c) => n + c.count, 0), width: 10 },
      ],
    },
  };
}

export function groupsResource(projectId: number): ListResource<GroupRow, GroupDto> {
  return {
    plural: 'groups',
    single: 'group',
    access: { read: { right: 'groups.read', project: 'id' } },
    table: projectGroups,
    columns: groupColumns,
    scope: () => eq(projectGroups.projectId, projectId),
    filters: {
      text: textFilter(projectGroups.identifier, projectGroups.name),
      scene: defineFilter(rowIdParam, (v) => sql`exists (select 1 from scene_project_groups where group_id = ${projectGroups.id} and scene_id = ${v})`),
    },
    sorts: { identifier: sql`lower(${projectGroups.identifier})`, name: projectGroups.name },
    defaultSort: 'identifier:asc',
    idColumn: projectGroups.id,
    present: (row) => row,
    export: {
      fileName: 'groepen',
      sheet: 'Groepen',
      defaultSort: 'identifier:asc',
      columns: [
        { header: translateNl('casting.fields.identifier'), value: (r) => r.identifier, width: 12 },
        { header: translateNl('casting.fields.name'), value: (r) => r.name, width: 30 },
        { header: translateNl('casting.fields.description'), value: (r) => r.description, width: 40 },
        { header: translateNl('casting.fields.members'), value: (r) => r.users, width: 10 },
        { header: translateNl('casting.groups.linked'), value: (r) => r.linkedGroups.map((g) => g.identifier).join(', '), width: 30 },
        { header: translateNl('casting.fields.scenes'), value: (r) => r.scenes.map((s) => s.identifier).join(', '), width: 30 },
      ],
    },
  };
}

export function scenesResource(projectId: number): ListResource<SceneRow, SceneListItem> {
  return {
    plural: 'scenes',
    single: 'scene',
    access: { read: { right: 'scenes.read', project: 'id' } },
    table: scenes,
    columns: sceneColumns,
    scope: () => eq(scenes.projectId, projectId),
    filters: {
      text: textFilter(scenes.identifier, scenes.name),
      sceneGroup: defineFilter(z.union([z.literal('none'), rowIdParam]), (v) =>
        v === 'none' ? sql`${scenes.sceneGroupId} is null` : eq(scenes.sceneGroupId, v),
      ),
    },
    sorts: { identifier: sql`lower(${scenes.identifier})`, name: scenes.name },
    defaultSort: 'identifier:asc',
    idColumn: scenes.id,
    present: (row) => ({ id: row.id, type: 'scene', identifier: row.identifier, name: row.name, description: row.description, sceneGroupId: row.sceneGroupId, roles: row.roles, groups: row.groups }),
    export: {
      fileName: 'scenes',
      sheet: 'Scènes',
      defaultSort: 'identifier:asc',
      columns: [
        { header: translateNl('casting.fields.identifier'), value: (r) => r.identifier, width: 12 },
        { header: translateNl('casting.fields.name'), value: (r) => r.name, width: 30 },
        { header: translateNl('casting.fields.description'), value: (r) => r.description, width: 40 },
        { header: translateNl('casting.fields.sceneGroup'), value: (r) => r.sceneGroupIdentifier, width: 14 },
        { header: translateNl('casting.fields.roles'), value: (r) => r.roles, width: 10 },
        { header: translateNl('casting.fields.groups'), value: (r) => r.groups, width: 10 },
      ],
    },
  };
}

export function sceneGroupsResource(projectId: number): ListResource<SceneGroupRow, SceneGroupRow> {
  return {
    plural: 'scene_groups',
    single: 'scene_group',
    access: { read: { right: 'scenes.read', project: 'id' } },
    table: sceneGroups,
    columns: sceneGroupColumns,
    scope: () => eq(sceneGroups.projectId, projectId),
    filters: { text: textFilter(sceneGroups.identifier, sceneGroups.name) },
    sorts: { identifier: sql`lower(${sceneGroups.identifier})`, name: sceneGroups.name },
    defaultSort: 'identifier:asc',
    idColumn: sceneGroups.id,
    present: (row) => row,
  };
}
