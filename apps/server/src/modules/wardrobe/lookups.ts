import type { RightKey } from '@coulisse/shared/access/registry';
import { clothingSizeBody, clothingSizeDto, colorBody, colorDto, fabricBody, fabricDto, patternBody, patternDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type z } from 'zod';
import { articles, clothingSizes, colors, fabrics, patterns } from '../../db/schema/index';
import { containsPattern, foldSql } from '../../platform/db/text';

/**
 * One stock lookup with a single text field (spec 3 §3: size, fabric type, pattern name, colour
 * name). Lists live at GET /api/stock/{plural} (the /api/clothing/{plural} paths are the article
 * form's read-only lookups); single calls at the spec's /api/clothing/{single}[/{id}].
 */
export interface LookupDef {
  area: 'sizes' | 'fabrics' | 'patterns' | 'colors';
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
