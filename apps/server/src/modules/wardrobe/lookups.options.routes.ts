import { lookupOption } from '@coulisse/shared/schemas/wardrobe/articles';
import { asc, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import { categories, clothingSizes, colors, fabrics, patterns, racks } from '../../db/schema/index';
import type { RightKey } from '@coulisse/shared/access/registry';
import type { AppContext } from '../../platform/context';

const tags = ['articles'];

/** Readable with canReadArticles (the article form needs it) or the lookup's own read right. */
const readWith = (right: RightKey) => ({ anyOf: [{ right: 'articles.read' as RightKey }, { right }] });

/** The select options of the article form (spec 3 §7 Stock lookups): id and label, sorted. */
const LOOKUPS: { path: string; summary: string; right: RightKey; table: PgTable; id: PgColumn; label: PgColumn | SQL; order: (PgColumn | SQL)[] }[] = [
  { path: '/clothing/articleClothingSizes', summary: 'Clothing sizes of articles', right: 'sizes.read', table: clothingSizes, id: clothingSizes.id, label: clothingSizes.size, order: [clothingSizes.id] },
  { path: '/clothing/patterns', summary: 'Patterns', right: 'patterns.read', table: patterns, id: patterns.id, label: patterns.name, order: [patterns.name, patterns.id] },
  { path: '/clothing/fabrics', summary: 'Fabrics', right: 'fabrics.read', table: fabrics, id: fabrics.id, label: fabrics.type, order: [fabrics.type, fabrics.id] },
  { path: '/clothing/colors', summary: 'Colours', right: 'colors.read', table: colors, id: colors.id, label: colors.name, order: [colors.name, colors.id] },
  // A rack reads as its number and description ("12 – Rek 12 (kelder)"), in number order.
  { path: '/clothing/racks', summary: 'Racks', right: 'racks.read', table: racks, id: racks.id, label: sql<string>`${racks.id}::text || ' – ' || ${racks.description}`, order: [racks.id] },
];

export async function clothingLookupsRoutes(api: App, ctx: AppContext) {
  api.get(
    '/clothing',
    { config: { access: readWith('categories.read') }, schema: { tags, summary: 'Clothing items (categories): id and name, by name', response: { 200: z.array(z.object({ id: z.number(), name: z.string() })) } } },
    () => ctx.db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.name), asc(categories.id)),
  );
  for (const lookup of LOOKUPS) {
    api.get(lookup.path, { config: { access: readWith(lookup.right) }, schema: { tags, summary: `${lookup.summary}: id and label, sorted`, response: { 200: z.array(lookupOption) } } }, () =>
      ctx.db
        .select({ id: sql<number>`${lookup.id}`, label: sql<string>`${lookup.label}` })
        .from(lookup.table)
        .orderBy(...lookup.order.map((c) => asc(c))),
    );
  }
}
