import { z } from 'zod';
import { GROUP_NAME_MAX, groupNameRule, orderDateRule, PRICE_CATEGORIES, RENTER_TYPES, renterErrors, type RenterFields } from '../../rules/wardrobe/rentals';
import { MAX_ROW_ID, rowId } from '../lists';
import { boundedDate, isoDate, ruledText } from '../zodRules';

/** Rental orders (spec 3 §3 Order, Order item, Article group; §5 Orders; §7 Orders). */

const MAX_AMOUNT = 999;
const MAX_ITEMS = 1000;
const text = (max: number) => z.string().trim().max(max).default('');
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** From and to (spec 3 §5): required, real days, at most 100 years ahead ('today' in UTC, as the form's other rules here). */
const orderDate = boundedDate((v) => orderDateRule(v, new Date().toISOString().slice(0, 10)));

/** One article on the form: `amount` pieces (accessories may count several), an optional remark. */
export const orderItemInput = z.object({
  articleId: rowId,
  amount: z.number().int().min(1).max(MAX_AMOUNT).default(1),
  remarks: nullableText(2000),
});
export type OrderItemInput = z.infer<typeof orderItemInput>;

export const orderGroupInput = z.object({
  name: ruledText(GROUP_NAME_MAX, groupNameRule),
  items: z.array(orderItemInput).max(MAX_ITEMS).default([]),
});

/**
 * POST /api/orders, PUT /api/order/{id}: the whole form. The renter rules of spec 3 §5 (required
 * per type, dates at most 100 years ahead) are checked together and reported per field.
 */
export const orderBody = z
  .object({
    type: z
      .number({ error: 'validation.required' })
      .int()
      .min(1, { error: 'validation.required' })
      .max(Math.max(...RENTER_TYPES), { error: 'validation.required' })
      .refine((v) => (RENTER_TYPES as readonly number[]).includes(v), { error: 'validation.required' }),
    priceCategory: z
      .number({ error: 'validation.required' })
      .int()
      .min(1, { error: 'validation.required' })
      .max(Math.max(...PRICE_CATEGORIES), { error: 'validation.required' })
      .refine((v) => (PRICE_CATEGORIES as readonly number[]).includes(v), { error: 'validation.required' }),
    name: text(255),
    companyName: text(255),
    socialSecurity: text(50),
    uniqueNumber: text(50),
    bankAccount: text(50),
    cellPhone: text(50),
    email: text(255),
    streetName: text(255),
    houseNumber: text(20),
    bus: text(20),
    zipCode: text(20),
    cityName: text(255),
    projectName: text(255),
    projectOwner: text(255),
    projectOwnerCellPhone: text(50),
    fromDt: orderDate,
    toDt: orderDate,
    periods: z
      .number()
      .int()
      .min(0)
      .max(100 * 13)
      .default(0),
    info: text(5000),
    items: z.array(orderItemInput).max(MAX_ITEMS).default([]),
    groups: z.array(orderGroupInput).max(100).default([]),
  })
  .superRefine((o, ctx) => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [field, key] of Object.entries(renterErrors(o as RenterFields, today))) ctx.addIssue({ code: 'custom', path: [field], message: key });
    const ids = [...o.items, ...o.groups.flatMap((g) => g.items)].map((i) => i.articleId);
    if (ids.length === 0) ctx.addIssue({ code: 'custom', path: ['items'], message: 'rentals.noArticles' });
  });
export type OrderBody = z.input<typeof orderBody>;
export type OrderInput = z.output<typeof orderBody>;

/** The custom body of PUT /api/order/{id} (spec 3 §7): mark billed, or cancel with the articles to the wash or the rack. */
export const orderStatusBody = z.union([
  z.object({ billed: z.literal(true) }).strict(),
  z.object({ canceled: z.literal(true), washing: z.boolean() }).strict(),
]);

/**
 * PUT /api/order/{id}: a status change or the whole form. The status bodies are strict, so a form
 * never reads as one; a form that breaks only the renter rules (not a type) is answered per field,
 * because zod reports the one option that did not fail on its shape.
 */
export const orderUpdateBody = z.union([...orderStatusBody.options, orderBody]);
export type OrderUpdateBody = z.input<typeof orderUpdateBody>;
export type OrderUpdateInput = z.output<typeof orderUpdateBody>;

/** POST /api/orders/price: the order's start day picks the current category prices. */
export const priceBody = z.object({
  startDt: isoDate,
  toDt: isoDate.optional(),
  priceCategory: z.number().int().min(1).max(5),
  periods: z
    .number()
    .int()
    .min(0)
    .max(100 * 13),
  items: z.array(orderItemInput.pick({ articleId: true, amount: true })).max(MAX_ITEMS),
});
export type PriceBody = z.input<typeof priceBody>;
export const priceAnswer = z.object({ price: z.number(), replacementPrice: z.number(), vat: z.number() });
export type PriceAnswer = z.infer<typeof priceAnswer>;

/** GET /api/orders/article/{number}: the article to add, with what uses it now. */
export const orderArticleDto = z.object({
  id: z.number(),
  description: z.string(),
  tags: z.string(),
  category: z.string(),
  size: z.string(),
  rack: z.object({ id: z.number(), description: z.string() }).nullable(),
  active: z.boolean(),
  washing: z.boolean(),
  rented: z.boolean(),
  rentedProject: z.boolean(),
  accessory: z.boolean(),
  /** Other open orders (not billed, not cancelled) with pieces of this article still out. */
  orders: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OrderArticleDto = z.infer<typeof orderArticleDto>;

/** A row of the search window (GET /api/orders/articles?text=). */
export const articleHit = orderArticleDto.pick({
  id: true,
  description: true,
  category: true,
  size: true,
  active: true,
  washing: true,
  rented: true,
  accessory: true,
});
export type ArticleHit = z.infer<typeof articleHit>;

export const orderItemDto = z.object({
  id: z.number(),
  uuid: z.string(),
  articleId: z.number(),
  description: z.string(),
  tags: z.string(),
  category: z.string(),
  size: z.string(),
  rack: z.object({ id: z.number(), description: z.string() }).nullable(),
  accessory: z.boolean(),
  amount: z.number(),
  returned: z.number(),
  remarks: z.string().nullable(),
  groupId: z.number().nullable(),
});
export type OrderItemDto = z.infer<typeof orderItemDto>;

export const orderDto = z.object({
  id: z.number(),
  creationDt: z.string(),
  type: z.number(),
  priceCategory: z.number(),
  name: z.string(),
  companyName: z.string(),
  socialSecurity: z.string(),
  uniqueNumber: z.string(),
  bankAccount: z.string(),
  cellPhone: z.string(),
  email: z.string(),
  streetName: z.string(),
  houseNumber: z.string(),
  bus: z.string(),
  zipCode: z.string(),
  cityName: z.string(),
  projectName: z.string(),
  projectOwner: z.string(),
  projectOwnerCellPhone: z.string(),
  fromDt: z.string(),
  toDt: z.string(),
  periods: z.number(),
  info: z.string(),
  price: z.number(),
  replacementPrice: z.number(),
  vat: z.number(),
  fine: z.number(),
  billed: z.boolean(),
  canceled: z.boolean(),
  returned: z.boolean(),
  totalItems: z.number(),
  /** The fine per piece per day from the settings, for the fine calculation (spec 3 §5). */
  finePerDay: z.number(),
  items: z.array(orderItemDto),
  groups: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type OrderDto = z.infer<typeof orderDto>;

export const orderAnswer = z.object({ success: z.boolean(), message: z.string() });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** A row of GET /api/clothing/orders (spec 3 §2 Order list). */
export interface OrderListItem {
  id: number;
  name: string;
  companyName: string;
  creationDt: string;
  endOfRental: string;
  returnBefore: string;
  price: number;
  toPay: number;
  replacementPrice: number;
  pieces: number;
  billed: boolean;
  canceled: boolean;
  returned: boolean;
}

/** PUT /api/order/{id}/item/{itemId}: receive adds pieces, correct sets the returned count lower. */
export const itemActionBody = z.object({ action: z.enum(['receive', 'correct']), amount: z.number().int().min(0).max(MAX_AMOUNT) });
export const receiveItemsBody = z.object({ ids: z.array(z.number().int().positive().max(MAX_ROW_ID)).min(1).max(MAX_ITEMS) });
export const fineBody = z.object({ fine: z.number({ error: 'validation.required' }).min(0, { error: 'rentals.fineNegative' }).max(1_000_000) });
export const remarksBody = z.object({ remarks: z.string().trim().min(1, { error: 'validation.required' }).max(2000) });

/** Socket event `clothing_receive_items` in room `order:<id>` (spec 3 §4 Item return). */
export { receiveEvent, type ReceiveEvent } from '../../realtime/events';
