import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { afterFile } from '../cleanup';

/** A built web app in a temporary folder: the shell and one asset. */
function fakeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Coulisse</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  afterFile(() => fs.rmSync(dist, { recursive: true, force: true }));
  return dist;
}

let t: TestApp;
let secure: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webDist: fakeDist() });
  secure = await createTestApp({ webDist: fakeDist(), config: { publicUrl: 'https://coulisse.example.be' } });
});

describe('serving the built web app', () => {
  it('answers the app shell for the sign-in screen and every client-side route', async () => {
    for (const url of ['/', '/overzicht', '/nieuw-wachtwoord/?email=a%40b.be&token=x', '/toegangsrollen/3/bewerk']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('serves files, and a missing file or API route stays a 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/verdwenen.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/bestaat-niet' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('not_found');
  });
});

/** The policy as a map of directive → sources. */
function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

function expectHardened(res: LightMyRequestResponse, label: string): void {
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(res.headers['permissions-policy'], label).toMatch(/(^|, )camera=\(\)(,|$)/);
  for (const feature of ['microphone', 'geolocation', 'payment', 'usb']) expect(res.headers['permissions-policy'], label).toContain(`${feature}=()`);
  const policy = csp(res);
  expect(policy.get('default-src'), label).toEqual(["'self'"]);
  expect(policy.get('script-src'), label).toEqual(["'self'"]);
  expect(policy.get('object-src'), label).toEqual(["'none'"]);
  expect(policy.get('base-uri'), label).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(policy.get('form-action'), label).toEqual(["'self'"]);
  expect(policy.get('style-src'), label).toEqual(["'self'", "'unsafe-inline'"]);
  // Nothing inline may run: no 'unsafe-inline'/'unsafe-eval' or wildcard source for scripts anywhere.
  expect(String(res.headers['content-security-policy']), label).not.toMatch(/script-src[^;]*(unsafe|\*|data:)/);
}

describe('security headers (ASVS V14.4)', () => {
  const answers = [
    ['API answer', { method: 'GET', url: '/api/health' }, 200],
    ['app shell', { method: 'GET', url: '/overzicht' }, 200],
    ['sign-in screen', { method: 'GET', url: '/' }, 200],
    ['asset', { method: 'GET', url: '/assets/app.js' }, 200],
    ['missing asset', { method: 'GET', url: '/assets/verdwenen.js' }, 404],
    ['401', { method: 'GET', url: '/api/auth' }, 401],
    ['400', { method: 'POST', url: '/api/auth', payload: { email: 'x' } }, 400],
    ['unknown API route', { method: 'GET', url: '/api/bestaat-niet' }, 404],
  ] as const;

  it.each(answers)('are on every answer: %s', async (label, request, status) => {
    const res = await t.app.inject(request);
    expect(res.statusCode, label).toBe(status);
    expectHardened(res, label);
    expect(csp(res).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    // The service worker and the manifest of the installable app come from the app's own origin only.
    expect(csp(res).get('worker-src')).toEqual(["'self'"]);
    expect(csp(res).get('manifest-src')).toEqual(["'self'"]);
    // The socket at /websocket, also for browsers whose 'self' does not cover ws:.
    expect(csp(res).get('connect-src')).toEqual(["'self'", 'ws://coulisse.test']);
  });

  it('need no inline script: the web app shell loads its code from files only', () => {
    const html = fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });

  it('give the API docs their own policy on their routes only, with the other headers unchanged', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/swagger-initializer.js', '/api/docs/static/swagger-ui.css', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectHardened(res, url);
      expect(csp(res).get('connect-src'), url).toEqual(["'self'"]);
    }
  });

  it('send HSTS for a year with subdomains, and upgrade requests, only when PUBLIC_URL is https', async () => {
    for (const request of [{ url: '/api/health' }, { url: '/overzicht' }, { url: '/api/bestaat-niet' }]) {
      const res = await secure.app.inject({ method: 'GET', ...request });
      expect(res.headers['strict-transport-security'], request.url).toBe('max-age=31536000; includeSubDomains');
      expect(csp(res).get('connect-src')).toEqual(["'self'", 'wss://coulisse.example.be']);
      expect(csp(res).has('upgrade-insecure-requests')).toBe(true);
      expectHardened(res, request.url);
      const plain = await t.app.inject({ method: 'GET', ...request });
      expect(plain.headers['strict-transport-security'], request.url).toBeUndefined();
      expect(csp(plain).has('upgrade-insecure-requests')).toBe(false);
    }
  });
});
