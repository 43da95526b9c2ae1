import { eq } from 'drizzle-orm';
import { files } from '../src/db/schema/index';
import type { AppContext } from '../src/platform/context';
import type { FileOwner } from '../src/platform/files/owners';

/** The bytes of a stored file as the store streams them, or null when there is none. */
export async function storedBytes(ctx: AppContext, name: string): Promise<Buffer | null> {
  const stored = await ctx.files.get(name);
  if (!stored) return null;
  const pieces: Buffer[] = [];
  for await (const piece of stored.stream) pieces.push(piece as Buffer);
  return Buffer.concat(pieces);
}

/** The names of the stored files of one owner kind (every kind when left out), oldest first. */
export async function storedNames(ctx: AppContext, kind?: string): Promise<string[]> {
  const rows = await ctx.db
    .select({ name: files.name })
    .from(files)
    .where(kind ? eq(files.ownerKind, kind) : undefined)
    .orderBy(files.id);
  return rows.map((r) => r.name);
}

/** Stores bytes for a record directly, as a module's own upload would. */
export const storeBytes = (ctx: AppContext, data: Buffer, owner: FileOwner, ext: 'jpg' | 'pdf' | 'png' = 'pdf') =>
  ctx.files.put([data], {
    kind: { ext, mime: ext === 'pdf' ? 'application/pdf' : ext === 'png' ? 'image/png' : 'image/jpeg', inline: true },
    fileName: `bestand.${ext}`,
    owner,
    uploadedBy: null,
    maxBytes: data.length,
  });
