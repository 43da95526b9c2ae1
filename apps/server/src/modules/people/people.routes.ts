import type { App } from '../../app';
import type { AppContext } from '../../platform/context';
import { registerListResource } from '../../platform/http/list';
import { usersList } from './users.list';

export async function peopleRoutes(api: App, ctx: AppContext) {
  registerListResource(api, ctx, usersList);
}
