import { ONLINE_WINDOW_MINUTES } from '@coulisse/shared/rules/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import { articles, orders, projects, users } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';

/**
 * `articles`: the articles in the stock (active; removed ones are soft-deleted). `rentals`: the
 * orders the order list shows by default (spec 3 §9: neither billed nor canceled).
 */
const overview = z.object({ projects: z.number(), employees: z.number(), onlineUsers: z.number(), articles: z.number(), rentals: z.number() });

export async function statisticsRoutes(api: App, ctx: AppContext) {
  /** Counts for the overview widgets (spec 1 §2 /overzicht); staff levels only. */
  api.get('/statistics/overview', { config: { access: { level: [1, 2, 3] } }, schema: { tags: ['admin'], response: { 200: overview } } }, async () => {
    const [row] = await ctx.db
      .select({
        projects: sql<number>`(select count(*)::int from ${projects})`,
        employees: sql<number>`(select count(*)::int from ${users} where ${users.level} = 0)`,
        onlineUsers: sql<number>`(select count(*)::int from ${users} where ${users.lastActivity} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))`,
        articles: sql<number>`(select count(*)::int from ${articles} where ${articles.active})`,
        rentals: sql<number>`(select count(*)::int from ${orders} where not ${orders.billed} and not ${orders.canceled})`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  });
}
