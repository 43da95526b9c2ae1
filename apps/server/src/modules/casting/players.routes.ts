import { castSwitchBody, castUsersAnswer, castUsersBody, castUsersQuery, ownRolesAnswer, userCastingAnswer } from '@coulisse/shared/schemas/casting';
import { z } from 'zod';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { rowIdParam } from '../../platform/http/params';
import { inProject, switchAccess } from './casting.access';
import { castUsers, ownRoles, switchCast, updateCastUsers, userCasting, userCastingAll } from './players.service';

const tags = ['casting'];
const roleParams = z.object({ id: rowIdParam, roleId: rowIdParam });
const groupParams = z.object({ id: rowIdParam, groupId: rowIdParam });

/** A user's casting in a project: canReadUserRoles (users.read + users.roles) or canReadRoles there. */
const readUserCasting: AccessRule = { anyOf: [inProject('canReadRoles'), inProject('canReadUserRoles')] };
/** Across projects (employee tabs rollen, scenes): canReadUserRoles or canReadUserScenes, global roles only. */
const readUserCastingEverywhere: AccessRule = { anyOf: [{ flag: 'canReadUserRoles' }, { flag: 'canReadUserScenes' }] };

/** Players per cast (spec 2 §2 §7), the cast switch (spec 1 §7), a user's casting and the participant's own roles. */
export async function playersRoutes(api: App, ctx: AppContext) {
  api.get(
    '/project/:id/project_role/:roleId/users',
    { config: { access: inProject('canReadRoles') }, schema: { tags, summary: 'Registered users of one side with the casts they play the role in', params: roleParams, querystring: castUsersQuery, response: { 200: castUsersAnswer } } },
    (request) => castUsers(ctx, request.auth!, 'role', { projectId: request.params.id, id: request.params.roleId }, request.query),
  );
  api.put(
    '/project/:id/project_role/:roleId/users',
    { config: { access: inProject('canUpdateRoles') }, schema: { tags, summary: 'Link and unlink players of a role per cast', params: roleParams, body: castUsersBody, response: { 200: z.object({ message: z.string() }) } } },
    (request) => updateCastUsers(ctx, request.auth!, 'role', { projectId: request.params.id, id: request.params.roleId }, request.body),
  );
  api.get(
    '/project/:id/group/:groupId/users',
    { config: { access: inProject('canReadGroups') }, schema: { tags, summary: 'Registered users of one side with the casts they are in the group in', params: groupParams, querystring: castUsersQuery, response: { 200: castUsersAnswer } } },
    (request) => castUsers(ctx, request.auth!, 'group', { projectId: request.params.id, id: request.params.groupId }, request.query),
  );
  api.put(
    '/project/:id/group/:groupId/users',
    {
      config: { access: inProject('canUpdateGroups') },
      schema: { tags, summary: "Link and unlink members per cast: 'Medewerkers van groep … werden succesvol gewijzigd'", params: groupParams, body: castUsersBody, response: { 200: z.object({ message: z.string() }) } },
    },
    (request) => updateCastUsers(ctx, request.auth!, 'group', { projectId: request.params.id, id: request.params.groupId }, request.body),
  );

  api.post(
    '/project_roles/switch',
    { config: { access: switchAccess }, schema: { tags, summary: "Move a user's roles and groups to another cast (canUpdateRoles / canUpdateGroups in their project)", body: castSwitchBody, response: { 200: z.object({ message: z.string(), data: userCastingAnswer }) } } },
    (request) => switchCast(ctx, request.auth!, request.body),
  );

  api.get(
    '/project/:id/user/:userId/casting',
    { config: { access: readUserCasting }, schema: { tags, summary: "A user's roles and groups in a project, per cast", params: z.object({ id: rowIdParam, userId: rowIdParam }), response: { 200: userCastingAnswer } } },
    (request) => userCasting(ctx.db, request.params.id, request.params.userId),
  );
  api.get(
    '/user/:userId/casting',
    { config: { access: readUserCastingEverywhere }, schema: { tags, summary: "A user's roles and groups in every project (employee tabs rollen, scenes)", params: z.object({ userId: rowIdParam }), response: { 200: z.array(userCastingAnswer) } } },
    (request) => userCastingAll(ctx.db, request.params.userId),
  );
  api.get(
    '/own/project_roles/:projectName',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'The caller’s own roles in a project (/rollen/{projectName}), once the scheme is open', params: z.object({ projectName: z.string().min(1).max(255) }), response: { 200: ownRolesAnswer } } },
    (request) => ownRoles(ctx, request.auth!, request.params.projectName),
  );
}
