import { translateNl } from '@coulisse/shared/i18n/index';
import { profileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import { deleteUserAnswer, resetLinkAnswer, transferAnswer } from '@coulisse/shared/schemas/userAdmin';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { rowIdParam } from '../../platform/http/params';
import { deleteUser } from './deleteUser.service';
import { idParam } from './profile.routes';
import { presentUser } from './user.presenter';
import { confirmUser, createResetLink, transferUserData } from './userAdmin.service';

const tags = ['people'];
const transferParams = z.object({ a: rowIdParam, b: rowIdParam });

/**
 * The admin buttons of the profile screen (spec 1 §2, §7): confirm the e-mail address, a reset
 * link to hand over, delete with the data-transfer window. GET calls that change data follow the
 * spec; that is safe only because the API authenticates with a bearer header, never cookies, and
 * they have no automatic HEAD twin.
 */
export async function userAdminRoutes(api: App, ctx: AppContext) {
  api.get(
    '/user/:id/confirm',
    { exposeHeadRoute: false, config: { access: { right: 'users.update' } }, schema: { tags, params: idParam, response: { 200: profileSaveAnswer } } },
    async (request) => {
      const user = await confirmUser(ctx, request.auth!, request.params.id);
      return { message: translateNl('userAdmin.confirmed'), data: presentUser(user, request.auth!), signOut: false };
    },
  );

  api.get(
    '/user/:id/pwdToken',
    { exposeHeadRoute: false, config: { access: { right: 'users.update' } }, schema: { tags, params: idParam, response: { 200: resetLinkAnswer } } },
    async (request, reply) => {
      // The token is a credential: no cache may keep it.
      void reply.header('cache-control', 'no-store');
      return createResetLink(ctx, request.auth!, request.params.id);
    },
  );

  api.delete(
    '/user/:id',
    { config: { access: { right: 'users.delete' } }, schema: { tags, params: idParam, response: { 200: deleteUserAnswer } } },
    async (request) => deleteUser(ctx, request.auth!, request.params.id),
  );

  api.get(
    '/users/transfer/:a/:b',
    { exposeHeadRoute: false, config: { access: { right: 'users.delete' } }, schema: { tags, params: transferParams, response: { 200: transferAnswer } } },
    async (request) => transferUserData(ctx, request.auth!, request.params.a, request.params.b),
  );
}
