import { hasRight } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import {
  COPY_PARTS,
  PROJECT_COPY_PROGRESS,
  type CopyPart,
  type ProjectCopyProgress,
  type ProjectDto,
  type projectCopyBody,
} from '@coulisse/shared/schemas/projects';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { projects } from '../../db/schema/index';
import { loadProjectRights } from '../../platform/access/rights.repository';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { forbidden, notFound } from '../../platform/http/errors';
import { projectColumns } from './projects.repository';
import { getProject } from './projects.service';

type CopyBody = z.output<typeof projectCopyBody>;

/** One INSERT … SELECT per part; each returns the number of rows copied. */
const COPY_STATEMENTS: Record<Exclude<CopyPart, 'general'>, (tx: Tx, from: number, to: number) => Promise<number>> = {
  preferences: (tx, from, to) =>
    count(
      tx,
      sql`insert into choices (project_id, name, on_stage, role, for_extended) select ${to}, name, on_stage, role, for_extended from choices where project_id = ${from} order by id`,
    ),
  casts: (tx, from, to) => count(tx, sql`insert into casts (project_id, name) select ${to}, name from casts where project_id = ${from} order by id`),
  types: (tx, from, to) =>
    count(tx, sql`insert into repetition_types (project_id, name) select ${to}, name from repetition_types where project_id = ${from} order by id`),
  locations: (tx, from, to) =>
    count(
      tx,
      sql`insert into locations (project_id, name, identifier, street_name, house_number, zip_code, city_name) select ${to}, name, identifier, street_name, house_number, zip_code, city_name from locations where project_id = ${from} order by id`,
    ),
  accessRoles: (tx, from, to) =>
    count(
      tx,
      sql`insert into user_access_roles (user_id, access_role_id, project_id) select user_id, access_role_id, ${to} from user_access_roles where project_id = ${from} order by id`,
    ),
};

async function count(tx: Tx, statement: ReturnType<typeof sql>): Promise<number> {
  // Both drivers (PGlite and node-postgres) answer raw SQL with `{ rows }`.
  const answer: unknown = await tx.execute(sql`with copied as (${statement} returning 1) select count(*)::int as n from copied`);
  return (answer as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * POST /api/project/{id}/copy (spec 1 §3 "Project copy parts", §4): a new project from the form
 * data, with the chosen parts of project {id}. One transaction: a failure leaves nothing. Progress
 * 0–100 goes to the caller's sockets (`PROJECT_COPY_PROGRESS`, room `user:<id>`); 100 only after
 * the commit. Copying the project's access-role links is linking roles in the new project, so it
 * needs the right to manage project rights in the source project (or rights.update).
 */
export async function copyProject(
  ctx: AppContext,
  sourceId: number,
  body: CopyBody,
  auth: Auth,
): Promise<{ message: string; data: ProjectDto; copied: Record<string, number> }> {
  const parts = COPY_PARTS.filter((part) => body.parts[part]);
  if (body.parts.accessRoles) {
    const rights = await loadProjectRights(ctx.db, auth.user, sourceId, auth.rights);
    const manages = (hasRight(rights, 'projects.update') && hasRight(rights, 'projects.rights')) || hasRight(auth.rights, 'rights.update');
    if (!manages) throw forbidden();
  }
  const uuid = body.uuid ?? null;
  const room = `user:${auth.user.id}`;
  const progress = (projectId: number, value: number) =>
    ctx.realtime.emit(room, PROJECT_COPY_PROGRESS, { uuid, projectId, progress: value } satisfies ProjectCopyProgress);
  const steps = parts.filter((p) => p !== 'general').length + 1;

  const { newId, copied } = await ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(projects).where(eq(projects.id, sourceId)).for('share');
    if (!source) throw notFound();
    progress(sourceId, 0);
    const [created] = await tx
      .insert(projects)
      .values({
        ...projectColumns(body.project),
        ...(body.parts.general ? { replyTo: source.replyTo, dietEnabled: source.dietEnabled } : {}),
      })
      .returning({ id: projects.id });
    const newId = created!.id;
    const copied: Record<string, number> = { general: body.parts.general ? 1 : 0 };
    let done = 1;
    progress(sourceId, Math.round((done / steps) * 90));
    for (const part of parts) {
      if (part === 'general') continue;
      copied[part] = await COPY_STATEMENTS[part](tx, sourceId, newId);
      done += 1;
      progress(sourceId, Math.round((done / steps) * 90));
    }
    return { newId, copied };
  });
  progress(sourceId, 100);
  if (copied.accessRoles) {
    // Rights in the new project changed for those users (as the access module announces links).
    const answer: unknown = await ctx.db.execute(sql`select distinct user_id from user_access_roles where project_id = ${newId}`);
    for (const row of (answer as { rows: { user_id: number }[] }).rows) ctx.realtime.emit(`user:${row.user_id}`, 'rights_changed');
  }
  return { message: translateNl('projectCopy.done'), data: await getProject(ctx, newId, auth), copied };
}
