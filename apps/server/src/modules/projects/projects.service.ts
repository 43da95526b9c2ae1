import { translateNl } from '@coulisse/shared/i18n/index';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import type { OpenProjectItem, ProjectDto, ProjectListItem, ProjectStatistics, ProjectValues } from '@coulisse/shared/schemas/projects';
import { projectFlags } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { listPage } from '../../platform/http/list';
import { presentProject } from './projects.presenter';
import { projectsResource, readsAllProjects } from './projects.list';
import * as repo from './projects.repository';

/**
 * GET /api/projects. Staff (projects.read): every project, active ones unless `active`/`inactive`
 * says otherwise. Everyone else: the projects open for registration, each with the caller's own
 * registration (or null) beneath, the same shape plus `registration`.
 */
export async function listProjects(
  ctx: AppContext,
  query: ListQuery,
  auth: Auth,
): Promise<ListAnswer<ProjectListItem & { registration: OpenProjectItem['registration'] }>> {
  const page = await listPage(ctx.db, projectsResource, query, auth, {
    // Participants see the open projects (scope); the staff toggle means nothing to them.
    filters: (parsed) => {
      if (!readsAllProjects(auth)) {
        const { active: _active, inactive: _inactive, ...rest } = parsed;
        return rest;
      }
      return 'active' in parsed || 'inactive' in parsed ? parsed : { inactive: false, ...parsed };
    },
    present: (row) => ({ ...projectsResource.present(row, auth), subtitle: row.subtitle }),
  });
  const byProject = await repo.ownRegistrationsIn(
    ctx.db,
    auth.user.id,
    page.data.map((p) => p.id),
  );
  return { ...page, data: page.data.map((p) => ({ ...p, registration: byProject.get(p.id) ?? null })) };
}

/**
 * One project with the caller's position there: registered or not, and their flags in it. Who may
 * read it (readers, or a participant while it is open or when registered) is the route's rule.
 */
export async function getProject(ctx: AppContext, id: number, auth: Auth): Promise<ProjectDto> {
  const row = await repo.findProject(ctx.db, id);
  if (!row) throw notFound();
  const [registered, flags] = await Promise.all([repo.isRegistered(ctx.db, id, auth.user.id), projectFlags(ctx.db, auth, id)]);
  return presentProject(row, todayInBrussels(), { registered, flags });
}

export async function createProject(ctx: AppContext, values: ProjectValues, auth: Auth): Promise<ProjectDto> {
  return getProject(ctx, await repo.insertProject(ctx.db, repo.projectColumns(values)), auth);
}

export async function updateProject(ctx: AppContext, id: number, values: ProjectValues, auth: Auth): Promise<ProjectDto> {
  if (!(await repo.updateProject(ctx.db, id, values))) throw notFound();
  return getProject(ctx, id, auth);
}

/**
 * Deletes a project with everything in it (registrations, casting, rehearsals, settings, project
 * role links). Rehearsals go first: they restrict the deletion of their location and type.
 */
export async function deleteProject(ctx: AppContext, id: number): Promise<{ message: string }> {
  const deleted = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockProject(tx, id))) return false;
    await repo.deleteProject(tx, id);
    return true;
  });
  if (!deleted) throw notFound();
  return { message: translateNl('projectForm.deleted') };
}

/** GET /api/statistics/overview/{projectId}: the cards of spec 2 §2, one statement. */
export async function projectStatistics(ctx: AppContext, id: number): Promise<ProjectStatistics> {
  const row = await repo.statisticsOf(ctx.db, id);
  if (!row) throw notFound();
  return {
    registrations: row.registrations,
    onStage: row.onStage,
    offStage: row.registrations - row.onStage,
    roles: row.roles,
    groups: row.groups,
    scenes: row.scenes,
    repetitions: { total: row.repetitions, past: row.past, future: row.repetitions - row.past },
  };
}

