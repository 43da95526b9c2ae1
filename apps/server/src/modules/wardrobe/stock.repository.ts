import { translateNl } from '@coulisse/shared/i18n/index';
import { eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';

/** How many articles (active or not) point at a lookup row through `column`. */
export async function articlesUsing(db: DbOrTx, column: PgColumn, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(articles).where(eq(column, id));
  return row?.n ?? 0;
}

/**
 * Deletes one lookup row unless articles use it. Sizes and categories are `restrict` in the schema,
 * fabrics, patterns, colours and racks `set null`; every one is refused while in use, because
 * silently blanking that field on hundreds of articles is never what a deleting user means. The
 * row is locked first, so an article cannot start pointing at it between the count and the delete.
 * Returns false when the row does not exist.
 */
export async function removeUnused(tx: Tx, target: { table: PgTable; id: PgColumn; articleColumn: PgColumn; label: string }, id: number): Promise<boolean> {
  const locked = await tx.select({ id: target.id }).from(target.table).where(eq(target.id, id)).for('update');
  if (locked.length === 0) return false;
  const count = await articlesUsing(tx, target.articleColumn, id);
  if (count > 0) throw new AppError('validation', 'stock.errors.inUse', { name: target.label, count });
  await tx.delete(target.table).where(eq(target.id, id));
  return true;
}

/** "Stof Katoen": the kind's Dutch name and the row's value, for messages. */
export const labelOf = (kindKey: string, value: string | number) => `${translateNl(kindKey)} ${value}`;
