import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** The rows of a raw SQL statement: both drivers (PGlite and node-postgres) answer `{ rows }`, drizzle's shared type does not say so. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const answer: unknown = await db.execute(query);
  return (answer as { rows: T[] }).rows;
}
