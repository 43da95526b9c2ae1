import { deriveFlags } from '@coulisse/shared/access/flags';
import { listQuery } from '@coulisse/shared/schemas/lists';
import {
  copyRegistrationsAnswer,
  copyRegistrationsBody,
  registrationBody,
  registrationDto,
  registrationFormAnswer,
  registrationOthersBody,
  registrationRolesBody,
  registrationSaveAnswer,
  unregisterAnswer,
} from '@coulisse/shared/schemas/registrations';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { streamXlsx } from '../../platform/http/xlsx';
import { registerScopedList } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { copyRegistrations, copyTargets } from './copy.service';
import { notRegisteredResource } from './notRegistered';
import { projectFlags } from '../../platform/access/projectRights';
import { allRegistrationsResource, presentRegistrationRow, projectRegistrationsResource, registrationExportColumns, sightOf } from './registrations.list';
import { exportRegistrations, listRegistrations } from './registrations.query';
import { findProject } from './registrations.repository';
import { getRegistration, register, registrationForm, unregister, updateRegistration, updateRegistrationOthers, updateRegistrationRoles } from './registrations.service';

const tags = ['registrations'];
const projectParams = z.object({ id: rowIdParam });
const projectUserParams = z.object({ id: rowIdParam, userId: rowIdParam });
const idParams = z.object({ id: rowIdParam });
const readRegistrations: AccessRule = { right: 'registrations.read', project: 'id' };
/** Registering someone else: canCreateRegistrations in the project; oneself always (the window decides). */
const registerOther: AccessRule = { right: 'registrations.create', project: 'id', self: 'userId' };
/** The form of someone else (to register or edit them): who may read the project's registrations. */
const readForm: AccessRule = { right: 'registrations.read', project: 'id', self: 'userId' };
/** canCopyRegistrations: create with the copy sub-right, in the source project. */
const copyAccess: AccessRule = { allOf: [{ right: 'registrations.create', project: 'id' }, { right: 'registrations.copy', project: 'id' }] };

/** Registrations (spec 1 §2 §4 §7, issue 4): register, lists, export, detail, edit, unregister, copy. */
export async function registrationsRoutes(api: App, ctx: AppContext) {
  api.get(
    '/project/:id/registration-form',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'The registration form of the caller for a project', params: projectParams, response: { 200: registrationFormAnswer } } },
    (request) => registrationForm(ctx, request.auth!, request.params.id, request.auth!.user.id),
  );
  api.get(
    '/project/:id/registration-form/:userId',
    { config: { access: readForm }, schema: { tags, summary: 'The registration form of someone for a project', params: projectUserParams, response: { 200: registrationFormAnswer } } },
    (request) => registrationForm(ctx, request.auth!, request.params.id, request.params.userId),
  );

  // spec 1 §7 "POST /api/project/{id}/users" (oneself) and "POST /api/project/{id}/user/{userId}" (register a user).
  api.post(
    '/project/:id/users',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Register oneself', params: projectParams, body: registrationBody, response: { 201: registrationSaveAnswer } } },
    async (request, reply) => reply.status(201).send(await register(ctx, request.auth!, request.params.id, request.auth!.user.id, request.body)),
  );
  api.post(
    '/project/:id/user/:userId',
    { config: { access: registerOther }, schema: { tags, summary: 'Register a user', params: projectUserParams, body: registrationBody, response: { 201: registrationSaveAnswer } } },
    async (request, reply) => reply.status(201).send(await register(ctx, request.auth!, request.params.id, request.params.userId, request.body)),
  );

  // Lists of one project: all, on stage, off stage (spec 1 §7 "Registration lists").
  for (const [path, location] of [
    ['registrations', undefined],
    ['onstage', 1],
    ['offstage', 0],
  ] as const) {
    api.get(`/project/:id/${path}`, { config: { access: readRegistrations }, schema: { tags, params: projectParams, querystring: listQuery } }, async (request) => {
      const projectId = request.params.id;
      if (!(await findProject(ctx.db, projectId))) throw notFound();
      const sight = sightOf(await projectFlags(ctx.db, request.auth!, projectId));
      const resource = projectRegistrationsResource(projectId, sight, location);
      return listRegistrations(ctx.db, resource, request.query, request.auth!, (row) => presentRegistrationRow(row, sight, request.auth!.user.id));
    });
  }

  api.get(
    '/reports/project/:id/registrations.xlsx',
    {
      config: { access: { right: 'registrations.registrations_export', project: 'id' }, download: true },
      schema: { tags, summary: 'The registrations of a project as xlsx, by last name; opened with a download token', params: projectParams, querystring: listQuery.extend({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      const project = await findProject(ctx.db, request.params.id);
      if (!project) throw notFound();
      const sight = sightOf(await projectFlags(ctx.db, request.auth!, project.id));
      const pages = exportRegistrations(ctx.db, projectRegistrationsResource(project.id, sight), request.query, request.auth!);
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename="inschrijvingen-${project.id}.xlsx"`);
      return reply.send(streamXlsx('Inschrijvingen', registrationExportColumns(sight), pages));
    },
  );

  registerScopedList(api, ctx, {
    path: '/project/:id/not-registered',
    params: projectParams,
    access: { right: 'registrations.create', project: 'id' },
    resource: (params) => notRegisteredResource(params.id),
    exists: async (db, params) => Boolean(await findProject(db, params.id)),
    tags,
    summary: 'Users not registered for a project',
  });

  api.get('/registrations', { config: { access: 'authenticated' }, schema: { tags, summary: 'Every registration the caller may see', querystring: listQuery } }, (request) => {
    const auth = request.auth!;
    const flags = deriveFlags(auth.rights);
    const resource = allRegistrationsResource(auth.user.id, flags.canReadRegistrations === true && !auth.user.shouldVerify);
    const sight = { general: flags.canReadRegistrationsGeneral === true, preferred: false, other: false };
    return listRegistrations(ctx.db, resource, request.query, auth, (row) => presentRegistrationRow(row, sight, auth.user.id));
  });

  api.get('/registration/:id', { config: { access: 'authenticated' }, schema: { tags, params: idParams, response: { 200: registrationDto } } }, (request) =>
    getRegistration(ctx, request.auth!, request.params.id),
  );
  api.put('/registration/:id', { config: { access: 'authenticated' }, schema: { tags, params: idParams, body: registrationBody, response: { 200: registrationSaveAnswer } } }, (request) =>
    updateRegistration(ctx, request.auth!, request.params.id, request.body),
  );
  // The section saves of spec 1 §7: the same rights, windows and rules as the whole edit above.
  api.put(
    '/registrations/:id/roles',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Save the preferences (choices, audition) of a registration', params: idParams, body: registrationRolesBody, response: { 200: registrationSaveAnswer } } },
    (request) => updateRegistrationRoles(ctx, request.auth!, request.params.id, request.body),
  );
  api.put(
    '/registrations/others',
    { config: { access: 'authenticated' }, schema: { tags, summary: 'Save the other data (part of town, talents, remarks, diet) of a registration', body: registrationOthersBody, response: { 200: registrationSaveAnswer } } },
    (request) => updateRegistrationOthers(ctx, request.auth!, request.body),
  );
  api.delete('/registrations/signoff/:id', { config: { access: 'authenticated' }, schema: { tags, summary: 'Unregister', params: idParams, response: { 200: unregisterAnswer } } }, (request) =>
    unregister(ctx, request.auth!, request.params.id),
  );

  api.post(
    '/project/:id/registrations/copy',
    { config: { access: copyAccess }, schema: { tags, summary: 'Copy every registration of this project to another one', params: projectParams, body: copyRegistrationsBody, response: { 200: copyRegistrationsAnswer } } },
    (request) => copyRegistrations(ctx, request.auth!, request.params.id, request.body),
  );
  api.get(
    '/project/:id/registrations/copy-targets',
    {
      config: { access: copyAccess },
      schema: { tags, summary: 'The projects the caller may copy these registrations into', params: projectParams, response: { 200: z.array(z.object({ value: z.number(), label: z.string() })) } },
    },
    (request) => copyTargets(ctx, request.auth!, request.params.id),
  );
}
