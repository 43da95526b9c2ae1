import type { CategoryListItem, RackDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { categories, racks } from '../../db/schema/index';
import { defineFilter, type ListResource } from '../../platform/http/list';
import { removeCategories } from './categories.service';
import { right, textMatches, type LookupDef } from './lookups';
import type { LookupRow } from './stock.repository';

/** The generic lists of the stock (spec 3 §7 Stock): the lookups, the racks and the categories. */

const textFilter = (column: Parameters<typeof textMatches>[0]) => defineFilter(z.string().trim().max(100), (v) => (v ? textMatches(column, v) : undefined));

/** GET /api/stock/{plural} (+ the spec's xlsx export) for one lookup: text filter, sort by value or id. */
export function lookupList(def: LookupDef): ListResource<LookupRow, Record<string, unknown>> {
  return {
    plural: def.plural,
    single: def.single,
    prefix: '/stock',
    tags: ['wardrobe'],
    access: { read: right(def.area, 'read') },
    table: def.table,
    columns: { id: def.id, value: def.field },
    filters: { text: textFilter(def.field) },
    sorts: { [def.key]: def.field, id: def.id },
    defaultSort: `${def.key}:asc`,
    idColumn: def.id,
    present: (row) => ({ id: row.id, [def.key]: row.value }),
    export: def.export && {
      fileName: def.export.fileName,
      sheet: def.export.sheet,
      defaultSort: `${def.key}:asc`,
      columns: [
        { header: 'ID', width: 8, value: (r) => r.id },
        { header: def.export.header, width: 30, value: (r) => r.value },
      ],
    },
  };
}

/** GET /api/stock/racks and GET /api/reports/racks.xlsx: the text matches the number or the description. */
export const racksList: ListResource<RackDto, RackDto> = {
  plural: 'racks',
  single: 'rack',
  prefix: '/stock',
  tags: ['wardrobe'],
  access: { read: right('racks', 'read') },
  table: racks,
  columns: { id: racks.id, description: racks.description },
  filters: {
    text: defineFilter(z.string().trim().max(100), (v) => (v ? sql`(${racks.id}::text = ${v} or ${textMatches(racks.description, v)})` : undefined)),
  },
  sorts: { id: racks.id, description: racks.description },
  defaultSort: 'id:asc',
  idColumn: racks.id,
  present: (row) => row,
  export: {
    fileName: 'rekken',
    sheet: 'Rekken',
    defaultSort: 'id:asc',
    columns: [
      { header: 'Rek', width: 8, value: (r) => r.id },
      { header: 'Omschrijving', width: 40, value: (r) => r.description },
    ],
  },
};

type CategoryRow = { id: number; name: string; price: CategoryListItem['price'] };

// The current price (spec 3 §4) of the listed category, as one JSON value; the day is Brussels'.
const currentPriceJson = sql<CategoryListItem['price']>`(
  select json_build_object('id', p.id, 'startDt', p.start_dt, 'endDt', p.end_dt, 'priceA', p.price_a::float8, 'priceB', p.price_b::float8,
    'priceC', p.price_c::float8, 'priceD', p.price_d::float8, 'priceE', p.price_e::float8, 'replacementPrice', p.replacement_price::float8)
  from category_prices p
  where p.category_id = ${categories.id}
    and p.start_dt <= (now() at time zone 'Europe/Brussels')::date
    and (p.end_dt is null or p.end_dt >= (now() at time zone 'Europe/Brussels')::date)
  order by p.start_dt desc, p.id desc limit 1)`.as('price');

/**
 * GET /api/categories, DELETE /api/category/{id} and DELETE /api/categories {ids} (generic list
 * calls). The deletes keep the plain right: the bulk call skips ids that are gone, as every
 * generic list does, and shares its rule with the single delete.
 */
export const categoriesList: ListResource<CategoryRow, CategoryListItem> = {
  plural: 'categories',
  single: 'category',
  tags: ['wardrobe'],
  access: { read: right('categories', 'read'), delete: right('categories', 'delete') },
  table: categories,
  columns: { id: categories.id, name: categories.name, price: currentPriceJson },
  filters: { text: textFilter(categories.name) },
  sorts: { name: categories.name, id: categories.id },
  defaultSort: 'name:asc',
  idColumn: categories.id,
  present: (row) => row,
  remove: removeCategories,
};
