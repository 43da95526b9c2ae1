import { and, eq, inArray, sql } from 'drizzle-orm';
import { casts, projectGroups, projectRoles, projects, registrations, sceneGroups, scenes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/** What casting needs of a project. */
export async function findCastingProject(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: projects.id, name: projects.name, rolesOpen: projects.rolesOpen }).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

export function castsOf(db: DbOrTx, projectId: number) {
  return db.select({ id: casts.id, name: casts.name }).from(casts).where(eq(casts.projectId, projectId)).orderBy(casts.id);
}

export type Part = 'role' | 'group' | 'scene' | 'sceneGroup';
export const PART_TABLE = { role: projectRoles, group: projectGroups, scene: scenes, sceneGroup: sceneGroups } as const;

/** The row of a part, only inside its project (a part of another project is not found). */
export async function findPart(db: DbOrTx, part: Part, projectId: number, id: number) {
  const table = PART_TABLE[part];
  const [row] = await db
    .select({ id: table.id, identifier: table.identifier, name: table.name })
    .from(table)
    .where(and(eq(table.id, id), eq(table.projectId, projectId)));
  return row ?? null;
}

/** Whether another part of this kind in the project already uses the identifier (case-insensitive). */
export async function identifierTaken(db: DbOrTx, part: Part, projectId: number, identifier: string, exceptId?: number): Promise<boolean> {
  const table = PART_TABLE[part];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.projectId, projectId), sql`lower(${table.identifier}) = lower(${identifier})`, exceptId ? sql`${table.id} <> ${exceptId}` : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The ids among `ids` that belong to the project. */
export async function idsInProject(db: DbOrTx, part: Part, projectId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const table = PART_TABLE[part];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.projectId, projectId), inArray(table.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** The registrations (user → side) of these users in the project. */
export async function registeredSides(db: DbOrTx, projectId: number, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ userId: registrations.userId, location: registrations.location })
    .from(registrations)
    .where(and(eq(registrations.projectId, projectId), inArray(registrations.userId, [...new Set(userIds)])));
  return new Map(rows.map((r) => [r.userId, r.location]));
}

/** Runs raw SQL and answers its rows (both drivers answer `{ rows }`). */
export async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows;
}
