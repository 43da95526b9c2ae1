import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { accessRoles, projects, registrations, userAccessRoles, userChanges, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

const changer = alias(users, 'changer');

/** A person's change history, newest first, with the name of who made each change. */
export async function listChanges(db: DbOrTx, userId: number, page: { offset: number; items: number | null }) {
  const query = db
    .select({
      id: userChanges.id,
      section: userChanges.section,
      changes: userChanges.changes,
      createdAt: userChanges.createdAt,
      changedById: userChanges.changedBy,
      changedByFirstName: changer.firstName,
      changedByLastName: changer.lastName,
    })
    .from(userChanges)
    .leftJoin(changer, eq(changer.id, userChanges.changedBy))
    .where(eq(userChanges.userId, userId))
    .orderBy(desc(userChanges.createdAt), desc(userChanges.id))
    .offset(page.offset);
  const rows = await (page.items === null ? query : query.limit(page.items));
  return rows.map((r) => ({
    id: r.id,
    section: r.section,
    changes: r.changes,
    createdAt: r.createdAt.toISOString(),
    changedBy: r.changedById === null ? null : { id: r.changedById, firstName: r.changedByFirstName ?? '', lastName: r.changedByLastName ?? '' },
  }));
}

export async function countChanges(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(userChanges).where(eq(userChanges.userId, userId));
  return row?.total ?? 0;
}

/** The person's registrations with the project names, for the data export. */
export function listRegistrations(db: DbOrTx, userId: number) {
  return db
    .select({
      id: registrations.id,
      projectId: registrations.projectId,
      projectName: projects.name,
      location: registrations.location,
      auditioning: registrations.auditioning,
      partOfTown: registrations.partOfTown,
      talents: registrations.talents,
      remarks: registrations.remarks,
      ownerRemarks: registrations.ownerRemarks,
      diet: registrations.diet,
      creationDt: registrations.creationDt,
    })
    .from(registrations)
    .innerJoin(projects, eq(projects.id, registrations.projectId))
    .where(eq(registrations.userId, userId))
    .orderBy(registrations.creationDt);
}

/** The person's access roles, global (projectId null) and per project. */
export function listAccessRoles(db: DbOrTx, userId: number) {
  return db
    .select({ id: accessRoles.id, name: accessRoles.name, projectId: userAccessRoles.projectId, projectName: projects.name })
    .from(userAccessRoles)
    .innerJoin(accessRoles, eq(accessRoles.id, userAccessRoles.accessRoleId))
    .leftJoin(projects, eq(projects.id, userAccessRoles.projectId))
    .where(eq(userAccessRoles.userId, userId))
    .orderBy(accessRoles.name);
}

/** Adds one row to a person's history: who changed which section, each field from and to. */
export async function recordChanges(db: DbOrTx, change: { userId: number; changedBy: number; section: string; changes: Record<string, { from: unknown; to: unknown }> }): Promise<void> {
  await db.insert(userChanges).values(change);
}
