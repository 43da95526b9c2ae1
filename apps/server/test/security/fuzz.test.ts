import { AREAS } from '@coulisse/shared/access/registry';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accessRoles, projects, userAccessRoles, users } from '../../src/db/schema/index';
import { createSession } from '../../src/platform/auth/sessions';
import { areaRights, buildProject, buildUser } from '../factories';
import { nearlyValid, number, prototypeKeys, smallString } from './arbitraries';
import { appWithRoutes, fillParams, hasBody, isApiRoute, pathParams, type ApiRoute } from './routeTable';

/**
 * Random bodies, query strings and path parameters against every API route, signed in as a
 * level-1 administrator (who gets past every guard), anonymously and with a made-up token. The
 * properties: no answer is a 500, and no 4xx answer changed the database.
 */
const RUNS_PER_ROUTE = 20;

const { t, routes } = await appWithRoutes();
const db = t.ctx.db;
const project = await buildProject(db);
let admin = await buildUser(db, { level: 1 });
const member = await buildUser(db, { rights: areaRights('settings', 'read'), projectRights: { projectId: project.id, rights: areaRights('scenes', 'read') } });

// The rows fuzzed calls aim at. Put back before every run, so a partial write by a refused call
// finds something to change even after earlier calls deleted it.
const fixture = {
  projects: await db.select().from(projects).where(eq(projects.id, project.id)),
  users: await db.select().from(users).where(eq(users.id, member.id)),
  accessRoles: await db.select().from(accessRoles),
  userAccessRoles: await db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, member.id)),
};
async function replenish(): Promise<void> {
  await db.insert(projects).values(fixture.projects).onConflictDoNothing();
  await db.insert(users).values(fixture.users).onConflictDoNothing();
  await db.insert(accessRoles).values(fixture.accessRoles).onConflictDoNothing();
  await db.insert(userAccessRoles).values(fixture.userAccessRoles).onConflictDoNothing();
}
const knownIds = [project.id, admin.id, member.id, ...fixture.accessRoles.map((r) => r.id)].map(String);

// Every table of the product, so tables added later are covered without touching this file.
const { rows: tables } = await t.ctx.database.raw.query<{ name: string }>(
  "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
);
// last_activity is written in the background on any signed-in request (once a minute), whatever its answer.
const row = `(to_jsonb(x) - 'last_activity')::text`;
const checksumSql = tables
  .map(({ name }) => `select '${name}' as name, count(*)::int as n, md5(coalesce(string_agg(${row}, ',' order by ${row}), '')) as hash from "${name}" x`)
  .join(' union all ');

async function databaseState(): Promise<string> {
  const { rows } = await t.ctx.database.raw.query<{ name: string; n: number; hash: string }>(checksumSql);
  return rows.map((r) => `${r.name}:${r.n}:${r.hash}`).join('\n');
}

/** A fresh admin session: a fuzzed call may have signed the previous one out, or removed the admin. */
async function adminToken(): Promise<string> {
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, admin.id));
  if (!exists) admin = await buildUser(db, { level: 1 });
  return createSession(db, admin.id, false);
}

/**
 * Between runs: after an accepted call the fixture and the admin session are put back and the
 * state is read again; after a refusal nothing changed (that is checked), so both stay valid.
 */
const between = { accepted: true, token: '', state: '' };
async function prepareRun(): Promise<void> {
  if (!between.accepted) return;
  await replenish();
  between.token = await adminToken();
  between.state = await databaseState();
  between.accepted = false;
}

const idLike = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownIds, '999999') },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '1.5', '1e3', '2147483648', '99999999999999999999', 'abc', '') },
  { weight: 1, arbitrary: smallString },
);
const ids = fc.array(fc.oneof(fc.constantFrom(...knownIds.map(Number)), number), { minLength: 1, maxLength: 3 });
const areaName = fc.constantFrom(...AREAS.map((a) => a.name), ...prototypeKeys);
const rightsMatrix = fc.array(
  fc.record({
    name: areaName,
    read: fc.boolean(),
    create: fc.boolean(),
    update: fc.boolean(),
    delete: fc.boolean(),
    subRights: fc.array(fc.record({ name: fc.oneof(smallString, fc.constantFrom('personal', 'pin', ...prototypeKeys)), access: fc.boolean() }), { maxLength: 3 }),
  }),
  { maxLength: 4 },
);
/** A value for any field: often one a schema accepts, sometimes one at an edge or of the wrong type. */
const fieldValue = fc.oneof(ids, number, fc.boolean(), smallString, fc.string({ minLength: 3, maxLength: 300 }), rightsMatrix, fc.jsonValue({ maxDepth: 2 }), fc.constant(null));

const filterNames = ['text', 'linked', 'sex', 'minAge', 'maxAge', 'level', 'registrations', 'ignore', ...prototypeKeys];
const filters = fc.dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...filterNames) }, { weight: 1, arbitrary: smallString }), fieldValue, { maxKeys: 3 });
const sort = fc
  .tuple(fc.constantFrom('name', 'lastName', 'createdAt', 'email', 'id', ...prototypeKeys), fc.constantFrom('', ':asc', ':desc', ':sideways'))
  .map(([field, dir]) => field + dir);
const query = fc
  .record(
    {
      filters: fc.oneof({ weight: 4, arbitrary: filters.map((f) => JSON.stringify(f)) }, { weight: 1, arbitrary: smallString }),
      sort: fc.oneof({ weight: 4, arbitrary: sort }, { weight: 1, arbitrary: smallString }),
      offset: fc.oneof(number.map(String), smallString),
      items: fc.oneof(number.map(String), fc.constant('all'), smallString),
      all: fc.constantFrom('true', '1', 'false', 'ja'),
      token: smallString,
    },
    { requiredKeys: [] },
  )
  .chain((known) => fc.dictionary(smallString, smallString, { maxKeys: 2 }).map((extra) => new URLSearchParams({ ...extra, ...known }).toString()));

/** Bodies that mostly pass the route's schema (to reach the handler), sometimes anything at all. */
function bodyFor(route: ApiRoute) {
  const schema = route.route.schema?.body;
  const fields = ['ids', 'userIds', 'accessRoleIds', 'name', 'rights', ...prototypeKeys];
  const shaped = schema instanceof z.ZodType ? nearlyValid(schema, knownIds.map(Number)) : fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 6, arbitrary: shaped.map((o) => JSON.stringify(o) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    // Raw text sent as JSON: the parser must refuse it with a 400.
    { weight: 1, arbitrary: smallString },
  );
}

// Mostly the administrator: anonymous callers stop at the guard, the administrator reaches the handlers.
const identity = fc.oneof({ weight: 6, arbitrary: fc.constant('admin') }, fc.constant('anonymous'), fc.constant('made-up token'));

const fuzzed = routes.filter((r) => isApiRoute(r.url) && r.access !== undefined && r.method !== 'HEAD');

describe('the fuzzed route table', () => {
  it('covers the API', () => {
    expect(fuzzed.length).toBeGreaterThan(30);
  });
});

describe.each(fuzzed.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_, route) => {
  it('never answers 500, and a refusal changes nothing', async () => {
    const params = fc.record(Object.fromEntries(pathParams(route.url).map((p) => [p, idLike])));
    const body = hasBody(route.method) ? bodyFor(route) : fc.constant(null);
    await fc.assert(
      fc.asyncProperty(identity, params, query, body, async (who, values, qs, payload) => {
        await prepareRun();
        const headers: Record<string, string> = {};
        if (who === 'admin') headers.authorization = `Bearer ${between.token}`;
        if (who === 'made-up token') headers.authorization = 'Bearer 0123456789abcdef';
        if (payload !== null) headers['content-type'] = 'application/json';
        const url = `${fillParams(route.url, (name) => values[name] ?? '1')}${qs ? `?${qs}` : ''}`;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(payload !== null ? { payload } : {}) });
        const call = `${who}: ${route.method} ${url} ${payload ?? ''}`;
        expect(res.statusCode, `${call} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 400) {
          between.accepted = true;
          return;
        }
        const after = await databaseState();
        const changed = after.split('\n').filter((line) => !between.state.split('\n').includes(line)).map((line) => line.split(':')[0]);
        // A failing run leaves its change behind: the next run reads the state afresh.
        if (changed.length) between.accepted = true;
        expect(changed, `${call} answered ${res.statusCode} but changed these tables`).toEqual([]);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
