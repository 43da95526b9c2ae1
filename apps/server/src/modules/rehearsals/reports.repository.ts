import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { repetitions } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledByKeySql, repetitionsSelection } from '../casting/called.repository';
import { participantColumns, stateCountsSql, toParticipant, type ParticipantRow } from './presence.repository';

/** The called participants of every picked rehearsal `r`, keyed by rehearsal: `c` joined on `c.key = r.id`. */
const calledOf = (condition: SQL) => sql`(${calledByKeySql(repetitionsSelection(condition))})`;

export interface RehearsalTotalsRow {
  identifier: string;
  name: string;
  startDt: Date;
  endDt: Date;
  location: string;
  type: string;
  register: boolean;
  open: boolean;
  participants: number;
  present: number;
  probably: number;
  unexcused: number;
  excused: number;
}

/**
 * Every rehearsal of a project with its participants counted per presence state
 * (reports/repetitions_complete.xlsx): one statement, grouped in SQL.
 */
export async function rehearsalTotals(db: DbOrTx, projectId: number): Promise<RehearsalTotalsRow[]> {
  const found = await rows<{
    identifier: string;
    name: string;
    start_dt: string | Date;
    end_dt: string | Date;
    location: string;
    type: string;
    register: boolean;
    open: boolean;
    participants: number;
    present: number;
    probably: number;
    unexcused: number;
    excused: number;
  }>(
    db,
    sql`select r.identifier, r.name, r.start_dt, r.end_dt, l.name as location, t.name as type, r.register, r.open,
        count(c.user_id)::int as participants,
        ${stateCountsSql(sql`r.start_dt`, sql`c.user_id`)}
      from repetitions r
      join locations l on l.id = r.location_id
      join repetition_types t on t.id = r.type_id
      left join ${calledOf(sql`r.project_id = ${projectId}`)} c on c.key = r.id
      left join presences p on p.repetition_id = r.id and p.user_id = c.user_id
      where r.project_id = ${projectId}
      group by r.id, l.name, t.name
      order by r.start_dt, r.id`,
  );
  return found.map((r) => ({
    identifier: r.identifier,
    name: r.name,
    startDt: new Date(r.start_dt),
    endDt: new Date(r.end_dt),
    location: r.location,
    type: r.type,
    register: r.register,
    open: r.open,
    participants: Number(r.participants),
    present: Number(r.present),
    probably: Number(r.probably),
    unexcused: Number(r.unexcused),
    excused: Number(r.excused),
  }));
}

/** The ids and starts of a project's rehearsals, by start. */
export async function rehearsalsOfProject(db: DbOrTx, projectId: number) {
  return db
    .select({ id: repetitions.id, identifier: repetitions.identifier, name: repetitions.name, startDt: repetitions.startDt })
    .from(repetitions)
    .where(eq(repetitions.projectId, projectId))
    .orderBy(asc(repetitions.startDt), asc(repetitions.id));
}

/** The participants of several rehearsals with their presence, per rehearsal by name: one statement for all of them. */
export async function participantsOfMany(db: DbOrTx, ids: readonly number[]): Promise<(ParticipantRow & { repetitionId: number })[]> {
  if (!ids.length) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const found = await rows<Parameters<typeof toParticipant>[0] & { repetition_id: number }>(
    db,
    sql`select c.key as repetition_id, ${participantColumns}
      from ${calledOf(sql`r.id in (${list})`)} c
      join users u on u.id = c.user_id
      left join presences p on p.repetition_id = c.key and p.user_id = c.user_id
      order by u.last_name, u.first_name, u.id`,
  );
  return found.map((row) => ({ ...toParticipant(row), repetitionId: Number(row.repetition_id) }));
}
