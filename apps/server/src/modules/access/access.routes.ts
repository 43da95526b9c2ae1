import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { accessRolesList } from './accessRoles.list';
import { linkRoutes } from './links.routes';
import { rightsRoutes } from './rights.routes';
import { roleRoutes } from './roles.routes';

/** Access roles, their links to users and the rights endpoints (spec 1 §6 §7, spec 3 §7). */
export async function accessRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, accessRolesList);
  await roleRoutes(api, ctx);
  await linkRoutes(api, ctx);
  await rightsRoutes(api, ctx);
}
