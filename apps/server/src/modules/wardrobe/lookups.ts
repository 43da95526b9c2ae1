import type { RightKey } from '@coulisse/shared/access/registry';
import { clothingSizeBody, clothingSizeDto, colorBody, colorDto, fabricBody, fabricDto, patternBody, patternDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type z } from 'zod';
import { articles, clothingSizes, colors, fabrics, patterns, racks } from '../../db/schema/index';
import { containsPattern, foldSql } from '../../platform/db/text';

/**
 * One stock lookup with a single text field (spec 3 §3: size, fabric type, pattern name, colour
 * name). Lists live at GET /api/stock/{plural} (the /api/clothing/{plural} paths are the article
 * form's read-only lookups); single calls at the spec's /api/clothing/{single}[/{id}].
 */
export interface LookupDef {
  area: 'sizes' | 'fabrics' | 'patterns' | 'colors';
  /** The record kind its single calls name in their access rules (wardrobe.access.ts). */
  kind: 'clothingSize' | 'fabric' | 'pattern' | 'color';
  plural: string;
  single: string;
  table: PgTable;
  id: PgColumn;
  /** The text column and its name in the API. */
  field: PgColumn;
  key: 'size' | 'type' | 'name';
  body: z.ZodType<Record<string, string>>;
  dto: z.ZodType;
  /** The articles column pointing at this lookup (for the delete check). */
  articleColumn: PgColumn;
  /** Catalogue key of the kind's Dutch name in messages. */
  kindKey: string;
  export?: { fileName: string; sheet: string; header: string };
}

export const right = (area: LookupDef['area'] | 'racks' | 'categories', action: 'read' | 'create' | 'update' | 'delete') => ({ right: `${area}.${action}` as RightKey });

export const LOOKUPS: LookupDef[] = [
  {
    area: 'sizes',
    kind: 'clothingSize',
    plural: 'clothing_sizes',
    single: 'clothingSizes',
    table: clothingSizes,
    id: clothingSizes.id,
    field: clothingSizes.size,
    key: 'size',
    body: clothingSizeBody,
    dto: clothingSizeDto,
    articleColumn: articles.clothingSizeId,
    kindKey: 'stock.kinds.size',
    export: { fileName: 'kledij-maten', sheet: 'Kledij-maten', header: 'Maat' },
  },
  {
    area: 'fabrics',
    kind: 'fabric',
    plural: 'fabrics',
    single: 'fabric',
    table: fabrics,
    id: fabrics.id,
    field: fabrics.type,
    key: 'type',
    body: fabricBody,
    dto: fabricDto,
    articleColumn: articles.fabricId,
    kindKey: 'stock.kinds.fabric',
    export: { fileName: 'stoffen', sheet: 'Stoffen', header: 'Type' },
  },
  {
    area: 'patterns',
    kind: 'pattern',
    plural: 'patterns',
    single: 'pattern',
    table: patterns,
    id: patterns.id,
    field: patterns.name,
    key: 'name',
    body: patternBody,
    dto: patternDto,
    articleColumn: articles.patternId,
    kindKey: 'stock.kinds.pattern',
    export: { fileName: 'motieven', sheet: 'Motieven', header: 'Naam' },
  },
  {
    area: 'colors',
    kind: 'color',
    plural: 'colors',
    single: 'color',
    table: colors,
    id: colors.id,
    field: colors.name,
    key: 'name',
    body: colorBody,
    dto: colorDto,
    articleColumn: articles.colorId,
    kindKey: 'stock.kinds.color',
  },
];

/**
 * The free-text filter of the lookup lists. These tables hold tens to a few hundred rows, so a
 * folded LIKE scan is cheaper than keeping a trigram index on each.
 */
export const textMatches = (column: PgColumn, text: string) => sql`${foldSql(column)} like ${containsPattern(text)}`;

/** A select list of the article form (spec 3 §7 Stock lookups): id and label, sorted. */
export interface LookupOptions {
  path: string;
  summary: string;
  right: RightKey;
  table: PgTable;
  id: PgColumn;
  label: PgColumn | SQL;
  order: (PgColumn | SQL)[];
}

export const OPTIONS: LookupOptions[] = [
  { path: '/clothing/articleClothingSizes', summary: 'Clothing sizes of articles', right: 'sizes.read', table: clothingSizes, id: clothingSizes.id, label: clothingSizes.size, order: [clothingSizes.id] },
  { path: '/clothing/patterns', summary: 'Patterns', right: 'patterns.read', table: patterns, id: patterns.id, label: patterns.name, order: [patterns.name, patterns.id] },
  { path: '/clothing/fabrics', summary: 'Fabrics', right: 'fabrics.read', table: fabrics, id: fabrics.id, label: fabrics.type, order: [fabrics.type, fabrics.id] },
  { path: '/clothing/colors', summary: 'Colours', right: 'colors.read', table: colors, id: colors.id, label: colors.name, order: [colors.name, colors.id] },
  // A rack reads as its number and description ("12 – Rek 12 (kelder)"), in number order.
  { path: '/clothing/racks', summary: 'Racks', right: 'racks.read', table: racks, id: racks.id, label: sql<string>`${racks.id}::text || ' – ' || ${racks.description}`, order: [racks.id] },
];
