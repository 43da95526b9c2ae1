import { and, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { fileChunks, files } from '../../db/schema/index';
import type { DbOrTx } from '../db/client';
import type { FileOwner } from './owners';

export type FileRow = typeof files.$inferSelect;
/** A file whose bytes are all written. */
export type StoredFileRow = FileRow & { size: number };

/** The row a file starts as: size null until every byte is written (then `completeFile`). */
export async function insertFile(db: DbOrTx, values: Omit<typeof files.$inferInsert, 'id' | 'size' | 'createdAt'>): Promise<FileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function completeFile(db: DbOrTx, id: number, size: number): Promise<StoredFileRow> {
  const [row] = await db.update(files).set({ size }).where(eq(files.id, id)).returning();
  return row as StoredFileRow;
}

/** A completely written file by its name, or null. */
export async function findFile(db: DbOrTx, name: string): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.name, name), isNotNull(files.size)));
  return (row as StoredFileRow | undefined) ?? null;
}

export async function deleteFileRow(db: DbOrTx, name: string): Promise<FileRow | null> {
  const [row] = await db.delete(files).where(eq(files.name, name)).returning();
  return row ?? null;
}

/** Hands unclaimed uploads of one uploader to a record; answers the rows it moved. */
export async function claimUploads(db: DbOrTx, names: readonly string[], owner: FileOwner, uploaderId: number): Promise<StoredFileRow[]> {
  if (names.length === 0) return [];
  const rows = await db
    .update(files)
    .set({ ownerKind: owner.kind, ownerId: owner.id })
    .where(and(inArray(files.name, [...names]), eq(files.ownerKind, 'upload'), eq(files.ownerId, uploaderId), isNotNull(files.size)))
    .returning();
  return rows as StoredFileRow[];
}

export async function filesOfOwner(db: DbOrTx, owner: FileOwner): Promise<StoredFileRow[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.ownerKind, owner.kind), eq(files.ownerId, owner.id), isNotNull(files.size)))
    .orderBy(files.id);
  return rows as StoredFileRow[];
}

/** Unfinished writes and unclaimed uploads older than `before`: what the sweep removes. */
export async function abandonedFiles(db: DbOrTx, before: Date, limit: number): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(lt(files.createdAt, before), sql`(${files.size} is null or ${files.ownerKind} = 'upload')`))
    .limit(limit);
}

export async function insertChunk(db: DbOrTx, fileId: number, seq: number, data: Buffer): Promise<void> {
  await db.insert(fileChunks).values({ fileId, seq, data });
}

export async function readChunk(db: DbOrTx, fileId: number, seq: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: fileChunks.data })
    .from(fileChunks)
    .where(and(eq(fileChunks.fileId, fileId), eq(fileChunks.seq, seq)));
  return row?.data ?? null;
}
