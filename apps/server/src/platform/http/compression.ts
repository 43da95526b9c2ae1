import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: below about a kilobyte compression saves less than its headers and time. */
const COMPRESS_THRESHOLD = 1024;

/**
 * Compresses answers of compressible types (JSON, text, HTML) over 1 kB with brotli or gzip, as
 * the client accepts (issue 14: phones on mobile data). Register before the routes: the plugin
 * hooks every route registered after it.
 *
 * - Built web files come precompressed from the build (`webApp.ts`); an answer that already has a
 *   Content-Encoding is left alone.
 * - Streams (exports) are compressed as they flow when their type is compressible; xlsx, PDF and
 *   JPEG are not (mime-db), so the streamed workbooks go out untouched and unbuffered.
 * - Brotli at quality 4 (the plugin's default): on the fly, the higher levels cost far more CPU
 *   for a few per cent.
 * - Socket.IO (/websocket) is attached to the HTTP server beside Fastify and never passes here;
 *   engine.io compresses its own polling answers.
 * - Request bodies are not decompressed: nothing sends compressed bodies, and a compressed upload
 *   would step around the body limit.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD,
    globalDecompression: false,
  });
}
