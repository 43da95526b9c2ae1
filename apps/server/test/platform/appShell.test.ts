import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { afterFile } from '../cleanup';

let t: TestApp;
beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Coulisse</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  afterFile(() => fs.rmSync(dist, { recursive: true, force: true }));
  t = await createTestApp({ webDist: dist });
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
