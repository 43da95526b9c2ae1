import type { SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';

/** Registered users offered by the selector: more would not fit a picker. */
const SELECTOR_USERS_MAX = 5000;

/**
 * What the participant selector of a project offers (spec 2 §7 selectorData), without the selection:
 * the rehearsal form and the message form pick their participants from it (resolved by `called.repository.ts`).
 */
export async function selectorChoices(db: DbOrTx, projectId: number): Promise<Omit<SelectorData, 'selection'>> {
  const [casts, scenes, sceneGroups, groups, roles, users] = await Promise.all([
    rows<{ id: number; name: string }>(db, sql`select id, name from casts where project_id = ${projectId} order by name, id`),
    rows<{ id: number; identifier: string; name: string; scene_group_id: number | null; role_ids: number[] | null; group_ids: number[] | null }>(
      db,
      sql`select s.id, s.identifier, s.name, s.scene_group_id,
        (select array_agg(sr.role_id order by sr.role_id) from scene_roles sr where sr.scene_id = s.id) as role_ids,
        (select array_agg(sg.group_id order by sg.group_id) from scene_project_groups sg where sg.scene_id = s.id) as group_ids
        from scenes s where s.project_id = ${projectId} order by s.identifier, s.id`,
    ),
    rows<{ id: number; identifier: string; name: string }>(db, sql`select id, identifier, name from scene_groups where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; identifier: string; name: string }>(db, sql`select id, identifier, name from project_groups where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; identifier: string; name: string }>(db, sql`select id, identifier, name from project_roles where project_id = ${projectId} order by identifier, id`),
    rows<{ id: number; first_name: string; last_name: string }>(
      db,
      sql`select u.id, u.first_name, u.last_name from registrations r join users u on u.id = r.user_id
        where r.project_id = ${projectId} order by u.last_name, u.first_name, u.id limit ${SELECTOR_USERS_MAX}`,
    ),
  ]);
  return {
    casts,
    scenes: scenes.map((s) => ({ id: s.id, identifier: s.identifier, name: s.name, sceneGroupId: s.scene_group_id, roleIds: s.role_ids ?? [], groupIds: s.group_ids ?? [] })),
    sceneGroups,
    groups,
    roles,
    users: users.map((u) => ({ id: u.id, firstName: u.first_name, lastName: u.last_name })),
  };
}
