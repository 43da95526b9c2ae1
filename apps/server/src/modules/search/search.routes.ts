import { searchAnswer, searchBody } from '@coulisse/shared/schemas/search';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { globalSearch } from './search.service';

/** Global search (spec 1 §2 top bar and /zoekresultaten, §7). */
export async function searchRoutes(api: App, ctx: AppContext) {
  api.post(
    '/general/search',
    {
      // Every signed-in account may search; what it finds depends on its rights (search.service.ts).
      config: { access: 'authenticated' },
      schema: {
        tags: ['search'],
        summary: 'Search the types the caller may read; per type the total and one page (5 by default)',
        body: searchBody,
        response: { 200: searchAnswer },
      },
    },
    (request) => globalSearch(ctx.db, request.auth!, request.body),
  );
}
