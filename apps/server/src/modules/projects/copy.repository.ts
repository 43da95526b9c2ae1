import type { CopyPart } from '@coulisse/shared/schemas/projects';
import { eq, sql, type SQL } from 'drizzle-orm';
import { projects } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { rows } from '../../platform/db/rows';
import type { ProjectRow } from './projects.repository';

/** The number of rows an INSERT … SELECT wrote. */
async function copiedRows(tx: Tx, statement: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(tx, sql`with copied as (${statement} returning 1) select count(*)::int as n from copied`);
  return row?.n ?? 0;
}

/** One INSERT … SELECT per part of a project copy (spec 1 §3 "Project copy parts"); each answers the rows copied. */
export const COPY_STATEMENTS: Record<Exclude<CopyPart, 'general'>, (tx: Tx, from: number, to: number) => Promise<number>> = {
  preferences: (tx, from, to) =>
    copiedRows(
      tx,
      sql`insert into choices (project_id, name, on_stage, role, for_extended) select ${to}, name, on_stage, role, for_extended from choices where project_id = ${from} order by id`,
    ),
  casts: (tx, from, to) => copiedRows(tx, sql`insert into casts (project_id, name) select ${to}, name from casts where project_id = ${from} order by id`),
  types: (tx, from, to) =>
    copiedRows(tx, sql`insert into repetition_types (project_id, name) select ${to}, name from repetition_types where project_id = ${from} order by id`),
  locations: (tx, from, to) =>
    copiedRows(
      tx,
      sql`insert into locations (project_id, name, identifier, street_name, house_number, zip_code, city_name) select ${to}, name, identifier, street_name, house_number, zip_code, city_name from locations where project_id = ${from} order by id`,
    ),
  accessRoles: (tx, from, to) =>
    copiedRows(
      tx,
      sql`insert into user_access_roles (user_id, access_role_id, project_id) select user_id, access_role_id, ${to} from user_access_roles where project_id = ${from} order by id`,
    ),
};

/** The source of a copy, read under a share lock so it cannot change or go while it is copied. */
export async function shareLockProject(tx: Tx, id: number): Promise<ProjectRow | undefined> {
  const [row] = await tx.select().from(projects).where(eq(projects.id, id)).for('share');
  return row;
}

/** The users linked to an access role in the project. */
export async function usersLinkedIn(db: DbOrTx, projectId: number): Promise<number[]> {
  const found = await rows<{ user_id: number }>(db, sql`select distinct user_id from user_access_roles where project_id = ${projectId}`);
  return found.map((r) => Number(r.user_id));
}
