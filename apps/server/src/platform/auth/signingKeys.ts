import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signingKeys } from '../../db/schema/index';
import type { Db } from '../db/client';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

function keysOf(db: Db): Map<string, Promise<Buffer>> {
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map<string, Promise<Buffer>>()));
  return keys;
}

async function loadOrCreate(db: Db, name: string): Promise<Buffer> {
  // Two instances asking at once both insert; the first wins and both read its key.
  await db.insert(signingKeys).values({ purpose: name, key: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.purpose, name));
  return Buffer.from(row!.key, 'base64url');
}

/**
 * The key links of one kind are signed with (unsubscribe links, rehearsal absence links): 32
 * random bytes made on first use and kept in the database as base64url, so every instance signs
 * and checks alike without configuration. Deleting the row revokes every link of that kind.
 */
export function signingKey(db: Db, name: string): Promise<Buffer> {
  const keys = keysOf(db);
  let key = keys.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}

/**
 * The key of one kind as stored, or null when none was ever made: checking a link only reads, so
 * a refused request writes nothing (and no link can be valid before its key exists).
 */
export async function storedSigningKey(db: Db, name: string): Promise<Buffer | null> {
  const keys = keysOf(db);
  const cached = keys.get(name);
  if (cached) return cached;
  const [row] = await db.select({ key: signingKeys.key }).from(signingKeys).where(eq(signingKeys.purpose, name));
  if (!row) return null;
  const key = Buffer.from(row.key, 'base64url');
  keys.set(name, Promise.resolve(key));
  return key;
}
