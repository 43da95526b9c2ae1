import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { choices, projects, registrationChoices, registrations, users } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

/** What the registration rules need of a project (spec 1 §3 Project). */
export async function findProject(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: projects.id,
      name: projects.name,
      openFrom: projects.openFrom,
      closedFrom: projects.closedFrom,
      closedOffStage: projects.closedOffStage,
      editRegistrationClosed: projects.editRegistrationClosed,
      deleteRegistrationClosed: projects.deleteRegistrationClosed,
      auditionsEnabled: projects.auditionsEnabled,
      auditionHint: projects.auditionHint,
      extended: projects.extended,
      dietEnabled: projects.dietEnabled,
    })
    .from(projects)
    .where(eq(projects.id, id));
  return row ?? null;
}
export type ProjectRecord = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** A project's preference options, in the order they were made. */
export function choicesOf(db: DbOrTx, projectId: number) {
  return db
    .select({ id: choices.id, name: choices.name, onStage: choices.onStage, role: choices.role, forExtended: choices.forExtended })
    .from(choices)
    .where(eq(choices.projectId, projectId))
    .orderBy(asc(choices.id));
}

export async function findUserSummary(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      image: users.image,
      level: users.level,
      tShirt: users.tShirt,
      height: users.height,
      chest: users.chest,
      waist: users.waist,
      hipSize: users.hipSize,
      headSize: users.headSize,
      clothingSize: users.clothingSize,
      clothingFrozen: users.clothingFrozen,
      canEditClothingSizes: users.canEditClothingSizes,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function registrationIdOf(db: DbOrTx, userId: number, projectId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), eq(registrations.projectId, projectId)));
  return row?.id ?? null;
}

/** One registration with its person and project name; `lock` takes the row for an update. */
export async function findRegistration(db: DbOrTx, id: number, lock = false) {
  const query = db
    .select({
      registration: registrations,
      projectName: projects.name,
      user: { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image },
    })
    .from(registrations)
    .innerJoin(users, eq(users.id, registrations.userId))
    .innerJoin(projects, eq(projects.id, registrations.projectId))
    .where(eq(registrations.id, id));
  const [row] = lock ? await query.for('update', { of: registrations }) : await query;
  return row ?? null;
}
export type RegistrationRecord = NonNullable<Awaited<ReturnType<typeof findRegistration>>>;

export function chosenOf(db: DbOrTx, registrationId: number) {
  return db
    .select({ id: choices.id, name: choices.name, onStage: choices.onStage, role: choices.role, forExtended: choices.forExtended })
    .from(registrationChoices)
    .innerJoin(choices, eq(choices.id, registrationChoices.choiceId))
    .where(eq(registrationChoices.registrationId, registrationId))
    .orderBy(asc(choices.id));
}

export type RegistrationValues = Pick<typeof registrations.$inferInsert, 'location' | 'auditioning' | 'partOfTown' | 'talents' | 'remarks' | 'diet'> & { ownerRemarks?: string | null };

/**
 * Inserts a registration with its preferences. A second registration of the same person in the
 * same project meets the unique index; `on conflict do nothing` turns that race into "null".
 */
export async function insertRegistration(tx: Tx, userId: number, projectId: number, values: RegistrationValues, choiceIds: readonly number[]): Promise<number | null> {
  const [row] = await tx
    .insert(registrations)
    .values({ userId, projectId, ...values })
    .onConflictDoNothing({ target: [registrations.userId, registrations.projectId] })
    .returning({ id: registrations.id });
  if (!row) return null;
  await replaceChoices(tx, row.id, choiceIds);
  return row.id;
}

export async function updateRegistration(tx: Tx, id: number, values: RegistrationValues, choiceIds: readonly number[]): Promise<void> {
  await tx.update(registrations).set(values).where(eq(registrations.id, id));
  await replaceChoices(tx, id, choiceIds);
}

async function replaceChoices(tx: Tx, registrationId: number, choiceIds: readonly number[]): Promise<void> {
  await tx.delete(registrationChoices).where(eq(registrationChoices.registrationId, registrationId));
  if (choiceIds.length) await tx.insert(registrationChoices).values([...new Set(choiceIds)].map((choiceId) => ({ registrationId, choiceId })));
}

export async function deleteRegistration(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(registrations).where(eq(registrations.id, id)).returning({ id: registrations.id });
  return rows.length > 0;
}

export async function projectNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: projects.id, name: projects.name }).from(projects).where(inArray(projects.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export const countRegistrations = async (db: DbOrTx, projectId: number): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(eq(registrations.projectId, projectId));
  return row?.n ?? 0;
};
