import { translateNl } from '@coulisse/shared/i18n/index';
import { profileSaveAnswer } from '@coulisse/shared/schemas/people/profile';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { personOnly } from './people.access';
import { idParam } from './profile.routes';
import { presentUser } from './user.presenter';
import { verifyOwnData } from './verification.service';

/**
 * GET /api/verify/{id} (spec 1 §7 "verifies own data"). Only the person in the path, also one
 * that still has to verify (that is the point): nobody verifies for someone else.
 * A GET that changes data, because the spec says so: safe only because the API authenticates with
 * a bearer header, never cookies, so another site cannot make a browser call it. No HEAD twin: a
 * HEAD must never change anything.
 */
export async function verificationRoutes(api: App, ctx: AppContext) {
  api.get(
    '/verify/:id',
    { exposeHeadRoute: false, config: { access: personOnly }, schema: { tags: ['people'], params: idParam, response: { 200: profileSaveAnswer } } },
    async (request) => {
      const user = await verifyOwnData(ctx, request.auth!, request.params.id);
      return { message: translateNl('profileScreen.verified'), data: presentUser(user, request.auth!), signOut: false };
    },
  );
}
