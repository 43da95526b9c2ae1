import { AREAS } from '@coulisse/shared/access/registry';
import type { RightsSet } from '@coulisse/shared/access/rights';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accessRoles,
  articles,
  categories,
  categoryPrices,
  clothingSizes,
  locations,
  projects,
  registrations,
  repetitions,
  repetitionTypes,
  sessions,
  userAccessRoles,
  users,
} from '../../src/db/schema/index';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../src/platform/db/errors';
import { areaRights, buildProject, buildUser } from '../factories';
import { edgeIds, nearlyValid, number, prototypeKeys, smallString } from './arbitraries';
import { appWithRoutes, fillParams, hasBody, isApiRoute, pathParams, type ApiRoute } from './routeTable';

/**
 * Random bodies, query strings and path parameters against every API route, as every kind of
 * caller: a level-1 administrator (past every guard), a level-2 staff member with a realistic role
 * (global rights in a few areas plus rights in the fuzz project, so project-scoped checks run their
 * queries), a participant without roles (level 0), anonymously and with a made-up token. The
 * properties: no answer is a 5xx, and no 4xx answer changed the database.
 */
// FUZZ_RUNS raises it for a long local hunt; CI keeps 20, which takes about as long as its old runs.
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 20);

const { t, routes } = await appWithRoutes();
const db = t.ctx.db;
const raw = t.ctx.database.raw;
const project = await buildProject(db);
const merge = (...sets: RightsSet[]): RightsSet => Object.assign({}, ...sets);
const callers = {
  admin: await buildUser(db, { level: 1 }),
  staff: await buildUser(db, {
    level: 2,
    rights: merge(areaRights('users', 'read', 'update', 'personal', 'contact'), areaRights('articles', 'read', 'create', 'update'), areaRights('orders', 'read', 'create', 'update'), areaRights('calendar', 'read')),
    projectRights: {
      projectId: project.id,
      rights: merge(
        areaRights('projects', 'read'),
        areaRights('registrations', 'read', 'create', 'update', 'general'),
        areaRights('roles', 'read', 'create', 'update'),
        areaRights('scenes', 'read', 'create'),
        areaRights('repetitions', 'read', 'create', 'update', 'pin'),
      ),
    },
  }),
  participant: await buildUser(db, { level: 0 }),
};
const callerIds = Object.values(callers).map((c) => c.id);

// Rows the handlers look up before they write: a rehearsal with its location and type in the
// project, a registration, an article with its category, size and a current price. Without them
// the handlers of rehearsals and rentals stop at their first lookup and never see a fuzzed date.
const [location] = await db.insert(locations).values({ projectId: project.id, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
const [type] = await db.insert(repetitionTypes).values({ projectId: project.id, name: 'Scène' }).returning();
const soon = new Date(Date.now() + 3 * 86_400_000);
const [rehearsal] = await db
  .insert(repetitions)
  .values({ projectId: project.id, identifier: 'R1', name: 'Doorloop', startDt: soon, endDt: new Date(soon.getTime() + 7_200_000), locationId: location!.id, typeId: type!.id, register: true })
  .returning();
const [registration] = await db.insert(registrations).values({ userId: callers.participant.id, projectId: project.id, location: 1 }).returning();
const [category] = await db.insert(categories).values({ name: 'Mantel' }).returning();
const [price] = await db.insert(categoryPrices).values({ categoryId: category!.id, startDt: '2020-01-01', priceA: 30, priceB: 20, priceC: 10, priceD: 5, priceE: 0, replacementPrice: 100 }).returning();
const [size] = await db.insert(clothingSizes).values({ size: 'M' }).returning();
const [article] = await db.insert(articles).values({ description: 'Rode mantel', categoryId: category!.id, clothingSizeId: size!.id }).returning();

// What fuzzed calls aim at, the callers and their sessions, in the order they can be inserted.
// Put back as they were after every accepted call: a partial write by a later refused call then
// finds something to change.
const fixture: [PgTable & { id: PgColumn }, number[]][] = [
  [projects, [project.id]],
  [users, callerIds],
  [accessRoles, (await db.select({ id: accessRoles.id }).from(accessRoles)).map((r) => r.id)],
  [userAccessRoles, (await db.select({ id: userAccessRoles.id }).from(userAccessRoles).where(inArray(userAccessRoles.userId, callerIds))).map((r) => r.id)],
  [sessions, (await db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, callerIds))).map((r) => r.id)],
  [locations, [location!.id]],
  [repetitionTypes, [type!.id]],
  [repetitions, [rehearsal!.id]],
  [registrations, [registration!.id]],
  [categories, [category!.id]],
  [categoryPrices, [price!.id]],
  [clothingSizes, [size!.id]],
  [articles, [article!.id]],
];
const saved = await Promise.all(fixture.map(async ([table, ids]) => ({ table, rows: await db.select().from(table as PgTable).where(inArray(table.id, ids)) })));

/** Inserts the rows, or sets every stored column back where the row is still there. */
async function restore(table: PgTable & { id: PgColumn }, rows: Record<string, unknown>[]): Promise<void> {
  const set = Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, c]) => !c.generated).map(([key, c]) => [key, sql.raw(`excluded."${c.name}"`)]));
  try {
    await db.insert(table).values(rows).onConflictDoUpdate({ target: table.id, set });
  } catch (error) {
    // A row re-created under another id holds the same unique key (a link, a location code): keep it.
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    await db.insert(table).values(rows).onConflictDoNothing();
  }
}
async function replenish(): Promise<void> {
  for (const { table, rows } of saved) await restore(table, rows);
}
const knownIds = [...new Set(fixture.flatMap(([table, ids]) => (table === sessions ? [] : ids)))].map(String);

// Every committed row change in the product's tables lands in fuzz_writes, a table of this test's
// database only: "a refusal changed nothing" is then one read, where a checksum of every table
// after every refusal cost most of the test's time. A trigger also sees a row written and put
// back, which a checksum misses; a transaction rolled back leaves no trace, as it should.
const { rows: tables } = await raw.query<{ name: string }>(
  "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
);
await raw.exec(`
  create table fuzz_writes (table_name text not null);
  create function fuzz_log_write() returns trigger language plpgsql as $$
  begin
    -- last_activity is written in the background on any signed-in request, whatever its answer;
    -- an update that changes nothing else is no change.
    if TG_OP = 'UPDATE' and (to_jsonb(NEW) - 'last_activity') = (to_jsonb(OLD) - 'last_activity') then return null; end if;
    insert into fuzz_writes values (TG_TABLE_NAME);
    return null;
  end $$;
  ${tables.map(({ name }) => `create trigger fuzz_log_write after insert or update or delete on "${name}" for each row execute function fuzz_log_write();`).join('\n')}
`);
const writtenTables = async () => (await raw.query<{ name: string }>('select distinct table_name as name from fuzz_writes order by 1')).rows.map((r) => r.name);

/**
 * Between runs: after an accepted call the fixture is put back and the write log emptied; after a
 * refusal nothing was written (that is checked), so both stay as they are.
 */
const between = { accepted: true };
async function prepareRun(): Promise<void> {
  if (!between.accepted) return;
  await replenish();
  await raw.exec('delete from fuzz_writes');
  between.accepted = false;
}

const idLike = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...knownIds, '999999') },
  { weight: 2, arbitrary: fc.constantFrom(...edgeIds) },
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
const listQuery = fc.record(
  {
    filters: fc.oneof({ weight: 4, arbitrary: filters.map((f) => JSON.stringify(f)) }, { weight: 1, arbitrary: smallString }),
    sort: fc.oneof({ weight: 4, arbitrary: sort }, { weight: 1, arbitrary: smallString }),
    offset: fc.oneof(number.map(String), smallString),
    items: fc.oneof(number.map(String), fc.constant('all'), smallString),
    all: fc.constantFrom('true', '1', 'false', 'ja'),
    token: smallString,
  },
  { requiredKeys: [] },
);
/** A query value as it travels: text. */
const asQueryValue = (v: unknown): string | null => (v === undefined || v === null ? null : typeof v === 'string' ? v : JSON.stringify(v));

/** The route's own query schema, nearly fitted (dates, ids, …), or the list query; plus stray names. */
function queryFor(route: ApiRoute) {
  const schema = route.route.schema?.querystring;
  const own =
    schema instanceof z.ZodObject ? fc.oneof(nearlyValid(schema, knownIds.map(Number), true), nearlyValid(schema, knownIds.map(Number))).map((o) => o as Record<string, unknown>) : fc.constant({});
  return fc.tuple(fc.oneof(listQuery, own), own, fc.dictionary(smallString, smallString, { maxKeys: 2 })).map(([first, second, extra]) => {
    const values = Object.entries({ ...extra, ...first, ...second }).flatMap(([k, v]) => {
      const text = asQueryValue(v);
      return text === null ? [] : [[k, text] as [string, string]];
    });
    return new URLSearchParams(values).toString();
  });
}

/** Bodies that mostly pass the route's schema (to reach the handler), sometimes anything at all. */
function bodyFor(route: ApiRoute) {
  const schema = route.route.schema?.body;
  const fields = ['ids', 'userIds', 'accessRoleIds', 'name', 'rights', ...prototypeKeys];
  const shaped = (tame: boolean) =>
    schema instanceof z.ZodType ? nearlyValid(schema, knownIds.map(Number), tame) : fc.dictionary(fc.constantFrom(...fields), fieldValue, { maxKeys: 4 });
  return fc.oneof(
    { weight: 3, arbitrary: shaped(true).map((o) => JSON.stringify(o) ?? 'null') },
    { weight: 3, arbitrary: shaped(false).map((o) => JSON.stringify(o) ?? 'null') },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    // Raw text sent as JSON: the parser must refuse it with a 400.
    { weight: 1, arbitrary: smallString },
  );
}

// The same runs as before, spread over every kind of caller: the signed-in ones reach handlers,
// the others stop at the guard (or pass it on public routes).
type Caller = keyof typeof callers | 'anonymous' | 'made-up token';
const caller = fc.oneof(
  { weight: 5, arbitrary: fc.constant<Caller>('admin') },
  { weight: 6, arbitrary: fc.constant<Caller>('staff') },
  { weight: 4, arbitrary: fc.constant<Caller>('participant') },
  { weight: 2, arbitrary: fc.constant<Caller>('anonymous') },
  { weight: 1, arbitrary: fc.constant<Caller>('made-up token') },
);
const authorization = (who: Caller): string | null => (who === 'anonymous' ? null : who === 'made-up token' ? 'Bearer 0123456789abcdef' : `Bearer ${callers[who].token}`);

const fuzzed = routes.filter((r) => isApiRoute(r.url) && r.access !== undefined && r.method !== 'HEAD');

describe('the fuzzed route table', () => {
  it('covers the API', () => {
    expect(fuzzed.length).toBeGreaterThan(30);
  });

  it('logs a committed write and ignores a background last_activity', async () => {
    await prepareRun();
    await db.update(users).set({ lastActivity: new Date() }).where(eq(users.id, callers.participant.id));
    expect(await writtenTables()).toEqual([]);
    await db.update(users).set({ firstName: 'Gewijzigd' }).where(eq(users.id, callers.participant.id));
    expect(await writtenTables()).toEqual(['users']);
    between.accepted = true;
  });
});

describe.each(fuzzed.map((r) => [`${r.method} ${r.url}`, r] as const))('%s', (_, route) => {
  it('never answers 5xx, and a refusal changes nothing', async () => {
    const params = fc.record(Object.fromEntries(pathParams(route.url).map((p) => [p, idLike])));
    const body = hasBody(route.method) ? bodyFor(route) : fc.constant(null);
    await fc.assert(
      fc.asyncProperty(caller, params, queryFor(route), body, async (who, values, qs, payload) => {
        await prepareRun();
        const headers: Record<string, string> = {};
        const bearer = authorization(who);
        if (bearer) headers.authorization = bearer;
        if (payload !== null) headers['content-type'] = 'application/json';
        const url = `${fillParams(route.url, (name) => values[name] ?? '1')}${qs ? `?${qs}` : ''}`;
        const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(payload !== null ? { payload } : {}) });
        const call = `${who}: ${route.method} ${url} ${payload ?? ''}`;
        expect(res.statusCode, `${call} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 400) {
          between.accepted = true;
          return;
        }
        const changed = await writtenTables();
        // A failing run leaves its change behind: the fixture goes back before the next run.
        if (changed.length) between.accepted = true;
        expect(changed, `${call} answered ${res.statusCode} but changed these tables`).toEqual([]);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
