import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import type { RepetitionDto, SelectionItemDto } from '@coulisse/shared/schemas/rehearsals';
import { eq, inArray, sql } from 'drizzle-orm';
import { locations, projects, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledUsersSql, repetitionSelection } from '../casting/called.repository';


export async function findRepetition(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ rep: repetitions, location: locations, type: repetitionTypes, projectName: projects.name })
    .from(repetitions)
    .innerJoin(locations, eq(locations.id, repetitions.locationId))
    .innerJoin(repetitionTypes, eq(repetitionTypes.id, repetitions.typeId))
    .innerJoin(projects, eq(projects.id, repetitions.projectId))
    .where(eq(repetitions.id, id));
  return row;
}
export type RepetitionRecord = NonNullable<Awaited<ReturnType<typeof findRepetition>>>;

export async function selectionOf(db: DbOrTx, repetitionId: number): Promise<SelectionItemDto[]> {
  const found = await db
    .select({ kind: repetitionSelections.kind, refId: repetitionSelections.refId, castId: repetitionSelections.castId })
    .from(repetitionSelections)
    .where(eq(repetitionSelections.repetitionId, repetitionId))
    .orderBy(repetitionSelections.id);
  return found;
}

/** The scenes a rehearsal rehearses: its selected scenes and the scenes of its selected scene groups. */
export async function scenesOf(db: DbOrTx, repetitionId: number) {
  return rows<{ id: number; identifier: string; name: string }>(
    db,
    sql`select distinct s.id, s.identifier, s.name from repetition_selections rs
      join scenes s on (rs.kind = 'scene' and s.id = rs.ref_id) or (rs.kind = 'sceneGroup' and s.scene_group_id = rs.ref_id)
      where rs.repetition_id = ${repetitionId} order by s.identifier, s.id`,
  );
}

export async function participantCount(db: DbOrTx, projectId: number, repetitionId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql`select count(*)::int as n from (${calledUsersSql(projectId, repetitionSelection(repetitionId))}) c`);
  return Number(row?.n ?? 0);
}

/** Whether a user is called by a rehearsal, and their presence row when there is one. */
export async function ownPresence(db: DbOrTx, projectId: number, repetitionId: number, userId: number) {
  const [row] = await rows<{ present: boolean | null; marked_present: boolean | null; reason: string | null }>(
    db,
    sql`select p.present, p.marked_present, p.reason from (${calledUsersSql(projectId, repetitionSelection(repetitionId))}) c
      left join presences p on p.repetition_id = ${repetitionId} and p.user_id = c.user_id
      where c.user_id = ${userId}`,
  );
  if (!row) return null;
  return { present: row.present ?? false, markedPresent: row.marked_present ?? true, reason: row.reason ?? null };
}

/** Of the given rehearsals (id, project), the ids that call the user: one statement. */
export async function calledIn(db: DbOrTx, reps: readonly { id: number; projectId: number }[], userId: number): Promise<Set<number>> {
  if (!reps.length) return new Set();
  const parts = reps.map(
    (r) => sql`select ${r.id}::int as id where exists (select 1 from (${calledUsersSql(r.projectId, repetitionSelection(r.id))}) c where c.user_id = ${userId})`,
  );
  const found = await rows<{ id: number }>(db, sql.join(parts, sql` union all `));
  return new Set(found.map((r) => Number(r.id)));
}

export function presentRepetition(
  r: RepetitionRecord,
  extra: { selection: SelectionItemDto[]; scenes: { id: number; identifier: string; name: string }[]; participants: number; own: RepetitionDto['own'] },
): RepetitionDto {
  const start = brusselsDateTime(r.rep.startDt);
  const end = brusselsDateTime(r.rep.endDt);
  return {
    id: r.rep.id,
    projectId: r.rep.projectId,
    projectName: r.projectName,
    identifier: r.rep.identifier,
    name: r.rep.name,
    description: r.rep.description,
    date: start.date,
    start: start.time,
    end: end.time,
    startDt: r.rep.startDt.toISOString(),
    endDt: r.rep.endDt.toISOString(),
    locationId: r.location.id,
    location: {
      id: r.location.id,
      identifier: r.location.identifier,
      name: r.location.name,
      street: r.location.streetName,
      houseNumber: r.location.houseNumber,
      zipCode: r.location.zipCode,
      city: r.location.cityName,
    },
    typeId: r.type.id,
    type: { id: r.type.id, name: r.type.name },
    register: r.rep.register,
    sendMail: r.rep.sendMail,
    open: r.rep.open,
    ...extra,
  };
}

export async function projectsOf(db: DbOrTx, ids: readonly number[]): Promise<{ id: number; projectId: number }[]> {
  if (!ids.length) return [];
  return db.select({ id: repetitions.id, projectId: repetitions.projectId }).from(repetitions).where(inArray(repetitions.id, [...ids]));
}

/**
 * Hands out a unique 5-digit pin to each given user that has none, in one statement: free pins
 * are drawn at random from the 100,000 possible ones. A concurrent draw of the same pin hits the
 * unique index; the caller retries.
 */
export async function assignPins(db: DbOrTx, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const ids = sql.join(
    userIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  for (let attempt = 0; ; attempt++) {
    try {
      await db.execute(sql`
        with need as (select id, row_number() over (order by id) as rn from users where id in (${ids}) and pin is null),
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
