import { and, eq, inArray, lt } from 'drizzle-orm';
import { articles, orderGroups, orderItems, orders, settings } from '../../db/schema/index';
import type { DbOrTx, Tx } from '../../platform/db/client';

/** The rows of rental orders (spec 3 §3 Order, Article group, Order item); the article side is in rentals.repository. */

export type OrderRow = typeof orders.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'creationDt' | 'createdBy'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id'>;
type OrderItemRow = typeof orderItems.$inferSelect;

export async function findOrder(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order;
}

export function groupsOf(db: DbOrTx, orderId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: orderGroups.id, name: orderGroups.name }).from(orderGroups).where(eq(orderGroups.orderId, orderId)).orderBy(orderGroups.position, orderGroups.id);
}

/** The fine per piece per day of the global settings (0 before they are saved). */
export async function finePerDay(db: DbOrTx): Promise<number> {
  const [setting] = await db.select({ fine: settings.fine }).from(settings).limit(1);
  return setting?.fine ?? 0;
}

export async function insertOrder(tx: Tx, values: OrderValues & { createdBy: number }): Promise<number> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return order!.id;
}

export async function setOrder(db: DbOrTx, id: number, values: Partial<OrderValues>): Promise<void> {
  await db.update(orders).set(values).where(eq(orders.id, id));
}

/** Each item's article and returned count, in the order they were added. */
export function returnedCounts(db: DbOrTx, orderId: number): Promise<{ articleId: number; returned: number }[]> {
  return db.select({ articleId: orderItems.articleId, returned: orderItems.returned }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
}

/** Removes the order's items and groups, before the form's new ones are written. */
export async function clearContent(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(orderItems).where(eq(orderItems.orderId, orderId));
  await tx.delete(orderGroups).where(eq(orderGroups.orderId, orderId));
}

export async function insertGroup(tx: Tx, orderId: number, name: string, position: number): Promise<number> {
  const [group] = await tx.insert(orderGroups).values({ orderId, name, position }).returning({ id: orderGroups.id });
  return group!.id;
}

export async function insertItems(tx: Tx, items: NewOrderItem[]): Promise<void> {
  if (items.length) await tx.insert(orderItems).values(items);
}

/** The articles of which the order still has pieces out. */
export async function articlesOut(db: DbOrTx, orderId: number): Promise<number[]> {
  const out = await db
    .selectDistinct({ id: orderItems.articleId })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), lt(orderItems.returned, orderItems.amount)));
  return out.map((r) => r.id);
}

/** Back from a cancelled order: to the wash, or back on their rack (washing false); active, one in stock. */
export async function returnArticles(tx: Tx, ids: readonly number[], washing: boolean): Promise<void> {
  if (ids.length) await tx.update(articles).set({ washing, active: true, stock: 1, updatedDt: new Date() }).where(inArray(articles.id, [...ids]));
}

export async function deactivateArticles(db: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length) await db.update(articles).set({ active: false, updatedDt: new Date() }).where(inArray(articles.id, [...ids]));
}

/** The remark of an article's line(s) on the order; the number of lines changed. */
export async function setRemarks(db: DbOrTx, orderId: number, articleId: number, remarks: string): Promise<number> {
  const updated = await db
    .update(orderItems)
    .set({ remarks })
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.articleId, articleId)))
    .returning({ id: orderItems.id });
  return updated.length;
}

/** The given items of the order (others are left out). */
export function itemsOfOrder(db: DbOrTx, orderId: number, ids: readonly number[]): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...ids])));
}

export async function setReturned(tx: Tx, itemId: number, returned: number): Promise<void> {
  await tx.update(orderItems).set({ returned }).where(eq(orderItems.id, itemId));
}
