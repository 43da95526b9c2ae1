import { randomUUID } from 'node:crypto';
import { translateNl } from '@coulisse/shared/i18n/index';
import { padArticleNumber } from '@coulisse/shared/rules/wardrobe/articles';
import { canAddArticle, correctAmountRule, daysBetween, orderPrice, RENTAL_PERIOD_DAYS, receiveAmountRule } from '@coulisse/shared/rules/wardrobe/rentals';
import type { ArticleHit, OrderAnswer, OrderArticleDto, OrderDto, OrderInput, OrderUpdateInput, PriceAnswer, PriceBody } from '@coulisse/shared/schemas/wardrobe/rentals';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { orderPdf } from './orders.pdf';
import {
  articlesOut,
  clearContent,
  deactivateArticles,
  finePerDay,
  findOrder,
  groupsOf,
  insertGroup,
  insertItems,
  insertOrder,
  itemsOfOrder,
  returnArticles,
  returnedCounts,
  setOrder,
  setRemarks,
  setReturned,
  type NewOrderItem,
  type OrderRow,
} from './orders.repository';
import { articlePrices, articleTags, orderArticle, orderItemsOf, refreshRented, refreshReturned, searchArticles } from './rentals.repository';

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

/** Every article must exist; one that is not an accessory appears only once (spec 3 §4). */
async function checkItems(db: DbOrTx, body: OrderInput): Promise<void> {
  const all = [...body.items, ...body.groups.flatMap((g) => g.items)];
  const tags = new Map((await articleTags(db, all.map((i) => i.articleId))).map((a) => [a.id, a.tags]));
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
async function insertContent(tx: Tx, orderId: number, b: OrderInput, kept: Map<number, number[]> = new Map()): Promise<void> {
  const rowsFor = (items: OrderInput['items'], groupId: number | null): NewOrderItem[] =>
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
  for (const [position, g] of b.groups.entries()) all.push(...rowsFor(g.items, await insertGroup(tx, orderId, g.name, position)));
  await insertItems(tx, all);
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
export async function createOrder(ctx: AppContext, body: OrderInput, auth: Auth): Promise<{ rentalId: number }> {
  await checkItems(ctx.db, body);
  const money = await moneyOf(ctx.db, body);
  const rentalId = await ctx.db.transaction(async (tx) => {
    const id = await insertOrder(tx, { ...orderValues(body, money), createdBy: auth.user.id });
    await insertContent(tx, id, body);
    await refreshRented(tx, allArticleIds(body));
    return id;
  });
  return { rentalId };
}

/** The order's row; 404 when it is gone (the route's access has already found it once). */
async function orderOr404(db: DbOrTx, id: number): Promise<OrderRow> {
  const order = await findOrder(db, id);
  if (!order) throw notFound();
  return order;
}

export async function getOrder(db: DbOrTx, id: number): Promise<OrderDto> {
  const o = await orderOr404(db, id);
  const [items, groups, fine] = await Promise.all([orderItemsOf(db, id), groupsOf(db, id), finePerDay(db)]);
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
    finePerDay: fine,
    items,
    groups,
  };
}

/** GET /api/order/{id}/pdf: the order as an A4 PDF. */
export async function orderPdfFile(ctx: AppContext, id: number): Promise<{ fileName: string; pdf: Buffer }> {
  const order = await getOrder(ctx.db, id);
  return { fileName: `bestelformulier-${order.id}.pdf`, pdf: await orderPdf(order) };
}

/** POST /api/order/{id}/live: the caller's socket joins the order's room (clothing_receive_items). */
export async function joinOrderRoom(ctx: AppContext, id: number, socketId: string, userId: number): Promise<{ message: string }> {
  const order = await orderOr404(ctx.db, id);
  ctx.realtime.join?.(socketId, `order:${order.id}`, userId);
  return { message: 'ok' };
}

/** GET /api/orders/article/{number}: the article to add, with the open orders that use it. */
export async function articleForOrder(ctx: AppContext, id: number, exceptOrder: number | null): Promise<OrderArticleDto> {
  const article = await orderArticle(ctx.db, id, exceptOrder);
  if (!article) throw new AppError('not_found', 'rentals.articleMissing');
  return article;
}

/** GET /api/orders/articles?text=: the order form's search window. */
export const searchOrderArticles = (ctx: AppContext, text: string): Promise<ArticleHit[]> => searchArticles(ctx.db, text);

const refused = (key: string): OrderAnswer => ({ success: false, message: translateNl(key) });
const refusal = (o: OrderRow): OrderAnswer | null => (o.billed ? refused('rentals.alreadyBilled') : o.canceled ? refused('rentals.alreadyCanceled') : null);

/**
 * PUT /api/order/{id}: the whole form, or the custom body {billed} / {canceled, washing}
 * (spec 3 §7). A billed or cancelled order is not changed: the answer says why (success false).
 */
export async function updateOrder(ctx: AppContext, id: number, body: OrderUpdateInput): Promise<OrderAnswer> {
  const order = await orderOr404(ctx.db, id);
  const no = refusal(order);
  if (no) return no;
  if ('billed' in body) {
    await setOrder(ctx.db, id, { billed: true });
    return { success: true, message: translateNl('rentals.markedBilled') };
  }
  if ('canceled' in body) {
    await cancelOrder(ctx.db, id, body.washing);
    return { success: true, message: translateNl('rentals.canceledDone') };
  }
  await checkItems(ctx.db, body);
  const money = await moneyOf(ctx.db, body);
  await ctx.db.transaction(async (tx) => {
    const before = await returnedCounts(tx, id);
    const kept = new Map<number, number[]>();
    for (const i of before) kept.set(i.articleId, [...(kept.get(i.articleId) ?? []), i.returned]);
    await setOrder(tx, id, orderValues(body, money));
    await clearContent(tx, id);
    await insertContent(tx, id, body, kept);
    await refreshRented(tx, [...before.map((i) => i.articleId), ...allArticleIds(body)]);
    await refreshReturned(tx, id);
  });
  return { success: true, message: translateNl('rentals.updated') };
}

/** Cancel (spec 3 §4): the pieces still out go to the wash or back on their rack. */
async function cancelOrder(db: AppContext['db'], id: number, washing: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await setOrder(tx, id, { canceled: true });
    const ids = await articlesOut(tx, id);
    await returnArticles(tx, ids, washing);
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
  const ids = await articlesOut(db, id);
  await deactivateArticles(db, ids);
  return { success: true, message: translateNl('rentals.inactiveDone', { count: ids.length }), count: ids.length };
}

export async function setFine(db: DbOrTx, id: number, fine: number): Promise<OrderAnswer> {
  const o = await orderOr404(db, id);
  if (o.canceled) return refused('rentals.alreadyCanceled');
  await setOrder(db, id, { fine });
  return { success: true, message: translateNl('rentals.fineSaved') };
}

export async function saveRemarks(db: DbOrTx, orderId: number, articleId: number, remarks: string): Promise<OrderAnswer> {
  await orderOr404(db, orderId);
  if (!(await setRemarks(db, orderId, articleId, remarks))) throw notFound();
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
  const items = await itemsOfOrder(ctx.db, orderId, ids);
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
    for (const [itemId, returned] of next) await setReturned(tx, itemId, returned);
    await refreshRented(
      tx,
      items.map((i) => i.articleId),
    );
    await refreshReturned(tx, orderId);
  });
  ctx.realtime.emit(`order:${orderId}`, 'clothing_receive_items', { orderId, ids: [...next.keys()] });
  return { success: true, message: translateNl('rentals.updated') };
}
