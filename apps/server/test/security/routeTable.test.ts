import { isFlag } from '@coulisse/shared/access/flags';
import { ALL_RIGHT_KEYS } from '@coulisse/shared/access/registry';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerAccessGuard } from '../../src/platform/access/guard';
import { projectResolver, relationResolver } from '../../src/platform/access/resolvers';
import { fieldsOf, leavesOf, namedResolvers, type AccessRule } from '../../src/platform/access/rules';
import { admitsAnySignedIn, appWithRoutes, isApiRoute, pathParams } from './routeTable';
import { SELF_SERVICE, WITHOUT_BODY_SCHEMA } from './allowLists';
import { unboundedFields } from './schemaBounds';

/** Values of any shape on purpose: list filters are judged one by one by their filter's schema. */
const KNOWN_ANY = ['configs.filters{}: any value'];

const { t, routes } = await appWithRoutes();
const api = routes.filter((r) => isApiRoute(r.url));
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

describe('the route table', () => {
  it('holds the API of every module (the walk is not vacuous)', () => {
    const table = api.map((r) => `${r.method} ${r.url}`);
    expect(table).toEqual(
      expect.arrayContaining(['POST /api/auth', 'GET /api/users', 'GET /api/settings', 'GET /api/access_roles', 'POST /api/project/:id/user/:userId/access_roles']),
    );
    expect(api.length).toBeGreaterThan(30);
  });

  it('has no /api route without an access declaration', () => {
    expect(api.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('names only rights and flags of the registry, parameters the URL has and resolvers that exist', () => {
    const problems = api.flatMap((r) => [
      ...leavesOf(r.access!).flatMap((leaf) => {
        if (typeof leaf === 'string' || 'level' in leaf) return [];
        if ('right' in leaf && !ALL_RIGHT_KEYS.includes(leaf.right)) return [`${key(r)}: unknown right ${String(leaf.right)}`];
        if ('flag' in leaf && !isFlag(leaf.flag)) return [`${key(r)}: unknown flag ${String(leaf.flag)}`];
        // A misspelt parameter would silently fall back to global rights, or never match the caller.
        return fieldsOf(leaf)
          .filter((f) => f.from === 'param' && !pathParams(r.url).includes(f.name))
          .map((f) => `${key(r)}: no parameter :${f.name}`);
      }),
      ...namedResolvers(r.access!).kinds.filter((kind) => !projectResolver(kind)).map((kind) => `${key(r)}: no resolver '${kind}'`),
      ...namedResolvers(r.access!).relations.filter((name) => !relationResolver(name)).map((name) => `${key(r)}: no relation '${name}'`),
    ]);
    expect(problems).toEqual([]);
  });

  /**
   * 'authenticated' admits anyone signed in, so a right behind it is checked only in a service,
   * after the record is loaded, and this table cannot see it. Only self-service calls may declare
   * it, each listed with its reason; any other such route fails here.
   */
  it('declares authenticated only for self-service calls, each with its reason', () => {
    const open = api.filter((r) => r.method !== 'HEAD' && r.access !== 'public' && admitsAnySignedIn(r.access!)).map(key);
    expect(open.filter((k) => !Object.hasOwn(SELF_SERVICE, k))).toEqual([]);
    // No entry may outlive its reason: a route that now declares a right leaves the list.
    expect(Object.keys(SELF_SERVICE).filter((k) => !open.includes(k))).toEqual([]);
    expect(Object.entries(SELF_SERVICE).filter(([, reason]) => reason.trim().length < 10)).toEqual([]);
  });

  it('declares the body schema of every write, uploads and body-less actions aside', () => {
    const writes = api.filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.filter((r) => !r.route.schema?.body && !Object.hasOwn(WITHOUT_BODY_SCHEMA, key(r))).map(key)).toEqual([]);
    expect(Object.keys(WITHOUT_BODY_SCHEMA).filter((k) => !writes.some((r) => key(r) === k && !r.route.schema?.body))).toEqual([]);
  });

  // ASVS V5: every string has a maximum length, every array a maximum of items, every number
  // stays inside PostgreSQL's integer, in the schema itself, so nothing over-long reaches SQL.
  it('bounds every string, array and number a request may carry', () => {
    const problems = api.flatMap((r) => {
      const route = `${r.method} ${r.url}`;
      const schema = (r.route.schema ?? {}) as Partial<Record<'params' | 'querystring' | 'body', unknown>>;
      const declared = (['params', 'querystring', 'body'] as const).flatMap((part) =>
        schema[part] instanceof z.ZodType ? unboundedFields(schema[part]).map((field) => `${part} ${field}`) : [],
      );
      return declared.filter((p) => !KNOWN_ANY.some((known) => p.endsWith(known))).map((p) => `${route}: ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('keeps the documentation as the only undeclared routes under /api', () => {
    const undeclared = routes.filter((r) => r.url.startsWith('/api') && !r.access).map((r) => r.url);
    expect(undeclared.length).toBeGreaterThan(0);
    expect(undeclared.every((url) => url.startsWith('/api/docs'))).toBe(true);
    expect(t.app.hasRoute({ method: 'GET', url: '/api/docs' })).toBe(true);
  });
});

describe('the declaration check', () => {
  const bare = () => {
    const app = Fastify();
    registerAccessGuard(app, t.ctx.db);
    return app;
  };

  it('refuses to start with an /api route that declares no access', async () => {
    const app = bare();
    void app.register(async (api) => api.get('/vergeten', async () => ({ ok: true })), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow('Route GET /api/vergeten declares no access');
  });

  it('refuses a rule that reads what the route lacks: a parameter, a body or query schema', async () => {
    const refused = async (declare: (api: ReturnType<typeof bare>) => unknown, message: string) => {
      const app = bare();
      void app.register(async (api) => declare(api as ReturnType<typeof bare>), { prefix: '/api' });
      await expect(app.ready()).rejects.toThrow(message);
    };
    await refused((api) => api.get('/a/:id', { config: { access: { right: 'users.read', project: 'projectId' } } }, async () => ({})), 'reads :projectId, which the path lacks');
    await refused((api) => api.post('/b', { config: { access: { right: 'users.read', project: { body: 'projectId' } } } }, async () => ({})), 'declares no body schema');
    await refused((api) => api.get('/c', { config: { access: { right: 'users.read', project: { query: 'projectId' } } } }, async () => ({})), 'declares no querystring schema');
  });

  it('refuses to start when a rule names a resolver nobody registered', async () => {
    const app = bare();
    const rule = { right: 'users.read', project: { param: 'id', via: 'nonexistent' } } as unknown as AccessRule;
    void app.register(async (api) => api.get('/d/:id', { config: { access: rule } }, async () => ({})), { prefix: '/api' });
    await expect(app.ready()).rejects.toThrow("no resolver registered for record kind 'nonexistent'");
  });

  it('accepts the same route with a declaration, and routes outside /api', async () => {
    const app = bare();
    await app.register(async (api) => api.get('/verklaard', { config: { access: 'public' } }, async () => ({ ok: true })), { prefix: '/api' });
    app.get('/index.html', async () => 'web');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/verklaard' })).statusCode).toBe(200);
    await app.close();
  });
});
