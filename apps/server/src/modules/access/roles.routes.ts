import { translateNl } from '@coulisse/shared/i18n/index';
import { accessRoleCopyAnswer, accessRoleDto, rightsMatrixArea } from '@coulisse/shared/schemas/access';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { presentRightsMatrix } from './access.presenter';
import { copyAccessRole, getAccessRole } from './access.service';
import { rowIdParam } from '../../platform/http/params';

const tags = ['access'];

/** The role calls beyond the generic list: the empty matrix, one role, and its copy (spec 3 §7). */
export async function roleRoutes(api: App, ctx: AppContext) {
  api.get('/access_roles/rights', { config: { access: { right: 'rights.read' } }, schema: { tags, response: { 200: z.array(rightsMatrixArea) } } }, () =>
    presentRightsMatrix(),
  );

  api.get(
    '/access_role/:id',
    { config: { access: { right: 'rights.read' } }, schema: { tags, params: z.object({ id: rowIdParam }), response: { 200: accessRoleDto } } },
    (request) => getAccessRole(ctx, request.params.id),
  );

  // A GET that creates, as the spec has it; safe because the API authenticates with a bearer
  // header only, never with cookies a foreign page could make the browser send. No HEAD twin:
  // a HEAD must never create anything.
  api.get(
    '/access_role/:id/copy',
    { exposeHeadRoute: false, config: { access: { right: 'rights.create' } }, schema: { tags, params: z.object({ id: rowIdParam }), response: { 201: accessRoleCopyAnswer } } },
    async (request, reply) => {
      const data = await copyAccessRole(ctx, request.params.id);
      return reply.status(201).send({ message: translateNl('accessRoles.copied'), data });
    },
  );
}
