import { groupBody, groupDto, linkGroupBody, roleBody, roleDto, sceneBody, sceneDto, sceneGroupBody, sceneGroupDto, sceneLinksBody, calledAnswer } from '@coulisse/shared/schemas/casting';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { rowIdParam } from '../../platform/http/params';
import { inProject, onPart } from './casting.access';
import { copyGroup, createGroup, getGroup, linkGroup, updateGroup } from './groups.service';
import { deletePart } from './parts.service';
import { createRole, getRole, updateRole } from './roles.service';
import { calledForScene, changeSceneLinks, createScene, createSceneGroup, getScene, getSceneGroup, updateScene, updateSceneGroup } from './scenes.service';

const tags = ['casting'];
/** `:id` is the project's id under `/project/:id/…`, the part's own id on the spec's paths without a project (spec 2 §7). */
const idParams = z.object({ id: rowIdParam });
const answer = <T extends z.ZodType>(data: T) => z.object({ message: z.string(), data });
const messageOnly = z.object({ message: z.string() });
const byId = 'By its own id: the project is the part’s; a missing part reads like a refused one (404)';

/**
 * Roles, groups, scene groups and scenes (spec 2 §3 §7): create under the project; read, change and
 * delete under the project's path (a part of another project is not found there) or, where the
 * spec names one, by the part's own id.
 */
export async function partsRoutes(api: App, ctx: AppContext) {
  // ---- Roles ----
  const roleParams = z.object({ id: rowIdParam, roleId: rowIdParam });
  const roleOf = (p: z.output<typeof roleParams>) => ({ projectId: p.id, id: p.roleId });
  api.post('/project/:id/project_roles', { config: { access: inProject('canCreateRoles') }, schema: { tags, params: idParams, body: roleBody, response: { 201: answer(roleDto) } } }, async (request, reply) =>
    reply.status(201).send(await createRole(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/project_role/:roleId', { config: { access: inProject('canReadRoles') }, schema: { tags, params: roleParams, response: { 200: roleDto } } }, (request) => getRole(ctx.db, roleOf(request.params)));
  api.put('/project/:id/project_role/:roleId', { config: { access: inProject('canUpdateRoles') }, schema: { tags, params: roleParams, body: roleBody, response: { 200: answer(roleDto) } } }, (request) =>
    updateRole(ctx, roleOf(request.params), request.body),
  );
  api.delete('/project/:id/project_role/:roleId', { config: { access: inProject('canDeleteRoles') }, schema: { tags, params: roleParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'role', roleOf(request.params)),
  );
  api.get('/project_role/:id', { config: { access: onPart('role', 'canReadRoles') }, schema: { tags, summary: byId, params: idParams, response: { 200: roleDto } } }, (request) => getRole(ctx.db, request.params));
  api.put('/project_roles/:id', { config: { access: onPart('role', 'canUpdateRoles') }, schema: { tags, summary: byId, params: idParams, body: roleBody, response: { 200: answer(roleDto) } } }, (request) =>
    updateRole(ctx, request.params, request.body),
  );
  api.delete('/project_role/:id', { config: { access: onPart('role', 'canDeleteRoles') }, schema: { tags, summary: byId, params: idParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'role', request.params),
  );

  // ---- Groups ----
  const groupParams = z.object({ id: rowIdParam, groupId: rowIdParam });
  const groupOf = (p: z.output<typeof groupParams>) => ({ projectId: p.id, id: p.groupId });
  api.post('/project/:id/groups', { config: { access: inProject('canCreateGroups') }, schema: { tags, params: idParams, body: groupBody, response: { 201: answer(groupDto) } } }, async (request, reply) =>
    reply.status(201).send(await createGroup(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/group/:groupId', { config: { access: inProject('canReadGroups') }, schema: { tags, params: groupParams, response: { 200: groupDto } } }, (request) => getGroup(ctx.db, groupOf(request.params)));
  api.put('/project/:id/group/:groupId', { config: { access: inProject('canUpdateGroups') }, schema: { tags, params: groupParams, body: groupBody, response: { 200: answer(groupDto) } } }, (request) =>
    updateGroup(ctx, groupOf(request.params), request.body),
  );
  api.delete('/project/:id/group/:groupId', { config: { access: inProject('canDeleteGroups') }, schema: { tags, params: groupParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'group', groupOf(request.params)),
  );
  api.get('/group/:id', { config: { access: onPart('group', 'canReadGroups') }, schema: { tags, summary: byId, params: idParams, response: { 200: groupDto } } }, (request) => getGroup(ctx.db, request.params));
  api.put('/group/:id', { config: { access: onPart('group', 'canUpdateGroups') }, schema: { tags, summary: byId, params: idParams, body: groupBody, response: { 200: answer(groupDto) } } }, (request) =>
    updateGroup(ctx, request.params, request.body),
  );
  api.delete('/group/:id', { config: { access: onPart('group', 'canDeleteGroups') }, schema: { tags, summary: byId, params: idParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'group', request.params),
  );

  // Copy and linked groups, under the project and by the group's id.
  const copied = { tags, summary: "Copy a group: 'Groep werd succesvol gekopieerd'", response: { 201: answer(groupDto) } };
  api.get('/project/:id/group/:groupId/copy', { config: { access: inProject('canCreateGroups') }, schema: { ...copied, params: groupParams } }, async (request, reply) =>
    reply.status(201).send(await copyGroup(ctx, groupOf(request.params))),
  );
  api.get('/group/:id/copy', { config: { access: onPart('group', 'canCreateGroups') }, schema: { ...copied, params: idParams } }, async (request, reply) => reply.status(201).send(await copyGroup(ctx, request.params)));
  for (const [method, linked] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const schema = { tags, summary: linked ? 'Link two groups' : 'Unlink two groups', body: linkGroupBody, response: { 200: answer(groupDto) } };
    api[method]('/project/:id/group/:groupId/link_group', { config: { access: inProject('canUpdateGroups') }, schema: { ...schema, params: groupParams } }, (request) =>
      linkGroup(ctx, groupOf(request.params), request.body.groupId, linked),
    );
    api[method]('/group/:id/link_group', { config: { access: onPart('group', 'canUpdateGroups') }, schema: { ...schema, params: idParams } }, (request) => linkGroup(ctx, request.params, request.body.groupId, linked));
  }

  // ---- Scene groups ----
  const sceneGroupParams = z.object({ id: rowIdParam, sceneGroupId: rowIdParam });
  const sceneGroupOf = (p: z.output<typeof sceneGroupParams>) => ({ projectId: p.id, id: p.sceneGroupId });
  api.post('/project/:id/scene_groups', { config: { access: inProject('canCreateScenes') }, schema: { tags, params: idParams, body: sceneGroupBody, response: { 201: answer(sceneGroupDto) } } }, async (request, reply) =>
    reply.status(201).send(await createSceneGroup(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/scene_group/:sceneGroupId', { config: { access: inProject('canReadScenes') }, schema: { tags, params: sceneGroupParams, response: { 200: sceneGroupDto } } }, (request) =>
    getSceneGroup(ctx.db, sceneGroupOf(request.params)),
  );
  api.put('/project/:id/scene_group/:sceneGroupId', { config: { access: inProject('canUpdateScenes') }, schema: { tags, params: sceneGroupParams, body: sceneGroupBody, response: { 200: answer(sceneGroupDto) } } }, (request) =>
    updateSceneGroup(ctx, sceneGroupOf(request.params), request.body),
  );
  api.delete('/project/:id/scene_group/:sceneGroupId', { config: { access: inProject('canDeleteScenes') }, schema: { tags, params: sceneGroupParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'sceneGroup', sceneGroupOf(request.params)),
  );
  api.get('/scene_group/:id', { config: { access: onPart('sceneGroup', 'canReadScenes') }, schema: { tags, summary: byId, params: idParams, response: { 200: sceneGroupDto } } }, (request) =>
    getSceneGroup(ctx.db, request.params),
  );
  api.put('/scene_group/:id', { config: { access: onPart('sceneGroup', 'canUpdateScenes') }, schema: { tags, summary: byId, params: idParams, body: sceneGroupBody, response: { 200: answer(sceneGroupDto) } } }, (request) =>
    updateSceneGroup(ctx, request.params, request.body),
  );
  api.delete('/scene_group/:id', { config: { access: onPart('sceneGroup', 'canDeleteScenes') }, schema: { tags, summary: byId, params: idParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'sceneGroup', request.params),
  );

  // ---- Scenes ----
  const sceneParams = z.object({ id: rowIdParam, sceneId: rowIdParam });
  const sceneOf = (p: z.output<typeof sceneParams>) => ({ projectId: p.id, id: p.sceneId });
  api.post('/project/:id/scenes', { config: { access: inProject('canCreateScenes') }, schema: { tags, params: idParams, body: sceneBody, response: { 201: answer(sceneDto) } } }, async (request, reply) =>
    reply.status(201).send(await createScene(ctx, request.params.id, request.body)),
  );
  api.get('/project/:id/scene/:sceneId', { config: { access: inProject('canReadScenes') }, schema: { tags, params: sceneParams, response: { 200: sceneDto } } }, (request) => getScene(ctx.db, sceneOf(request.params)));
  api.put('/project/:id/scene/:sceneId', { config: { access: inProject('canUpdateScenes') }, schema: { tags, params: sceneParams, body: sceneBody, response: { 200: answer(sceneDto) } } }, (request) =>
    updateScene(ctx, sceneOf(request.params), request.body),
  );
  api.delete('/project/:id/scene/:sceneId', { config: { access: inProject('canDeleteScenes') }, schema: { tags, params: sceneParams, response: { 200: messageOnly } } }, (request) =>
    deletePart(ctx, 'scene', sceneOf(request.params)),
  );
  api.get('/scene/:id', { config: { access: onPart('scene', 'canReadScenes') }, schema: { tags, summary: byId, params: idParams, response: { 200: sceneDto } } }, (request) => getScene(ctx.db, request.params));
  api.put('/scene/:id', { config: { access: onPart('scene', 'canUpdateScenes') }, schema: { tags, summary: byId, params: idParams, body: sceneBody, response: { 200: answer(sceneDto) } } }, (request) =>
    updateScene(ctx, request.params, request.body),
  );
  api.delete('/scene/:id', { config: { access: onPart('scene', 'canDeleteScenes') }, schema: { tags, summary: byId, params: idParams, response: { 200: messageOnly } } }, (request) => deletePart(ctx, 'scene', request.params));
  for (const [method, add] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    api[method](
      '/project/:id/scene/:sceneId/links',
      { config: { access: inProject('canUpdateScenes') }, schema: { tags, summary: add ? 'Add roles and groups to a scene' : 'Remove roles and groups from a scene', params: sceneParams, body: sceneLinksBody, response: { 200: answer(sceneDto) } } },
      (request) => changeSceneLinks(ctx, sceneOf(request.params), request.body, add),
    );
  }
  api.get(
    '/project/:id/scene/:sceneId/called',
    {
      config: { access: inProject('canReadScenes') },
      schema: { tags, summary: 'Who is called for a scene, in one cast or all', params: sceneParams, querystring: z.object({ castId: rowIdParam.optional() }), response: { 200: calledAnswer } },
    },
    (request) => calledForScene(ctx, sceneOf(request.params), request.query.castId ?? null),
  );
}
