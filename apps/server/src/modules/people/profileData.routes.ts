import { historyQuery, sizesAnswer, userRegistrationsAnswer } from '@coulisse/shared/schemas/people/profile';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';
import { exportPersonalData } from './export.service';
import { countChanges, listChanges } from './history.repository';
import { personOrAdministrator } from './people.access';
import { findUser } from './profile.repository';
import { idParam } from './profile.routes';
import { registrationsOfUser } from './registrations.repository';
import { presentSizes } from './user.presenter';

const tags = ['people'];

/** Reading parts of a profile: sizes, settings, registrations, the change history and the personal data export. */
export async function profileDataRoutes(api: App, ctx: AppContext) {
  const readAccess = (sub: 'users.clothing' | 'users.other' | 'users.registrations') =>
    ({
      allOf: [
        { right: 'users.read', self: 'id' },
        { right: sub, self: 'id' },
      ],
    }) as const;

  api.get(
    '/user/:id/sizes',
    { config: { access: readAccess('users.clothing') }, schema: { tags, params: idParam, response: { 200: sizesAnswer } } },
    async (request) => {
      const user = await findUser(ctx.db, request.params.id);
      if (!user) throw notFound();
      return presentSizes(user);
    },
  );

  // The photo consent column is the source of truth for `pictures`; the PIN is the person's own.
  api.get('/user/:id/settings', { config: { access: readAccess('users.other') }, schema: { tags, params: idParam } }, async (request) => {
    const user = await findUser(ctx.db, request.params.id);
    if (!user) throw notFound();
    const own = user.id === request.auth!.user.id;
    return { pictures: user.pictures, pin: own ? user.pin : null };
  });

  // The profile's inschrijvingen tab: the person, or the canReadUserRegistrations flag.
  api.get(
    '/user/:id/registrations',
    { config: { access: readAccess('users.registrations') }, schema: { tags, params: idParam, response: { 200: userRegistrationsAnswer } } },
    async (request) => {
      if (!(await findUser(ctx.db, request.params.id))) throw notFound();
      const data = await registrationsOfUser(ctx.db, request.params.id);
      return { data, total: data.length };
    },
  );

  api.get('/user/:id/history', { config: { access: { level: [1] } }, schema: { tags, params: idParam, querystring: historyQuery } }, async (request) => {
    const { id } = request.params;
    if (!(await findUser(ctx.db, id))) throw notFound();
    const { offset, items } = request.query;
    const [data, total] = await Promise.all([listChanges(ctx.db, id, { offset, items }), countChanges(ctx.db, id)]);
    return { data, total, offset, items };
  });

  // Self only (or level 1): staff with users.read must not download a whole person in one go.
  api.get('/user/:id/export', { config: { access: personOrAdministrator }, schema: { tags, params: idParam } }, async (request, reply) => {
    const document = await exportPersonalData(ctx, request.params.id);
    const name = `gegevens-${request.params.id}-${document.exportedAt.slice(0, 10)}.json`;
    return reply
      .header('content-disposition', `attachment; filename="${name}"`)
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(document, null, 2));
  });
}
