import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Vite names every file under `assets/` after a hash of its content: a new build means a new name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, the service worker, the manifest, icons) is checked with the server on each use. */
const REVALIDATE = 'no-cache';

function cacheControlFor(file: string, dist: string): string {
  const relative = path.relative(dist, file).split(path.sep);
  return relative[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts in the built
 * `index.html`: its one script, which asks for a signed-in start's files before the app's code
 * arrives (`apps/web/build/signedInPreload.ts`). The policy allows exactly these and no other
 * inline script; they are read from the file the server sends, so a new build brings its own.
 */
export function inlineScriptSources(dist: string): string[] {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
}

/** The app shell: every client-side route answers it; it must never be cached without a check. */
export const sendAppShell = (reply: FastifyReply) => reply.header('cache-control', REVALIDATE).type('text/html').sendFile('index.html');

/**
 * Serves the built web app from `dist`. The build writes a `.br` and a `.gz` beside every text
 * file (`apps/web/build/precompress.ts`); the static handler picks the one the browser accepts
 * and answers it with Content-Encoding and `Vary: accept-encoding`, so no byte is compressed per
 * request.
 */
export async function registerWebApp(app: FastifyInstance, dist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders: (reply: FastifyReply, file: string) => reply.header('cache-control', cacheControlFor(file, dist)),
  });
  // `/` is the sign-in screen (and the target of confirmation links); the static plugin would
  // answer the bare directory with an error.
  app.get('/', (_request, reply) => sendAppShell(reply));
}
