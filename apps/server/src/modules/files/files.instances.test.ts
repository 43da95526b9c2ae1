import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterFile } from '../../../test/cleanup';
import { emptyPostgresDatabase, testDbKind } from '../../../test/database';
import { bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { buildApp } from '../../app';
import { fileChunks, files } from '../../db/schema/index';
import { useFastHashing } from '../../platform/auth/passwords';
import { loadConfig } from '../../platform/config';
import { openPostgres } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { FILE_CHUNK_BYTES } from '../../platform/files/content';
import { startServer, type RunningServer } from '../../platform/server';

/**
 * docs/areas/platform.md "Two instances against one PostgreSQL and Redis": every file is served by
 * every instance, because with DATABASE_URL the bytes live in PostgreSQL. The two instances get
 * data folders of their own, so nothing can pass through a shared disk.
 */
describe.runIf(testDbKind() === 'postgres')('files on two instances against one PostgreSQL', () => {
  const instances: { server: RunningServer; dataDir: string }[] = [];
  let user: BuiltUser;

  beforeAll(async () => {
    useFastHashing(true);
    const empty = await emptyPostgresDatabase();
    afterFile(() => empty.drop());
    for (const _ of [1, 2]) {
      const database = openPostgres(empty.url, 3);
      await migrate(database);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-files-'));
      const config = { ...loadConfig({ DATA_DIR: dataDir, PORT: '0', DATABASE_URL: empty.url, PUBLIC_URL: 'http://coulisse.test' }), webDist: null, workers: false };
      const server = await startServer(config, database, buildApp, { host: '127.0.0.1' });
      afterFile(async () => {
        await server.stop();
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      });
      instances.push({ server, dataDir });
    }
    user = await buildUser(instances[0]!.server.ctx.db);
  });

  const url = (i: number, p: string) => `${instances[i]!.server.url}${p}`;

  it('serves a file uploaded on one instance byte for byte from the other', async () => {
    const data = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2 * FILE_CHUNK_BYTES + 12_345)]);
    const form = new FormData();
    form.append('file', new Blob([data]), 'draaiboek.pdf');
    const uploaded = await fetch(url(0, '/api/upload'), { method: 'POST', headers: bearer(user), body: form });
    expect(uploaded.status).toBe(201);
    const { file } = (await uploaded.json()) as { file: string };

    const read = await fetch(url(1, `/api/uploads/${file}`), { headers: bearer(user) });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-length')).toBe(String(data.length));
    expect(Buffer.from(await read.arrayBuffer()).equals(data)).toBe(true);

    // In chunks in the database, nothing on either instance's disk.
    const [stored] = await instances[1]!.server.ctx.db.select({ id: files.id }).from(files).where(eq(files.name, file));
    const [chunks] = await instances[1]!.server.ctx.db.select({ n: count() }).from(fileChunks).where(eq(fileChunks.fileId, stored!.id));
    expect(chunks!.n).toBe(3);
    for (const { dataDir } of instances) expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    // A link made on the second instance opens on the first.
    const link = await fetch(url(1, '/api/download/link'), { method: 'POST', headers: { ...bearer(user), 'content-type': 'application/json' }, body: JSON.stringify({ file }) });
    const saved = await fetch(url(0, ((await link.json()) as { url: string }).url));
    expect(saved.status).toBe(200);
    expect(Buffer.from(await saved.arrayBuffer()).equals(data)).toBe(true);
  });

  it('serves a profile picture saved on one instance from the other', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const saved = await fetch(url(0, '/api/image'), {
      method: 'PUT',
      headers: { ...bearer(user), 'content-type': 'application/json' },
      body: JSON.stringify({ image: `data:image/png;base64,${png.toString('base64')}` }),
    });
    expect(saved.status).toBe(200);
    const { image } = ((await saved.json()) as { data: { image: string } }).data;
    const read = await fetch(url(1, `/api/uploads/${image}`));
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await read.arrayBuffer())).metadata()).width).toBe(200);
  });
});
