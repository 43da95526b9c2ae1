import { ALL_RIGHT_KEYS } from '@coulisse/shared/access/registry';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerAccessGuard } from '../../src/platform/access/guard';
import type { AccessRule } from '../../src/platform/access/rules';
import { appWithRoutes, isApiRoute, pathParams } from './routeTable';

const { t, routes } = await appWithRoutes();
const api = routes.filter((r) => isApiRoute(r.url));

/** Every `{ right }` rule inside a rule, however deeply combined. */
function rightRules(rule: AccessRule): { right: string; project?: string; self?: string }[] {
  if (typeof rule === 'string' || 'level' in rule) return [];
  if ('anyOf' in rule) return rule.anyOf.flatMap(rightRules);
  if ('allOf' in rule) return rule.allOf.flatMap(rightRules);
  return [rule];
}

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

  it('names only rights of the registry, and only parameters the URL has', () => {
    const problems = api.flatMap((r) =>
      rightRules(r.access!).flatMap((rule) => [
        ...(ALL_RIGHT_KEYS.includes(rule.right as (typeof ALL_RIGHT_KEYS)[number]) ? [] : [`${r.method} ${r.url}: unknown right ${rule.right}`]),
        // A misspelt parameter would silently fall back to global rights, or never match the caller.
        ...[rule.project, rule.self].filter((p): p is string => p !== undefined && !pathParams(r.url).includes(p)).map((p) => `${r.method} ${r.url}: no parameter :${p}`),
      ]),
    );
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

  it('accepts the same route with a declaration, and routes outside /api', async () => {
    const app = bare();
    await app.register(async (api) => api.get('/verklaard', { config: { access: 'public' } }, async () => ({ ok: true })), { prefix: '/api' });
    app.get('/index.html', async () => 'web');
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/verklaard' })).statusCode).toBe(200);
    await app.close();
  });
});
