import type { ProjectValues } from '@coulisse/shared/schemas/projects';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { projects, registrations } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

export type ProjectRow = typeof projects.$inferSelect;

/**
 * spec 1 §4 in SQL, the same condition as `isProjectActive` (a test keeps them in step): openFrom
 * set and a close date today or later (close date + 1 day ≥ tomorrow). `today` is Brussels' date.
 */
export const activeProjectSql = (today: string): SQL =>
  sql`(${projects.openFrom} is not null and coalesce(${projects.closedFrom} >= ${today}::date, false) or ${projects.openFrom} is not null and coalesce(${projects.closedOffStage} >= ${today}::date, false))`;

/** Open for registration (participants' /projecten): active and openFrom today or earlier. */
export const openProjectSql = (today: string): SQL => sql`(${activeProjectSql(today)} and coalesce(${projects.openFrom} <= ${today}::date, false))`;

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
