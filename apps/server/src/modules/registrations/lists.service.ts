import { holdsFlag } from '@coulisse/shared/access/flags';
import type { ListAnswer, ListQuery } from '@coulisse/shared/schemas/lists';
import type { RegistrationListItem } from '@coulisse/shared/schemas/registrations';
import { mustVerify, projectFlags } from '../../platform/access/projectRights';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { exportPages } from '../../platform/http/exportPages';
import { notFound } from '../../platform/http/errors';
import { xlsxFile, type FileAnswer } from '../../platform/http/files';
import { buildWhere, listPage, parseFilters, type ListResource } from '../../platform/http/list';
import { allRegistrationsResource, projectRegistrationsResource, sightOf, type RegistrationRow } from './registrations.list';
import { findProject } from './registrations.repository';

/** The registrations of a project for this reader: the columns (and the filters on them) their sub-rights there open. */
async function projectResource(ctx: AppContext, auth: Auth, projectId: number, location?: 0 | 1) {
  if (!(await findProject(ctx.db, projectId))) throw notFound();
  return projectRegistrationsResource(projectId, sightOf(await projectFlags(ctx.db, auth, projectId)), location);
}

/** GET /api/project/{id}/registrations, /onstage (location 1), /offstage (0): one page of the generic list. */
export async function projectRegistrations(
  ctx: AppContext,
  auth: Auth,
  projectId: number,
  query: ListQuery,
  location?: 0 | 1,
): Promise<ListAnswer<RegistrationListItem>> {
  return listPage(ctx.db, await projectResource(ctx, auth, projectId, location), query, auth);
}

/** GET /api/reports/project/{id}/registrations.xlsx: every filtered row, by last name unless `sort` says otherwise. */
export async function projectRegistrationsExport(
  ctx: AppContext,
  auth: Auth,
  projectId: number,
  query: { filters?: string; sort?: string },
): Promise<FileAnswer> {
  const resource = await projectResource(ctx, auth, projectId);
  const exp = resource.export!;
  const generic = resource as unknown as ListResource<unknown, unknown>;
  // Filters and sort are checked here, before the first byte is sent.
  const pages = exportPages<RegistrationRow>(ctx.db, resource, buildWhere(generic, parseFilters(generic, query.filters), auth), query.sort || exp.defaultSort);
  return xlsxFile(`${exp.fileName}.xlsx`, exp.sheet, exp.columns, pages);
}

/**
 * GET /api/registrations: the caller's own registrations and those of the projects whose
 * registrations they may read (globally: all). Scoped in the query, so anyone signed in may ask.
 */
export function visibleRegistrations(ctx: AppContext, auth: Auth, query: ListQuery): Promise<ListAnswer<RegistrationListItem>> {
  // A user who still has to verify their data holds no right (spec 1 §4): their own only.
  const verified = !mustVerify(auth);
  const reads = !verified ? 'own' : holdsFlag('canReadRegistrations', auth.rights) ? 'everywhere' : 'projectRoles';
  const sight = { general: verified && holdsFlag('canReadRegistrationsGeneral', auth.rights), preferred: false, other: false };
  return listPage(ctx.db, allRegistrationsResource(auth.user.id, reads, sight), query, auth);
}
