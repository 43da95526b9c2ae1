import { fileKindOf, type FileKind } from '@coulisse/shared/rules/files';
import { fileTypeFromBuffer } from 'file-type';
import { refuseFile } from '../http/upload';

/**
 * How much of an upload is read to tell its type. Office files are zip archives whose first
 * entry names the kind; 64 kB holds it in every file Word or Excel writes.
 */
const SAMPLE_BYTES = 64 * 1024;

/**
 * Reads the start of an upload, decides its kind by content (magic bytes), and answers the kind
 * with the whole stream again (the sample first). Refuses a type off the allow-list with
 * 'files.wrongType' before anything is stored.
 */
export async function sniffUpload(data: AsyncIterable<Buffer>, clientName: string): Promise<{ kind: FileKind; data: AsyncIterable<Buffer> }> {
  const pieces = data[Symbol.asyncIterator]();
  const sample: Buffer[] = [];
  let length = 0;
  while (length < SAMPLE_BYTES) {
    const next = await pieces.next();
    if (next.done) break;
    sample.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(sample, length);
  const kind = fileKindOf((await fileTypeFromBuffer(head))?.mime, clientName);
  if (!kind) {
    // Ends the request's stream, so the rest of the body is drained instead of stored.
    await pieces.return?.();
    throw refuseFile('files.wrongType');
  }
  async function* whole(): AsyncGenerator<Buffer> {
    yield head;
    for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
  }
  return { kind, data: whole() };
}
