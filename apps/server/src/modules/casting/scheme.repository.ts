import { eq, sql } from 'drizzle-orm';
import { projectGroups, projectRoles, scenes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { PART_TABLE } from './casting.repository';
import type { SchemeKind } from './scheme.csv';

/** The role scheme's bulk writes (import) and its rows in the import's columns (export). */

export interface SchemeValues {
  identifier: string;
  name: string;
  description: string | null;
  speaking: boolean;
}

/** Creates parts of one kind in one statement; answers each new part's id and identifier. */
export async function insertSchemeParts(db: DbOrTx, kind: SchemeKind, projectId: number, parts: readonly SchemeValues[]): Promise<{ id: number; identifier: string }[]> {
  const base = (p: SchemeValues) => ({ projectId, identifier: p.identifier, name: p.name, description: p.description });
  if (kind === 'role') return db.insert(projectRoles).values(parts.map((p) => ({ ...base(p), speaking: p.speaking }))).returning({ id: projectRoles.id, identifier: projectRoles.identifier });
  if (kind === 'group') return db.insert(projectGroups).values(parts.map(base)).returning({ id: projectGroups.id, identifier: projectGroups.identifier });
  return db.insert(scenes).values(parts.map(base)).returning({ id: scenes.id, identifier: scenes.identifier });
}

/** Saves an existing part's fields from a row of the file (speaking only for a role). */
export async function updateSchemePart(db: DbOrTx, kind: SchemeKind, id: number, p: SchemeValues): Promise<void> {
  const table = PART_TABLE[kind];
  await db
    .update(table)
    .set({ identifier: p.identifier, name: p.name, description: p.description, ...(kind === 'role' ? { speaking: p.speaking } : {}) })
    .where(eq(table.id, id));
}

export interface SchemeRow {
  kind: SchemeKind;
  identifier: string;
  name: string;
  description: string | null;
  speaking: boolean;
  scenes: string | null;
}

/** Scenes, then roles, then groups, each by identifier (spec 2 §9), with the scenes a role or group plays in. */
export const schemeRows = (db: DbOrTx, projectId: number) =>
  rows<SchemeRow>(
    db,
    sql`select * from (
      select 'scene' as kind, s.identifier, s.name, s.description, false as speaking, null as scenes, 0 as o from scenes s where s.project_id = ${projectId}
      union all
      select 'role', r.identifier, r.name, r.description, r.speaking,
        (select string_agg(s.identifier, ', ' order by lower(s.identifier)) from scene_roles l join scenes s on s.id = l.scene_id where l.role_id = r.id), 1
        from project_roles r where r.project_id = ${projectId}
      union all
      select 'group', g.identifier, g.name, g.description, false,
        (select string_agg(s.identifier, ', ' order by lower(s.identifier)) from scene_project_groups l join scenes s on s.id = l.scene_id where l.group_id = g.id), 2
        from project_groups g where g.project_id = ${projectId}) p
      order by o, lower(identifier)`,
  );

/** The players of roles, then the members of groups, by identifier, cast and name. */
export const playerRows = (db: DbOrTx, projectId: number) =>
  rows<{ kind: 'role' | 'group'; identifier: string; email: string; cast: string }>(
    db,
    sql`select * from (
      select 'role' as kind, r.identifier, u.email, c.name as cast, 0 as o, c.id as cast_id, u.last_name, u.first_name from role_users ru
        join project_roles r on r.id = ru.role_id join users u on u.id = ru.user_id join casts c on c.id = ru.cast_id where r.project_id = ${projectId}
      union all
      select 'group', g.identifier, u.email, c.name, 1, c.id, u.last_name, u.first_name from group_users gu
        join project_groups g on g.id = gu.group_id join users u on u.id = gu.user_id join casts c on c.id = gu.cast_id where g.project_id = ${projectId}) p
      order by o, lower(identifier), cast_id, last_name, first_name`,
  );
