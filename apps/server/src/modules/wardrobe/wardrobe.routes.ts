import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { articlesRoutes } from './articles.routes';
import { categoriesRoutes } from './categories.routes';
import { lookupsRoutes } from './lookups.routes';
import { racksRoutes } from './racks.routes';
import { rentalsRoutes } from './rentals.routes';
import { registerWardrobeAccess } from './wardrobe.access';

/**
 * The wardrobe (spec 3): the stock's lookups (racks, sizes, fabrics, patterns, colours), the
 * categories with prices, the costume articles and the rental orders.
 */
export async function wardrobeRoutes(api: App, ctx: AppContext) {
  registerWardrobeAccess();
  await lookupsRoutes(api, ctx);
  await racksRoutes(api, ctx);
  await categoriesRoutes(api, ctx);
  await articlesRoutes(api, ctx);
  await rentalsRoutes(api, ctx);
}
