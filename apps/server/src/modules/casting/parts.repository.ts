import type { GroupBody, GroupDto, RoleBody, RoleDto, SceneBody, SceneDto, SceneGroupBody, SceneGroupDto } from '@coulisse/shared/schemas/casting';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { groupLinks, projectGroups, projectRoles, sceneGroups, sceneProjectGroups, sceneRoles, scenes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { groupColumns, roleColumns } from './casting.list';
import { partWhere, type PartRef } from './casting.repository';

/** One role, group, scene group or scene with what its screen shows; their writes and links. */

const byIdentifier = (table: typeof projectRoles | typeof projectGroups | typeof scenes) => [sql`lower(${table.identifier})`, table.id] as const;

export async function findRole(db: DbOrTx, ref: PartRef): Promise<RoleDto | null> {
  const [row] = await db.select(roleColumns).from(projectRoles).where(partWhere(projectRoles, ref));
  return row ?? null;
}

export async function findGroup(db: DbOrTx, ref: PartRef): Promise<GroupDto | null> {
  const [row] = await db.select(groupColumns).from(projectGroups).where(partWhere(projectGroups, ref));
  return row ?? null;
}

/** A scene group with its scenes. */
export async function findSceneGroup(db: DbOrTx, ref: PartRef): Promise<SceneGroupDto | null> {
  const [row] = await db.select().from(sceneGroups).where(partWhere(sceneGroups, ref));
  if (!row) return null;
  const sub = await db
    .select({ id: scenes.id, identifier: scenes.identifier, name: scenes.name })
    .from(scenes)
    .where(eq(scenes.sceneGroupId, row.id))
    .orderBy(...byIdentifier(scenes));
  return { id: row.id, projectId: row.projectId, identifier: row.identifier, name: row.name, description: row.description, scenes: sub };
}

/** A scene with its scene group, roles and groups. */
export async function findScene(db: DbOrTx, ref: PartRef): Promise<SceneDto | null> {
  const [row] = await db.select().from(scenes).where(partWhere(scenes, ref));
  if (!row) return null;
  const [group, roles, groups] = await Promise.all([
    row.sceneGroupId ? db.select({ id: sceneGroups.id, identifier: sceneGroups.identifier, name: sceneGroups.name }).from(sceneGroups).where(eq(sceneGroups.id, row.sceneGroupId)) : Promise.resolve([]),
    db
      .select({ id: projectRoles.id, identifier: projectRoles.identifier, name: projectRoles.name, speaking: projectRoles.speaking })
      .from(sceneRoles)
      .innerJoin(projectRoles, eq(projectRoles.id, sceneRoles.roleId))
      .where(eq(sceneRoles.sceneId, row.id))
      .orderBy(...byIdentifier(projectRoles)),
    db
      .select({ id: projectGroups.id, identifier: projectGroups.identifier, name: projectGroups.name })
      .from(sceneProjectGroups)
      .innerJoin(projectGroups, eq(projectGroups.id, sceneProjectGroups.groupId))
      .where(eq(sceneProjectGroups.sceneId, row.id))
      .orderBy(...byIdentifier(projectGroups)),
  ]);
  return { id: row.id, projectId: row.projectId, identifier: row.identifier, name: row.name, description: row.description, sceneGroupId: row.sceneGroupId, sceneGroup: group[0] ?? null, roles, groups };
}

// --- writes ------------------------------------------------------------------------------------

const idOf = (rows: { id: number }[]) => rows[0]!.id;

/** Creates a part in the project; answers its id. */
export const insertRole = async (db: DbOrTx, projectId: number, values: RoleBody) => idOf(await db.insert(projectRoles).values({ projectId, ...values }).returning({ id: projectRoles.id }));
export const insertGroup = async (db: DbOrTx, projectId: number, values: GroupBody) => idOf(await db.insert(projectGroups).values({ projectId, ...values }).returning({ id: projectGroups.id }));
export const insertSceneGroup = async (db: DbOrTx, projectId: number, values: SceneGroupBody) =>
  idOf(await db.insert(sceneGroups).values({ projectId, ...values }).returning({ id: sceneGroups.id }));
export const insertScene = async (db: DbOrTx, projectId: number, values: SceneBody) => idOf(await db.insert(scenes).values({ projectId, ...values }).returning({ id: scenes.id }));

/** Saves a part's fields. */
export const updateRoleRow = async (db: DbOrTx, id: number, values: RoleBody) => void (await db.update(projectRoles).set(values).where(eq(projectRoles.id, id)));
export const updateGroupRow = async (db: DbOrTx, id: number, values: GroupBody) => void (await db.update(projectGroups).set(values).where(eq(projectGroups.id, id)));
export const updateSceneGroupRow = async (db: DbOrTx, id: number, values: SceneGroupBody) => void (await db.update(sceneGroups).set(values).where(eq(sceneGroups.id, id)));
export const updateSceneRow = async (db: DbOrTx, id: number, values: SceneBody) => void (await db.update(scenes).set(values).where(eq(scenes.id, id)));

// --- links -------------------------------------------------------------------------------------

/** Linked groups are stored once per pair, the smaller id first. */
const pair = (a: number, b: number) => ({ groupId: Math.min(a, b), linkedGroupId: Math.max(a, b) });

/** Links the group to each of the others (existing links stay). */
export async function linkGroups(db: DbOrTx, groupId: number, others: readonly number[]): Promise<void> {
  if (others.length) await db.insert(groupLinks).values(others.map((other) => pair(groupId, other))).onConflictDoNothing();
}

export async function unlinkGroups(db: DbOrTx, groupId: number, other: number): Promise<void> {
  const { groupId: a, linkedGroupId: b } = pair(groupId, other);
  await db.delete(groupLinks).where(and(eq(groupLinks.groupId, a), eq(groupLinks.linkedGroupId, b)));
}

/** Which roles or groups play in which scene: a role's or a group's link table. */
const SCENE_LINKS = {
  role: { table: sceneRoles, part: sceneRoles.roleId, values: (sceneId: number, partId: number) => ({ sceneId, roleId: partId }) },
  group: { table: sceneProjectGroups, part: sceneProjectGroups.groupId, values: (sceneId: number, partId: number) => ({ sceneId, groupId: partId }) },
} as const;

/** Adds roles or groups to scenes (existing links stay); answers how many links are new. */
export async function insertSceneLinks(db: DbOrTx, kind: 'role' | 'group', links: readonly { sceneId: number; partId: number }[]): Promise<number> {
  if (!links.length) return 0;
  const { table, values } = SCENE_LINKS[kind];
  const added = await db
    .insert(table)
    .values(links.map((l) => values(l.sceneId, l.partId)))
    .onConflictDoNothing()
    .returning({ sceneId: table.sceneId });
  return added.length;
}

/** Removes roles or groups from a scene. */
export async function deleteSceneLinks(db: DbOrTx, kind: 'role' | 'group', sceneId: number, partIds: readonly number[]): Promise<void> {
  if (!partIds.length) return;
  const { table, part } = SCENE_LINKS[kind];
  await db.delete(table).where(and(eq(table.sceneId, sceneId), inArray(part, [...partIds])));
}
