import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accessRoles, projects, users } from '../../src/db/schema/index';
import { answersNotFound, fieldOf, leavesOf, namedResolvers, type AccessRule } from '../../src/platform/access/rules';
import { bearer, buildProject, buildUser } from '../factories';
import { admitsAnySignedIn, appWithRoutes, fillParams, hasBody, isApiRoute } from './routeTable';

/**
 * ARCHITECTURE §4 across every route: no token gives 401, a participant without roles is refused
 * on every route that needs a right — 404 where the rule goes through a record, else 403 — and a
 * refusal reads the same whether the record exists or not. The guard refuses whoever holds the
 * right nowhere before validation, so an empty body is enough.
 */
const { t, routes } = await appWithRoutes();

// Built first, so id 1 exists as a user, a project and an access role: "an existing id" for any
// parameter. The participant is built after them and never has that id.
const owner = await buildUser(t.ctx.db, { level: 2, rights: { settings: { read: true, create: false, update: false, delete: false, sub: {} } } });
// Not open for registration: participants see open projects (spec 1 §6), and this one must refuse them.
const project = await buildProject(t.ctx.db, { openFrom: null });
const participant = await buildUser(t.ctx.db, { level: 0 });
const EXISTING = '1';
const MISSING = '999999';

const guarded = routes.filter((r) => isApiRoute(r.url) && r.access !== undefined && r.access !== 'public');
const needingRights = guarded.filter((r) => !admitsAnySignedIn(r.access!));

const request = (method: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url, headers, ...(hasBody(method) ? { payload: {} } : {}) });

describe('the fixture', () => {
  it('has id 1 in the core tables and a participant with another id', async () => {
    for (const table of [users, projects]) expect(await t.ctx.db.select({ id: table.id }).from(table).where(eq(table.id, 1))).toHaveLength(1);
    expect(await t.ctx.db.select({ id: accessRoles.id }).from(accessRoles).where(eq(accessRoles.id, 1))).toHaveLength(1);
    expect([owner.id, project.id]).toEqual([1, 1]);
    expect(participant.id).not.toBe(1);
    expect(needingRights.length).toBeGreaterThan(20);
  });
});

const selfOnRequestField = (rule: AccessRule) =>
  leavesOf(rule).some((leaf) => typeof leaf !== 'string' && 'self' in leaf && !('right' in leaf) && !('flag' in leaf) && fieldOf(leaf.self).from !== 'param');

const titled = (list: typeof routes) => list.map((r) => [`${r.method} ${r.url}`, r] as const);

describe.each(titled(guarded))('%s without a token', (_, route) => {
  it('answers 401, for an existing and a missing id alike', async () => {
    for (const id of [EXISTING, MISSING]) {
      const res = await request(route.method, fillParams(route.url, () => id));
      expect(res.statusCode, `id ${id}`).toBe(401);
    }
  });
});

describe.each(titled(needingRights))('%s as a participant without roles', (_, route) => {
  it('is refused for an existing and a missing id alike, revealing nothing', async () => {
    const refused = answersNotFound(route.access!) ? 404 : 403;
    const existing = await request(route.method, fillParams(route.url, () => EXISTING), bearer(participant));
    const missing = await request(route.method, fillParams(route.url, () => MISSING), bearer(participant));
    // A rule with a relation (the caller's own registration), or a self rule on a body or query
    // field (the caller's own data), is possible for anyone and so decided after validation: the
    // empty body may fail validation first, a 400 alike for both, never a way in.
    const selfAfterValidation = namedResolvers(route.access!).relations.length > 0 || selfOnRequestField(route.access!);
    const statuses = selfAfterValidation && existing.statusCode === 400 ? [400, 400] : [refused, refused];
    expect([existing.statusCode, missing.statusCode]).toEqual(statuses);
    // HEAD answers carry no body to compare.
    if (route.method !== 'HEAD') expect(missing.json()).toEqual(existing.json());
  });
});
