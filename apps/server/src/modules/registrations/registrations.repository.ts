import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { accessRoles, choices, projects, registrationChoices, registrations, userAccessRoles, users } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';

/** The project of each registration that exists (the access resolver 'registration'), in one statement. */
export async function projectsOfRegistrations(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db.select({ id: registrations.id, projectId: registrations.projectId }).from(registrations).where(inArray(registrations.id, [...ids]));
  return new Map(found.map((r) => [r.id, r.projectId]));
}

/** Of the given registrations, the user's own (the access relation 'ownRegistration'), in one statement. */
export async function ownRegistrations(db: DbOrTx, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.userId, userId), inArray(registrations.id, [...ids])));
  return new Set(found.map((r) => r.id));
}

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

export const countRegistrations = async (db: DbOrTx, projectId: number): Promise<number> => {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(registrations).where(eq(registrations.projectId, projectId));
  return row?.n ?? 0;
};

/** List scope: the people without a registration in the project (the volunteers list of `not-registered`). */
export const notRegisteredIn = (projectId: number): SQL =>
  sql`not exists (select 1 from ${registrations} where ${registrations.userId} = ${users.id} and ${registrations.projectId} = ${projectId})`;

/** List scope: the registrations of projects where one of the user's project roles grants registrations.read. */
export const readableThroughProjectRoles = (userId: number): SQL =>
  sql`exists (select 1 from ${userAccessRoles} join ${accessRoles} on ${accessRoles.id} = ${userAccessRoles.accessRoleId}
    where ${userAccessRoles.userId} = ${userId} and ${userAccessRoles.projectId} = ${registrations.projectId} and ${accessRoles.rights} @> '{"registrations":{"read":true}}'::jsonb)`;

/**
 * Copies one batch of registrations (ids after `afterId`) from one project into another, in one
 * statement: people already registered in the target are skipped, preferences follow where the
 * target has a choice of the same name and side, an audition only where the target holds
 * auditions, a diet only where it asks for one; the organisation's remarks stay behind.
 */
export async function copyRegistrationBatch(
  tx: Tx,
  sourceId: number,
  target: Pick<ProjectRecord, 'id' | 'auditionsEnabled' | 'dietEnabled'>,
  afterId: number,
  batch: number,
): Promise<{ lastId: number; seen: number; inserted: number }> {
  const [row] = await rows<{ max_id: number | null; seen: number; inserted: number }>(
    tx,
    sql`
      with src as (
        select id, user_id, location, auditioning, part_of_town, talents, remarks, diet
        from registrations where project_id = ${sourceId} and id > ${afterId} order by id limit ${batch}
      ), ins as (
        insert into registrations (user_id, project_id, location, auditioning, part_of_town, talents, remarks, diet)
        select user_id, ${target.id}, location, auditioning and ${target.auditionsEnabled}, part_of_town, talents, remarks,
               case when ${target.dietEnabled} then diet end
        from src order by id
        on conflict (user_id, project_id) do nothing
        returning id, user_id
      ), chosen as (
        insert into registration_choices (registration_id, choice_id)
        select distinct ins.id, tc.id
        from ins
        join src on src.user_id = ins.user_id
        join registration_choices sc on sc.registration_id = src.id
        join choices c on c.id = sc.choice_id
        join choices tc on tc.project_id = ${target.id} and lower(tc.name) = lower(c.name) and tc.on_stage = c.on_stage
        on conflict do nothing
        returning 1
      )
      select (select max(id) from src) as max_id, (select count(*)::int from src) as seen, (select count(*)::int from ins) as inserted,
             (select count(*)::int from chosen) as choices`,
  );
  return { lastId: Number(row?.max_id ?? afterId), seen: Number(row?.seen ?? 0), inserted: Number(row?.inserted ?? 0) };
}

/**
 * The projects one may copy registrations into, newest first (at most 500): every other project
 * when `everywhere` (registrations.create globally), else those where one of the user's project
 * roles grants registrations.create.
 */
export async function copyTargetsOf(db: DbOrTx, userId: number, sourceId: number, everywhere: boolean): Promise<{ value: number; label: string }[]> {
  const found = await rows<{ value: number; label: string }>(
    db,
    sql`
      select p.id as value, p.name as label from projects p
      where p.id <> ${sourceId} and (${everywhere} or exists (
        select 1 from user_access_roles uar join access_roles ar on ar.id = uar.access_role_id
        where uar.user_id = ${userId} and uar.project_id = p.id and ar.rights @> '{"registrations":{"create":true}}'::jsonb))
      order by p.creation_dt desc, p.id desc limit 500`,
  );
  return found.map((r) => ({ value: Number(r.value), label: r.label }));
}
