import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

/**
 * "Who is called": the registered users of a project that a selection of casting parts calls,
 * resolved in one SQL statement from the casting structure as it is now. Rehearsals store their
 * selection (repetition_selections) and resolve it when read, so a role that changes hands after
 * a rehearsal was planned calls its new player.
 *
 * A selection item is a kind with the id it refers to and optionally a cast:
 *  - all: every registered user of the project;
 *  - cast: everyone who plays a role or is in a group in that cast (refId is the cast id);
 *  - scene / sceneGroup: the players of the roles and groups in the scene (or in every scene of
 *    the scene group);
 *  - role / group: the players of that role or the members of that group;
 *  - user: that user.
 * `castId` narrows a scene, scene group, role or group to one cast; null means every cast.
 * Parts of other projects call nobody; users who are not (or no longer) registered in the
 * project are never called.
 */
type SelectionKind = 'all' | 'cast' | 'scene' | 'sceneGroup' | 'group' | 'role' | 'user';
export interface SelectionItem {
  kind: SelectionKind;
  refId: number | null;
  castId: number | null;
}

export interface CalledUser {
  userId: number;
  /** Called through a role of their own (the attendance list's "individual role" filter). */
  viaRole: boolean;
}

/** Rows (kind, ref_id, cast_id) for a selection given in the request. */
export function selectionValues(items: readonly SelectionItem[]): SQL {
  if (items.length === 0) return sql`select null::varchar as kind, null::int as ref_id, null::int as cast_id where false`;
  const rows = items.map((i) => sql`(${i.kind}::varchar, ${i.refId}::int, ${i.castId}::int)`);
  return sql`select * from (values ${sql.join(rows, sql`, `)}) as v(kind, ref_id, cast_id)`;
}

/** Rows (kind, ref_id, cast_id) of a stored rehearsal selection. */
export const repetitionSelection = (repetitionId: number): SQL =>
  sql`select kind, ref_id, cast_id from repetition_selections where repetition_id = ${repetitionId}`;

/**
 * Rows (key, project_id, kind, ref_id, cast_id) of the stored selections of every rehearsal the
 * condition (over `r`, the rehearsal) picks, keyed by rehearsal id: for `calledByKeySql`.
 */
export const repetitionsSelection = (condition: SQL): SQL =>
  sql`select rs.repetition_id as key, r.project_id, rs.kind, rs.ref_id, rs.cast_id
    from repetition_selections rs join repetitions r on r.id = rs.repetition_id where ${condition}`;

/**
 * The called users of many selections at once (all the rehearsals of a report, a user's
 * rehearsals): `selection` yields rows (key, project_id, kind, ref_id, cast_id), the answer has
 * columns key, user_id and via_role, one row per called user of each key.
 */
export function calledByKeySql(selection: SQL): SQL {
  const inCast = (alias: string) => sql.raw(`(sel.cast_id is null or ${alias}.cast_id = sel.cast_id)`);
  const inScene = sql.raw(`s.project_id = sel.project_id and ((sel.kind = 'scene' and s.id = sel.ref_id) or (sel.kind = 'sceneGroup' and s.scene_group_id = sel.ref_id))`);
  return sql`
    with sel as (${selection}),
    picked(key, project_id, user_id, via_role) as (
      select sel.key, sel.project_id, reg.user_id, false from sel
        join registrations reg on sel.kind = 'all' and reg.project_id = sel.project_id
      union all
      select sel.key, sel.project_id, sel.ref_id, false from sel where sel.kind = 'user'
      union all
      select sel.key, sel.project_id, ru.user_id, true from sel
        join project_roles pr on sel.kind = 'role' and pr.id = sel.ref_id and pr.project_id = sel.project_id
        join role_users ru on ru.role_id = pr.id and ${inCast('ru')}
      union all
      select sel.key, sel.project_id, gu.user_id, false from sel
        join project_groups pg on sel.kind = 'group' and pg.id = sel.ref_id and pg.project_id = sel.project_id
        join group_users gu on gu.group_id = pg.id and ${inCast('gu')}
      union all
      select sel.key, sel.project_id, ru.user_id, true from sel
        join scenes s on ${inScene}
        join scene_roles sr on sr.scene_id = s.id
        join role_users ru on ru.role_id = sr.role_id and ${inCast('ru')}
      union all
      select sel.key, sel.project_id, gu.user_id, false from sel
        join scenes s on ${inScene}
        join scene_project_groups sg on sg.scene_id = s.id
        join group_users gu on gu.group_id = sg.group_id and ${inCast('gu')}
      union all
      select sel.key, sel.project_id, ru.user_id, true from sel
        join casts c on sel.kind = 'cast' and c.id = sel.ref_id and c.project_id = sel.project_id
        join role_users ru on ru.cast_id = c.id
      union all
      select sel.key, sel.project_id, gu.user_id, false from sel
        join casts c on sel.kind = 'cast' and c.id = sel.ref_id and c.project_id = sel.project_id
        join group_users gu on gu.cast_id = c.id
    )
    select picked.key, picked.user_id, bool_or(picked.via_role) as via_role
      from picked
      join registrations reg on reg.user_id = picked.user_id and reg.project_id = picked.project_id
      group by picked.key, picked.user_id`;
}

/**
 * The called users as an SQL query with columns user_id and via_role, to use as a subquery
 * (joins with users, presences, …) or to run with `calledUsers`.
 */
export function calledUsersSql(projectId: number, selection: SQL): SQL {
  const keyed = sql`select 0 as key, ${projectId}::int as project_id, s.kind, s.ref_id, s.cast_id from (${selection}) s`;
  return sql`select c.user_id, c.via_role from (${calledByKeySql(keyed)}) c`;
}

export async function calledUsers(db: DbOrTx, projectId: number, selection: SQL): Promise<CalledUser[]> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`; drizzle's shared type does not say so.
  const answer: unknown = await db.execute(calledUsersSql(projectId, selection));
  const result = answer as { rows: { user_id: number; via_role: boolean }[] };
  return result.rows.map((r) => ({ userId: Number(r.user_id), viaRole: r.via_role }));
}
