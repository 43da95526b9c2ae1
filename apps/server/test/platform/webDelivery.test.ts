import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app';
import { afterFile } from '../cleanup';
import { areaRights, bearer, buildUser, type BuiltUser } from '../factories';

/** Content big enough to be worth compressing, and recognisable after decompression. */
const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, i) => `'scherm-${i}'`).join(', ')}];\n`;
/** The shell's one inline script (a signed-in start's preloads, `apps/web/build/signedInPreload.ts`). */
const INLINE = '(function(){document.head.dataset.shell="1"})()';
const SHELL = `<!doctype html><title>Coulisse</title><script>${INLINE}</script><script type="module" src="/assets/index-abc123.js"></script>${'<!-- shell -->'.repeat(100)}`;

/** A build as `npm run build` leaves it: hashed files under assets/, each text file with a .br and a .gz beside it. */
function builtDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-dist-'));
  afterFile(() => fs.rmSync(dist, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.mkdirSync(path.join(dist, 'icons'));
  const write = (file: string, content: string, precompressed = true) => {
    fs.writeFileSync(path.join(dist, file), content);
    if (!precompressed) return;
    fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content));
  };
  write('index.html', SHELL);
  write('assets/index-abc123.js', SCRIPT);
  write('sw.js', "self.addEventListener('fetch', () => undefined);", false);
  write('manifest.webmanifest', '{"name":"Coulisse"}');
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  return dist;
}

let t: TestApp;
let exporter: BuiltUser;
beforeAll(async () => {
  t = await createTestApp({ webDist: builtDist() });
  exporter = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'export_users') });
});

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...headers } });

describe('built web files, precompressed at build time', () => {
  it('sends the brotli file to a browser that takes brotli, gzip to one that takes only gzip, the plain file otherwise', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const res of [br, gz, plain]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    }
  });

  it('caches hashed assets for a year, immutable, and makes the shell, worker, manifest and icons check back', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/overzicht', '/repetities/5/aanwezigheden']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(SHELL);
    }
    for (const url of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('API answers', () => {
  it('are compressed above 1 kB, as the client accepts', async () => {
    const br = await get('/api/docs/json', 'br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const doc = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    const gz = await get('/api/docs/json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 4);
    expect((await get('/api/docs/json')).headers['content-encoding']).toBeUndefined();
  });

  it('are sent as they are up to 1 kB', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('status');
  });

  it('errors with a body over 1 kB are compressed too, and stay readable', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth', headers: { 'accept-encoding': 'gzip' }, payload: { email: 'x'.repeat(3000), password: 'y' } });
    expect(res.statusCode).toBe(400);
    const body = res.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
    expect((JSON.parse(body) as { code: string }).code).toBe('validation');
  });

  it('leave a streamed xlsx export alone: a zip is not compressed twice', async () => {
    const token = (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(exporter), payload: { path: '/api/reports/users.xlsx' } })).json().token as string;
    const res = await get(`/api/reports/users.xlsx?token=${token}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBeGreaterThan(1);
  });
});

describe("the shell's inline script (issue 14)", () => {
  it('is allowed by its hash in the Content-Security-Policy, on the shell and every other answer, and no other inline script is', async () => {
    const hash = createHash('sha256').update(INLINE).digest('base64');
    for (const res of [await get('/'), await get('/api/auth')]) {
      const scriptSrc = String(res.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim())
        .find((directive) => directive.startsWith('script-src '));
      expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    }
  });
});
