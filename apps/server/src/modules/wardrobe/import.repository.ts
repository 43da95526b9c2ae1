import { inArray, sql } from 'drizzle-orm';
import { articles, categories, clothingSizes, colors, fabrics, patterns, racks } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

export type NewArticle = typeof articles.$inferInsert;

const byName = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));

/** Every lookup by its folded name (racks by number), for resolving the rows of an import. */
export async function importLookups(db: DbOrTx) {
  const [cats, sizes, fabs, pats, cols, rackRows] = await Promise.all([
    db.select({ id: categories.id, name: categories.name }).from(categories),
    db.select({ id: clothingSizes.id, name: clothingSizes.size }).from(clothingSizes),
    db.select({ id: fabrics.id, name: fabrics.type }).from(fabrics),
    db.select({ id: patterns.id, name: patterns.name }).from(patterns),
    db.select({ id: colors.id, name: colors.name }).from(colors),
    db.select({ id: racks.id }).from(racks),
  ]);
  return { category: byName(cats), size: byName(sizes), fabric: byName(fabs), pattern: byName(pats), color: byName(cols), racks: new Set(rackRows.map((r) => r.id)) };
}

/** Which of the numbers articles already have; asked `chunk` numbers per statement. */
export async function numbersInUse(db: DbOrTx, numbers: readonly number[], chunk: number): Promise<Set<number>> {
  const taken = new Set<number>();
  for (let i = 0; i < numbers.length; i += chunk) {
    const found = await db.select({ id: articles.id }).from(articles).where(inArray(articles.id, numbers.slice(i, i + chunk)));
    for (const r of found) taken.add(r.id);
  }
  return taken;
}

export async function insertArticles(tx: Tx, values: NewArticle[]): Promise<number[]> {
  if (values.length === 0) return [];
  return (await tx.insert(articles).values(values).returning({ id: articles.id })).map((r) => r.id);
}

/** Moves the article sequence past the highest number in use, so the next default number is free. */
export async function passHighestNumber(tx: Tx): Promise<void> {
  await tx.execute(sql`select setval('articles_id_seq', greatest((select max(id) from articles), 1))`);
}
