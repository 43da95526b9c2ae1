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
import type { AccessRule } from '../../platform/access/rules';
import type { AppContext } from '../../platform/context';
import type { App } from '../../platform/http/app';
import { sendFile } from '../../platform/http/files';
import { registerScopedList } from '../../platform/http/list';
import { rowIdParam } from '../../platform/http/params';
import { seesProject } from '../projects/projects.access';
import { copyRegistrations, copyTargets } from './copy.service';
import { projectRegistrations, projectRegistrationsExport, visibleRegistrations } from './lists.service';
import { onRegistrationOrOwn, registerRegistrationsAccess } from './registrations.access';
import { notRegisteredResource } from './registrations.list';
import { findProject } from './registrations.repository';
import { getRegistration, register, registrationForm, unregister, updateRegistration, updateRegistrationOthers, updateRegistrationRoles } from './registrations.service';

const tags = ['registrations'];
const projectParams = z.object({ id: rowIdParam });
const projectUserParams = z.object({ id: rowIdParam, userId: rowIdParam });
const idParams = z.object({ id: rowIdParam });
const readRegistrations: AccessRule = { flag: 'canReadRegistrations', project: 'id' };
/** The person of the path (`:userId`) acting for themself, in a project they may see (spec 1 §6). */
const selfWhereSeen: AccessRule = { allOf: [{ self: { param: 'userId' } }, seesProject] };
/** Registering someone else: canCreateRegistrations in the project; oneself where one sees the project (the window decides). */
const registerOther: AccessRule = { anyOf: [{ flag: 'canCreateRegistrations', project: 'id' }, selfWhereSeen] };
/** The form of someone else (to register or edit them): who may read the project's registrations; one's own where one sees the project. */
const readForm: AccessRule = { anyOf: [readRegistrations, selfWhereSeen] };
/** canCopyRegistrations in the source project, canCreateRegistrations in the target. */
const copyAccess: AccessRule = { flag: 'canCopyRegistrations', project: 'id' };
const copyInto: AccessRule = { allOf: [copyAccess, { flag: 'canCreateRegistrations', project: { body: 'projectId' } }] };

/** Registrations (spec 1 §2 §4 §7, issue 4): register, lists, export, detail, edit, unregister, copy. */
export async function registrationsRoutes(api: App, ctx: AppContext) {
  registerRegistrationsAccess();

  api.get(
    '/project/:id/registration-form',
    { config: { access: seesProject }, schema: { tags, summary: 'The registration form of the caller for a project', params: projectParams, response: { 200: registrationFormAnswer } } },
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
    { config: { access: seesProject }, schema: { tags, summary: 'Register oneself (the window decides)', params: projectParams, body: registrationBody, response: { 201: registrationSaveAnswer } } },
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
    api.get(`/project/:id/${path}`, { config: { access: readRegistrations }, schema: { tags, params: projectParams, querystring: listQuery } }, (request) =>
      projectRegistrations(ctx, request.auth!, request.params.id, request.query, location),
    );
  }

  api.get(
    '/reports/project/:id/registrations.xlsx',
    {
      config: { access: { flag: 'canExportRegistrations', project: 'id' }, download: true },
      schema: { tags, summary: 'The registrations of a project as xlsx, by last name; opened with a download token', params: projectParams, querystring: listQuery.extend({ token: z.string().max(200).optional() }) },
    },
    async (request, reply) => sendFile(reply, await projectRegistrationsExport(ctx, request.auth!, request.params.id, request.query)),
  );

  registerScopedList(api, ctx, {
    path: '/project/:id/not-registered',
    params: projectParams,
    access: { flag: 'canCreateRegistrations', project: 'id' },
    resource: (params) => notRegisteredResource(params.id),
    exists: async (db, params) => Boolean(await findProject(db, params.id)),
    tags,
    summary: 'Users not registered for a project',
  });

  // Self-service: the answer is scoped to the caller in the query (their own, and what their roles let them read).
  api.get('/registrations', { config: { access: 'authenticated' }, schema: { tags, summary: 'Every registration the caller may see', querystring: listQuery } }, (request) =>
    visibleRegistrations(ctx, request.auth!, request.query),
  );

  api.get('/registration/:id', { config: { access: onRegistrationOrOwn('canReadRegistrations') }, schema: { tags, params: idParams, response: { 200: registrationDto } } }, (request) =>
    getRegistration(ctx, request.auth!, request.params.id),
  );
  api.put('/registration/:id', { config: { access: onRegistrationOrOwn('canUpdateRegistrations') }, schema: { tags, params: idParams, body: registrationBody, response: { 200: registrationSaveAnswer } } }, (request) =>
    updateRegistration(ctx, request.auth!, request.params.id, request.body),
  );
  // The section saves of spec 1 §7: the same rights, windows and rules as the whole edit above.
  api.put(
    '/registrations/:id/roles',
    { config: { access: onRegistrationOrOwn('canUpdateRegistrations') }, schema: { tags, summary: 'Save the preferences (choices, audition) of a registration', params: idParams, body: registrationRolesBody, response: { 200: registrationSaveAnswer } } },
    (request) => updateRegistrationRoles(ctx, request.auth!, request.params.id, request.body),
  );
  api.put(
    '/registrations/others',
    { config: { access: onRegistrationOrOwn('canUpdateRegistrations', 'body') }, schema: { tags, summary: 'Save the other data (part of town, talents, remarks, diet) of a registration', body: registrationOthersBody, response: { 200: registrationSaveAnswer } } },
    (request) => updateRegistrationOthers(ctx, request.auth!, request.body),
  );
  api.delete('/registrations/signoff/:id', { config: { access: onRegistrationOrOwn('canDeleteRegistrations') }, schema: { tags, summary: 'Unregister', params: idParams, response: { 200: unregisterAnswer } } }, (request) =>
    unregister(ctx, request.auth!, request.params.id),
  );

  api.post(
    '/project/:id/registrations/copy',
    { config: { access: copyInto }, schema: { tags, summary: 'Copy every registration of this project to another one', params: projectParams, body: copyRegistrationsBody, response: { 200: copyRegistrationsAnswer } } },
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
