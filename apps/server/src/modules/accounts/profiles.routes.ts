import { sessionUser } from '@coulisse/shared/schemas/accounts';
import { createProfileAnswer, createProfileBody, linkedProfilesAnswer } from '@coulisse/shared/schemas/userAdmin';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { rowIdParam } from '../../platform/http/params';
import { createProfile } from './profiles.service';
import { listLinkedProfiles, switchProfile } from './switchProfile.service';

const tags = ['accounts'];
const idParam = z.object({ id: rowIdParam });

/** Creating profiles for others and switching between linked profiles (spec 1 §2 profile menu, §7). */
export async function profilesRoutes(api: App, ctx: AppContext) {
  // Any signed-in account may create a linked profile; an independent account (linked: false)
  // needs canCreateUsers, which the service checks because the guard cannot read the body.
  api.post(
    '/profile',
    { config: { access: 'authenticated' }, schema: { tags, body: createProfileBody, response: { 201: createProfileAnswer } } },
    async (request, reply) => reply.status(201).send(await createProfile(ctx, request.auth!, request.body)),
  );

  api.get(
    '/user/:id/profiles',
    { config: { access: { right: 'users.read', self: 'id' } }, schema: { tags, params: idParam, response: { 200: linkedProfilesAnswer } } },
    async (request) => ({ data: await listLinkedProfiles(ctx, request.auth!, request.params.id) }),
  );

  // A GET that opens a session (the spec's verb): no HEAD twin, and the answer is never cached.
  api.get(
    '/auth/switchProfile/:id',
    { exposeHeadRoute: false, config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: sessionUser } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return switchProfile(ctx, request.auth!, request.params.id, request.headers['user-agent']);
    },
  );
}
