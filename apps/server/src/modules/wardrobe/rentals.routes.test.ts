import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { articles, categories, categoryPrices, clothingSizes, orderItems, orders, racks, settings } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

/**
 * Two categories: "Mantel" costs A 30 / B 20 per 30 days with replacement 100 since 2020 and
 * A 60 from next year (not current yet); "Kraag" A 3, replacement 0. Articles: two mantels, one
 * collar accessory.
 */
let t: TestApp;
let clerk: BuiltUser;
let reader: BuiltUser;
let editor: BuiltUser;
let nobody: BuiltUser;
let mantel1: number;
let mantel2: number;
let collar: number;
const nextYear = `${new Date().getFullYear() + 1}-01-01`;
const today = new Date().toISOString().slice(0, 10);

const form = (extra: Record<string, unknown> = {}) => ({
  type: 2,
  priceCategory: 1,
  name: 'Jan Peeters',
  companyName: 'Toneelkring De Planken',
  uniqueNumber: 'BE0123456789',
  cellPhone: '0470123456',
  email: 'jan@planken.be',
  streetName: 'Kerkstraat',
  houseNumber: '1',
  zipCode: '9000',
  cityName: 'Gent',
  fromDt: '2026-01-01',
  toDt: '2026-01-31',
  periods: 1,
  items: [{ articleId: mantel1, amount: 1 }],
  groups: [{ name: 'Koor', items: [{ articleId: collar, amount: 3 }] }],
  ...extra,
});

const api = (user: BuiltUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, ...(user ? { headers: bearer(user) } : {}), ...(payload === undefined ? {} : { payload: payload as object }) });

const articleRow = async (id: number) => (await t.ctx.db.select().from(articles).where(eq(articles.id, id)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  clerk = await buildUser(db, { rights: areaRights('orders', 'read', 'create', 'update') });
  reader = await buildUser(db, { rights: areaRights('orders', 'read') });
  editor = await buildUser(db, { rights: areaRights('orders', 'update') });
  nobody = await buildUser(db);
  const [mantel, kraag] = await db
    .insert(categories)
    .values([{ name: 'Mantel' }, { name: 'Kraag' }])
    .returning();
  await db.insert(categoryPrices).values([
    { categoryId: mantel!.id, startDt: '2020-01-01', priceA: 30, priceB: 20, priceC: 10, priceD: 5, priceE: 0, replacementPrice: 100 },
    { categoryId: mantel!.id, startDt: nextYear, priceA: 60, priceB: 40, priceC: 20, priceD: 10, priceE: 0, replacementPrice: 200 },
    { categoryId: kraag!.id, startDt: '2020-01-01', priceA: 3, priceB: 2, priceC: 1, priceD: 1, priceE: 0, replacementPrice: 0 },
  ]);
  const [size] = await db.insert(clothingSizes).values({ size: 'M' }).returning();
  await db.insert(racks).values({ id: 7, description: 'Rek 7' }).onConflictDoNothing();
  const made = await db
    .insert(articles)
    .values([
      { description: 'Lange mantel', categoryId: mantel!.id, clothingSizeId: size!.id, rackId: 7 },
      { description: 'Korte mantel', categoryId: mantel!.id, clothingSizeId: size!.id },
      { description: 'Kanten kraag', categoryId: kraag!.id, clothingSizeId: size!.id, tags: 'kant|accessoire' },
    ])
    .returning();
  [mantel1, mantel2, collar] = made.map((a) => a.id) as [number, number, number];
  await db
    .insert(settings)
    .values({ id: 1, title: 'Coulisse', description: 'Demo-instellingen', fine: 2.5 })
    .onConflictDoUpdate({ target: settings.id, set: { fine: 2.5 } });
});

describe('POST /api/orders/price', () => {
  const body = () => ({
    startDt: today,
    toDt: today,
    priceCategory: 1,
    periods: 2,
    items: [
      { articleId: mantel1, amount: 1 },
      { articleId: collar, amount: 3 },
    ],
  });
  it('refuses without a session, without the right, and bad input', async () => {
    expect((await api(null, 'POST', '/orders/price', body())).statusCode).toBe(401);
    expect((await api(reader, 'POST', '/orders/price', body())).statusCode).toBe(403);
    expect((await api(clerk, 'POST', '/orders/price', { ...body(), priceCategory: 6 })).statusCode).toBe(400);
    const missing = await api(clerk, 'POST', '/orders/price', { ...body(), items: [{ articleId: 999999, amount: 1 }] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Artikel bestaat niet');
  });
  it('prices Σ current category price × days / 30 with the replacement value and 21 % VAT', async () => {
    const byPeriods = await api(clerk, 'POST', '/orders/price', { ...body(), toDt: undefined });
    expect(byPeriods.json()).toEqual({ price: 78, replacementPrice: 100, vat: 16.38 }); // (30 + 3×3) × 2
    const byDays = await api(editor, 'POST', '/orders/price', { ...body(), startDt: '2026-01-01', toDt: '2026-01-16', priceCategory: 2 });
    expect(byDays.json()).toEqual({ price: 13, replacementPrice: 100, vat: 2.73 }); // (20 + 3×2) × 15/30
  });
});

describe('GET /api/orders/article/{number}', () => {
  // The screen shows 'Artikel bestaat niet' (spec 3 §8) on the 404; a refusal reads the same.
  it('answers the article with its rack, or 404 for a missing one', async () => {
    const refused = await api(reader, 'GET', `/orders/article/${mantel1}`);
    const found = await api(clerk, 'GET', `/orders/article/${mantel1}`);
    expect(found.json()).toMatchObject({ id: mantel1, category: 'Mantel', size: 'M', rack: { id: 7 }, accessory: false, orders: [] });
    const missing = await api(clerk, 'GET', '/orders/article/999999');
    expect([refused.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(refused.json()).toEqual(missing.json());
  });
});

describe('GET /api/orders/articles?text= (search window)', () => {
  it('finds articles by description, tags or padded number', async () => {
    expect((await api(reader, 'GET', '/orders/articles?text=mantel')).statusCode).toBe(403);
    expect((await api(clerk, 'GET', '/orders/articles?text=m')).statusCode).toBe(400);
    const byText = await api(clerk, 'GET', '/orders/articles?text=Mántel');
    expect(byText.json().map((a: { id: number }) => a.id)).toEqual([mantel1, mantel2]);
    const byTag = await api(clerk, 'GET', '/orders/articles?text=kant');
    expect(byTag.json()).toEqual([expect.objectContaining({ id: collar, accessory: true, category: 'Kraag' })]);
    const byNumber = await api(editor, 'GET', `/orders/articles?text=${String(collar).padStart(6, '0')}`);
    expect(byNumber.json().map((a: { id: number }) => a.id)).toEqual([collar]);
  });
});

describe('create, read, list, edit, returns, bill', () => {
  let id: number;
  it('refuses without the right and with bad input, writing nothing', async () => {
    expect((await api(null, 'POST', '/orders', form())).statusCode).toBe(401);
    expect((await api(reader, 'POST', '/orders', form())).statusCode).toBe(403);
    const bad = await api(clerk, 'POST', '/orders', form({ type: 3, uniqueNumber: '', socialSecurity: '', toDt: '2300-01-01', email: 'jan' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      socialSecurity: 'Veld mag niet leeg zijn',
      toDt: 'Gelieve een datum te selecteren die maximum 100 jaar in de toekomst is',
      email: 'Ongeldig mailadres',
    });
    const twice = await api(
      clerk,
      'POST',
      '/orders',
      form({
        items: [
          { articleId: mantel1, amount: 1 },
          { articleId: mantel1, amount: 1 },
        ],
      }),
    );
    expect(twice.statusCode).toBe(400);
    const shortGroup = await api(clerk, 'POST', '/orders', form({ groups: [{ name: 'ab', items: [] }] }));
    expect(shortGroup.json().fields['groups.0.name']).toBe('min. 3 en max. 255 karakters');
    const missing = await api(clerk, 'POST', '/orders', form({ items: [{ articleId: 999999, amount: 1 }] }));
    expect(missing.json().message).toBe('Artikel bestaat niet');
    expect(await t.ctx.db.select().from(orders)).toHaveLength(0);
    expect((await articleRow(mantel1)).rented).toBe(false);
  });

  it('creates the order with its group and items; the articles become rented', async () => {
    const res = await api(clerk, 'POST', '/orders', form());
    expect(res.statusCode).toBe(201);
    id = res.json().rentalId;
    expect((await articleRow(mantel1)).rented).toBe(true);
    const order = await api(reader, 'GET', `/order/${id}`);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      id,
      type: 2,
      price: 39,
      replacementPrice: 100,
      vat: 8.19,
      totalItems: 4,
      finePerDay: 2.5,
      billed: false,
      groups: [{ name: 'Koor' }],
    });
    expect(order.json().items.map((i: { articleId: number; amount: number }) => [i.articleId, i.amount])).toEqual([
      [mantel1, 1],
      [collar, 3],
    ]);
    expect((await api(nobody, 'GET', `/order/${id}`)).statusCode).toBe(404);
    expect((await api(reader, 'GET', '/order/999999')).statusCode).toBe(404);
    const inUse = await api(clerk, 'GET', `/orders/article/${mantel1}`);
    expect(inUse.json().orders).toEqual([{ id, name: 'Toneelkring De Planken' }]);
  });

  it('lists open orders by default with the price × 1.21 and the pieces', async () => {
    expect((await api(nobody, 'GET', '/clothing/orders')).statusCode).toBe(403);
    const list = await api(reader, 'GET', '/clothing/orders');
    expect(list.json()).toMatchObject({
      total: 1,
      filters: { billed: false, canceled: false },
      data: [{ id, toPay: 47.19, pieces: 4, replacementPrice: 100, returnBefore: '2026-01-31', endOfRental: '2026-01-31' }],
    });
    const byText = await api(reader, 'GET', `/clothing/orders?filters=${encodeURIComponent(JSON.stringify({ text: 'planken' }))}`);
    expect(byText.json().total).toBe(1);
    const billed = await api(reader, 'GET', `/clothing/orders?filters=${encodeURIComponent(JSON.stringify({ billed: 1 }))}`);
    expect(billed.json().total).toBe(0);
    expect((await api(reader, 'GET', '/clothing/orders?filters={"nope":1}')).statusCode).toBe(400);
    const checked = await api(reader, 'POST', '/clothing/orders/checked', { configs: { filters: { billed: 0 } } });
    expect(checked.json()).toEqual({ ids: [id], total: 1 });
  });

  it('edits the form; the article taken off is no longer rented', async () => {
    expect((await api(reader, 'PUT', `/order/${id}`, form())).statusCode).toBe(404);
    expect((await api(clerk, 'PUT', `/order/${id}`, form({ email: '' }))).statusCode).toBe(400);
    const res = await api(editor, 'PUT', `/order/${id}`, form({ items: [{ articleId: mantel2, amount: 1 }] }));
    expect(res.json()).toEqual({ success: true, message: 'Bestelformulier werd succesvol gewijzigd' });
    expect((await articleRow(mantel1)).rented).toBe(false);
    expect((await articleRow(mantel2)).rented).toBe(true);
  });

  it('receives and corrects pieces, emits the event, and flags the order returned', async () => {
    const items = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
    const [mantelItem, collarItem] = items as [typeof orderItems.$inferSelect, typeof orderItems.$inferSelect];
    expect((await api(reader, 'PUT', `/order/${id}/item/${collarItem.id}`, { action: 'receive', amount: 1 })).statusCode).toBe(404);
    const tooMany = await api(clerk, 'PUT', `/order/${id}/item/${collarItem.id}`, { action: 'receive', amount: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Geef een waarde tussen 1 en 3');
    expect((await api(clerk, 'PUT', `/order/${id}/item/999999`, { action: 'receive', amount: 1 })).statusCode).toBe(404);
    expect((await api(clerk, 'PUT', `/order/${id}/item/${collarItem.id}`, { action: 'receive', amount: 2 })).json().success).toBe(true);
    expect((await api(clerk, 'PUT', `/order/${id}/item/${collarItem.id}`, { action: 'correct', amount: 3 })).statusCode).toBe(400);
    await api(clerk, 'PUT', `/order/${id}/item/${collarItem.id}`, { action: 'correct', amount: 1 });
    expect((await t.ctx.db.select().from(orderItems).where(eq(orderItems.id, collarItem.id)))[0]!.returned).toBe(1);
    expect(t.realtime.sent.at(-1)).toEqual({ room: `order:${id}`, event: 'clothing_receive_items', payload: { orderId: id, ids: [collarItem.id] } });
    const bulk = await api(clerk, 'PUT', `/order/${id}/items/receive`, { ids: [mantelItem.id] });
    expect(bulk.json().success).toBe(true);
    expect((await articleRow(mantel2)).rented).toBe(false);
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.returned).toBe(false);
    await api(clerk, 'PUT', `/order/${id}/items/receive`, { ids: [collarItem.id] });
    expect((await t.ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!.returned).toBe(true);
  });

  it('saves a remark and a fine', async () => {
    expect((await api(clerk, 'POST', `/order/${id}/${collar}/remarks`, { remarks: ' ' })).statusCode).toBe(400);
    expect((await api(reader, 'POST', `/order/${id}/${collar}/remarks`, { remarks: 'Kant gescheurd' })).statusCode).toBe(404);
    expect((await api(clerk, 'POST', `/order/${id}/${collar}/remarks`, { remarks: 'Kant gescheurd' })).json().message).toBe('Opmerking werd bewaard');
    expect((await api(clerk, 'POST', `/order/${id}/${mantel1}/remarks`, { remarks: 'x' })).statusCode).toBe(404);
    expect((await api(clerk, 'POST', `/order/${id}/fine`, { fine: -1 })).statusCode).toBe(400);
    expect((await api(clerk, 'POST', `/order/${id}/fine`, { fine: 12.5 })).statusCode).toBe(200);
    expect((await api(reader, 'GET', `/order/${id}`)).json()).toMatchObject({ fine: 12.5 });
  });

  it('marks billed; a billed order can no longer be edited or received', async () => {
    expect((await api(clerk, 'PUT', `/order/${id}`, { billed: false })).statusCode).toBe(400);
    const billed = await api(clerk, 'PUT', `/order/${id}`, { billed: true });
    expect(billed.json()).toEqual({ success: true, message: 'Bestelbon werd gemarkeerd als gefactureerd' });
    const again = await api(clerk, 'PUT', `/order/${id}`, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().success).toBe(false);
    expect(again.json().message).toContain('al gefactureerd');
    expect((await api(clerk, 'PUT', `/order/${id}/items/receive`, { ids: [1] })).statusCode).toBe(409);
    const pdf = await api(reader, 'GET', `/order/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('cancel and inactive', () => {
  it('cancel sends the pieces still out to the wash and frees the articles', async () => {
    const id = (await api(clerk, 'POST', '/orders', form({ groups: [] }))).json().rentalId as number;
    expect((await articleRow(mantel1)).rented).toBe(true);
    expect((await api(clerk, 'PUT', `/order/${id}`, { canceled: true })).statusCode).toBe(400);
    const res = await api(clerk, 'PUT', `/order/${id}`, { canceled: true, washing: true });
    expect(res.json()).toEqual({ success: true, message: 'Bestelbon werd geannuleerd' });
    expect(await articleRow(mantel1)).toMatchObject({ rented: false, washing: true, active: true });
    expect((await api(clerk, 'PUT', `/order/${id}`, { billed: true })).statusCode).toBe(409);
    const canceled = await api(reader, 'GET', `/clothing/orders?filters=${encodeURIComponent(JSON.stringify({ canceled: 1, billed: 0 }))}`);
    expect(canceled.json().data.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it('sets the articles not returned inactive after billing with a replacement value', async () => {
    const id = (
      await api(
        clerk,
        'POST',
        '/orders',
        form({
          items: [
            { articleId: mantel1, amount: 1 },
            { articleId: mantel2, amount: 1 },
          ],
          groups: [],
        }),
      )
    ).json().rentalId as number;
    expect((await api(clerk, 'GET', `/order/${id}/inactive`)).statusCode).toBe(409);
    const [first] = await t.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
    await api(clerk, 'PUT', `/order/${id}/items/receive`, { ids: [first!.id] });
    await api(clerk, 'PUT', `/order/${id}`, { billed: true });
    expect((await api(reader, 'GET', `/order/${id}/inactive`)).statusCode).toBe(404);
    const res = await api(editor, 'GET', `/order/${id}/inactive`);
    expect(res.json()).toMatchObject({ success: true, count: 1 });
    const rows = await t.ctx.db
      .select({ id: articles.id, active: articles.active })
      .from(articles)
      .where(inArray(articles.id, [mantel1, mantel2]))
      .orderBy(articles.id);
    expect(rows).toEqual([
      { id: mantel1, active: true },
      { id: mantel2, active: false },
    ]);
  });
});

describe('live returns', () => {
  it('joins the caller to room order:<id> with the read right', async () => {
    const [order] = await t.ctx.db.select({ id: orders.id }).from(orders).limit(1);
    expect((await api(nobody, 'POST', `/order/${order!.id}/live`, { socketId: 'abc' })).statusCode).toBe(404);
    expect((await api(reader, 'POST', '/order/999999/live', { socketId: 'abc' })).statusCode).toBe(404);
    expect((await api(reader, 'POST', `/order/${order!.id}/live`, { socketId: 'abc' })).statusCode).toBe(200);
    expect(t.realtime.joined.at(-1)).toEqual({ socketId: 'abc', room: `order:${order!.id}`, userId: reader.id });
  });
});

describe('export', () => {
  it('streams the list as xlsx with a download token only', async () => {
    expect((await api(reader, 'GET', '/reports/orders.xlsx')).statusCode).toBe(200);
    expect((await api(nobody, 'GET', '/reports/orders.xlsx')).statusCode).toBe(403);
  });
});
