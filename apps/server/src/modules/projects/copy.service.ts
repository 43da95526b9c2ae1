import { translateNl } from '@coulisse/shared/i18n/index';
import { COPY_PARTS, PROJECT_COPY_PROGRESS, type ProjectCopyProgress, type ProjectDto, type projectCopyBody } from '@coulisse/shared/schemas/projects';
import type { z } from 'zod';
import { requireFlag } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { COPY_STATEMENTS, shareLockProject, usersLinkedIn } from './copy.repository';
import { insertProject, projectColumns } from './projects.repository';
import { getProject } from './projects.service';

type CopyBody = z.output<typeof projectCopyBody>;

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
  // The route cannot read the parts: copying the role links is managing the project's rights (or assigning roles at all).
  if (body.parts.accessRoles) await requireFlag(ctx.db, auth, sourceId, 'canManageProjectRights', 'canUpdateAccessRoles');
  const uuid = body.uuid ?? null;
  const room = `user:${auth.user.id}`;
  const progress = (projectId: number, value: number) =>
    ctx.realtime.emit(room, PROJECT_COPY_PROGRESS, { uuid, projectId, progress: value } satisfies ProjectCopyProgress);
  const steps = parts.filter((p) => p !== 'general').length + 1;

  const { newId, copied } = await ctx.db.transaction(async (tx) => {
    const source = await shareLockProject(tx, sourceId);
    if (!source) throw notFound();
    progress(sourceId, 0);
    const newId = await insertProject(tx, {
      ...projectColumns(body.project),
      ...(body.parts.general ? { replyTo: source.replyTo, dietEnabled: source.dietEnabled, reminderHours: source.reminderHours } : {}),
    });
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
    for (const userId of await usersLinkedIn(ctx.db, newId)) ctx.realtime.emit(`user:${userId}`, 'rights_changed');
  }
  return { message: translateNl('projectCopy.done'), data: await getProject(ctx, newId, auth), copied };
}
