import { desc, eq } from 'drizzle-orm';
import { projects, registrations } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/**
 * One person's registrations with their project's name, newest first (the profile's
 * inschrijvingen tab). A person registers at most once per project, so the list stays short;
 * `registrations_user_project_idx` starts with the user id.
 */
export async function registrationsOfUser(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: registrations.id,
      projectId: registrations.projectId,
      projectName: projects.name,
      location: registrations.location,
      auditioning: registrations.auditioning,
      creationDt: registrations.creationDt,
    })
    .from(registrations)
    .innerJoin(projects, eq(projects.id, registrations.projectId))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.creationDt), desc(registrations.id));
  return rows.map((r) => ({ ...r, creationDt: r.creationDt.toISOString() }));
}
