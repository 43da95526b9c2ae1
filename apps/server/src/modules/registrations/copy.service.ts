import { translateNl } from '@coulisse/shared/i18n/index';
import { COPY_PROGRESS_EVENT, type CopyProgressEvent, type CopyRegistrationsAnswer, type CopyRegistrationsBody } from '@coulisse/shared/schemas/registrations';
import { sql } from 'drizzle-orm';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { forbidden, invalid, notFound } from '../../platform/http/errors';
import { actorIn } from './registrations.access';
import { countRegistrations, findProject } from './registrations.repository';

/** Registrations copied per statement: progress is reported after each batch. */
export const COPY_BATCH = 500;

/**
 * POST /api/project/{id}/registrations/copy (spec 1 §4, §7): every registration of project {id}
 * into `projectId`, in one transaction — a failure copies nothing. People already registered in
 * the target keep their registration (counted as skipped); preferences come along where the target
 * has a choice of the same name and side; an audition only where the target holds auditions, a
 * diet only where it asks for one; the organisation's remarks stay behind. Progress 0–100 goes to
 * the caller's sockets (`REGISTRATIONS_COPY_PROGRESS`), 100 only after the commit.
 */
export async function copyRegistrations(ctx: AppContext, auth: Auth, sourceId: number, body: CopyRegistrationsBody): Promise<CopyRegistrationsAnswer> {
  if (body.projectId === sourceId) throw invalid('projectId', 'registrations.sameProject');
  const [source, target] = await Promise.all([findProject(ctx.db, sourceId), findProject(ctx.db, body.projectId)]);
  if (!source || !target) throw notFound();
  const actor = await actorIn(ctx.db, auth, target.id);
  if (actor.level !== 1 && actor.flags.canCreateRegistrations !== true) throw forbidden();

  const uuid = body.uuid ?? null;
  const progress = (value: number) => {
    const payload: CopyProgressEvent = { uuid, kind: 'registrations', progress: value };
    ctx.realtime.emit(`user:${auth.user.id}`, COPY_PROGRESS_EVENT, payload);
  };
  progress(0);
  const total = await countRegistrations(ctx.db, sourceId);
  const copied = await ctx.db.transaction(async (tx) => {
    let done = 0;
    let copied = 0;
    let lastId = 0;
    for (;;) {
      const answer: unknown = await tx.execute(sql`
        with src as (
          select id, user_id, location, auditioning, part_of_town, talents, remarks, diet
          from registrations where project_id = ${sourceId} and id > ${lastId} order by id limit ${COPY_BATCH}
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
               (select count(*)::int from chosen) as choices`);
      // Both drivers answer raw SQL with `{ rows }`.
      const row = (answer as { rows: { max_id: number | null; seen: number; inserted: number }[] }).rows[0]!;
      const seen = Number(row.seen);
      if (!seen) break;
      done += seen;
      copied += Number(row.inserted);
      lastId = Number(row.max_id);
      if (done < total) progress(Math.min(99, Math.floor((done / total) * 100)));
      if (seen < COPY_BATCH) break;
    }
    return { copied, seen: done };
  });
  progress(100);
  return { message: translateNl('registrations.copied'), copied: copied.copied, skipped: copied.seen - copied.copied };
}

/**
 * The projects the caller may copy registrations into: every other project with a global
 * registrations.create (or level 1), otherwise those where a project role grants it; newest first.
 */
export async function copyTargets(ctx: AppContext, auth: Auth, sourceId: number): Promise<{ value: number; label: string }[]> {
  const everywhere = auth.user.level === 1 || auth.rights.registrations?.create === true;
  const answer: unknown = await ctx.db.execute(sql`
    select p.id as value, p.name as label from projects p
    where p.id <> ${sourceId} and (${everywhere} or exists (
      select 1 from user_access_roles uar join access_roles ar on ar.id = uar.access_role_id
      where uar.user_id = ${auth.user.id} and uar.project_id = p.id and ar.rights @> '{"registrations":{"create":true}}'::jsonb))
    order by p.creation_dt desc, p.id desc limit 500`);
  return (answer as { rows: { value: number; label: string }[] }).rows.map((r) => ({ value: Number(r.value), label: r.label }));
}
