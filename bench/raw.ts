import type { Auth } from '../apps/server/src/platform/auth/sessions';
import type { Database } from '../apps/server/src/platform/db/client';
import { buildOrder, buildWhere, countQuery, narrowsFirst, pageQuery, parseFilters, type ListResource } from '../apps/server/src/platform/http/list';
import { usersList } from '../apps/server/src/modules/people/users.list';
import { DEFAULT_ACCESS_ROLES } from '../apps/server/src/seed/demo';
import type { ListCall, RawTiming } from './protocol';
import { percentile } from './stats';

/**
 * The bench staff as the list sees them: the Productieteam role, whose rights open the personal
 * and registrations filters; the SQL does not depend on the caller otherwise.
 */
const caller: Auth = {
  user: {
    id: 0,
    email: 'staf@bench.coulisse.be',
    firstName: 'Bench',
    lastName: 'Coördinator',
    level: 2,
    image: null,
    shouldVerify: false,
    canEditClothingSizes: true,
    shouldUploadCertificate: false,
  },
  sessionId: 0,
  rights: DEFAULT_ACCESS_ROLES[0]!.rights,
};

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** "Limit › Index Scan (users_last_name_idx)": the chain of first children, enough to spot a sort or a seq scan. */
function describePlan(node: PlanNode | undefined): string {
  const parts: string[] = [];
  for (let n = node; n; n = n.Plans?.[0]) parts.push(n['Index Name'] ? `${n['Node Type']} (${n['Index Name']})` : n['Node Type']);
  return parts.join(' › ');
}

/**
 * Times the SQL the users list runs for a call, straight through the driver: the page and the
 * count query built by the same helpers, run together as the route runs them.
 */
export async function timeListSql(database: Database, call: ListCall, runs: number): Promise<RawTiming> {
  const resource = usersList as unknown as ListResource<unknown, unknown>;
  const filters = parseFilters(resource, call.filters ? JSON.stringify(call.filters) : undefined);
  const where = buildWhere(resource, filters, caller);
  const order = buildOrder(resource, call.sort);
  const page = pageQuery(database.db, resource, where, order, call.items ?? 10, call.offset ?? 0, narrowsFirst(resource, filters)).toSQL();
  const count = countQuery(database.db, resource, where).toSQL();
  const once = () => Promise.all([database.raw.query(page.sql, page.params), database.raw.query(count.sql, count.params)]);

  for (let i = 0; i < 5; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    times.push(performance.now() - start);
  }

  const explain = async (q: { sql: string; params: unknown[] }) => {
    const { rows } = await database.raw.query<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] | string }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${q.sql}`,
      q.params,
    );
    const cell = rows[0]!['QUERY PLAN'];
    const [result] = typeof cell === 'string' ? (JSON.parse(cell) as [{ Plan: PlanNode; 'Execution Time': number }]) : cell;
    return result;
  };
  const [pagePlan, countPlan] = [await explain(page), await explain(count)];
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    explainMs: pagePlan['Execution Time'] + countPlan['Execution Time'],
    plan: describePlan(pagePlan.Plan),
  };
}
