import { addDays, priceWithVat, RENTAL_PERIOD_DAYS } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderListItem } from '@coulisse/shared/schemas/wardrobe/rentals';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '../../db/schema/index';
import { containsPattern, foldSql } from '../../platform/db/text';
import { defineFilter, type ListResource } from '../../platform/http/list';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export type OrderListRow = {
  id: number;
  name: string;
  companyName: string | null;
  creationDt: Date;
  fromDt: string;
  toDt: string;
  periods: number;
  price: number;
  replacementPrice: number;
  pieces: number;
  billed: boolean;
  canceled: boolean;
  returned: boolean;
};

const present = (r: OrderListRow): OrderListItem => ({
  id: r.id,
  name: r.name,
  companyName: r.companyName ?? '',
  creationDt: new Date(r.creationDt).toISOString(),
  endOfRental: addDays(r.fromDt, r.periods * RENTAL_PERIOD_DAYS),
  returnBefore: r.toDt,
  price: r.price,
  toPay: priceWithVat(r.price),
  replacementPrice: r.replacementPrice,
  pieces: r.pieces,
  billed: r.billed,
  canceled: r.canceled,
  returned: r.returned,
});

const day = (iso: string) => iso.split('-').reverse().join('/');

/**
 * GET /api/clothing/orders (spec 3 §2 Order list): filters billed, canceled (both 0 by default,
 * spec 3 §9), returned and text (number or renter name); newest first. "End of rental" is the
 * start plus the paid periods, "return before" the order's to day.
 */
export const ordersList: ListResource<OrderListRow, OrderListItem> = {
  plural: 'orders',
  single: 'order',
  prefix: '/clothing',
  tags: ['wardrobe'],
  access: { read: { right: 'orders.read' } },
  table: orders,
  columns: {
    id: orders.id,
    name: orders.name,
    companyName: orders.companyName,
    creationDt: orders.creationDt,
    fromDt: orders.fromDt,
    toDt: orders.toDt,
    periods: orders.periods,
    price: orders.price,
    replacementPrice: orders.replacementPrice,
    pieces: sql<number>`(select coalesce(sum(i.amount), 0)::int from order_items i where i.order_id = "orders"."id")`,
    billed: orders.billed,
    canceled: orders.canceled,
    returned: orders.returned,
  },
  filters: {
    billed: defineFilter(flag, (v) => sql`${orders.billed} = ${v}`),
    canceled: defineFilter(flag, (v) => sql`${orders.canceled} = ${v}`),
    returned: defineFilter(flag, (v) => sql`${orders.returned} = ${v}`),
    text: defineFilter(z.string().trim().max(100), (v) => {
      if (!v) return undefined;
      const byId = /^\d{1,9}$/.test(v) ? sql` or ${orders.id} = ${Number(v)}` : sql``;
      return sql`(${foldSql(orders.name)} like ${containsPattern(v)} or ${foldSql(sql`coalesce(${orders.companyName}, '')`)} like ${containsPattern(v)}${byId})`;
    }),
  },
  defaultFilters: { billed: false, canceled: false },
  sorts: { id: orders.id, creationDt: orders.creationDt, toDt: orders.toDt, name: orders.name },
  defaultSort: 'id:desc',
  idColumn: orders.id,
  present,
  export: {
    fileName: 'bestelformulieren',
    sheet: 'Bestelformulieren',
    defaultSort: 'id:desc',
    columns: [
      { header: 'ID', value: (r) => r.id },
      { header: 'Naam', value: (r) => r.companyName || r.name },
      { header: 'Verantwoordelijke', value: (r) => r.name },
      { header: 'Aangemaakt', value: (r) => day(new Date(r.creationDt).toISOString().slice(0, 10)) },
      { header: 'Einde verhuur', value: (r) => day(present(r).endOfRental) },
      { header: 'Terug voor', value: (r) => day(r.toDt) },
      { header: 'Nog te betalen', value: (r) => priceWithVat(r.price) },
      { header: 'Vervangwaarde', value: (r) => r.replacementPrice },
      { header: 'Stuks', value: (r) => r.pieces },
      { header: 'Gefactureerd', value: (r) => (r.billed ? 'Ja' : 'Neen') },
      { header: 'Geannuleerd', value: (r) => (r.canceled ? 'Ja' : 'Neen') },
      { header: 'Teruggebracht', value: (r) => (r.returned ? 'Ja' : 'Neen') },
    ],
  },
};
