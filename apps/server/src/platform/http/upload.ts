import { translateNl } from '@coulisse/shared/i18n/index';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** 400 for an uploaded file as a whole, on the form's `file` field; the message says what to change. */
export const refuseFile = (key: string, params: Record<string, string | number> = {}) => new AppError('validation', key, params, { file: translateNl(key, params) });

export interface UploadedFile {
  name: string;
  data: Buffer;
}

/** The one file of a multipart request (field `file`), refused with a Dutch 400 when missing or above `maxBytes`. */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw refuseFile('validation.required');
  const file = await request.file({ limits: { fileSize: maxBytes } });
  if (!file) throw refuseFile('validation.required');
  try {
    return { name: file.filename, data: await file.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuseFile('form.error.fileSize');
    throw err;
  }
}

/** Room for the multipart boundaries and headers around one file in a declared Content-Length. */
const MULTIPART_OVERHEAD = 64 * 1024;

export interface UploadStream {
  name: string;
  /** The file's bytes as they arrive; fails with a Dutch 400 ('files.tooBig') past `maxBytes`. */
  data: AsyncIterable<Buffer>;
}

/** Busboy ends a file at the size limit and marks it truncated; that ending is a refusal, not the file. */
async function* refusingTooBig(stream: AsyncIterable<Buffer> & { truncated?: boolean }): AsyncGenerator<Buffer> {
  yield* stream;
  if (stream.truncated) throw refuseFile('files.tooBig');
}

/**
 * The one file of a multipart request (field `file`) as a stream, never read whole into memory.
 * A request that declares a body too large for `maxBytes` is refused before it is read.
 */
export async function readUploadStream(request: FastifyRequest, maxBytes: number): Promise<UploadStream> {
  if (!request.isMultipart()) throw refuseFile('files.missing');
  if (Number(request.headers['content-length']) > maxBytes + MULTIPART_OVERHEAD) throw refuseFile('files.tooBig');
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw refuseFile('files.missing');
  return { name: file.filename, data: refusingTooBig(file.file) };
}

/**
 * The text of an uploaded CSV file: UTF-8 (with or without BOM), else Windows-1252, which Excel on
 * a Belgian Windows writes when it saves "CSV (gescheiden door lijstscheidingsteken)".
 */
export function decodeCsv(data: Buffer): string {
  if (data.includes(0)) throw refuseFile('form.error.fileType');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}
