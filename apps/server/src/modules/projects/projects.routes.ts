import { listQuery } from '@coulisse/shared/schemas/lists';
import {
  castBody,
  choiceBody,
  choiceDto,
  locationBody,
  locationDto,
  namedDto,
  projectBody,
  projectCopyAnswer,
  projectCopyBody,
  projectDto,
  projectSettingsBody,
  projectSettingsDto,
  projectSettingsLists,
  projectStatistics as projectStatisticsSchema,
  repetitionTypeBody,
} from '@coulisse/shared/schemas/projects';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { readProjectLinks } from '../access/access.rules';
import { rowIdParam } from '../../platform/http/params';
import { copyProject } from './copy.service';
import { inProject, registerProjectsAccess, seesProject } from './projects.access';
import { createProject, deleteProject, getProject, listProjects, projectStatistics, updateProject } from './projects.service';
import * as settings from './settings.service';
import { settingsTabRoutes } from './settingsTabRoutes';

const tags = ['projects'];
const id = z.object({ id: rowIdParam });
const message = z.object({ message: z.string() });

/**
 * Projects (spec 1 §2 §7, spec 2 §2 §7): list, one project, create, edit, delete, statistics,
 * settings tabs and copy. Each route declares its access (projects.access.ts): flags in the project
 * of the path (global ∪ project roles) or of the settings item, and `seesProject` for participants.
 */
export async function projectsRoutes(api: App, ctx: AppContext) {
  registerProjectsAccess();

  // Self-service: the answer is scoped to the caller (the open projects, or every one for global readers).
  api.get('/projects', { config: { access: 'authenticated' }, schema: { tags, querystring: listQuery } }, (request) =>
    listProjects(ctx, request.query, request.auth!),
  );

  api.post(
    '/projects',
    { config: { access: { flag: 'canCreateProjects' } }, schema: { tags, body: projectBody, response: { 201: projectDto } } },
    async (request, reply) => {
      reply.status(201);
      return createProject(ctx, request.body, request.auth!);
    },
  );

  api.get('/project/:id', { config: { access: seesProject }, schema: { tags, params: id, response: { 200: projectDto } } }, (request) =>
    getProject(ctx, request.params.id, request.auth!),
  );

  api.put(
    '/project/:id',
    { config: { access: inProject('canUpdateProjects') }, schema: { tags, params: id, body: projectBody, response: { 200: projectDto } } },
    (request) => updateProject(ctx, request.params.id, request.body, request.auth!),
  );

  api.delete('/project/:id', { config: { access: inProject('canDeleteProjects') }, schema: { tags, params: id, response: { 200: message } } }, (request) =>
    deleteProject(ctx, request.params.id),
  );

  api.get(
    '/statistics/overview/:projectId',
    {
      config: { access: { flag: 'canReadProjects', project: 'projectId' } },
      schema: { tags, params: z.object({ projectId: rowIdParam }), response: { 200: projectStatisticsSchema } },
    },
    (request) => projectStatistics(ctx, request.params.projectId),
  );

  api.post(
    '/project/:id/copy',
    {
      config: { access: { allOf: [inProject('canReadProjects'), { flag: 'canCreateProjects' }] } },
      schema: { tags, params: id, body: projectCopyBody, response: { 201: projectCopyAnswer } },
    },
    async (request, reply) => {
      reply.status(201);
      return copyProject(ctx, request.params.id, request.body, request.auth!);
    },
  );

  // ---- Settings: tab algemeen ----
  api.get(
    '/project/:id/settings',
    { config: { access: inProject('canReadProjects') }, schema: { tags, params: id, response: { 200: projectSettingsDto } } },
    (request) => settings.getSettings(ctx, request.params.id),
  );
  api.put(
    '/project/:id/settings',
    {
      config: { access: inProject('canUpdateProjects') },
      schema: { tags, params: id, body: projectSettingsBody, response: { 200: z.object({ message: z.string(), data: projectSettingsDto }) } },
    },
    (request) => settings.saveSettings(ctx, request.params.id, request.body),
  );

  // The lists of the settings tabs in one answer (spec 2 §7 "GET /api/projects/{id}/settings").
  api.get(
    '/projects/:id/settings',
    { config: { access: inProject('canReadProjects') }, schema: { tags, params: id, response: { 200: projectSettingsLists } } },
    (request) => settings.settingsLists(ctx, request.params.id),
  );
  // The registration form's choices: whoever may see the project, as GET /api/project/{id}.
  api.get(
    '/projects/:id/settings/choices',
    { config: { access: seesProject }, schema: { tags, params: id, response: { 200: z.array(choiceDto) } } },
    (request) => settings.listChoices(ctx, request.params.id),
  );

  // ---- Tab inschrijvingsvoorkeuren: choices, part of the project (projects.update) ----
  settingsTabRoutes(api, {
    plural: 'choices',
    single: 'choice',
    param: 'choiceId',
    kind: 'choice',
    flags: { create: 'canUpdateProjects', update: 'canUpdateProjects', delete: 'canUpdateProjects' },
    body: choiceBody,
    dto: choiceDto,
    create: (projectId, body) => settings.createChoice(ctx, projectId, body),
    update: (projectId, itemId, body) => settings.updateChoice(ctx, projectId, itemId, body),
    remove: (projectId, itemId) => settings.deleteChoice(ctx, projectId, itemId),
  });

  // ---- Tabs casts and repetitietypes: their own areas ----
  const named = [
    { plural: 'casts', single: 'cast', kind: 'cast', named: 'casts', flag: 'Casts', body: castBody },
    {
      plural: 'repetition_types',
      single: 'repetition_type',
      kind: 'repetitionType',
      named: 'repetitionTypes',
      flag: 'RepetitionTypes',
      body: repetitionTypeBody,
    },
  ] as const;
  for (const n of named) {
    settingsTabRoutes(api, {
      plural: n.plural,
      single: n.single,
      param: 'itemId',
      kind: n.kind,
      flags: { create: `canCreate${n.flag}`, update: `canUpdate${n.flag}`, delete: `canDelete${n.flag}` },
      body: n.body,
      dto: namedDto,
      create: (projectId, body) => settings.createNamed(ctx, n.named, projectId, body),
      update: (projectId, itemId, body) => settings.updateNamed(ctx, n.named, projectId, itemId, body),
      remove: (projectId, itemId) => settings.deleteNamed(ctx, n.named, projectId, itemId),
    });
  }

  // ---- Tab locaties ----
  settingsTabRoutes(api, {
    plural: 'locations',
    single: 'location',
    param: 'locationId',
    kind: 'location',
    flags: { create: 'canCreateLocations', update: 'canUpdateLocations', delete: 'canDeleteLocations' },
    body: locationBody,
    dto: locationDto,
    create: (projectId, body) => settings.createLocation(ctx, projectId, body),
    update: (projectId, itemId, body) => settings.updateLocation(ctx, projectId, itemId, body),
    remove: (projectId, itemId) => settings.deleteLocation(ctx, projectId, itemId),
  });

  // ---- Tab toegangsrollen: every role with its number of users in this project ----
  api.get(
    '/project/:id/access_roles',
    {
      config: { access: readProjectLinks },
      schema: { tags, params: id, response: { 200: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), userCount: z.number() })) } },
    },
    (request) => settings.projectAccessRoles(ctx, request.params.id),
  );
}
