import { FILE_MAX_BYTES } from '@coulisse/shared/rules/files';
import http from 'node:http';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { storedNames } from '../../../test/files';
import { startTestServer, type TestServer } from '../../../test/server';

let s: TestServer;
let user: BuiltUser;

const boundary = '----coulisse-limit';
const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="groot.pdf"\r\ncontent-type: application/pdf\r\n\r\n%PDF-1.7\n`);
const tail = Buffer.from(`\r\n--${boundary}--\r\n`);

/** A multipart body of `size` file bytes, made as it is sent: at most one 1 MB piece exists at a time. */
function* body(size: number): Generator<Buffer> {
  yield head;
  const piece = Buffer.alloc(1024 * 1024, 0x20);
  for (let left = size; left > 0; left -= piece.length) yield left >= piece.length ? piece : piece.subarray(0, left);
  yield tail;
}

/**
 * POSTs a streamed upload over real HTTP and answers the status and body, however early the server
 * answers. A connection of its own: a refused body left unsent must not swallow the next request.
 */
function post(chunks: Iterable<Buffer>, headers: Record<string, string | number> = {}): Promise<{ status: number; json: { fields?: Record<string, string> } }> {
  const url = new URL('/api/upload', s.url);
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', agent: false, headers: { ...bearer(user), 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode!, json: JSON.parse(Buffer.concat(parts).toString() || '{}') });
        request.destroy();
      });
    });
    // The server may answer and close before the whole body is sent: that is the point.
    request.on('error', (error: NodeJS.ErrnoException) => (['EPIPE', 'ECONNRESET'].includes(error.code ?? '') ? undefined : reject(error)));
    Readable.from(chunks).on('error', () => undefined).pipe(request);
  });
}

beforeAll(async () => {
  s = await startTestServer();
  user = await buildUser(s.server.ctx.db);
});

describe('POST /api/upload: 100 MB (spec 1 §9), streamed', () => {
  it('refuses a body that declares more than 100 MB before reading it', async () => {
    const res = await post([head], { 'content-length': FILE_MAX_BYTES + 1024 * 1024 });
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ file: 'Dit bestand is groter dan 100 MB' });
  });

  it('refuses a streamed file past 100 MB without holding it in memory, and keeps nothing', async () => {
    const before = process.memoryUsage().arrayBuffers;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().arrayBuffers)), 5);
    const res = await post(body(FILE_MAX_BYTES + 512 * 1024)).finally(() => clearInterval(sampler));
    expect(res.status).toBe(400);
    expect(res.json.fields).toEqual({ file: 'Dit bestand is groter dan 100 MB' });
    // The server (in this process) never held the file. Buffers already dropped count until V8
    // collects them, which it does at the latest after 64 MB of new external memory; holding the
    // 100 MB file would add the file itself on top of that.
    expect(peak - before).toBeLessThan(90 * 1024 * 1024);
    expect(await storedNames(s.server.ctx)).toEqual([]);
  });

  it('takes a file of several chunks whole', async () => {
    const res = await post(body(3 * 1024 * 1024 + 5));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ size: 3 * 1024 * 1024 + 5 + '%PDF-1.7\n'.length, type: 'application/pdf' });
  });
});
