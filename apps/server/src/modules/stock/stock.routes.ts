import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { categoriesRoutes } from './categories.routes';
import { lookupsRoutes } from './lookups.routes';
import { racksRoutes } from './racks.routes';

/** The stock's lookups (racks, sizes, fabrics, patterns, colours) and the categories with prices (spec 3). */
export async function stockRoutes(api: App, ctx: AppContext) {
  await lookupsRoutes(api, ctx);
  await racksRoutes(api, ctx);
  await categoriesRoutes(api, ctx);
}
