import { holdsFlag } from '@coulisse/shared/access/flags';
import { translateNl } from '@coulisse/shared/i18n/index';
import { COPY_PROGRESS_EVENT, type CopyProgressEvent, type CopyRegistrationsAnswer, type CopyRegistrationsBody } from '@coulisse/shared/schemas/registrations';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { invalid, notFound } from '../../platform/http/errors';
import { copyRegistrationBatch, copyTargetsOf, countRegistrations, findProject } from './registrations.repository';

/** Registrations copied per statement: progress is reported after each batch. */
const COPY_BATCH = 500;

/**
 * POST /api/project/{id}/registrations/copy (spec 1 §4, §7): every registration of project {id}
 * into `projectId`, in one transaction — a failure copies nothing. The route demands
 * canCopyRegistrations in {id} and canCreateRegistrations in the target. People already registered
 * in the target keep their registration (counted as skipped); what else comes along is
 * `copyRegistrationBatch`'s. Progress 0–100 goes to the caller's sockets
 * (`REGISTRATIONS_COPY_PROGRESS`), 100 only after the commit.
 */
export async function copyRegistrations(ctx: AppContext, auth: Auth, sourceId: number, body: CopyRegistrationsBody): Promise<CopyRegistrationsAnswer> {
  if (body.projectId === sourceId) throw invalid('projectId', 'registrations.sameProject');
  const [source, target] = await Promise.all([findProject(ctx.db, sourceId), findProject(ctx.db, body.projectId)]);
  if (!source || !target) throw notFound();

  const uuid = body.uuid ?? null;
  const progress = (value: number) => {
    const payload: CopyProgressEvent = { uuid, kind: 'registrations', progress: value };
    ctx.realtime.emit(`user:${auth.user.id}`, COPY_PROGRESS_EVENT, payload);
  };
  progress(0);
  const total = await countRegistrations(ctx.db, sourceId);
  const { copied, seen } = await ctx.db.transaction(async (tx) => {
    let seen = 0;
    let copied = 0;
    for (let lastId = 0; ;) {
      const batch = await copyRegistrationBatch(tx, sourceId, target, lastId, COPY_BATCH);
      if (!batch.seen) break;
      seen += batch.seen;
      copied += batch.inserted;
      lastId = batch.lastId;
      if (seen < total) progress(Math.min(99, Math.floor((seen / total) * 100)));
      if (batch.seen < COPY_BATCH) break;
    }
    return { copied, seen };
  });
  progress(100);
  return { message: translateNl('registrations.copied'), copied, skipped: seen - copied };
}

/**
 * The projects the caller may copy registrations into: every other project with a global
 * canCreateRegistrations (level 1 holds it), otherwise those where a project role grants it; newest first.
 */
export const copyTargets = (ctx: AppContext, auth: Auth, sourceId: number): Promise<{ value: number; label: string }[]> =>
  copyTargetsOf(ctx.db, auth.user.id, sourceId, holdsFlag('canCreateRegistrations', auth.rights));
