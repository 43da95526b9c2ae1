import { z } from 'zod';
import { STORED_FILE_NAME } from '../rules/files';

/**
 * The general file drop (spec 1 §7 POST /api/upload, GET /api/uploads/{file},
 * GET /api/download?file=): the opaque stored name, the answer of an upload, short-lived links.
 */
export const storedFileName = z.string().max(80).regex(STORED_FILE_NAME, 'validation.invalidInput');

/** A download token as `POST /api/download/link` hands it out (the single-use token of platform/http/downloads). */
const downloadToken = z.string().max(128).regex(/^[A-Za-z0-9_-]{16,128}$/, 'validation.invalidInput');

export const fileParams = z.object({ file: storedFileName });
export const uploadsQuery = z.object({ token: downloadToken.optional() });
export const downloadQuery = z.object({ file: storedFileName, token: downloadToken.optional() });

/**
 * A stored file as answers describe it: `file` is the name to send back (an attachment of a
 * message names it), `fileUrl` where it is read (spec 2 §3 "files (with fileUrl)").
 */
export const storedFile = z.object({
  file: storedFileName,
  fileUrl: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof storedFile>;

/** POST /api/download/link: a link for a new window; `inline` shows an image or PDF instead of saving it. */
export const fileLinkBody = z.object({ file: storedFileName, inline: z.boolean().optional().default(false) });
export const fileLink = z.object({ url: z.string(), expiresAt: z.string() });
export type FileLink = z.infer<typeof fileLink>;
