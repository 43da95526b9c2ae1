import { ONLINE_WINDOW_MINUTES } from '@coulisse/shared/rules/constants';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../app';
import { projects, users } from '../../db/schema/index';
import type { AppContext } from '../../platform/context';


const overview = z.object({ projects: z.number(), employees: z.number(), onlineUsers: z.number() });

export async function statisticsRoutes(api: App, ctx: AppContext) {
  /** Counts for the overview widgets (spec 1 §2 /overzicht); staff levels only. */
  api.get('/statistics/overview', { config: { access: { level: [1, 2, 3] } }, schema: { tags: ['admin'], response: { 200: overview } } }, async () => {
    const [row] = await ctx.db
      .select({
        projects: sql<number>`(select count(*)::int from ${projects})`,
        employees: sql<number>`(select count(*)::int from ${users} where ${users.level} = 0)`,
        onlineUsers: sql<number>`(select count(*)::int from ${users} where ${users.lastActivity} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))`,
      })
      .from(sql`(select 1) as one`);
    return row!;
  });
}
