import { userRightsAnswer } from '@coulisse/shared/schemas/access';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { readProjectUserRights, readUserRights } from './access.rules';
import { userRights } from './access.service';
import { rowIdParam } from '../../platform/http/params';

const tags = ['access'];

/** A user's effective rights and flags (spec 1 §7 "Users"), globally or in one project. */
export async function rightsRoutes(api: App, ctx: AppContext) {
  api.get(
    '/user/:id/rights',
    { config: { access: readUserRights }, schema: { tags, params: z.object({ id: rowIdParam }), response: { 200: userRightsAnswer } } },
    (request) => userRights(ctx, request.params.id, null),
  );

  api.get(
    '/project/:id/user/:userId/rights',
    { config: { access: readProjectUserRights }, schema: { tags, params: z.object({ id: rowIdParam, userId: rowIdParam }), response: { 200: userRightsAnswer } } },
    (request) => userRights(ctx, request.params.userId, request.params.id),
  );
}
