import type { CastLink, CastUserRow, CastUsersQuery, UserCastingItem } from '@coulisse/shared/schemas/casting';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { groupUsers, registrations, roleUsers, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { containsPattern } from '../../platform/db/text';

/** Who plays a role or is in a group in which cast: the players' links, and a user's casting. */

export type PlayedPart = 'role' | 'group';

/** A role's or a group's link table (user, cast). */
const LINKS = {
  role: { table: roleUsers, part: roleUsers.roleId, column: 'role_id', values: (partId: number, l: CastLink) => ({ roleId: partId, ...l }) },
  group: { table: groupUsers, part: groupUsers.groupId, column: 'group_id', values: (partId: number, l: CastLink) => ({ groupId: partId, ...l }) },
} as const;

const ageBound = (years: number) => sql`(current_date - make_interval(years => ${years}))::date`;

/**
 * The registered users of one side of the project with the casts they hold the part in (one batch
 * by name: `offset`, `items`, at most 5,000) and how many match. Filters: text, sex, minimum and maximum age, linked.
 */
export async function castUsersPage(db: DbOrTx, kind: PlayedPart, partId: number, projectId: number, query: CastUsersQuery): Promise<{ rows: CastUserRow[]; total: number }> {
  const { table, column } = LINKS[kind];
  const linkedTo = sql`l.${sql.raw(column)} = ${partId} and l.user_id = ${registrations.userId}`;
  const castIds = sql<number[]>`coalesce((select array_agg(l.cast_id order by l.cast_id) from ${table} l where ${linkedTo}), '{}')`;
  const conditions: (SQL | undefined)[] = [eq(registrations.projectId, projectId), eq(registrations.location, query.location)];
  if (query.text) conditions.push(sql`${users.searchText} like ${containsPattern(query.text)}`);
  if (query.sex !== undefined) conditions.push(eq(users.sex, query.sex));
  if (query.minAge !== undefined) conditions.push(sql`${users.dateOfBirth} <= ${ageBound(query.minAge)}`);
  if (query.maxAge !== undefined) conditions.push(sql`${users.dateOfBirth} > (${ageBound(query.maxAge + 1)})`);
  if (query.linked) {
    const exists = sql`exists (select 1 from ${table} l where ${linkedTo})`;
    conditions.push(query.linked === 'true' ? exists : sql`not ${exists}`);
  }
  const where = and(...conditions);
  const [found, [counted]] = await Promise.all([
    db
      .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, sex: users.sex, dateOfBirth: users.dateOfBirth, location: registrations.location, castIds })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where)
      .orderBy(users.lastName, users.firstName, users.id)
      .limit(query.items)
      .offset(query.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(where),
  ]);
  return { rows: found.map((r) => ({ ...r, castIds: (r.castIds ?? []).map(Number) })), total: counted?.n ?? 0 };
}

/** Links players to parts per cast (existing links stay); answers the parts that gained a link. */
export async function insertCastLinks(db: DbOrTx, kind: PlayedPart, links: readonly (CastLink & { partId: number })[]): Promise<number[]> {
  if (!links.length) return [];
  const { table, part, values } = LINKS[kind];
  const added = await db
    .insert(table)
    .values(links.map(({ partId, ...link }) => values(partId, link)))
    .onConflictDoNothing()
    .returning({ partId: part });
  return added.map((a) => a.partId);
}

/** Unlinks players of one part per cast. */
export async function deleteCastLinks(db: DbOrTx, kind: PlayedPart, partId: number, links: readonly CastLink[]): Promise<void> {
  if (!links.length) return;
  const { table, part } = LINKS[kind];
  await db.delete(table).where(and(eq(part, partId), or(...links.map((l) => and(eq(table.userId, l.userId), eq(table.castId, l.castId))))));
}

/**
 * Moves the user's part to cast `to` (only from cast `from` when given); false when the user does
 * not hold the part there, and then nothing changes.
 */
export async function moveToCast(db: DbOrTx, kind: PlayedPart, partId: number, userId: number, from: number | undefined, to: number): Promise<boolean> {
  const { table, part, values } = LINKS[kind];
  const held = await db
    .delete(table)
    .where(and(eq(part, partId), eq(table.userId, userId), from ? eq(table.castId, from) : undefined))
    .returning({ castId: table.castId });
  if (!held.length) return false;
  await db
    .insert(table)
    .values(values(partId, { userId, castId: to }))
    .onConflictDoNothing();
  return true;
}

type CastingRow = { type: 'role' | 'group'; id: number; identifier: string; name: string; description: string | null; speaking: boolean; cast_id: number; cast_name: string; scenes: unknown };

/** A user's roles and groups in one project, per cast, with the scenes they play in. */
export async function userCastingItems(db: DbOrTx, projectId: number, userId: number): Promise<UserCastingItem[]> {
  const sceneRefs = (table: string, column: string, id: string) =>
    sql.raw(`(select coalesce(json_agg(json_build_object('id', s.id, 'identifier', s.identifier, 'name', s.name) order by lower(s.identifier), s.id), '[]'::json)
      from ${table} l join scenes s on s.id = l.scene_id where l.${column} = ${id})`);
  const found = await rows<CastingRow>(
    db,
    sql`select 'role' as type, pr.id, pr.identifier, pr.name, pr.description, pr.speaking, c.id as cast_id, c.name as cast_name, ${sceneRefs('scene_roles', 'role_id', 'pr.id')} as scenes
        from role_users ru join project_roles pr on pr.id = ru.role_id join casts c on c.id = ru.cast_id
        where ru.user_id = ${userId} and pr.project_id = ${projectId}
      union all
      select 'group', pg.id, pg.identifier, pg.name, pg.description, false, c.id, c.name, ${sceneRefs('scene_project_groups', 'group_id', 'pg.id')}
        from group_users gu join project_groups pg on pg.id = gu.group_id join casts c on c.id = gu.cast_id
        where gu.user_id = ${userId} and pg.project_id = ${projectId}
      order by cast_id, type desc, identifier`,
  );
  const scenesOf = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as UserCastingItem['scenes'];
  return found.map((r) => ({
    type: r.type,
    id: Number(r.id),
    identifier: r.identifier,
    name: r.name,
    description: r.description,
    speaking: r.speaking,
    castId: Number(r.cast_id),
    castName: r.cast_name,
    scenes: scenesOf(r.scenes),
  }));
}

/** The projects in which the user plays a role or is in a group, newest first. */
export async function projectsCastingUser(db: DbOrTx, userId: number): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select p.id from projects p where exists (select 1 from role_users ru join project_roles pr on pr.id = ru.role_id where ru.user_id = ${userId} and pr.project_id = p.id)
      or exists (select 1 from group_users gu join project_groups pg on pg.id = gu.group_id where gu.user_id = ${userId} and pg.project_id = p.id)
      order by p.id desc`,
  );
  return found.map((r) => Number(r.id));
}
