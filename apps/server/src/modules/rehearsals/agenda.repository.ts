import { and, eq, sql, type SQL } from 'drizzle-orm';
import { registrations, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import { calledByKeySql, repetitionsSelection } from '../casting/called.repository';

/** Which projects' rehearsals the calendar shows. */
export type CalendarScope = { projectId: number } | { everyProject: true } | { rolesOf: { userId: number; globalCalendar: boolean; globalRepetitions: boolean } };

function scopeSql(scope: CalendarScope): SQL {
  if ('projectId' in scope) return sql`r.project_id = ${scope.projectId}`;
  if ('everyProject' in scope) return sql`true`;
  // The projects where the user's roles there, with their global ones, grant calendar and repetitions read.
  const { userId, globalCalendar, globalRepetitions } = scope.rolesOf;
  return sql`r.project_id in (select uar.project_id from user_access_roles uar join access_roles ar on ar.id = uar.access_role_id
    where uar.user_id = ${userId} and uar.project_id is not null
    group by uar.project_id
    having bool_or(ar.rights @> '{"calendar":{"read":true}}'::jsonb or ${globalCalendar})
       and bool_or(ar.rights @> '{"repetitions":{"read":true}}'::jsonb or ${globalRepetitions}))`;
}

export interface CalendarRow {
  id: number;
  projectId: number;
  projectName: string;
  identifier: string;
  name: string;
  startDt: Date;
  endDt: Date;
  location: string;
}

/** The rehearsals of the scope that overlap [from, to), by start; at most 2,000. */
export async function calendarRows(db: DbOrTx, scope: CalendarScope, from: Date, to: Date): Promise<CalendarRow[]> {
  const found = await rows<{ id: number; project_id: number; project_name: string; identifier: string; name: string; start_dt: string | Date; end_dt: string | Date; location: string }>(
    db,
    sql`select r.id, r.project_id, p.name as project_name, r.identifier, r.name, r.start_dt, r.end_dt, l.name as location
      from repetitions r join projects p on p.id = r.project_id join locations l on l.id = r.location_id
      where ${scopeSql(scope)} and r.start_dt < ${to.toISOString()} and r.end_dt > ${from.toISOString()}
      order by r.start_dt, r.id limit 2000`,
  );
  return found.map((r) => ({
    id: Number(r.id),
    projectId: Number(r.project_id),
    projectName: r.project_name,
    identifier: r.identifier,
    name: r.name,
    startDt: new Date(r.start_dt),
    endDt: new Date(r.end_dt),
    location: r.location,
  }));
}

/**
 * The ids of the rehearsals that call a user (in one project, and from now on, when asked), in
 * one statement: upcoming ones soonest first, otherwise latest first; at most 300.
 */
export async function rehearsalIdsCalling(db: DbOrTx, userId: number, options: { projectId?: number; upcoming?: boolean }): Promise<number[]> {
  const conditions: SQL[] = [sql`exists (select 1 from registrations reg where reg.project_id = r.project_id and reg.user_id = ${userId})`];
  if (options.projectId) conditions.push(sql`r.project_id = ${options.projectId}`);
  if (options.upcoming) conditions.push(sql`r.end_dt >= now()`);
  const found = await rows<{ id: number }>(
    db,
    sql`select r.id from repetitions r
      where r.id in (select c.key from (${calledByKeySql(repetitionsSelection(sql.join(conditions, sql` and `)))}) c where c.user_id = ${userId})
      order by r.start_dt ${options.upcoming ? sql`asc` : sql`desc`}, r.id limit 300`,
  );
  return found.map((r) => Number(r.id));
}

export async function isRegistered(db: DbOrTx, userId: number, projectId: number): Promise<boolean> {
  const [found] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.projectId, projectId), eq(registrations.userId, userId)))
    .limit(1);
  return found !== undefined;
}

/** The key a user's feed token is signed with: their password hash (null for a missing user). */
export async function feedKeyOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return u?.hash ?? null;
}
