import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signingKeys } from '../../db/schema/index';
import type { Db } from '../db/client';

const cache = new WeakMap<Db, Map<string, Promise<Buffer>>>();

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
  let keys = cache.get(db);
  if (!keys) cache.set(db, (keys = new Map<string, Promise<Buffer>>()));
  let key = keys.get(name);
  if (!key) {
    key = loadOrCreate(db, name);
    keys.set(name, key);
    key.catch(() => keys.delete(name));
  }
  return key;
}
