import { STORED_FILE_NAME } from '@coulisse/shared/rules/files';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DbOrTx } from '../db/client';
import { insertChunk, readChunk } from './files.repository';

/** The size of one stored chunk on PostgreSQL: a 100 MB file is 400 rows, never 100 MB in memory. */
export const FILE_CHUNK_BYTES = 256 * 1024;

interface FileRef {
  id: number;
  name: string;
}

/** Where the bytes of a file live; the metadata is always in the `files` table. */
export interface FileContent {
  /** Writes every byte, in order, and answers how many there were. */
  write(file: FileRef, data: AsyncIterable<Buffer>): Promise<number>;
  read(file: FileRef & { size: number }): Readable;
  /** Removes the bytes (the row's deletion removes database chunks by itself). */
  remove(file: FileRef): Promise<void>;
}

/** Cuts a stream of pieces of any size into pieces of exactly `size` bytes (the last one shorter). */
async function* rechunk(source: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let length = 0;
  for await (const piece of source) {
    pending.push(piece);
    length += piece.length;
    if (length < size) continue;
    const all = Buffer.concat(pending, length);
    let offset = 0;
    for (; length - offset >= size; offset += size) yield all.subarray(offset, offset + size);
    pending = [all.subarray(offset)];
    length -= offset;
  }
  if (length > 0) yield Buffer.concat(pending, length);
}

/** PostgreSQL: the bytes are rows of `file_chunks`, written and read one chunk at a time. */
export function databaseContent(db: DbOrTx): FileContent {
  return {
    async write(file, data) {
      let seq = 0;
      let size = 0;
      for await (const chunk of rechunk(data, FILE_CHUNK_BYTES)) {
        await insertChunk(db, file.id, seq++, chunk);
        size += chunk.length;
      }
      return size;
    },
    read(file) {
      const count = Math.ceil(file.size / FILE_CHUNK_BYTES);
      return Readable.from(
        (async function* () {
          for (let seq = 0; seq < count; seq++) {
            const chunk = await readChunk(db, file.id, seq);
            if (!chunk) throw new Error(`file ${file.name} misses chunk ${seq}`);
            yield chunk;
          }
        })(),
      );
    },
    remove: async () => undefined,
  };
}

/** The embedded database: one file per stored file under `dir`, readable by the server's user only. */
export function diskContent(dir: string): FileContent {
  const pathOf = (name: string) => {
    // Names are made by the store; this guards against a caller passing anything else.
    if (!STORED_FILE_NAME.test(name)) throw new Error('not a stored file name');
    return path.join(dir, name);
  };
  return {
    async write(file, data) {
      await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
      let size = 0;
      const counted = async function* () {
        for await (const piece of data) {
          size += piece.length;
          yield piece;
        }
      };
      await pipeline(counted, fs.createWriteStream(pathOf(file.name), { flags: 'wx', mode: 0o600 }));
      return size;
    },
    read: (file) => fs.createReadStream(pathOf(file.name)),
    remove: (file) => fs.promises.rm(pathOf(file.name), { force: true }),
  };
}
