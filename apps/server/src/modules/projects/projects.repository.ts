import { todayInBrussels } from '@coulisse/shared/rules/account';
import type { OpenProjectItem, ProjectValues } from '@coulisse/shared/schemas/projects';
import { and, eq, exists, inArray, or, sql, type SQL } from 'drizzle-orm';
import { projectGroups, projectRoles, projects, registrations, repetitions, scenes } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * spec 1 §4 in SQL, the same condition as `isProjectActive` (a test keeps them in step): openFrom
 * set and a close date today or later (close date + 1 day ≥ tomorrow). `today` is Brussels' date.
 */
export const activeProjectSql = (today: string): SQL =>
  sql`(${projects.openFrom} is not null and coalesce(${projects.closedFrom} >= ${today}::date, false) or ${projects.openFrom} is not null and coalesce(${projects.closedOffStage} >= ${today}::date, false))`;

/** Open for registration (participants' /projecten): active and openFrom today or earlier. */
export const openProjectSql = (today: string): SQL => sql`(${activeProjectSql(today)} and coalesce(${projects.openFrom} <= ${today}::date, false))`;

/**
 * Of the given projects, those a participant may see (spec 1 §6): open for registration today, or
 * one the user is registered in — the access relation 'openOrRegistered', in one statement.
 */
export async function projectsOpenOrRegistered(db: DbOrTx, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const registered = db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.projectId, projects.id), eq(registrations.userId, userId)));
  const found = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(inArray(projects.id, [...ids]), or(openProjectSql(todayInBrussels()), exists(registered))));
  return new Set(found.map((r) => r.id));
}

export async function findProject(db: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  return row;
}

/** Locks the project row for a change that must see it unchanged (copy, delete). */
export async function lockProject(db: DbOrTx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).for('update');
  return row;
}

export async function isRegistered(db: DbOrTx, projectId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.projectId, projectId), eq(registrations.userId, userId)));
  return Boolean(row);
}

/** The user's own registrations in the given projects (the participants' project list), by project. */
export async function ownRegistrationsIn(
  db: DbOrTx,
  userId: number,
  projectIds: readonly number[],
): Promise<Map<number, NonNullable<OpenProjectItem['registration']>>> {
  if (!projectIds.length) return new Map();
  const found = await db
    .select({
      id: registrations.id,
      projectId: registrations.projectId,
      location: registrations.location,
      auditioning: registrations.auditioning,
      creationDt: registrations.creationDt,
    })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.projectId, [...projectIds])));
  return new Map(found.map((r) => [r.projectId, { id: r.id, location: r.location, auditioning: r.auditioning, creationDt: r.creationDt.toISOString() }]));
}

export async function insertProject(db: DbOrTx, values: typeof projects.$inferInsert): Promise<number> {
  const [row] = await db.insert(projects).values(values).returning({ id: projects.id });
  return row!.id;
}

/** Writes the form's fields; false when the project does not exist. */
export async function updateProject(db: DbOrTx, id: number, values: ProjectValues): Promise<boolean> {
  const updated = await db.update(projects).set(projectColumns(values)).where(eq(projects.id, id)).returning({ id: projects.id });
  return updated.length > 0;
}

/** Deletes a project and, by cascade, everything in it; its rehearsals first, as they restrict their location and type. */
export async function deleteProject(tx: Tx, id: number): Promise<void> {
  await tx.delete(repetitions).where(eq(repetitions.projectId, id));
  await tx.delete(projects).where(eq(projects.id, id));
}

/** The counts of the overview cards (spec 2 §2) in one statement; null for a missing project. */
export async function statisticsOf(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      exists: sql<boolean>`exists(select 1 from ${projects} where ${projects.id} = ${id})`,
      registrations: sql<number>`(select count(*)::int from ${registrations} where ${registrations.projectId} = ${id})`,
      onStage: sql<number>`(select count(*)::int from ${registrations} where ${registrations.projectId} = ${id} and ${registrations.location} = 1)`,
      roles: sql<number>`(select count(*)::int from ${projectRoles} where ${projectRoles.projectId} = ${id})`,
      groups: sql<number>`(select count(*)::int from ${projectGroups} where ${projectGroups.projectId} = ${id})`,
      scenes: sql<number>`(select count(*)::int from ${scenes} where ${scenes.projectId} = ${id})`,
      repetitions: sql<number>`(select count(*)::int from ${repetitions} where ${repetitions.projectId} = ${id})`,
      past: sql<number>`(select count(*)::int from ${repetitions} where ${repetitions.projectId} = ${id} and ${repetitions.startDt} < now())`,
    })
    .from(sql`(select 1) as one`);
  return row?.exists ? row : null;
}

/** The columns the project form sets (create, edit, and the new project of a copy). */
export const projectColumns = (v: ProjectValues) => ({
  name: v.name,
  title: v.title,
  subtitle: v.subtitle,
  openFrom: v.openFrom,
  closedFrom: v.closedFrom,
  closedOffStage: v.closedOffStage,
  projectClosed: v.projectClosed,
  rolesOpen: v.rolesOpen,
  rolesClosed: v.rolesClosed,
  editRegistrationClosed: v.editRegistrationClosed,
  deleteRegistrationClosed: v.deleteRegistrationClosed,
  auditionsEnabled: v.auditionsEnabled,
  auditionHint: v.auditionHint,
  extended: v.extended,
});
