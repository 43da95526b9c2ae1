import { FLAGS, isFlag, type Flag } from '@coulisse/shared/access/flags';
import { isAction, type RightKey } from '@coulisse/shared/access/registry';
import { fullRights, hasRight, projectScoped, type RightsSet } from '@coulisse/shared/access/rights';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersNotFound } from '../src/platform/access/rules';
import type { TestApp } from './app';
import { bearer, buildUser, type BuiltUser } from './factories';
import type { ApiRoute } from './security/routeTable';

/**
 * The access matrix (docs/ARCHITECTURE.md "Access on the route"): for each route of an area, who
 * is refused and who gets through, table-driven so every area lists its routes the same way.
 *
 * For every case it proves, against the running app:
 * - a user holding exactly what the route needs, in project A, gets through (`allowed`, by default 2xx);
 * - users holding every other right in project A, but not one of the rights behind what the route
 *   needs (each in turn), are refused;
 * - a user holding what the route needs in project B only is refused on project A's record (an
 *   item of B under A's path, or a record of A through a resolver), and a holder in A is refused
 *   on B's record when the case can aim at one;
 * - every refusal reads exactly like the answer for a missing record (status and body), and the
 *   status is 404 when the route's rule goes through a record, 403 otherwise.
 */

/** What a case aims at: a record (or path) of project A, of project B, or one that does not exist. */
export type Target = 'A' | 'B' | 'missing';

export interface Call {
  url: string;
  payload?: unknown;
  /** When given, replaces the caller's bearer header (download tokens travel in the URL). */
  headers?: Record<string, string>;
}

export interface AccessCase {
  /** The route as the route table names it: 'PUT /api/repetitions/:id'. */
  route: string;
  /** What opens the route: any one of these flags or rights (in the project, unless `global`). */
  needs: readonly (Flag | RightKey)[];
  /** The right counts only globally (no project in the rule): no other-project case. */
  global?: boolean;
  /**
   * Rights the route needs besides (`allOf`): the holder gets them too, and a user holding every
   * other right but one of these is refused as well.
   */
  also?: readonly RightKey[];
  /**
   * The request for a caller, aimed at a target; null when the case cannot aim there (no record
   * of B). Called anew for every caller, so a destructive call can make a fresh record each time.
   */
  request: (target: Target, caller: BuiltUser) => Promise<Call | null> | Call | null;
  /** The status of the holder's call; by default any 2xx. */
  allowed?: number;
}

export interface Matrix {
  t: TestApp;
  /** The two projects, read once the file's fixture is built. */
  projects: () => { a: number; b: number };
  /** The route table (appWithRoutes), to read each route's rule. */
  routes: ApiRoute[];
  cases: readonly AccessCase[];
}

const rightsOf = (need: Flag | RightKey): readonly RightKey[] => (isFlag(need) ? FLAGS[need].rights : [need]);
const holds = (rights: RightsSet, need: Flag | RightKey) => rightsOf(need).every((r) => hasRight(rights, r));

/** Rights without one right; without read an area holds nothing (every other right implies read). */
function without(rights: RightsSet, right: RightKey): RightsSet {
  const [area, part] = right.split('.') as [string, string];
  const current = rights[area];
  if (!current) return rights;
  if (part === 'read') return { ...rights, [area]: { read: false, create: false, update: false, delete: false, sub: {} } };
  const next = { ...current, sub: { ...current.sub } };
  if (isAction(part)) next[part] = false;
  else delete next.sub[part];
  return { ...rights, [area]: next };
}

/** Exactly the rights behind the needs. */
function exactly(...needs: (Flag | RightKey)[]): RightsSet {
  let rights: RightsSet = {};
  for (const right of needs.flatMap(rightsOf)) {
    const [area, part] = right.split('.') as [string, string];
    const current = rights[area] ?? { read: false, create: false, update: false, delete: false, sub: {} };
    rights = { ...rights, [area]: isAction(part) ? { ...current, [part]: true, read: true } : { ...current, read: true, sub: { ...current.sub, [part]: true } } };
  }
  return rights;
}

/**
 * For each right behind each alternative: every right but that one (and but one right of every
 * other alternative), so no alternative holds. A removal that leaves the need held anyway is skipped.
 */
function withoutEach(needs: readonly (Flag | RightKey)[], base: RightsSet): { missing: RightKey; rights: RightsSet }[] {
  const out: { missing: RightKey; rights: RightsSet }[] = [];
  needs.forEach((need, i) => {
    for (const right of rightsOf(need)) {
      let rights = without(base, right);
      needs.forEach((other, j) => {
        if (j !== i) rights = without(rights, rightsOf(other).at(-1)!);
      });
      if (!needs.some((n) => holds(rights, n))) out.push({ missing: right, rights });
    }
  });
  return out;
}

/** Declares the matrix's tests; call it at the top level of a test file. */
export function describeAccessMatrix(matrix: Matrix): void {
  const ruleOf = (route: string) => matrix.routes.find((r) => `${r.method} ${r.url}` === route)?.access;

  describe.each(matrix.cases.map((c) => [c.route, c] as const))('access to %s', (_, c) => {
    const people: { holder?: BuiltUser; holderInB?: BuiltUser; others: { missing: RightKey; user: BuiltUser }[] } = { others: [] };
    let refused = 403;

    beforeAll(async () => {
      const rule = ruleOf(c.route);
      expect(rule, `${c.route} is no registered route`).toBeDefined();
      refused = answersNotFound(rule!) ? 404 : 403;
      const { a, b } = matrix.projects();
      const db = matrix.t.ctx.db;
      const grant = (rights: RightsSet, project: number) => (c.global ? { rights } : { projectRights: { projectId: project, rights } });
      const granted = exactly(c.needs[0]!, ...(c.also ?? []));
      people.holder = await buildUser(db, { level: 2, ...grant(granted, a) });
      if (!c.global) people.holderInB = await buildUser(db, { level: 2, ...grant(granted, b) });
      const everything = c.global ? fullRights() : projectScoped(fullRights());
      const lacking = [...withoutEach(c.needs, everything), ...(c.also ?? []).map((right) => ({ missing: right, rights: without(everything, right) }))];
      for (const { missing, rights } of lacking) people.others.push({ missing, user: await buildUser(db, { level: 2, ...grant(rights, a) }) });
    });

    const send = async (target: Target, caller: BuiltUser) => {
      const call = await c.request(target, caller);
      if (!call) return null;
      return matrix.t.app.inject({ method: c.route.split(' ')[0] as 'GET', url: call.url, headers: call.headers ?? bearer(caller), ...(call.payload !== undefined ? { payload: call.payload as object } : {}) });
    };

    /** A refusal: the expected status, and the very answer a missing record gets. */
    const expectRefused = async (target: Target, caller: BuiltUser, who: string) => {
      const res = (await send(target, caller))!;
      expect(res.statusCode, `${who}: ${res.body}`).toBe(refused);
      const missing = await send('missing', caller);
      if (missing) {
        expect(missing.statusCode, `${who}, missing record`).toBe(refused);
        expect(missing.json(), `${who}: a refusal reads like a missing record`).toEqual(res.json());
      }
    };

    it('lets a holder of exactly what it needs through, in their project', async () => {
      const res = (await send('A', people.holder!))!;
      if (c.allowed !== undefined) expect(res.statusCode, res.body).toBe(c.allowed);
      else expect(res.statusCode, res.body).toBeLessThan(300);
    });

    it('refuses a user holding every other right but not this one, like a missing record', async () => {
      expect(people.others.length, 'some right can be taken away').toBeGreaterThan(0);
      for (const { missing, user } of people.others) await expectRefused('A', user, `without ${missing}`);
    });

    it.skipIf(c.global)('refuses staff whose right is in the other project, on either project’s record', async () => {
      await expectRefused('A', people.holderInB!, 'holder in project B');
      const other = await send('B', people.holder!);
      if (other) expect(other.statusCode, 'holder in A on a record of project B').toBe(refused);
    });
  });
}

/** The routes with one of the tags that need a case: neither public nor self-service, and not listed in `cases`. */
export function uncoveredRoutes(routes: ApiRoute[], tag: string, cases: readonly AccessCase[], selfService: Record<string, string>): string[] {
  const covered = new Set(cases.map((c) => c.route));
  return routes
    .filter((r) => r.method !== 'HEAD' && r.access !== undefined && r.access !== 'public' && ((r.route.schema?.tags as string[] | undefined) ?? []).includes(tag))
    .map((r) => `${r.method} ${r.url}`)
    .filter((name) => !covered.has(name) && !Object.hasOwn(selfService, name));
}
