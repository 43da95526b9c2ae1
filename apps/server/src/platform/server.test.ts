import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/server';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ workers: true });
});

/** The .eml files in DATA_DIR/mail once at least `count` exist; fails after `timeoutMs`. */
async function emlFiles(count: number, timeoutMs = 10_000): Promise<string[]> {
  const dir = path.join(t.dataDir, 'mail');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.eml')) : [];
    if (files.length >= count) return files.map((f) => path.join(dir, f));
    if (Date.now() > deadline) throw new Error(`${files.length} of ${count} mails after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a server with workers and without SMTP_URL', () => {
  it('answers health over HTTP and delivers a reset mail as .eml through pg-boss', async () => {
    const health = await fetch(`${t.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: t.server.ctx.database.kind });

    const user = await buildUser(t.server.ctx.db);
    const res = await fetch(`${t.url}/api/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email }) });
    expect(res.status).toBe(200);

    const [file] = await emlFiles(1);
    const mail = await PostalMime.parse(fs.readFileSync(file!));
    expect(mail.to?.[0]?.address).toBe(user.email);
    expect(mail.subject).toBe('Wachtwoord wijzigen');
    expect(mail.text).toMatch(/http:\/\/coulisse\.test\/nieuw-wachtwoord\/\?email=.+&token=\S+/);
  });
});
