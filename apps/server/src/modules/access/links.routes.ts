import { roleUsersAnswer, roleUsersBody, userAccessRolesBody, userRightsAnswer } from '@coulisse/shared/schemas/access';
import { listQuery } from '@coulisse/shared/schemas/lists';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { manageProjectLinks, readProjectLinks } from './access.rules';
import { changeRoleUsers, listRoleUsers, setUserAccessRoles } from './access.service';
import { rowIdParam } from '../../platform/http/params';

const tags = ['access'];
const globalLinks = { right: 'rights.update' } as const;

/** Who holds which role: per role (the user-linking screen) and per user, globally and per project. */
export async function linkRoutes(api: App, ctx: AppContext) {
  api.get(
    '/access_role/:id/users',
    { config: { access: globalLinks }, schema: { tags, params: z.object({ id: rowIdParam }), querystring: listQuery } },
    (request) => listRoleUsers(ctx, request.params.id, null, request.query, request.auth!, globalLinks),
  );

  api.post(
    '/access_role/:id/users',
    { config: { access: globalLinks }, schema: { tags, params: z.object({ id: rowIdParam }), body: roleUsersBody, response: { 200: roleUsersAnswer } } },
    (request) => changeRoleUsers(ctx, request.auth!, request.params.id, null, request.body),
  );

  api.get(
    '/project/:id/accessRole/:roleId/users',
    { config: { access: readProjectLinks }, schema: { tags, params: z.object({ id: rowIdParam, roleId: rowIdParam }), querystring: listQuery } },
    (request) => listRoleUsers(ctx, request.params.roleId, request.params.id, request.query, request.auth!, readProjectLinks),
  );

  api.post(
    '/project/:id/accessRole/:roleId/users',
    {
      config: { access: manageProjectLinks },
      schema: { tags, params: z.object({ id: rowIdParam, roleId: rowIdParam }), body: roleUsersBody, response: { 200: roleUsersAnswer } },
    },
    (request) => changeRoleUsers(ctx, request.auth!, request.params.roleId, request.params.id, request.body),
  );

  // spec 3 §7 "POST /api{prefix}/user/{id}/access_roles": without prefix the global roles…
  api.post(
    '/user/:id/access_roles',
    { config: { access: globalLinks }, schema: { tags, params: z.object({ id: rowIdParam }), body: userAccessRolesBody, response: { 200: userRightsAnswer } } },
    (request) => setUserAccessRoles(ctx, request.auth!, request.params.id, null, request.body.accessRoleIds),
  );

  // …and with the prefix /project/{id} the user's roles in that project.
  api.post(
    '/project/:id/user/:userId/access_roles',
    {
      config: { access: manageProjectLinks },
      schema: { tags, params: z.object({ id: rowIdParam, userId: rowIdParam }), body: userAccessRolesBody, response: { 200: userRightsAnswer } },
    },
    (request) => setUserAccessRoles(ctx, request.auth!, request.params.userId, request.params.id, request.body.accessRoleIds),
  );
}
