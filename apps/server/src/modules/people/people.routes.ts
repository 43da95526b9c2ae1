import fs from 'node:fs';
import path from 'node:path';
import { userProfile } from '@coulisse/shared/schemas/people';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { registerListResource } from '../../platform/http/list';
import { uploadsDir } from '../../platform/files/images';
import { pictureRoutes } from './picture.routes';
import { profileDataRoutes } from './profileData.routes';
import { findUser } from './profile.repository';
import { idParam, profileRoutes } from './profile.routes';
import { presentUser } from './user.presenter';
import { usersList } from './users.list';
import { verificationRoutes } from './verification.routes';

export async function peopleRoutes(api: App, ctx: AppContext) {
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

  // Profile pictures: names are random UUIDs only handed out to callers with the picture right,
  // so an <img> can load them without a bearer header.
  api.get(
    '/uploads/:file',
    { config: { access: 'public' }, schema: { tags: ['people'], params: z.object({ file: z.string().max(40).regex(/^[0-9a-f-]{36}\.jpg$/) }) } },
    async (request, reply) => {
      const file = path.join(uploadsDir(ctx.config.dataDir), request.params.file);
      if (!fs.existsSync(file)) throw notFound();
      return reply.header('cache-control', 'private, max-age=86400').type('image/jpeg').send(fs.createReadStream(file));
    },
  );
}
