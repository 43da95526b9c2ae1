import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/database';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { registerAuthentication } from '../auth/authenticate';
import { registerErrorHandler } from '../http/errors';
import { registerAccessGuard } from './guard';
import { registerRelation, registerResolver, type RecordKind, type RelationName } from './resolvers';
import type { AccessRule } from './rules';

/**
 * The mechanism on its own, with a made-up record kind ("thing", in memory): where the project
 * comes from, one bulk lookup per request, the order 401 → 403 → 400 → 404, and 404 for missing
 * and refused records alike.
 */
const database = await openTestDatabase();
const db = database.db;
const THING = 'guardTestThing' as RecordKind;
const OWNS = 'guardTestOwns' as RelationName;
/** A record of a global area, like an article: it exists (id 1) but belongs to no project. */
const GLOBAL_THING = 'guardTestGlobalThing' as RecordKind;
const things = new Map<number, number>(); // thing id → project id
const owners = new Map<number, number>(); // thing id → user id
const lookups: number[][] = [];
registerResolver(THING, async (_db, ids) => {
  lookups.push([...ids]);
  return new Map(ids.filter((id) => things.has(id)).map((id) => [id, things.get(id)!]));
});
registerResolver(GLOBAL_THING, async (_db, ids) => new Map(ids.filter((id) => id === 1).map((id) => [id, null])));
registerRelation(OWNS, async (_db, userId, ids) => new Set(ids.filter((id) => owners.get(id) === userId)));

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandler(app, { appShell: false });
registerAuthentication(app, db);
registerAccessGuard(app, db);
const id = z.object({ id: z.coerce.number().int().positive() });
const ok = async () => ({ ok: true });
const route = (url: string, access: AccessRule, schema: object = {}, method: 'GET' | 'PUT' = 'GET') => app.route({ method, url, config: { access }, schema, handler: ok });
route('/api/thing/:id', { right: 'scenes.read', project: { param: 'id', via: THING } }, { params: id });
route('/api/things', { right: 'scenes.update', project: { body: 'ids', via: THING } }, { body: z.object({ ids: z.array(z.number().int().positive()).min(1), name: z.string().min(2) }) }, 'PUT');
route('/api/project/:id/things', { right: 'scenes.read', project: 'id' }, { params: id });
route('/api/board', { right: 'scenes.read', project: { query: 'projectId', absent: 'anywhere' } }, { querystring: z.object({ projectId: z.coerce.number().int().positive().optional() }) });
route('/api/thing/:id/mine', { anyOf: [{ right: 'scenes.update', project: { param: 'id', via: THING } }, { self: { param: 'id', via: OWNS } }] }, { params: id });
route('/api/stock/:id', { right: 'articles.read', project: { param: 'id', via: GLOBAL_THING } }, { params: id });
route('/api/flagged/:id', { flag: 'canUpdatePresence', project: 'id' }, { params: id });
route('/api/own', { anyOf: [{ self: { body: 'userId', absent: 'caller' } }, { right: 'users.update' }] }, { body: z.object({ userId: z.number().int().positive().optional(), name: z.string().min(2) }) }, 'PUT');
await app.ready();
afterAll(async () => {
  await app.close();
  await database.drop();
});

let a: number;
let b: number;
let reader: BuiltUser;
let readerInB: BuiltUser;
let editor: BuiltUser;
let nobody: BuiltUser;
beforeAll(async () => {
  a = (await buildProject(db)).id;
  b = (await buildProject(db)).id;
  things.set(1, a).set(2, a).set(3, b);
  reader = await buildUser(db, { level: 2, projectRights: { projectId: a, rights: areaRights('scenes', 'read') } });
  readerInB = await buildUser(db, { level: 2, projectRights: { projectId: b, rights: areaRights('scenes', 'read') } });
  editor = await buildUser(db, { level: 2, projectRights: { projectId: a, rights: areaRights('scenes', 'read', 'update') } });
  nobody = await buildUser(db);
  owners.set(2, nobody.id);
});

const call = (method: 'GET' | 'PUT', url: string, who?: BuiltUser, payload?: object) => app.inject({ method, url, headers: who ? bearer(who) : {}, ...(payload ? { payload } : {}) });

describe('a record through a resolver', () => {
  it('opens with the right in the record’s project, and refuses elsewhere with the answer of a missing record', async () => {
    expect((await call('GET', '/api/thing/1', reader)).statusCode).toBe(200);
    const refused = await call('GET', '/api/thing/1', readerInB);
    const missing = await call('GET', '/api/thing/999', readerInB);
    expect([refused.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual(missing.json());
  });

  it('answers 401 first, then refuses who holds the right nowhere before validation, then validates', async () => {
    expect((await call('GET', '/api/thing/abc')).statusCode).toBe(401);
    expect((await call('GET', '/api/thing/abc', nobody)).statusCode).toBe(404);
    expect((await call('GET', '/api/thing/abc', reader)).statusCode).toBe(400);
  });

  it('looks every id of a body up in one call, and needs the right in each project', async () => {
    lookups.length = 0;
    expect((await call('PUT', '/api/things', editor, { ids: [1, 2, 2], name: 'ok' })).statusCode).toBe(200);
    expect(lookups).toEqual([[1, 2]]);
    expect((await call('PUT', '/api/things', editor, { ids: [1, 3], name: 'ok' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/things', editor, { ids: [1, 999], name: 'ok' })).statusCode).toBe(404);
    // The body is validated before it is read: a bad body is a 400, whatever its ids.
    expect((await call('PUT', '/api/things', editor, { ids: [3], name: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/things', reader, { ids: [1], name: 'ok' })).statusCode).toBe(404);
  });

  it('lets a related user through a self rule, and the right holder too', async () => {
    expect((await call('GET', '/api/thing/2/mine', nobody)).statusCode).toBe(200);
    expect((await call('GET', '/api/thing/1/mine', nobody)).statusCode).toBe(404);
    expect((await call('GET', '/api/thing/1/mine', editor)).statusCode).toBe(200);
  });
});

describe('a record of no project (a global area)', () => {
  it('opens with the global right only, and refuses anyone else with the answer of a missing record', async () => {
    const stockReader = await buildUser(db, { level: 2, rights: areaRights('articles', 'read') });
    const inProject = await buildUser(db, { level: 2, projectRights: { projectId: a, rights: areaRights('articles', 'read') } });
    expect((await call('GET', '/api/stock/1', stockReader)).statusCode).toBe(200);
    expect((await call('GET', '/api/stock/2', stockReader)).statusCode).toBe(404);
    const refused = await call('GET', '/api/stock/1', inProject);
    const missing = await call('GET', '/api/stock/2', inProject);
    expect([refused.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual(missing.json());
  });
});

describe('a project id', () => {
  it('in the path answers 403 for a refused and a missing project alike', async () => {
    expect((await call('GET', `/api/project/${a}/things`, reader)).statusCode).toBe(200);
    const refused = await call('GET', `/api/project/${b}/things`, reader);
    const missing = await call('GET', '/api/project/999999/things', reader);
    expect([refused.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(refused.json()).toEqual(missing.json());
  });

  it('in the query, when left out, needs the right in some project', async () => {
    expect((await call('GET', `/api/board?projectId=${a}`, reader)).statusCode).toBe(200);
    expect((await call('GET', `/api/board?projectId=${b}`, reader)).statusCode).toBe(403);
    expect((await call('GET', '/api/board', reader)).statusCode).toBe(200);
    expect((await call('GET', '/api/board', nobody)).statusCode).toBe(403);
  });
});

describe('a flag rule', () => {
  it('demands every right behind the flag, the action with its sub-right', async () => {
    const subOnly = await buildUser(db, { level: 2, projectRights: { projectId: a, rights: areaRights('repetitions', 'read', 'present') } });
    const both = await buildUser(db, { level: 2, projectRights: { projectId: a, rights: areaRights('repetitions', 'read', 'update', 'present') } });
    expect((await call('GET', `/api/flagged/${a}`, subOnly)).statusCode).toBe(403);
    expect((await call('GET', `/api/flagged/${a}`, both)).statusCode).toBe(200);
  });
});

describe('a self rule on a body field', () => {
  it('opens to the user it names, and to the caller when it is left out; anyone else needs the right', async () => {
    expect((await call('PUT', '/api/own', nobody, { userId: nobody.id, name: 'ok' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/own', nobody, { name: 'ok' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/own', nobody, { userId: reader.id, name: 'ok' })).statusCode).toBe(403);
    const staff = await buildUser(db, { level: 2, rights: areaRights('users', 'read', 'update') });
    expect((await call('PUT', '/api/own', staff, { userId: nobody.id, name: 'ok' })).statusCode).toBe(200);
  });

  it('reads the field only once the body is validated: a bad body is a 400 first', async () => {
    expect((await call('PUT', '/api/own', nobody, { userId: reader.id, name: 'x' })).statusCode).toBe(400);
  });
});
