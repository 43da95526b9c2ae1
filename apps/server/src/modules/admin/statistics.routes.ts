import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { overviewCounts } from './statistics.repository';

const overview = z.object({ projects: z.number(), employees: z.number(), onlineUsers: z.number(), articles: z.number(), rentals: z.number() });

export async function statisticsRoutes(api: App, ctx: AppContext) {
  /** Counts for the overview widgets (spec 1 §2 /overzicht); staff levels only. */
  api.get('/statistics/overview', { config: { access: { level: [1, 2, 3] } }, schema: { tags: ['admin'], response: { 200: overview } } }, () => overviewCounts(ctx.db));
}
