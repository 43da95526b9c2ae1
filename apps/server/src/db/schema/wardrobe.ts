import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, serial, text, timestamp, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The wardrobe (spec 3 §3): the costume stock and its rental orders. Lookups first: racks
 * (numbered by staff), clothing items ("categories", with their price tiers A–E), sizes,
 * fabrics, patterns and colours.
 */

/** A rack: its number is chosen by staff (spec 3 §5 "Rack needs both a number and a description"). */
export const racks = pgTable('racks', {
  id: integer('id').primaryKey(),
  description: varchar('description', { length: 255 }).notNull(),
});

/** A clothing item ("Kledingstuk"): the category an article belongs to and its monthly price basis. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

/**
 * Prices of a category over time (spec 3 §4): a price is current when its start is past and its
 * end is empty or in the future; the latest start wins. Amounts in euro per 30-day period.
 */
export const categoryPrices = pgTable(
  'category_prices',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    startDt: date('start_dt', { mode: 'string' }).notNull(),
    endDt: date('end_dt', { mode: 'string' }),
    priceA: numeric('price_a', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceB: numeric('price_b', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceC: numeric('price_c', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceD: numeric('price_d', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    priceE: numeric('price_e', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    replacementPrice: numeric('replacement_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [index('category_prices_category_start_idx').on(t.categoryId, t.startDt)],
);

export const clothingSizes = pgTable('clothing_sizes', {
  id: serial('id').primaryKey(),
  size: varchar('size', { length: 50 }).notNull(),
});

export const fabrics = pgTable('fabrics', {
  id: serial('id').primaryKey(),
  type: varchar('type', { length: 255 }).notNull(),
});

export const patterns = pgTable('patterns', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
});

/**
 * The text the article number filter and the global search look in: the number padded to six
 * digits, the description and the tags, folded like `foldText` (platform/db/text.ts).
 */
export const articleSearchText = (t: { id: AnyPgColumn; description: AnyPgColumn; tags: AnyPgColumn }) =>
  sql`coulisse_unaccent(lower(lpad(${t.id}::text, 6, '0') || ' ' || ${t.description} || ' ' || replace(${t.tags}, '|', ' ')))`;

/**
 * A costume article. The id is its number (shown padded to 6 digits). Tags are kept as in
 * transport, pipe-separated ('kraag|accessoire'); the tag `accessoire` marks an accessory.
 * Removing an article sets it inactive: rows are never deleted while orders refer to them.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    description: varchar('description', { length: 255 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    clothingSizeId: integer('clothing_size_id')
      .notNull()
      .references(() => clothingSizes.id, { onDelete: 'restrict' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'set null' }),
    patternId: integer('pattern_id').references(() => patterns.id, { onDelete: 'set null' }),
    colorId: integer('color_id').references(() => colors.id, { onDelete: 'set null' }),
    rackId: integer('rack_id').references(() => racks.id, { onDelete: 'set null' }),
    tags: text('tags').notNull().default(''),
    active: boolean('active').notNull().default(true),
    washing: boolean('washing').notNull().default(false),
    rented: boolean('rented').notNull().default(false),
    rentedProject: boolean('rented_project').notNull().default(false),
    stock: integer('stock').notNull().default(1),
    withVat: boolean('with_vat').notNull().default(false),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
    updatedDt: timestamp('updated_dt', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs((): SQL => articleSearchText(articles)),
  },
  (t) => [
    index('articles_category_idx').on(t.categoryId),
    index('articles_size_idx').on(t.clothingSizeId),
    index('articles_rack_idx').on(t.rackId),
    index('articles_description_idx').on(t.description, t.id),
    // The list's lookup filters, and the "set null" when a fabric, pattern or colour is removed.
    index('articles_fabric_idx').on(t.fabricId),
    index('articles_pattern_idx').on(t.patternId),
    index('articles_color_idx').on(t.colorId),
    // The status filters (rules/wardrobe/articles.ts STATUS_FILTER_FLAGS): partial indexes in number order
    // answer their page and count without reading the table (the count of "active" too).
    index('articles_active_idx').on(t.id).where(sql`${t.active}`),
    index('articles_inactive_idx').on(t.id).where(sql`not ${t.active}`),
    index('articles_washing_idx').on(t.id).where(sql`${t.active} and ${t.washing}`),
    index('articles_rented_idx').on(t.id).where(sql`${t.active} and not ${t.washing} and ${t.rented}`),
    index('articles_rented_project_idx').on(t.id).where(sql`${t.active} and not ${t.washing} and not ${t.rented} and ${t.rentedProject}`),
    // fastupdate off for the same reason as the users search index (PGlite has no autovacuum).
    index('articles_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

/**
 * A rental order (spec 3 §3 Order). Money amounts are those computed when the order was saved
 * (price excluding VAT, replacement value, VAT, fine), so a later price change does not alter
 * an order already handed out.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    creationDt: timestamp('creation_dt', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Renter type 1–4 (spec 3 §4). */
    type: integer('type').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    companyName: varchar('company_name', { length: 255 }),
    socialSecurity: varchar('social_security', { length: 50 }),
    uniqueNumber: varchar('unique_number', { length: 50 }),
    bankAccount: varchar('bank_account', { length: 50 }),
    cellPhone: varchar('cell_phone', { length: 50 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    streetName: varchar('street_name', { length: 255 }).notNull(),
    houseNumber: varchar('house_number', { length: 20 }).notNull(),
    bus: varchar('bus', { length: 20 }),
    zipCode: varchar('zip_code', { length: 20 }).notNull(),
    cityName: varchar('city_name', { length: 255 }).notNull(),
    projectName: varchar('project_name', { length: 255 }),
    projectOwner: varchar('project_owner', { length: 255 }),
    projectOwnerCellPhone: varchar('project_owner_cell_phone', { length: 50 }),
    fromDt: date('from_dt', { mode: 'string' }).notNull(),
    toDt: date('to_dt', { mode: 'string' }).notNull(),
    periods: integer('periods').notNull(),
    info: text('info'),
    /** Price category 1–5, shown as A–E. */
    priceCategory: integer('price_category').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    replacementPrice: numeric('replacement_price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    vat: numeric('vat', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    fine: numeric('fine', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    billed: boolean('billed').notNull().default(false),
    canceled: boolean('canceled').notNull().default(false),
    returned: boolean('returned').notNull().default(false),
  },
  (t) => [index('orders_to_dt_idx').on(t.toDt, t.id), index('orders_open_idx').on(t.billed, t.canceled, t.id)],
);

/** A named group of articles within an order (spec 3 §3 Article group); name at least 3 characters. */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('order_groups_order_idx').on(t.orderId)],
);

/** One article on an order: `amount` pieces handed out, `returned` of them received back. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    uuid: varchar('uuid', { length: 36 }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => orderGroups.id, { onDelete: 'set null' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull().default(1),
    returned: integer('returned').notNull().default(0),
    remarks: text('remarks'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_article_idx').on(t.articleId)],
);
