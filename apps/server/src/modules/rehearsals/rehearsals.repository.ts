import type { RepetitionDto, SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { locations, projects, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledByKeySql, calledUsersSql, repetitionSelection, repetitionsSelection } from '../casting/called.repository';

/** The columns of a rehearsal as the form and the calls write them. */
export type RepetitionValues = Omit<typeof repetitions.$inferInsert, 'id' | 'projectId' | 'open' | 'creationDt'>;

const sqlIds = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );

const recordQuery = (db: DbOrTx) =>
  db
    .select({ rep: repetitions, location: locations, type: repetitionTypes, projectName: projects.name })
    .from(repetitions)
    .innerJoin(locations, eq(locations.id, repetitions.locationId))
    .innerJoin(repetitionTypes, eq(repetitionTypes.id, repetitions.typeId))
    .innerJoin(projects, eq(projects.id, repetitions.projectId))
    .$dynamic();

export async function findRepetition(db: DbOrTx, id: number) {
  const [row] = await recordQuery(db).where(eq(repetitions.id, id));
  return row;
}
export type RepetitionRecord = NonNullable<Awaited<ReturnType<typeof findRepetition>>>;

/** Several rehearsals with their location, type and project name, by id, in one statement. */
export async function findRepetitions(db: DbOrTx, ids: readonly number[]): Promise<Map<number, RepetitionRecord>> {
  if (!ids.length) return new Map();
  const found = await recordQuery(db).where(inArray(repetitions.id, [...ids]));
  return new Map(found.map((r) => [r.rep.id, r]));
}

/** The project of each existing rehearsal (the access resolver of kind 'repetition'). */
export async function projectsOfRepetitions(db: DbOrTx, ids: readonly number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const found = await db.select({ id: repetitions.id, projectId: repetitions.projectId }).from(repetitions).where(inArray(repetitions.id, [...ids]));
  return new Map(found.map((r) => [r.id, r.projectId]));
}

/** Of the given rehearsals, the ids that call the user (the access relation 'calledByRepetition'), in one statement. */
export async function repetitionsCalling(db: DbOrTx, userId: number, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const found = await rows<{ key: number }>(db, sql`select distinct c.key from (${calledByKeySql(repetitionsSelection(sql`r.id in (${sqlIds(ids)})`))}) c where c.user_id = ${userId}`);
  return new Set(found.map((r) => Number(r.key)));
}

/** The selections of several rehearsals, each in the order it was saved. */
export async function selectionsOf(db: DbOrTx, ids: readonly number[]): Promise<Map<number, SelectionItemDto[]>> {
  const out = new Map<number, SelectionItemDto[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const found = await db
    .select({ repetitionId: repetitionSelections.repetitionId, kind: repetitionSelections.kind, refId: repetitionSelections.refId, castId: repetitionSelections.castId })
    .from(repetitionSelections)
    .where(inArray(repetitionSelections.repetitionId, [...ids]))
    .orderBy(repetitionSelections.id);
  for (const { repetitionId, ...item } of found) out.get(repetitionId)?.push(item);
  return out;
}

type Scene = { id: number; identifier: string; name: string };

/** The scenes each rehearsal rehearses: its selected scenes and the scenes of its selected scene groups. */
export async function scenesOfMany(db: DbOrTx, ids: readonly number[]): Promise<Map<number, Scene[]>> {
  const out = new Map<number, Scene[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const found = await rows<Scene & { repetition_id: number }>(
    db,
    sql`select distinct rs.repetition_id, s.id, s.identifier, s.name from repetition_selections rs
      join scenes s on (rs.kind = 'scene' and s.id = rs.ref_id) or (rs.kind = 'sceneGroup' and s.scene_group_id = rs.ref_id)
      where rs.repetition_id in (${sqlIds(ids)}) order by s.identifier, s.id`,
  );
  for (const { repetition_id, ...scene } of found) out.get(Number(repetition_id))?.push({ ...scene, id: Number(scene.id) });
  return out;
}

export async function participantCount(db: DbOrTx, projectId: number, repetitionId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${calledUsersSql(projectId, repetitionSelection(repetitionId))}) c`);
  return Number(row?.n ?? 0);
}

type Own = NonNullable<RepetitionDto['own']>;
const ownOf = (row: { present: boolean | null; marked_present: boolean | null; reason: string | null }): Own => ({
  present: row.present ?? false,
  markedPresent: row.marked_present ?? true,
  reason: row.reason ?? null,
});

/** Whether a user is called by a rehearsal, and their presence row when there is one. */
export async function ownPresence(db: DbOrTx, projectId: number, repetitionId: number, userId: number): Promise<Own | null> {
  const [row] = await rows<{ present: boolean | null; marked_present: boolean | null; reason: string | null }>(
    db,
    sql`select p.present, p.marked_present, p.reason from (${calledUsersSql(projectId, repetitionSelection(repetitionId))}) c
      left join presences p on p.repetition_id = ${repetitionId} and p.user_id = c.user_id
      where c.user_id = ${userId}`,
  );
  return row ? ownOf(row) : null;
}

/** A user's presence on rehearsals that call them (no row: the default, expected). */
export async function presencesOf(db: DbOrTx, userId: number, ids: readonly number[]): Promise<Map<number, Own>> {
  if (!ids.length) return new Map();
  const found = await rows<{ repetition_id: number; present: boolean; marked_present: boolean; reason: string | null }>(
    db,
    sql`select repetition_id, present, marked_present, reason from presences where user_id = ${userId} and repetition_id in (${sqlIds(ids)})`,
  );
  return new Map(found.map((r) => [Number(r.repetition_id), ownOf(r)]));
}

/** Whether the location and the type belong to the project: one statement for both. */
export async function referencesInProject(db: DbOrTx, projectId: number, locationId: number, typeId: number): Promise<{ location: boolean; type: boolean }> {
  const [row] = await rows<{ location: boolean; type: boolean }>(
    db,
    sql`select exists (select 1 from locations where id = ${locationId} and project_id = ${projectId}) as location,
      exists (select 1 from repetition_types where id = ${typeId} and project_id = ${projectId}) as type`,
  );
  return { location: Boolean(row?.location), type: Boolean(row?.type) };
}

const selectionRows = (repetitionId: number, items: readonly SelectionItemDto[]) =>
  items.map((i) => ({ repetitionId, kind: i.kind, refId: i.kind === 'all' ? null : i.refId, castId: i.castId }));

/** A new rehearsal with its selection, in one transaction; its id. */
export async function insertRepetition(db: DbOrTx, projectId: number, values: RepetitionValues, selection: readonly SelectionItemDto[]): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(repetitions)
      .values({ projectId, ...values })
      .returning({ id: repetitions.id });
    if (selection.length) await tx.insert(repetitionSelections).values(selectionRows(created!.id, selection));
    return created!.id;
  });
}

/** New values and a new selection for a rehearsal, in one transaction. */
export async function updateRepetition(db: DbOrTx, id: number, values: RepetitionValues, selection: readonly SelectionItemDto[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(repetitions).set(values).where(eq(repetitions.id, id));
    await tx.delete(repetitionSelections).where(eq(repetitionSelections.repetitionId, id));
    if (selection.length) await tx.insert(repetitionSelections).values(selectionRows(id, selection));
  });
}

export async function moveRepetition(db: DbOrTx, id: number, startDt: Date, endDt: Date): Promise<void> {
  await db.update(repetitions).set({ startDt, endDt }).where(eq(repetitions.id, id));
}

/** Opens or closes rehearsals; the number changed. */
export async function setRepetitionsOpen(db: DbOrTx, ids: readonly number[], open: boolean): Promise<number> {
  const changed = await db
    .update(repetitions)
    .set({ open })
    .where(inArray(repetitions.id, [...ids]))
    .returning({ id: repetitions.id });
  return changed.length;
}

/** Deletes rehearsals (their selections and presences go with them); the number deleted. */
export async function deleteRepetitions(db: DbOrTx, ids: readonly number[]): Promise<number> {
  const deleted = await db
    .delete(repetitions)
    .where(inArray(repetitions.id, [...ids]))
    .returning({ id: repetitions.id });
  return deleted.length;
}

/** The rehearsals among `ids` that belong to the project, with what the pin window needs. */
export async function repetitionsInProject(db: DbOrTx, ids: readonly number[], projectId: number) {
  if (!ids.length) return [];
  return db
    .select({ id: repetitions.id, projectId: repetitions.projectId, register: repetitions.register, startDt: repetitions.startDt })
    .from(repetitions)
    .where(and(inArray(repetitions.id, [...ids]), eq(repetitions.projectId, projectId)));
}

/**
 * Hands out a unique 5-digit pin to each given user that has none, in one statement: free pins
 * are drawn at random from the 100,000 possible ones. A concurrent draw of the same pin hits the
 * unique index; the caller retries.
 */
export async function assignPins(db: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  for (let attempt = 0; ; attempt++) {
    try {
      await db.execute(sql`
        with need as (select id, row_number() over (order by id) as rn from users where id in (${sqlIds(userIds)}) and pin is null),
        free as (
          select lpad(n::text, 5, '0') as pin, row_number() over (order by random()) as rn
          from generate_series(0, 99999) n
          where not exists (select 1 from users u where u.pin = lpad(n::text, 5, '0'))
        )
        update users set pin = free.pin from need join free on free.rn = need.rn where users.id = need.id`);
      return;
    } catch (err) {
      if (attempt >= 3) throw err;
    }
  }
}
