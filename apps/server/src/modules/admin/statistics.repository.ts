import { ONLINE_WINDOW_MINUTES } from '@coulisse/shared/rules/constants';
import { sql } from 'drizzle-orm';
import { articles, orders, projects, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/**
 * The overview's counts in one statement. `articles`: the articles in the stock (active; removed
 * ones are soft-deleted). `rentals`: the orders the order list shows by default (spec 3 §9:
 * neither billed nor canceled).
 */
export async function overviewCounts(db: DbOrTx) {
  const [row] = await db
    .select({
      projects: sql<number>`(select count(*)::int from ${projects})`,
      employees: sql<number>`(select count(*)::int from ${users} where ${users.level} = 0)`,
      onlineUsers: sql<number>`(select count(*)::int from ${users} where ${users.lastActivity} > now() - make_interval(mins => ${ONLINE_WINDOW_MINUTES}))`,
      articles: sql<number>`(select count(*)::int from ${articles} where ${articles.active})`,
      rentals: sql<number>`(select count(*)::int from ${orders} where not ${orders.billed} and not ${orders.canceled})`,
    })
    .from(sql`(select 1) as one`);
  return row!;
}
