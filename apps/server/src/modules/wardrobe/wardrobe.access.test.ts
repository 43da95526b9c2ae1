import type { RightKey } from '@coulisse/shared/access/registry';
import { todayInBrussels } from '@coulisse/shared/rules/account';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, categoryPrices, clothingSizes, colors, fabrics, patterns, racks } from '../../db/schema/index';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Call, type Target } from '../../../test/accessMatrix';
import { MISSING } from '../../../test/access';
import { bearer, buildProject, buildUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each wardrobe route (docs/areas/wardrobe.md "Access"). The stock and the rentals
 * are global areas: every right counts globally, so each case is `global`, and a call on one
 * record (an article, an order, a rack, …) answers a refusal like a missing record (404).
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;

interface Fixture {
  projects: { a: number; b: number };
  lookups: Record<string, number>;
  rack: number;
  category: number;
  article: number;
  order: number;
  /** Edited by the form call, which gives its items new ids. */
  editedOrder: number;
  billedOrder: number;
  item: number;
}
const fx = {} as Fixture;
let serial = 0;
const unique = (prefix: string) => `${prefix} ${++serial}`;

/** The single-field lookups: their right, paths, field and table (spec 3 §7 Stock). */
const LOOKUPS: { area: string; single: string; plural: string; key: string; table: PgTable; id: PgColumn; exported: boolean }[] = [
  { area: 'sizes', single: 'clothingSizes', plural: 'clothing_sizes', key: 'size', table: clothingSizes, id: clothingSizes.id, exported: true },
  { area: 'fabrics', single: 'fabric', plural: 'fabrics', key: 'type', table: fabrics, id: fabrics.id, exported: true },
  { area: 'patterns', single: 'pattern', plural: 'patterns', key: 'name', table: patterns, id: patterns.id, exported: true },
  { area: 'colors', single: 'color', plural: 'colors', key: 'name', table: colors, id: colors.id, exported: false },
];

async function insertLookup(l: (typeof LOOKUPS)[number]): Promise<number> {
  const [row] = await db
    .insert(l.table)
    .values({ [l.key]: unique(l.single) })
    .returning({ id: l.id });
  return row!.id as number;
}

async function newCategory(): Promise<number> {
  const [category] = await db.insert(categories).values({ name: unique('Mantel') }).returning();
  await db.insert(categoryPrices).values({ categoryId: category!.id, startDt: '2020-01-01', priceA: 30, priceB: 20, priceC: 10, priceD: 5, priceE: 0, replacementPrice: 100 });
  return category!.id;
}

async function newArticle(): Promise<number> {
  const [article] = await db
    .insert(articles)
    .values({ description: unique('Lange mantel'), categoryId: fx.category, clothingSizeId: fx.lookups.sizes!, rackId: fx.rack })
    .returning();
  return article!.id;
}

const orderForm = () => ({
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
  items: [{ articleId: fx.article, amount: 1 }],
  groups: [],
});

beforeAll(async () => {
  fx.projects = { a: (await buildProject(db)).id, b: (await buildProject(db)).id };
  fx.lookups = {};
  for (const l of LOOKUPS) fx.lookups[l.area] = await insertLookup(l);
  fx.rack = 901;
  await db.insert(racks).values({ id: fx.rack, description: 'Rek in de kelder' });
  fx.category = await newCategory();
  fx.article = await newArticle();
  const admin = await buildUser(db, { level: 1 });
  const post = async () => (await t.app.inject({ method: 'POST', url: '/api/orders', headers: bearer(admin), payload: orderForm() })).json().rentalId as number;
  fx.order = await post();
  fx.editedOrder = await post();
  fx.billedOrder = await post();
  await t.app.inject({ method: 'PUT', url: `/api/order/${fx.billedOrder}`, headers: bearer(admin), payload: { billed: true } });
  fx.item = (await t.app.inject({ method: 'GET', url: `/api/order/${fx.order}`, headers: bearer(admin) })).json().items[0].id as number;
});

/** A record of the target: the fixture's (A), or an id nothing has; B does not exist for global records. */
const on = (target: Target, id: () => number): number | null => (target === 'A' ? id() : target === 'missing' ? MISSING : null);
/** A call that names no record: it cannot aim at a missing one. */
const plain = (call: Call) => (target: Target) => (target === 'A' ? call : null);
/** A call on a record of the target. */
const at = (url: (id: number) => string, id: () => number, payload?: () => unknown) => async (target: Target) => {
  const found = on(target, id);
  return found === null ? null : { url: url(found), ...(payload ? { payload: payload() } : {}) };
};
/** A call that removes its record: a fresh one for every caller. */
const fresh = (url: (id: number) => string, make: () => Promise<number>) => async (target: Target) => {
  if (target === 'B') return null;
  return { url: url(target === 'A' ? await make() : MISSING) };
};

const read = (area: string) => `${area}.read` as RightKey;
const global = { global: true } as const;

const lookupCases = LOOKUPS.flatMap((l): AccessCase[] => {
  const single = `/api/clothing/${l.single}`;
  const id = () => fx.lookups[l.area]!;
  return [
    { route: `GET /api/stock/${l.plural}`, needs: [read(l.area)], ...global, request: plain({ url: `/api/stock/${l.plural}` }) },
    { route: `POST /api/stock/${l.plural}/checked`, needs: [read(l.area)], ...global, request: plain({ url: `/api/stock/${l.plural}/checked`, payload: {} }) },
    ...(l.exported ? [{ route: `GET /api/reports/${l.plural}.xlsx`, needs: [read(l.area)], ...global, request: plain({ url: `/api/reports/${l.plural}.xlsx` }) }] : []),
    { route: `GET ${single}/:id`, needs: [read(l.area)], ...global, request: at((i) => `${single}/${i}`, id) },
    { route: `POST ${single}`, needs: [`${l.area}.create` as RightKey], ...global, allowed: 201, request: (target) => plain({ url: single, payload: { [l.key]: unique(l.single) } })(target) },
    { route: `PUT ${single}/:id`, needs: [`${l.area}.update` as RightKey], ...global, request: at((i) => `${single}/${i}`, id, () => ({ [l.key]: unique(l.single) })) },
    { route: `DELETE ${single}/:id`, needs: [`${l.area}.delete` as RightKey], ...global, request: fresh((i) => `${single}/${i}`, () => insertLookup(l)) },
    {
      route: `GET /api/clothing/${l.area === 'sizes' ? 'articleClothingSizes' : l.plural}`,
      needs: ['articles.read', read(l.area)],
      ...global,
      request: plain({ url: `/api/clothing/${l.area === 'sizes' ? 'articleClothingSizes' : l.plural}` }),
    },
  ];
});

const rack = (i: number) => `/api/clothing/rack/${i}`;
const rackCases: AccessCase[] = [
  { route: 'GET /api/stock/racks', needs: ['racks.read'], ...global, request: plain({ url: '/api/stock/racks' }) },
  { route: 'POST /api/stock/racks/checked', needs: ['racks.read'], ...global, request: plain({ url: '/api/stock/racks/checked', payload: {} }) },
  { route: 'GET /api/reports/racks.xlsx', needs: ['racks.read'], ...global, request: plain({ url: '/api/reports/racks.xlsx' }) },
  { route: 'GET /api/clothing/racks', needs: ['articles.read', 'racks.read'], ...global, request: plain({ url: '/api/clothing/racks' }) },
  { route: 'GET /api/clothing/rack/:id', needs: ['racks.read'], ...global, request: at(rack, () => fx.rack) },
  { route: 'GET /api/clothing/rack/:id/articles', needs: ['racks.read'], also: ['articles.read'], ...global, request: at((i) => `${rack(i)}/articles`, () => fx.rack) },
  { route: 'POST /api/clothing/rack/:id/articles/checked', needs: ['racks.read'], also: ['articles.read'], ...global, request: at((i) => `${rack(i)}/articles/checked`, () => fx.rack, () => ({})) },
  { route: 'POST /api/clothing/rack', needs: ['racks.create'], ...global, allowed: 201, request: (target) => plain({ url: '/api/clothing/rack', payload: { id: 950 + ++serial, description: 'Nieuw rek' } })(target) },
  { route: 'PUT /api/clothing/rack/:id', needs: ['racks.update'], ...global, request: at(rack, () => fx.rack, () => ({ id: fx.rack, description: 'Rek in de kelder' })) },
  {
    route: 'DELETE /api/clothing/rack/:id',
    needs: ['racks.delete'],
    ...global,
    request: fresh(rack, async () => (await db.insert(racks).values({ id: 2000 + ++serial, description: 'Leeg rek' }).returning())[0]!.id),
  },
];

const category = (i: number) => `/api/category/${i}`;
const categoryCases: AccessCase[] = [
  { route: 'GET /api/categories', needs: ['categories.read'], ...global, request: plain({ url: '/api/categories' }) },
  { route: 'POST /api/categories/checked', needs: ['categories.read'], ...global, request: plain({ url: '/api/categories/checked', payload: {} }) },
  { route: 'GET /api/clothing', needs: ['articles.read', 'categories.read'], ...global, request: plain({ url: '/api/clothing' }) },
  { route: 'GET /api/category/:id', needs: ['categories.read'], ...global, request: at(category, () => fx.category) },
  {
    route: 'POST /api/clothing/category',
    needs: ['categories.create'],
    ...global,
    allowed: 201,
    request: (target) => plain({ url: '/api/clothing/category', payload: { name: unique('Cape'), priceA: 5, priceB: 4, priceC: 3, priceD: 2, priceE: 1 } })(target),
  },
  { route: 'PUT /api/category/:id', needs: ['categories.update'], ...global, request: at(category, () => fx.category, () => ({ name: unique('Mantel') })) },
  {
    route: 'POST /api/category/:id/prices',
    needs: ['categories.update'],
    ...global,
    allowed: 201,
    request: async (target) => {
      const id = target === 'A' ? await newCategory() : target === 'missing' ? MISSING : null;
      return id === null ? null : { url: `${category(id)}/prices`, payload: { startDt: todayInBrussels(), priceA: 6, priceB: 5, priceC: 4, priceD: 3, priceE: 2 } };
    },
  },
  { route: 'DELETE /api/category/:id', needs: ['categories.delete'], ...global, request: fresh(category, newCategory) },
  { route: 'DELETE /api/categories', needs: ['categories.delete'], ...global, request: async (target) => (target === 'A' ? { url: '/api/categories', payload: { ids: [await newCategory()] } } : null) },
  {
    route: 'GET /api/reports/categories/:id/articles.xlsx',
    needs: ['categories.read'],
    also: ['articles.read'],
    ...global,
    request: at((i) => `/api/reports/categories/${i}/articles.xlsx`, () => fx.category),
  },
];

const article = (i: number) => `/api/article/${i}`;
const articleForm = () => ({ description: unique('Nieuwe mantel'), clothingId: fx.category, clothingSizeId: fx.lookups.sizes, rackId: fx.rack, tags: 'winter' });
const importItem = () => ({ row: 2, number: '', description: 'Wollen mantel', category: '', size: '', fabric: '', pattern: '', color: '', rack: '', tags: '', active: 'ja' });
const importBody = async () => {
  const [c] = await db.select({ name: categories.name }).from(categories).limit(1);
  const [s] = await db.select({ size: clothingSizes.size }).from(clothingSizes).limit(1);
  return { items: [{ ...importItem(), category: c!.name, size: s!.size }] };
};
const articleCases: AccessCase[] = [
  { route: 'GET /api/articles', needs: ['articles.read'], ...global, request: plain({ url: '/api/articles' }) },
  { route: 'POST /api/articles/checked', needs: ['articles.read'], ...global, request: plain({ url: '/api/articles/checked', payload: {} }) },
  { route: 'GET /api/reports/articles.xlsx', needs: ['articles.read'], ...global, request: plain({ url: '/api/reports/articles.xlsx' }) },
  { route: 'GET /api/article/:id', needs: ['articles.read'], ...global, request: at(article, () => fx.article) },
  { route: 'POST /api/article', needs: ['articles.create'], ...global, allowed: 201, request: (target) => plain({ url: '/api/article', payload: articleForm() })(target) },
  { route: 'PUT /api/article/:id', needs: ['articles.update'], ...global, request: at(article, () => fx.article, articleForm) },
  { route: 'PUT /api/article/:id/status', needs: ['articles.update'], ...global, request: at((i) => `${article(i)}/status`, () => fx.article, () => ({ active: true, washing: false, stock: 1 })) },
  { route: 'DELETE /api/article/:id', needs: ['articles.delete'], ...global, allowed: 204, request: fresh(article, newArticle) },
  { route: 'GET /api/articles/next', needs: ['articles.create'], ...global, request: plain({ url: '/api/articles/next' }) },
  { route: 'PUT /api/articles/bulk', needs: ['articles.update'], ...global, request: (target) => plain({ url: '/api/articles/bulk', payload: { ids: [fx.article], data: { rackId: fx.rack } } })(target) },
  { route: 'GET /api/articles/descriptions', needs: ['articles.read'], ...global, request: plain({ url: '/api/articles/descriptions?text=mantel' }) },
  { route: 'GET /api/clothing/tags', needs: ['articles.read'], ...global, request: plain({ url: '/api/clothing/tags' }) },
  { route: 'GET /api/articles/:id/rentinfo', needs: ['articles.read'], ...global, request: at((i) => `/api/articles/${i}/rentinfo`, () => fx.article) },
  { route: 'POST /api/clothing/import/preview', needs: ['articles.create'], ...global, request: async (target) => (target === 'A' ? { url: '/api/clothing/import/preview', payload: await importBody() } : null) },
  { route: 'POST /api/clothing/import', needs: ['articles.create'], ...global, allowed: 201, request: async (target) => (target === 'A' ? { url: '/api/clothing/import', payload: await importBody() } : null) },
];

const order = (i: number) => `/api/order/${i}`;
const orderCases: AccessCase[] = [
  { route: 'GET /api/clothing/orders', needs: ['orders.read'], ...global, request: plain({ url: '/api/clothing/orders' }) },
  { route: 'POST /api/clothing/orders/checked', needs: ['orders.read'], ...global, request: plain({ url: '/api/clothing/orders/checked', payload: {} }) },
  { route: 'GET /api/reports/orders.xlsx', needs: ['orders.read'], ...global, request: plain({ url: '/api/reports/orders.xlsx' }) },
  {
    route: 'POST /api/orders/price',
    needs: ['orders.create', 'orders.update'],
    ...global,
    request: (target) => plain({ url: '/api/orders/price', payload: { startDt: '2026-01-01', priceCategory: 1, periods: 1, items: [{ articleId: fx.article, amount: 1 }] } })(target),
  },
  { route: 'GET /api/orders/article/:id', needs: ['orders.create', 'orders.update'], ...global, request: at((i) => `/api/orders/article/${i}`, () => fx.article) },
  { route: 'GET /api/orders/articles', needs: ['orders.create', 'orders.update'], ...global, request: plain({ url: '/api/orders/articles?text=mantel' }) },
  { route: 'POST /api/orders', needs: ['orders.create'], ...global, allowed: 201, request: (target) => plain({ url: '/api/orders', payload: orderForm() })(target) },
  { route: 'GET /api/order/:id', needs: ['orders.read'], ...global, request: at(order, () => fx.order) },
  { route: 'PUT /api/order/:id', needs: ['orders.update'], ...global, request: at(order, () => fx.editedOrder, orderForm) },
  { route: 'POST /api/order/:id/fine', needs: ['orders.update'], ...global, request: at((i) => `${order(i)}/fine`, () => fx.order, () => ({ fine: 5 })) },
  {
    route: 'POST /api/order/:id/:articleId/remarks',
    needs: ['orders.update'],
    ...global,
    request: at((i) => `${order(i)}/${fx.article}/remarks`, () => fx.order, () => ({ remarks: 'Knoop los' })),
  },
  {
    route: 'PUT /api/order/:id/item/:itemId',
    needs: ['orders.update'],
    ...global,
    request: at((i) => `${order(i)}/item/${fx.item}`, () => fx.order, () => ({ action: 'correct', amount: 0 })),
  },
  { route: 'PUT /api/order/:id/items/receive', needs: ['orders.update'], ...global, request: at((i) => `${order(i)}/items/receive`, () => fx.order, () => ({ ids: [fx.item] })) },
  { route: 'GET /api/order/:id/inactive', needs: ['orders.update'], ...global, request: at((i) => `${order(i)}/inactive`, () => fx.billedOrder) },
  { route: 'GET /api/order/:id/pdf', needs: ['orders.read'], ...global, request: at((i) => `${order(i)}/pdf`, () => fx.order) },
  { route: 'POST /api/order/:id/live', needs: ['orders.read'], ...global, request: at((i) => `${order(i)}/live`, () => fx.order, () => ({ socketId: 'socket-1' })) },
];

const cases: AccessCase[] = [...lookupCases, ...rackCases, ...categoryCases, ...articleCases, ...orderCases];

describe('the wardrobe routes', () => {
  it('each have an access case, unless public or self-service', () => {
    expect(uncoveredRoutes(routes, 'wardrobe', cases, SELF_SERVICE)).toEqual([]);
  });

  it('hold no case for a route that does not exist', () => {
    const known = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(cases.map((c) => c.route).filter((route) => !known.has(route))).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => fx.projects });
