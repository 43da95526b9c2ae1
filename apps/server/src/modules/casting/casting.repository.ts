import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { casts, projectGroups, projectRoles, projects, registrations, sceneGroups, scenes, users } from '../../db/schema/index';
import type { ProjectResolver } from '../../platform/access/resolvers';
import type { DbOrTx } from '../../platform/db/client';

/** What casting reads of projects, casts, users and the parts of a scheme, whatever the part. */

/** What casting needs of a project. */
export async function findCastingProject(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: projects.id, name: projects.name, rolesOpen: projects.rolesOpen }).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

/** The participant's page names a project by its name (case ignored) or its id; the newest wins. */
export async function findProjectByName(db: DbOrTx, name: string) {
  const byName = sql`lower(${projects.name}) = lower(${name})`;
  const byId = /^\d{1,9}$/.test(name) ? Number(name) : null;
  const [row] = await db
    .select({ id: projects.id, name: projects.name, rolesOpen: projects.rolesOpen })
    .from(projects)
    .where(byId ? or(eq(projects.id, byId), byName) : byName)
    .orderBy(desc(projects.id))
    .limit(1);
  return row ?? null;
}

export function castsOf(db: DbOrTx, projectId: number) {
  return db.select({ id: casts.id, name: casts.name }).from(casts).where(eq(casts.projectId, projectId)).orderBy(casts.id);
}

export type Part = 'role' | 'group' | 'scene' | 'sceneGroup';
export const PART_TABLE = { role: projectRoles, group: projectGroups, scene: scenes, sceneGroup: sceneGroups } as const;

/** A part by its id, inside `projectId` when the path names one (a part of another project is then not found). */
export interface PartRef {
  id: number;
  projectId?: number;
}

/** The condition that finds a part of a table by its reference. */
export const partWhere = (table: (typeof PART_TABLE)[Part], ref: PartRef) => and(eq(table.id, ref.id), ref.projectId === undefined ? undefined : eq(table.projectId, ref.projectId));

/** The row of a part with its project; null when missing (or of another project than the reference's). */
export async function findPart(db: DbOrTx, part: Part, ref: PartRef) {
  const table = PART_TABLE[part];
  const [row] = await db.select({ id: table.id, projectId: table.projectId, identifier: table.identifier, name: table.name }).from(table).where(partWhere(table, ref));
  return row ?? null;
}

/** The project of each existing part among `ids`, in one statement: the access resolvers of the parts, and the cast switch. */
async function projectsOfParts(db: DbOrTx, part: Part, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const table = PART_TABLE[part];
  const rows = await db
    .select({ id: table.id, projectId: table.projectId })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return new Map(rows.map((r) => [r.id, r.projectId]));
}

/** One resolver per kind of part, made once: the resolver registry accepts a kind's function only once. */
export const PART_PROJECTS: Record<Part, ProjectResolver> = {
  role: (db, ids) => projectsOfParts(db, 'role', ids),
  group: (db, ids) => projectsOfParts(db, 'group', ids),
  scene: (db, ids) => projectsOfParts(db, 'scene', ids),
  sceneGroup: (db, ids) => projectsOfParts(db, 'sceneGroup', ids),
};

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

/** lower(identifier) → id of the parts of one kind in the project. */
export async function partsByIdentifier(db: DbOrTx, part: Part, projectId: number): Promise<Map<string, number>> {
  const table = PART_TABLE[part];
  const rows = await db.select({ id: table.id, identifier: table.identifier }).from(table).where(eq(table.projectId, projectId));
  return new Map(rows.map((r) => [r.identifier.toLowerCase(), r.id]));
}

/** The identifiers of these parts, sorted (case ignored). */
export async function identifiersOf(db: DbOrTx, part: Part, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const table = PART_TABLE[part];
  const rows = await db
    .select({ identifier: table.identifier })
    .from(table)
    .where(inArray(table.id, [...ids]))
    .orderBy(sql`lower(${table.identifier})`);
  return rows.map((r) => r.identifier);
}

/** Deletes a part; its links (players, scenes, linked groups) go with it, a scene group's scenes stay without group (the schema's cascades). */
export async function deletePartRow(db: DbOrTx, part: Part, id: number): Promise<void> {
  const table = PART_TABLE[part];
  await db.delete(table).where(eq(table.id, id));
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

/** First and last names of these users. */
export async function userNames(db: DbOrTx, ids: readonly number[]): Promise<Map<number, { firstName: string; lastName: string }>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(rows.map((r) => [r.id, { firstName: r.firstName, lastName: r.lastName }]));
}

/** The ids of the users with these e-mail addresses (case ignored), by folded address. */
export async function usersByEmail(db: DbOrTx, emails: readonly string[]): Promise<Map<string, number>> {
  if (!emails.length) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, [...emails]));
  return new Map(rows.map((r) => [r.email.toLowerCase(), r.id]));
}
