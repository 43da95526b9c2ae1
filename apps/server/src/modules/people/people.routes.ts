import { userProfile } from '@coulisse/shared/schemas/people/profile';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { registerListResource } from '../../platform/http/list';
import { registerPeopleFiles } from './people.files';
import { pictureRoutes } from './picture.routes';
import { profileDataRoutes } from './profileData.routes';
import { findUser } from './profile.repository';
import { idParam, profileRoutes } from './profile.routes';
import { presentUser } from './user.presenter';
import { usersList } from './users.list';
import { verificationRoutes } from './verification.routes';

export async function peopleRoutes(api: App, ctx: AppContext) {
  registerPeopleFiles();
  registerListResource(api, ctx, usersList);
  await profileRoutes(api, ctx);
  await pictureRoutes(api, ctx);
  await profileDataRoutes(api, ctx);
  await verificationRoutes(api, ctx);

  api.get(
    '/user/:id',
    { config: { access: { right: 'users.read', self: 'id' } }, schema: { tags: ['people'], params: idParam, response: { 200: userProfile } } },
    async (request) => {
      const user = await findUser(ctx.db, request.params.id);
      if (!user) throw notFound();
      return presentUser(user, request.auth!);
    },
  );
}
