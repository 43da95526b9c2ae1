import { sessionUser } from '@coulisse/shared/schemas/accounts';
import { createAccountBody, createLinkedProfileBody, createProfileAnswer, linkedProfilesAnswer } from '@coulisse/shared/schemas/userAdmin';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { rowIdParam } from '../../platform/http/params';
import { familyProfile, registerAccountsAccess } from './accounts.access';
import { createProfile } from './profiles.service';
import { listLinkedProfiles, switchProfile } from './switchProfile.service';

const tags = ['accounts'];
const idParam = z.object({ id: rowIdParam });

/** Creating profiles for others and switching between linked profiles (spec 1 §2 profile menu, §7). */
export async function profilesRoutes(api: App, ctx: AppContext) {
  registerAccountsAccess();
  // Any signed-in account may create a linked profile of their own family.
  api.post(
    '/profile',
    { config: { access: 'authenticated' }, schema: { tags, body: createLinkedProfileBody, response: { 201: createProfileAnswer } } },
    async (request, reply) => reply.status(201).send(await createProfile(ctx, request.auth!, request.body)),
  );

  // Staff create an independent account; the person gets a link to choose a password.
  api.post(
    '/users',
    { config: { access: { flag: 'canCreateUsers' } }, schema: { tags, body: createAccountBody, response: { 201: createProfileAnswer } } },
    async (request, reply) => reply.status(201).send(await createProfile(ctx, request.auth!, request.body)),
  );

  api.get(
    '/user/:id/profiles',
    { config: { access: { right: 'users.read', self: 'id' } }, schema: { tags, params: idParam, response: { 200: linkedProfilesAnswer } } },
    async (request) => ({ data: await listLinkedProfiles(ctx, request.auth!, request.params.id) }),
  );

  // A GET that opens a session (the spec's verb): no HEAD twin, and the answer is never cached.
  // Only a profile of the caller's family; the service adds the rules on passwords and levels.
  api.get(
    '/auth/switchProfile/:id',
    { exposeHeadRoute: false, config: { access: familyProfile }, schema: { tags, params: idParam, response: { 200: sessionUser } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return switchProfile(ctx, request.auth!, request.params.id, request.headers['user-agent']);
    },
  );
}
