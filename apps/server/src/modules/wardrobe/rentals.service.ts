import { randomUUID } from 'node:crypto';
import { isMessageKey, translateNl } from '@coulisse/shared/i18n/index';
import { canAddArticle, correctAmountRule, daysBetween, orderPrice, RENTAL_PERIOD_DAYS, receiveAmountRule } from '@coulisse/shared/rules/wardrobe/rentals';
import {
  orderBody,
  orderStatusBody,
  type OrderAnswer,
  type OrderDto,
  type OrderInput,
  type PriceAnswer,
  type PriceBody,
} from '@coulisse/shared/schemas/wardrobe/rentals';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { articles, orderGroups, orderItems, orders, settings } from '../../db/schema/index';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { articlePrices, articleTags, orderItemsOf, refreshRented, refreshReturned } from './rentals.repository';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';

type OrderRow = typeof orders.$inferSelect;

/** Price, replacement value and VAT of a set of items (spec 3 §9) at the prices current on the start day. */
export async function priceOf(db: DbOrTx, body: Pick<PriceBody, 'startDt' | 'toDt' | 'priceCategory' | 'periods' | 'items'>): Promise<PriceAnswer> {
  const amounts = new Map<number, number>();
  for (const i of body.items) amounts.set(i.articleId, (amounts.get(i.articleId) ?? 0) + (i.amount ?? 1));
  const found = await articlePrices(db, [...amounts.keys()], body.startDt, body.priceCategory);
  if (found.length < amounts.size) throw articleMissing();
  // With the end day the days between from and to count (spec 3 §9); without it, whole periods.
  const days = body.toDt ? daysBetween(body.startDt, body.toDt) : body.periods * RENTAL_PERIOD_DAYS;
  return orderPrice(
    found.map((a) => ({ price: a.price, replacementPrice: a.replacementPrice, amount: amounts.get(a.id)! })),
    days,
  );
}

const articleMissing = () => new AppError('validation', 'rentals.articleMissing', {}, { items: translateNl('rentals.articleMissing') });

/** Turns a zod failure of a hand-parsed body into the same 400 the route schemas give. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  const keyOf = (message: string) => (isMessageKey(message) ? message : 'validation.invalidInput');
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || '_'] ??= translateNl(keyOf(issue.message));
  throw new AppError('validation', keyOf(parsed.error.issues[0]?.message ?? ''), {}, fields);
}

/** Every article must exist; one that is not an accessory appears only once (spec 3 §4). */
async function checkItems(db: DbOrTx, body: OrderInput): Promise<void> {
  const all = [...body.items, ...body.groups.flatMap((g) => g.items)];
  const tags = new Map(
    (
      await articleTags(
        db,
        all.map((i) => i.articleId),
      )
    ).map((a) => [a.id, a.tags]),
  );
  const seen: number[] = [];
  for (const item of all) {
    const t = tags.get(item.articleId);
    if (t === undefined) throw articleMissing();
    if (!canAddArticle(seen, { id: item.articleId, tags: t })) {
      const number = padArticleNumber(item.articleId);
      throw new AppError('validation', 'rentals.duplicateArticle', { number }, { items: translateNl('rentals.duplicateArticle', { number }) });
    }
    seen.push(item.articleId);
  }
}

const orderValues = (b: OrderInput, money: PriceAnswer) => ({
  type: b.type,
  priceCategory: b.priceCategory,
  name: b.name,
  companyName: b.companyName || null,
  socialSecurity: b.socialSecurity || null,
  uniqueNumber: b.uniqueNumber || null,
  bankAccount: b.bankAccount || null,
  cellPhone: b.cellPhone,
  email: b.email,
  streetName: b.streetName,
  houseNumber: b.houseNumber,
  bus: b.bus || null,
  zipCode: b.zipCode,
  cityName: b.cityName,
  projectName: b.projectName || null,
  projectOwner: b.projectOwner || null,
  projectOwnerCellPhone: b.projectOwnerCellPhone || null,
  fromDt: b.fromDt,
  toDt: b.toDt,
  periods: b.periods,
  info: b.info || null,
  ...money,
});

/** Inserts the groups and items of the form; `kept` gives back the returned counts of articles that stay. */
async function insertContent(tx: DbOrTx, orderId: number, b: OrderInput, kept: Map<number, number[]> = new Map()): Promise<void> {
  const rowsFor = (items: OrderInput['items'], groupId: number | null) =>
    items.map((i) => ({
      uuid: randomUUID(),
      orderId,
      groupId,
      articleId: i.articleId,
      amount: i.amount,
      returned: Math.min(kept.get(i.articleId)?.shift() ?? 0, i.amount),
      remarks: i.remarks,
    }));
  const all = rowsFor(b.items, null);
  for (const [position, g] of b.groups.entries()) {
    const [group] = await tx.insert(orderGroups).values({ orderId, name: g.name, position }).returning({ id: orderGroups.id });
    all.push(...rowsFor(g.items, group!.id));
  }
  if (all.length) await tx.insert(orderItems).values(all);
}

const allArticleIds = (b: OrderInput) => [...b.items, ...b.groups.flatMap((g) => g.items)].map((i) => i.articleId);
const moneyOf = (db: DbOrTx, b: OrderInput) =>
  priceOf(db, {
    startDt: b.fromDt,
    toDt: b.toDt,
    priceCategory: b.priceCategory,
    periods: b.periods,
    items: [...b.items, ...b.groups.flatMap((g) => g.items)],
  });

/** POST /api/orders: order, groups and items in one transaction; the articles become rented. */
export async function createOrder(ctx: AppContext, raw: unknown, auth: Auth): Promise<{ rentalId: number }> {
  const body = parseBody(orderBody, raw);
  await checkItems(ctx.db, body);
  const money = await moneyOf(ctx.db, body);
  const rentalId = await ctx.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({ ...orderValues(body, money), createdBy: auth.user.id })
      .returning({ id: orders.id });
    await insertContent(tx, order!.id, body);
    await refreshRented(tx, allArticleIds(body));
    return order!.id;
  });
  return { rentalId };
}

export async function orderOr404(db: DbOrTx, id: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound();
  return order;
}

export async function getOrder(db: DbOrTx, id: number): Promise<OrderDto> {
  const o = await orderOr404(db, id);
  const [items, groups, [setting]] = await Promise.all([
    orderItemsOf(db, id),
    db
      .select({ id: orderGroups.id, name: orderGroups.name })
      .from(orderGroups)
      .where(eq(orderGroups.orderId, id))
      .orderBy(orderGroups.position, orderGroups.id),
    db.select({ fine: settings.fine }).from(settings).limit(1),
  ]);
  const { createdBy: _createdBy, creationDt, ...rest } = o;
  const texts = Object.fromEntries(
    (['companyName', 'socialSecurity', 'uniqueNumber', 'bankAccount', 'bus', 'projectName', 'projectOwner', 'projectOwnerCellPhone', 'info'] as const).map(
      (k) => [k, o[k] ?? ''],
    ),
  ) as Record<
    'companyName' | 'socialSecurity' | 'uniqueNumber' | 'bankAccount' | 'bus' | 'projectName' | 'projectOwner' | 'projectOwnerCellPhone' | 'info',
    string
  >;
  return {
    ...rest,
    ...texts,
    creationDt: creationDt.toISOString(),
    totalItems: items.reduce((n, i) => n + i.amount, 0),
    finePerDay: setting?.fine ?? 0,
    items,
    groups,
  };
}

const refused = (key: string): OrderAnswer => ({ success: false, message: translateNl(key) });
const refusal = (o: OrderRow): OrderAnswer | null => (o.billed ? refused('rentals.alreadyBilled') : o.canceled ? refused('rentals.alreadyCanceled') : null);

/**
 * PUT /api/order/{id}: the whole form, or the custom body {billed} / {canceled, washing}
 * (spec 3 §7). A billed or cancelled order is not changed: the answer says why (success false).
 */
export async function updateOrder(ctx: AppContext, id: number, raw: unknown): Promise<OrderAnswer> {
  const order = await orderOr404(ctx.db, id);
  const isStatus = typeof raw === 'object' && raw !== null && ('billed' in raw || 'canceled' in raw);
  if (isStatus) {
    const status = parseBody(orderStatusBody, raw);
    const no = refusal(order);
    if (no) return no;
    if ('billed' in status) {
      await ctx.db.update(orders).set({ billed: true }).where(eq(orders.id, id));
      return { success: true, message: translateNl('rentals.markedBilled') };
    }
    await cancelOrder(ctx.db, id, status.washing);
    return { success: true, message: translateNl('rentals.canceledDone') };
  }
  const body = parseBody(orderBody, raw);
  const no = refusal(order);
  if (no) return no;
  await checkItems(ctx.db, body);
  const money = await moneyOf(ctx.db, body);
  await ctx.db.transaction(async (tx) => {
    const before = await tx
      .select({ articleId: orderItems.articleId, returned: orderItems.returned })
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(orderItems.id);
    const kept = new Map<number, number[]>();
    for (const i of before) kept.set(i.articleId, [...(kept.get(i.articleId) ?? []), i.returned]);
    await tx.update(orders).set(orderValues(body, money)).where(eq(orders.id, id));
    await tx.delete(orderItems).where(eq(orderItems.orderId, id));
    await tx.delete(orderGroups).where(eq(orderGroups.orderId, id));
    await insertContent(tx, id, body, kept);
    await refreshRented(tx, [...before.map((i) => i.articleId), ...allArticleIds(body)]);
    await refreshReturned(tx, id);
  });
  return { success: true, message: translateNl('rentals.updated') };
}

/** Cancel (spec 3 §4): the pieces still out go to the wash or back on their rack. */
async function cancelOrder(db: AppContext['db'], id: number, washing: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(orders).set({ canceled: true }).where(eq(orders.id, id));
    const out = await tx
      .selectDistinct({ id: orderItems.articleId })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = ${id} and ${orderItems.returned} < ${orderItems.amount}`);
    const ids = out.map((r) => r.id);
    if (ids.length) await tx.update(articles).set({ washing, active: true, stock: 1, updatedDt: new Date() }).where(inArray(articles.id, ids));
    await refreshRented(tx, ids);
  });
}

/**
 * GET /api/order/{id}/inactive: after billing with a replacement value above 0, the articles whose
 * pieces were not returned become inactive (spec 3 §4). A GET because the spec names it so; it
 * only acts once per article (inactive stays inactive) and needs canUpdateOrders.
 */
export async function setMissingInactive(db: AppContext['db'], id: number): Promise<OrderAnswer & { count: number }> {
  const o = await orderOr404(db, id);
  if (!o.billed || o.replacementPrice <= 0) return { ...refused('errors.forbidden'), count: 0 };
  const out = await db
    .selectDistinct({ id: orderItems.articleId })
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${id} and ${orderItems.returned} < ${orderItems.amount}`);
  const ids = out.map((r) => r.id);
  if (ids.length) await db.update(articles).set({ active: false, updatedDt: new Date() }).where(inArray(articles.id, ids));
  return { success: true, message: translateNl('rentals.inactiveDone', { count: ids.length }), count: ids.length };
}

export async function setFine(db: DbOrTx, id: number, fine: number): Promise<OrderAnswer> {
  const o = await orderOr404(db, id);
  if (o.canceled) return refused('rentals.alreadyCanceled');
  await db.update(orders).set({ fine }).where(eq(orders.id, id));
  return { success: true, message: translateNl('rentals.fineSaved') };
}

export async function saveRemarks(db: DbOrTx, orderId: number, articleId: number, remarks: string): Promise<OrderAnswer> {
  await orderOr404(db, orderId);
  const updated = await db
    .update(orderItems)
    .set({ remarks })
    .where(sql`${orderItems.orderId} = ${orderId} and ${orderItems.articleId} = ${articleId}`)
    .returning({ id: orderItems.id });
  if (!updated.length) throw notFound();
  return { success: true, message: translateNl('rentals.remarkSaved') };
}

/** Receive (adds pieces) or correct (sets the returned count lower) one item, or receive all pieces of several. */
export async function changeReturns(
  ctx: AppContext,
  orderId: number,
  change: { itemId: number; action: 'receive' | 'correct'; amount: number } | { ids: number[] },
): Promise<OrderAnswer> {
  const order = await orderOr404(ctx.db, orderId);
  const no = refusal(order);
  if (no) return no;
  const ids = 'ids' in change ? change.ids : [change.itemId];
  const items = await ctx.db
    .select()
    .from(orderItems)
    .where(sql`${orderItems.orderId} = ${orderId} and ${inArray(orderItems.id, ids)}`);
  if (items.length !== new Set(ids).size) throw notFound();
  const next = new Map<number, number>();
  if ('ids' in change) for (const i of items) next.set(i.id, i.amount);
  else {
    const item = items[0]!;
    const key = change.action === 'receive' ? receiveAmountRule(change.amount, item.amount - item.returned) : correctAmountRule(change.amount, item.returned);
    if (key) throw new AppError('validation', key, {}, { amount: translateNl(key) });
    next.set(item.id, change.action === 'receive' ? item.returned + change.amount : change.amount);
  }
  await ctx.db.transaction(async (tx) => {
    for (const [itemId, returned] of next) await tx.update(orderItems).set({ returned }).where(eq(orderItems.id, itemId));
    await refreshRented(
      tx,
      items.map((i) => i.articleId),
    );
    await refreshReturned(tx, orderId);
  });
  ctx.realtime.emit(`order:${orderId}`, 'clothing_receive_items', { orderId, ids: [...next.keys()] });
  return { success: true, message: translateNl('rentals.updated') };
}
