import { translateNl } from '@coulisse/shared/i18n/index';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { articles, categories, racks } from '../../db/schema/index';
import type { ProjectResolver } from '../../platform/access/resolvers';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { LookupDef } from './lookups';

/** The access resolver of a wardrobe record kind: which of the ids exist, each of no project (one statement). */
export const recordsOfNoProject =
  (id: PgColumn): ProjectResolver =>
  async (db, ids) => {
    const found = await db.select({ id }).from(id.table).where(inArray(id, [...ids]));
    return new Map(found.map((r) => [r.id as number, null]));
  };

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

/** The rows a rack or a category delete guards (the lookups carry theirs in their LookupDef). */
export const RACK_ROWS = { table: racks, id: racks.id, articleColumn: articles.rackId };
export const CATEGORY_ROWS = { table: categories, id: categories.id, articleColumn: articles.categoryId };

/** "Stof Katoen": the kind's Dutch name and the row's value, for messages. */
export const labelOf = (kindKey: string, value: string | number) => `${translateNl(kindKey)} ${value}`;

export interface LookupRow {
  id: number;
  value: string;
}

export async function findLookup(db: DbOrTx, def: LookupDef, id: number): Promise<LookupRow | undefined> {
  const [row] = await db.select({ id: def.id, value: def.field }).from(def.table).where(eq(def.id, id));
  return row as LookupRow | undefined;
}

export async function insertLookup(db: DbOrTx, def: LookupDef, value: string): Promise<LookupRow> {
  const [row] = await db.insert(def.table).values({ [def.key]: value }).returning({ id: def.id, value: def.field });
  return row as LookupRow;
}

export async function updateLookup(db: DbOrTx, def: LookupDef, id: number, value: string): Promise<LookupRow | undefined> {
  const [row] = await db
    .update(def.table)
    .set({ [def.key]: value })
    .where(eq(def.id, id))
    .returning({ id: def.id, value: def.field });
  return row as LookupRow | undefined;
}

/** The select options of one lookup for the article form: id and label, in the given order. */
export function lookupOptions(db: DbOrTx, lookup: { table: PgTable; id: PgColumn; label: PgColumn | SQL; order: (PgColumn | SQL)[] }): Promise<{ id: number; label: string }[]> {
  return db
    .select({ id: sql<number>`${lookup.id}`, label: sql<string>`${lookup.label}` })
    .from(lookup.table)
    .orderBy(...lookup.order.map((c) => asc(c)));
}
