import { type FileKind } from '@coulisse/shared/rules/files';
import type { StoredFile } from '@coulisse/shared/schemas/files';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type PgBoss from 'pg-boss';
import type { Database, Db, DbOrTx } from '../db/client';
import { invalid } from '../http/errors';
import { refuseFile } from '../http/upload';
import { databaseContent, diskContent, type FileContent } from './content';
import { abandonedFiles, claimUploads, completeFile, deleteFileRow, filesOfOwner, findFile, insertFile, type StoredFileRow } from './files.repository';
import type { FileOwner } from './owners';

export type { StoredFileRow } from './files.repository';

/** An upload no record claimed within a day is dropped, and so is a write that never finished. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const SWEEP_QUEUE = 'files-sweep';
const SWEEP_BATCH = 100;

export interface NewFile {
  kind: FileKind;
  /** The name a download is saved under (`downloadFileName`). */
  fileName: string;
  owner: FileOwner;
  uploadedBy: number | null;
  /** Refused with 'files.tooBig' past this many bytes, while streaming. */
  maxBytes: number;
}

/** Passes the pieces on, refusing the upload as soon as it grows past `maxBytes`. */
async function* limited(data: AsyncIterable<Buffer> | Iterable<Buffer>, maxBytes: number): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const piece of data) {
    size += piece.length;
    if (size > maxBytes) throw refuseFile('files.tooBig');
    yield piece;
  }
}

/**
 * Every file the product keeps (pictures, certificates, attachments), served alike by every
 * instance (docs/areas/files.md). Metadata lives in `files`; the bytes in PostgreSQL chunks with
 * `DATABASE_URL`, else under `DATA_DIR/files/`. Nothing is ever held whole in memory.
 */
export class FileStore {
  constructor(
    private readonly db: Db,
    private readonly content: FileContent,
  ) {}

  /**
   * Stores a file under a new random name. The row exists (size null, unreadable) while the
   * bytes are written; a failure removes what was written and throws.
   */
  async put(data: AsyncIterable<Buffer> | Iterable<Buffer>, file: NewFile): Promise<StoredFileRow> {
    const name = `${randomBytes(32).toString('hex')}.${file.kind.ext}`;
    const row = await insertFile(this.db, {
      name,
      type: file.kind.mime,
      fileName: file.fileName,
      ownerKind: file.owner.kind,
      ownerId: file.owner.id,
      uploadedBy: file.uploadedBy,
    });
    try {
      const size = await this.content.write(row, limited(data, file.maxBytes));
      return await completeFile(this.db, row.id, size);
    } catch (error) {
      await this.remove(row);
      throw error;
    }
  }

  /** A completely written file and a stream of its bytes, or null. */
  async get(name: string): Promise<{ file: StoredFileRow; stream: Readable } | null> {
    const file = await findFile(this.db, name);
    return file && { file, stream: this.stream(file) };
  }

  /** The bytes of a file found before (`find`). */
  stream = (file: StoredFileRow): Readable => this.content.read(file);

  find = (name: string): Promise<StoredFileRow | null> => findFile(this.db, name);

  /** Removes a file and its bytes; a missing one is fine. */
  async delete(name: string): Promise<void> {
    const row = await deleteFileRow(this.db, name);
    if (row) await this.content.remove(row);
  }

  /** Removes every file a record holds (the record is being deleted). */
  async deleteOwnedBy(owner: FileOwner): Promise<void> {
    for (const file of await filesOfOwner(this.db, owner)) await this.delete(file.name);
  }

  /** Removes abandoned files (ABANDONED_AFTER_MS); answers how many. */
  async sweep(now = new Date()): Promise<number> {
    let removed = 0;
    for (let batch = await abandonedFiles(this.db, new Date(now.getTime() - ABANDONED_AFTER_MS), SWEEP_BATCH); batch.length > 0; ) {
      for (const row of batch) await this.remove(row);
      removed += batch.length;
      batch = await abandonedFiles(this.db, new Date(now.getTime() - ABANDONED_AFTER_MS), SWEEP_BATCH);
    }
    return removed;
  }

  /** Sweeps once an hour on one instance (pg-boss cron). */
  async startSweeper(boss: PgBoss): Promise<void> {
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'short' });
    await boss.work(SWEEP_QUEUE, { pollingIntervalSeconds: 60 }, async () => void (await this.sweep()));
    await boss.schedule(SWEEP_QUEUE, '17 * * * *');
  }

  private async remove(row: { id: number; name: string }): Promise<void> {
    await this.content.remove(row);
    await deleteFileRow(this.db, row.name);
  }
}

/** The store for this database: chunks in PostgreSQL, or files under `DATA_DIR/files/` beside PGlite. */
export function openFileStore(database: Database, dataDir: string): FileStore {
  const content = database.kind === 'postgres' ? databaseContent(database.db) : diskContent(path.join(dataDir, 'files'));
  return new FileStore(database.db, content);
}

/** A stored file as answers describe it (`storedFile` schema). */
export const presentFile = (file: StoredFileRow): StoredFile => ({
  file: file.name,
  fileUrl: `/api/uploads/${file.name}`,
  name: file.fileName,
  type: file.type,
  size: file.size,
});

/**
 * Hands the caller's unclaimed uploads to a record (a message's attachments), in the caller's
 * transaction: 400 'files.unknown' when any name is not such an upload of `uploaderId`, so a
 * record never claims a file someone else uploaded or another record already holds.
 */
export async function claimFiles(db: DbOrTx, names: readonly string[], owner: FileOwner, uploaderId: number): Promise<StoredFile[]> {
  const unique = [...new Set(names)];
  const claimed = await claimUploads(db, unique, owner, uploaderId);
  if (claimed.length !== unique.length) throw invalid('files', 'files.unknown');
  return claimed.map(presentFile);
}

/** The files a record holds, oldest first. */
export const filesOf = async (db: DbOrTx, owner: FileOwner): Promise<StoredFile[]> => (await filesOfOwner(db, owner)).map(presentFile);
