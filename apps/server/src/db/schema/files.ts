import { customType, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Raw bytes; PGlite answers a Uint8Array, node-postgres a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Every stored file (platform/files, docs/areas/files.md): its metadata on both backends. The
 * bytes live in `file_chunks` on PostgreSQL and under `DATA_DIR/files/` on the embedded database.
 * `owner_kind` + `owner_id` say what the file belongs to; that kind's registered rule decides who
 * may read it. `size` is null while the file is still being written.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    /** The opaque name in URLs: 64 hex characters and the extension of the detected type. */
    name: varchar('name', { length: 80 }).notNull().unique(),
    type: varchar('type', { length: 100 }).notNull(),
    /** The name a download is saved under: the uploader's name with the detected extension. */
    fileName: varchar('file_name', { length: 255 }).notNull(),
    size: integer('size'),
    ownerKind: varchar('owner_kind', { length: 40 }).notNull(),
    ownerId: integer('owner_id').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('files_owner_idx').on(t.ownerKind, t.ownerId)],
);

/** The bytes of a file on PostgreSQL, in order, each at most FILE_CHUNK_BYTES. */
export const fileChunks = pgTable(
  'file_chunks',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fileId, t.seq] })],
);
