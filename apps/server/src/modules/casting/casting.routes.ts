import type { RightKey } from '@coulisse/shared/access/registry';
import {
  calledAnswer,
  castDto,
  castSwitchBody,
  castUsersAnswer,
  castUsersBody,
  castUsersQuery,
  groupBody,
  groupDto,
  linkGroupBody,
  ownRolesAnswer,
  roleBody,
  schemeImportAnswer,
  schemeImportQuery,
  roleDto,
  sceneBody,
  sceneDto,
  sceneGroupBody,
  sceneGroupDto,
  sceneLinksBody,
  userCastingAnswer,
} from '@coulisse/shared/schemas/casting';
import { IMPORT_FILE_MAX_BYTES } from '@coulisse/shared/rules/constants';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { registerScopedList, type ListResource } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { groupsResource, rolesResource, sceneGroupsResource, scenesResource } from './casting.list';
import { castsOf, findCastingProject } from './casting.repository';
import { readUploadedFile } from '../../platform/http/upload';
import { importScheme, importSchemeUsers } from './scheme.service';
import { roleSchemeTemplate, roleSchemeUsersTemplate, roleSchemeXlsx } from './scheme.xlsx';
import { copyGroup, createGroup, getGroup, linkGroup, updateGroup } from './groups.service';
import { deletePart, requireProject } from './parts.service';
import { castUsers, ownRoles, switchCast, updateCastUsers, userCasting, userCastingAll } from './players.service';
import { createRole, getRole, updateRole } from './roles.service';
import { calledForScene, changeSceneLinks, createScene, createSceneGroup, getScene, getSceneGroup, updateScene, updateSceneGroup } from './scenes.service';

const tags = ['casting'];
const projectParams = z.object({ id: rowIdParam });
const answer = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
const messageOnly = z.object({ message: z.string() });

const on = (area: 'roles' | 'groups' | 'scenes', action: 'read' | 'create' | 'update' | 'delete'): AccessRule => ({ right: `${area}.${action}`, project: 'id' });
/** Casts are needed by every screen that shows players per cast. */
const readCasts: AccessRule = { anyOf: [on('roles', 'read'), on('groups', 'read'), on('scenes', 'read'), { right: 'casts.read', project: 'id' }] };
/** A user's casting: canReadUserRoles (users.read + users.roles) or roles.read in the project. */
const readUserCasting: AccessRule = { anyOf: [{ allOf: [{ right: 'users.read', project: 'id' }, { right: 'users.roles', project: 'id' }] }, on('roles', 'read')] };
const readUserCastingEverywhere: AccessRule = { anyOf: [{ allOf: [{ right: 'users.read' }, { right: 'users.roles' }] }, { allOf: [{ right: 'users.read' }, { right: 'users.scenes' }] }] };

/** Import dialog tabs (spec 2 §6): the scheme needs a create right, the players an update right, the export a read right. */
const importSchemeAccess: AccessRule = { anyOf: [on('roles', 'create'), on('groups', 'create'), on('scenes', 'create')] };
/**
 * The blank template of an import: that import's right in the project `?projectId=` names, or in
 * some project when it names none (the spec's template paths carry no project, spec 2 §7).
 */
const templateAccess = (...rights: RightKey[]): AccessRule => ({ anyOf: rights.map((right) => ({ right, project: { query: 'projectId', absent: 'anywhere' as const } })) });
const importUsersAccess: AccessRule = { anyOf: [on('roles', 'update'), on('groups', 'update')] };
const exportSchemeAccess: AccessRule = { anyOf: [on('roles', 'read'), on('groups', 'read')] };

function xlsx(reply: FastifyReply, fileName: string) {
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('content-disposition', `attachment; filename="${fileName}.xlsx"`);
}

/** Casting (spec 2 §2 §3 §4 §7, issue 5): roles, groups, scene groups, scenes, players per cast, cast switch, own roles. */
export async function castingRoutes(api: App, ctx: AppContext) {
  // Lists and exports, sorted by identifier.
  const lists = [
    { path: 'project_roles', area: 'roles', resource: rolesResource, file: 'rollen' },
    { path: 'groups', area: 'groups', resource: groupsResource, file: 'groepen' },
    { path: 'scenes', area: 'scenes', resource: scenesResource, file: 'scenes' },
    { path: 'scene_groups', area: 'scenes', resource: sceneGroupsResource, file: null },
  ] as const;
  for (const list of lists) {
    const file = list.file;
    registerScopedList(api, ctx, {
      path: `/project/:id/${list.path}`,
      params: projectParams,
      access: on(list.area, 'read'),
      resource: (params) => list.resource(params.id) as ListResource<unknown, unknown>,
      exists: async (db, params) => Boolean(await findCastingProject(db, params.id)),
      export: file ? { path: `/reports/project/:id/${list.path}.xlsx`, fileName: (params) => `${file}-${params.id}` } : undefined,
      tags,
      summary: `The ${list.path} of a project (generic list; xlsx by identifier)`,
    });
  }

  api.get('/project/:id/casting/casts', { config: { access: readCasts }, schema: { tags, summary: 'The casts of a project', params: projectParams, response: { 200: z.array(castDto) } } }, async (request) => {
    await requireProject(ctx.db, request.params.id);
    return castsOf(ctx.db, request.params.id);
  });

  // Roles.
  const roleParams = z.object({ id: rowIdParam, roleId: rowIdParam });
  api.post('/project/:id/project_roles', { config: { access: on('roles', 'create') }, schema: { tags, params: projectParams, body: roleBody, response: { 201: answer(roleDto) } } }, async (request, reply) =>
    reply.status(201).send(await createRole(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/project_role/:roleId', { config: { access: on('roles', 'read') }, schema: { tags, params: roleParams, response: { 200: roleDto } } }, (request) =>
    getRole(ctx.db, request.params.id, request.params.roleId),
  );
  api.put('/project/:id/project_role/:roleId', { config: { access: on('roles', 'update') }, schema: { tags, params: roleParams, body: roleBody, response: { 200: answer(roleDto) } } }, (request) =>
    updateRole(ctx, request.params.id, request.params.roleId, request.body),
  );
  api.delete('/project/:id/project_role/:roleId', { config: { access: on('roles', 'delete') }, schema: { tags, params: roleParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'role', request.params.id, request.params.roleId),
  );
  api.get(
    '/project/:id/project_role/:roleId/users',
    { config: { access: on('roles', 'read') }, schema: { tags, summary: 'Registered users of one side with the casts they play the role in', params: roleParams, querystring: castUsersQuery, response: { 200: castUsersAnswer } } },
    (request) => castUsers(ctx, request.auth!, 'role', request.params.id, request.params.roleId, request.query),
  );
  api.put(
    '/project/:id/project_role/:roleId/users',
    { config: { access: on('roles', 'update') }, schema: { tags, summary: 'Link and unlink players of a role per cast', params: roleParams, body: castUsersBody, response: { 200: messageOnly } } },
    (request) => updateCastUsers(ctx, request.auth!, 'role', request.params.id, request.params.roleId, request.body),
  );
  api.post(
    '/project_roles/switch',
    { config: { access: 'authenticated' }, schema: { tags, summary: "Move a user's roles and groups to another cast (roles.update / groups.update in their project)", body: castSwitchBody, response: { 200: answer(userCastingAnswer) } } },
    (request) => switchCast(ctx, request.auth!, request.body),
  );

  // Groups.
  const groupParams = z.object({ id: rowIdParam, groupId: rowIdParam });
  api.post('/project/:id/groups', { config: { access: on('groups', 'create') }, schema: { tags, params: projectParams, body: groupBody, response: { 201: answer(groupDto) } } }, async (request, reply) =>
    reply.status(201).send(await createGroup(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/group/:groupId', { config: { access: on('groups', 'read') }, schema: { tags, params: groupParams, response: { 200: groupDto } } }, (request) =>
    getGroup(ctx.db, request.params.id, request.params.groupId),
  );
  api.put('/project/:id/group/:groupId', { config: { access: on('groups', 'update') }, schema: { tags, params: groupParams, body: groupBody, response: { 200: answer(groupDto) } } }, (request) =>
    updateGroup(ctx, request.params.id, request.params.groupId, request.body),
  );
  api.delete('/project/:id/group/:groupId', { config: { access: on('groups', 'delete') }, schema: { tags, params: groupParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'group', request.params.id, request.params.groupId),
  );
  api.get('/project/:id/group/:groupId/copy', { config: { access: on('groups', 'create') }, schema: { tags, summary: "Copy a group: 'Groep werd succesvol gekopieerd'", params: groupParams, response: { 201: answer(groupDto) } } }, async (request, reply) =>
    reply.status(201).send(await copyGroup(ctx, request.params.id, request.params.groupId)),
  );
  api.post('/project/:id/group/:groupId/link_group', { config: { access: on('groups', 'update') }, schema: { tags, params: groupParams, body: linkGroupBody, response: { 200: answer(groupDto) } } }, (request) =>
    linkGroup(ctx, request.params.id, request.params.groupId, request.body.groupId, true),
  );
  api.delete('/project/:id/group/:groupId/link_group', { config: { access: on('groups', 'update') }, schema: { tags, params: groupParams, body: linkGroupBody, response: { 200: answer(groupDto) } } }, (request) =>
    linkGroup(ctx, request.params.id, request.params.groupId, request.body.groupId, false),
  );
  api.get(
    '/project/:id/group/:groupId/users',
    { config: { access: on('groups', 'read') }, schema: { tags, summary: 'Registered users of one side with the casts they are in the group in', params: groupParams, querystring: castUsersQuery, response: { 200: castUsersAnswer } } },
    (request) => castUsers(ctx, request.auth!, 'group', request.params.id, request.params.groupId, request.query),
  );
  api.put(
    '/project/:id/group/:groupId/users',
    { config: { access: on('groups', 'update') }, schema: { tags, summary: "Link and unlink members per cast: 'Medewerkers van groep … werden succesvol gewijzigd'", params: groupParams, body: castUsersBody, response: { 200: messageOnly } } },
    (request) => updateCastUsers(ctx, request.auth!, 'group', request.params.id, request.params.groupId, request.body),
  );

  // Scene groups.
  const sceneGroupParams = z.object({ id: rowIdParam, sceneGroupId: rowIdParam });
  api.post('/project/:id/scene_groups', { config: { access: on('scenes', 'create') }, schema: { tags, params: projectParams, body: sceneGroupBody, response: { 201: answer(sceneGroupDto) } } }, async (request, reply) =>
    reply.status(201).send(await createSceneGroup(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/scene_group/:sceneGroupId', { config: { access: on('scenes', 'read') }, schema: { tags, params: sceneGroupParams, response: { 200: sceneGroupDto } } }, (request) =>
    getSceneGroup(ctx.db, request.params.id, request.params.sceneGroupId),
  );
  api.put('/project/:id/scene_group/:sceneGroupId', { config: { access: on('scenes', 'update') }, schema: { tags, params: sceneGroupParams, body: sceneGroupBody, response: { 200: answer(sceneGroupDto) } } }, (request) =>
    updateSceneGroup(ctx, request.params.id, request.params.sceneGroupId, request.body),
  );
  api.delete('/project/:id/scene_group/:sceneGroupId', { config: { access: on('scenes', 'delete') }, schema: { tags, params: sceneGroupParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'sceneGroup', request.params.id, request.params.sceneGroupId),
  );

  // Scenes.
  const sceneParams = z.object({ id: rowIdParam, sceneId: rowIdParam });
  api.post('/project/:id/scenes', { config: { access: on('scenes', 'create') }, schema: { tags, params: projectParams, body: sceneBody, response: { 201: answer(sceneDto) } } }, async (request, reply) =>
    reply.status(201).send(await createScene(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/scene/:sceneId', { config: { access: on('scenes', 'read') }, schema: { tags, params: sceneParams, response: { 200: sceneDto } } }, (request) =>
    getScene(ctx.db, request.params.id, request.params.sceneId),
  );
  api.put('/project/:id/scene/:sceneId', { config: { access: on('scenes', 'update') }, schema: { tags, params: sceneParams, body: sceneBody, response: { 200: answer(sceneDto) } } }, (request) =>
    updateScene(ctx, request.params.id, request.params.sceneId, request.body),
  );
  api.delete('/project/:id/scene/:sceneId', { config: { access: on('scenes', 'delete') }, schema: { tags, params: sceneParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'scene', request.params.id, request.params.sceneId),
  );
  api.post('/project/:id/scene/:sceneId/links', { config: { access: on('scenes', 'update') }, schema: { tags, summary: 'Add roles and groups to a scene', params: sceneParams, body: sceneLinksBody, response: { 200: answer(sceneDto) } } }, (request) =>
    changeSceneLinks(ctx, request.params.id, request.params.sceneId, request.body, true),
  );
  api.delete('/project/:id/scene/:sceneId/links', { config: { access: on('scenes', 'update') }, schema: { tags, summary: 'Remove roles and groups from a scene', params: sceneParams, body: sceneLinksBody, response: { 200: answer(sceneDto) } } }, (request) =>
    changeSceneLinks(ctx, request.params.id, request.params.sceneId, request.body, false),
  );
  api.get(
    '/project/:id/scene/:sceneId/called',
    {
      config: { access: on('scenes', 'read') },
      schema: { tags, summary: 'Who is called for a scene, in one cast or all', params: sceneParams, querystring: z.object({ castId: rowIdParam.optional() }), response: { 200: calledAnswer } },
    },
    (request) => calledForScene(ctx, request.params.id, request.params.sceneId, request.query.castId ?? null),
  );

  // Role scheme import, export and templates.
  const importSchema = (summary: string) => ({ tags, summary, consumes: ['multipart/form-data'], params: projectParams, querystring: schemeImportQuery, response: { 200: schemeImportAnswer } });
  api.post(
    '/project/:id/import/scheme',
    { config: { access: importSchemeAccess }, schema: importSchema('Import scenes, roles and groups (CSV, first row skipped): preview, or with confirm=true all rows or none') },
    async (request) => importScheme(ctx, request.auth!, request.params.id, await readUploadedFile(request, IMPORT_FILE_MAX_BYTES), request.query.confirm === 'true'),
  );
  api.post(
    '/project/:id/import/scheme/users',
    { config: { access: importUsersAccess }, schema: importSchema('Import players of roles and members of groups per cast (CSV): preview, or with confirm=true all rows or none') },
    async (request) => importSchemeUsers(ctx, request.auth!, request.params.id, await readUploadedFile(request, IMPORT_FILE_MAX_BYTES), request.query.confirm === 'true'),
  );
  api.get(
    '/reports/project/:id/role_scheme.xlsx',
    { config: { access: exportSchemeAccess, download: true }, schema: { tags, summary: 'The role scheme and its players as xlsx, in the columns of the import', params: projectParams, querystring: z.object({ token: z.string().max(200).optional() }) } },
    async (request, reply) => {
      await requireProject(ctx.db, request.params.id);
      const data = await roleSchemeXlsx(ctx.db, request.params.id);
      xlsx(reply, `rollenschema-${request.params.id}`);
      return reply.send(data);
    },
  );
  for (const [name, build, access] of [
    ['import_role_scheme', roleSchemeTemplate, templateAccess('roles.create', 'groups.create', 'scenes.create')],
    ['import_role_scheme_users', roleSchemeUsersTemplate, templateAccess('roles.update', 'groups.update')],
  ] as const) {
    api.get(
      `/templates/${name}.xlsx`,
      { config: { access, download: true }, schema: { tags, summary: 'A role scheme import template (for who may run that import in some project); opened with a download token', querystring: z.object({ token: z.string().max(200).optional(), projectId: rowIdParam.optional() }) } },
      async (_request, reply) => {
        xlsx(reply, name);
        return reply.send(await build());
      },
    );
  }

  // A user's casting.
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
