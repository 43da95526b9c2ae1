import { castDto } from '@coulisse/shared/schemas/casting';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { registerScopedList, type ListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { inProject, registerCastingAccess } from './casting.access';
import { groupsResource, rolesResource, sceneGroupsResource, scenesResource } from './casting.list';
import { findCastingProject } from './casting.repository';
import { partsRoutes } from './parts.routes';
import { playersRoutes } from './players.routes';
import { projectCasts } from './players.service';
import { schemeRoutes } from './scheme.routes';

const tags = ['casting'];
const idParams = z.object({ id: rowIdParam });

/** Casts are needed by every screen that shows players per cast. */
const readCasts: AccessRule = { anyOf: [inProject('canReadRoles'), inProject('canReadGroups'), inProject('canReadScenes'), inProject('canReadCasts')] };

/** Casting (spec 2 §2 §3 §4 §7, issue 5): the lists, then the parts, the players and the role scheme. */
export async function castingRoutes(api: App, ctx: AppContext) {
  registerCastingAccess();

  // Lists and exports, sorted by identifier.
  const lists = [
    { path: 'project_roles', flag: 'canReadRoles', resource: rolesResource, file: 'rollen' },
    { path: 'groups', flag: 'canReadGroups', resource: groupsResource, file: 'groepen' },
    { path: 'scenes', flag: 'canReadScenes', resource: scenesResource, file: 'scenes' },
    { path: 'scene_groups', flag: 'canReadScenes', resource: sceneGroupsResource, file: null },
  ] as const;
  for (const list of lists) {
    const file = list.file;
    registerScopedList(api, ctx, {
      path: `/project/:id/${list.path}`,
      params: idParams,
      access: inProject(list.flag),
      resource: (params) => list.resource(params.id) as ListResource<unknown, unknown>,
      exists: async (db, params) => Boolean(await findCastingProject(db, params.id)),
      export: file ? { path: `/reports/project/:id/${list.path}.xlsx`, fileName: (params) => `${file}-${params.id}` } : undefined,
      tags,
      summary: `The ${list.path} of a project (generic list; xlsx by identifier)`,
    });
  }

  api.get('/project/:id/casting/casts', { config: { access: readCasts }, schema: { tags, summary: 'The casts of a project', params: idParams, response: { 200: z.array(castDto) } } }, (request) =>
    projectCasts(ctx.db, request.params.id),
  );

  await partsRoutes(api, ctx);
  await playersRoutes(api, ctx);
  await schemeRoutes(api, ctx);
}
