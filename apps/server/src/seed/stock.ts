import { articles, categories, categoryPrices, clothingSizes, colors, fabrics, patterns, racks } from '../db/schema/index';
import type { DbOrTx } from '../platform/db/client';
import { createRandom } from './random';

/** Demo articles in the stock; the benchmark seeds 50,000 with the same generator. */
const DEMO_ARTICLES = 600;

/** Clothing items with their monthly prices for tiers A–E and a replacement value (euro). */
const CATEGORIES: readonly (readonly [string, number, number])[] = [
  ['Mantel', 25, 60],
  ['Jurk', 20, 45],
  ['Broek', 12, 25],
  ['Hemd', 10, 20],
  ['Vest', 12, 30],
  ['Rok', 12, 25],
  ['Schort', 6, 12],
  ['Hoed', 8, 18],
  ['Muts', 5, 10],
  ['Sjaal', 5, 10],
  ['Cape', 18, 40],
  ['Pij', 15, 35],
  ['Harnas', 40, 150],
  ['Schoenen', 10, 30],
  ['Riem', 4, 10],
];
const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '36', '38', '40', '42', '44', '46', '48', '50', '52', 'Kind 116', 'Kind 128', 'Kind 140', 'One size'];
const FABRICS = ['Katoen', 'Linnen', 'Wol', 'Vilt', 'Fluweel', 'Zijde', 'Jute', 'Leder', 'Brokaat', 'Polyester'];
const PATTERNS = ['Effen', 'Gestreept', 'Geruit', 'Gebloemd', 'Gestipt', 'Visgraat', 'Damast'];
const COLORS = ['Zwart', 'Wit', 'Ecru', 'Bruin', 'Grijs', 'Rood', 'Bordeaux', 'Groen', 'Donkergroen', 'Blauw', 'Marineblauw', 'Geel', 'Oker', 'Paars'];
const RACKS = 40;
const ADJECTIVES = ['Lange', 'Korte', 'Wollen', 'Linnen', 'Middeleeuwse', 'Boerse', 'Adellijke', 'Gevoerde', 'Geborduurde', 'Eenvoudige', 'Versleten', 'Feestelijke'];
const TAGS = ['middeleeuwen', 'boer', 'adel', 'monnik', 'soldaat', 'kind', 'kraag', 'kant', 'kap', 'processie', 'winter', 'zomer'];

export interface StockLookups {
  categoryIds: number[];
  sizeIds: number[];
  fabricIds: number[];
  patternIds: number[];
  colorIds: number[];
  rackIds: number[];
}

/** The lookups of the stock: clothing items with a current price since `priceFrom`, sizes, fabrics, patterns, colours, racks 1–40. */
export async function seedStockLookups(db: DbOrTx, priceFrom: string): Promise<StockLookups> {
  const cats = await db.insert(categories).values(CATEGORIES.map(([name]) => ({ name }))).returning({ id: categories.id, name: categories.name });
  await db.insert(categoryPrices).values(
    CATEGORIES.map(([name, base, replacement]) => ({
      categoryId: cats.find((c) => c.name === name)!.id,
      startDt: priceFrom,
      priceA: base,
      priceB: Math.round(base * 0.8 * 100) / 100,
      priceC: Math.round(base * 0.6 * 100) / 100,
      priceD: Math.round(base * 0.4 * 100) / 100,
      priceE: 0,
      replacementPrice: replacement,
    })),
  );
  const ids = <T extends { id: number }>(rows: T[]) => rows.map((r) => r.id);
  return {
    categoryIds: ids(cats),
    sizeIds: ids(await db.insert(clothingSizes).values(SIZES.map((size) => ({ size }))).returning({ id: clothingSizes.id })),
    fabricIds: ids(await db.insert(fabrics).values(FABRICS.map((type) => ({ type }))).returning({ id: fabrics.id })),
    patternIds: ids(await db.insert(patterns).values(PATTERNS.map((name) => ({ name }))).returning({ id: patterns.id })),
    colorIds: ids(await db.insert(colors).values(COLORS.map((name) => ({ name }))).returning({ id: colors.id })),
    rackIds: ids(await db.insert(racks).values(Array.from({ length: RACKS }, (_, i) => ({ id: i + 1, description: `Rek ${i + 1}${i < 20 ? ' (zolder)' : ' (kelder)'}` }))).returning({ id: racks.id })),
  };
}

/**
 * `count` articles spread over the lookups: mostly on a rack, some in the wash or inactive,
 * about one in twelve an accessory. Deterministic for a given seed. Inserted in batches of
 * 1,000 (PostgreSQL's parameter limit).
 */
export async function seedArticles(db: DbOrTx, lookups: StockLookups, count: number, seed = 7): Promise<void> {
  const random = createRandom(seed);
  const categoryNames = CATEGORIES.map(([name]) => name);
  const rows = Array.from({ length: count }, () => {
    const c = random.int(0, lookups.categoryIds.length - 1);
    const accessory = random.chance(0.08);
    const tags = random.sample(TAGS, random.int(0, 3));
    if (accessory) tags.push('accessoire');
    return {
      description: `${random.pick(ADJECTIVES)} ${(categoryNames[c] ?? 'stuk').toLowerCase()}`,
      categoryId: lookups.categoryIds[c]!,
      clothingSizeId: random.pick(lookups.sizeIds),
      fabricId: random.chance(0.8) ? random.pick(lookups.fabricIds) : null,
      patternId: random.chance(0.6) ? random.pick(lookups.patternIds) : null,
      colorId: random.chance(0.9) ? random.pick(lookups.colorIds) : null,
      rackId: random.chance(0.95) ? random.pick(lookups.rackIds) : null,
      tags: tags.join('|'),
      active: !random.chance(0.04),
      washing: random.chance(0.03),
      withVat: random.chance(0.1),
    };
  });
  for (let i = 0; i < rows.length; i += 1000) await db.insert(articles).values(rows.slice(i, i + 1000));
}

/** The demo stock: lookups and DEMO_ARTICLES articles. */
export async function seedDemoStock(db: DbOrTx, today: string): Promise<StockLookups> {
  const lookups = await seedStockLookups(db, `${today.slice(0, 4)}-01-01`);
  await seedArticles(db, lookups, DEMO_ARTICLES);
  return lookups;
}
