import { hasRight } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import { PROJECT_NAME } from '@coulisse/shared/rules/projectFields';
import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import type { OpenProjectItem, ProjectDto, ProjectListItem, ProjectStatistics, ProjectValues } from '@coulisse/shared/schemas/projects';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { projectGroups, projectRoles, projects, registrations, repetitions, scenes } from '../../db/schema/index';
import { loadProjectRights } from '../../platform/access/rights.repository';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { listPage } from '../../platform/http/list';
import { presentProject } from './projects.presenter';
import { projectsResource, readsAllProjects } from './projects.list';
import { findProject, isRegistered, projectColumns, type ProjectRow } from './projects.repository';
import { isOpenForRegistration } from '@coulisse/shared/rules/projectState';

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
  const ids = page.data.map((p) => p.id);
  const own = ids.length
    ? await ctx.db
        .select({
          id: registrations.id,
          projectId: registrations.projectId,
          location: registrations.location,
          auditioning: registrations.auditioning,
          creationDt: registrations.creationDt,
        })
        .from(registrations)
        .where(and(eq(registrations.userId, auth.user.id), inArray(registrations.projectId, ids)))
    : [];
  const byProject = new Map(
    own.map((r) => [r.projectId, { id: r.id, location: r.location, auditioning: r.auditioning, creationDt: r.creationDt.toISOString() }]),
  );
  return { ...page, data: page.data.map((p) => ({ ...p, registration: byProject.get(p.id) ?? null })) };
}

/**
 * One project for the caller. Who reads projects there (global or project role) sees any project;
 * anyone else only a project open for registration or one they are registered in — otherwise 404,
 * the same answer as for a missing project, so ids reveal nothing.
 */
export async function getProject(ctx: AppContext, id: number, auth: Auth): Promise<ProjectDto> {
  const { row, today, rights, registered } = await visibleProject(ctx, id, auth);
  return presentProject(row, today, { registered, rights, globalRights: auth.rights });
}

/** The project if the caller may see it (see getProject), else 404; every participant-facing read of a project asks this. */
export async function visibleProject(ctx: AppContext, id: number, auth: Auth) {
  const row = await findProject(ctx.db, id);
  const today = todayInBrussels();
  const rights = await loadProjectRights(ctx.db, auth.user, id, auth.rights);
  const registered = row ? await isRegistered(ctx.db, id, auth.user.id) : false;
  if (!row || (!hasRight(rights, 'projects.read') && !registered && !isOpenForRegistration(row, today))) throw notFound();
  return { row, today, rights, registered };
}

export async function createProject(ctx: AppContext, values: ProjectValues, auth: Auth): Promise<ProjectDto> {
  const [row] = await ctx.db.insert(projects).values(projectColumns(values)).returning({ id: projects.id });
  return getProject(ctx, row!.id, auth);
}

export async function updateProject(ctx: AppContext, id: number, values: ProjectValues, auth: Auth): Promise<ProjectDto> {
  const updated = await ctx.db.update(projects).set(projectColumns(values)).where(eq(projects.id, id)).returning({ id: projects.id });
  if (!updated.length) throw notFound();
  return getProject(ctx, id, auth);
}

/**
 * Deletes a project with everything in it (registrations, casting, rehearsals, settings, project
 * role links). Rehearsals go first: they restrict the deletion of their location and type.
 */
export async function deleteProject(ctx: AppContext, id: number): Promise<{ message: string }> {
  const row = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: projects.id, name: projects.name }).from(projects).where(eq(projects.id, id)).for('update');
    if (!locked) return null;
    await tx.delete(repetitions).where(eq(repetitions.projectId, id));
    await tx.delete(projects).where(eq(projects.id, id));
    return locked;
  });
  if (!row) throw notFound();
  return { message: translateNl('projectForm.deleted') };
}

/** GET /api/statistics/overview/{projectId}: the cards of spec 2 §2, one statement. */
export async function projectStatistics(ctx: AppContext, id: number): Promise<ProjectStatistics> {
  const [row] = await ctx.db
    .select({
      exists: sql<boolean>`exists(select 1 from ${projects} where ${projects.id} = ${id})`,
      registrations: sql<number>`(select count(*)::int from ${registrations} where ${registrations.projectId} = ${id})`,
      onStage: sql<number>`(select count(*)::int from ${registrations} where ${registrations.projectId} = ${id} and ${registrations.location} = 1)`,
      roles: sql<number>`(select count(*)::int from ${projectRoles} where ${projectRoles.projectId} = ${id})`,
      groups: sql<number>`(select count(*)::int from ${projectGroups} where ${projectGroups.projectId} = ${id})`,
      scenes: sql<number>`(select count(*)::int from ${scenes} where ${scenes.projectId} = ${id})`,
      repetitions: sql<number>`(select count(*)::int from ${repetitions} where ${repetitions.projectId} = ${id})`,
      past: sql<number>`(select count(*)::int from ${repetitions} where ${repetitions.projectId} = ${id} and ${repetitions.startDt} < now())`,
    })
    .from(sql`(select 1) as one`);
  if (!row?.exists) throw notFound();
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

/** The name of a copy: "<name> (kopie)", shortened to fit 255 characters. */
export function copyName(name: string): string {
  const suffix = translateNl('projectCopy.copySuffix');
  return `${name.slice(0, PROJECT_NAME.max - suffix.length).trimEnd()}${suffix}`;
}

export type { ProjectRow };
