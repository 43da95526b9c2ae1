import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import type { StoredFileRow } from './files.repository';

/** RFC 6266: an ASCII fallback and the exact name in UTF-8 (`filename*`). */
function contentDisposition(disposition: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const exact = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

export interface ServedFile {
  file: StoredFileRow;
  stream: Readable;
  disposition: 'inline' | 'attachment';
  /** The name to save under; defaults to the stored file name. */
  fileName?: string;
  /** A day in the browser's private cache (pictures), else never stored. */
  cacheable: boolean;
}

/**
 * Streams a stored file with its type (detected from the content on upload), length and name.
 * The security headers (nosniff, CSP, no-referrer) come from platform/http/securityHeaders.ts.
 */
export function sendStoredFile(reply: FastifyReply, served: ServedFile): FastifyReply {
  return reply
    .header('content-type', served.file.type)
    .header('content-length', served.file.size)
    .header('content-disposition', contentDisposition(served.disposition, served.fileName ?? served.file.fileName))
    .header('cache-control', served.cacheable ? 'private, max-age=86400' : 'no-store')
    .send(served.stream);
}
