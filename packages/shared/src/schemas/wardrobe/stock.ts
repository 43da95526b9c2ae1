import { z } from 'zod';
import { messageKey } from '../../i18n/index';
import { todayInBrussels } from '../../rules/account';
import { NAME_MAX_LENGTH, PRICE_MAX, priceRule, RACK_NUMBER_MAX, rackNumberRule, replacementPriceRule, requiredTextRule, SIZE_MAX_LENGTH, sizeRule, validFromRule, validUntilRule } from '../../rules/wardrobe/stock';
import { isoDate, optionalIsoDate, ruledText, withRule } from '../zodRules';

/** The stock lookups and the categories with their prices (spec 3 §3, §5, §7). */

const text = (rule: (v: string) => string | null = requiredTextRule, max = NAME_MAX_LENGTH) => ruledText(max, rule);

const rackRange = { error: messageKey('validation.between', { min: 1, max: RACK_NUMBER_MAX }) };
const priceRange = { error: messageKey('validation.between', { min: 0, max: PRICE_MAX }) };
// Numbers arrive as JSON numbers from the forms; an empty field arrives as null.
const price = z.number({ error: 'validation.required' }).min(0, priceRange).max(PRICE_MAX, priceRange).nullable().superRefine(withRule(priceRule)).transform((v) => v as number);
const replacementPrice = z
  .number()
  .min(0, priceRange)
  .max(PRICE_MAX, priceRange)
  .nullish()
  .superRefine(withRule(replacementPriceRule))
  .transform((v) => v ?? 0);

/** POST /api/clothing/rack, PUT /api/clothing/rack/{id}: {id, description}; the id is the rack's number. */
export const rackBody = z.object({
  id: z
    .number({ error: 'validation.required' })
    .min(1, rackRange)
    .max(RACK_NUMBER_MAX, rackRange)
    .nullable()
    .superRefine(withRule(rackNumberRule))
    .transform((v) => v as number),
  description: text(),
});
export type RackBody = z.input<typeof rackBody>;

export const clothingSizeBody = z.object({ size: text(sizeRule, SIZE_MAX_LENGTH) });
export const fabricBody = z.object({ type: text() });
export const patternBody = z.object({ name: text() });
export const colorBody = z.object({ name: text() });

export const rackDto = z.object({ id: z.number(), description: z.string() });
export const clothingSizeDto = z.object({ id: z.number(), size: z.string() });
export const fabricDto = z.object({ id: z.number(), type: z.string() });
export const patternDto = z.object({ id: z.number(), name: z.string() });
export const colorDto = z.object({ id: z.number(), name: z.string() });
export type RackDto = z.infer<typeof rackDto>;
export type ClothingSizeDto = z.infer<typeof clothingSizeDto>;
export type FabricDto = z.infer<typeof fabricDto>;
export type PatternDto = z.infer<typeof patternDto>;
export type ColorDto = z.infer<typeof colorDto>;

/** One article on a rack (GET /api/clothing/rack/{id}/articles). */
export const rackArticleDto = z.object({
  id: z.number(),
  description: z.string(),
  category: z.string(),
  size: z.string(),
  active: z.boolean(),
  washing: z.boolean(),
  rented: z.boolean(),
  rentedProject: z.boolean(),
});
export type RackArticleDto = z.infer<typeof rackArticleDto>;

const prices = {
  priceA: price,
  priceB: price,
  priceC: price,
  priceD: price,
  priceE: price,
};

/** POST /api/clothing/category: name and all five prices (spec 3 §5); the first price starts today. */
export const categoryCreateBody = z.object({ name: text(), ...prices, replacementPrice });
export type CategoryCreateBody = z.input<typeof categoryCreateBody>;

/** PUT /api/category/{id}: editing a category needs only a name. */
export const categoryUpdateBody = z.object({ name: text() });

/**
 * POST /api/category/{id}/prices: validFrom (startDt) not in the past in Brussels, every price,
 * the replacement price optional (default 0), an optional end not before the start.
 */
export const categoryPriceBody = z
  .object({
    startDt: isoDate.nullable().superRefine(withRule((v: string | null) => validFromRule(v, todayInBrussels()))),
    endDt: optionalIsoDate,
    ...prices,
    replacementPrice,
  })
  .superRefine((body, ctx) => {
    const key = body.startDt ? validUntilRule(body.endDt, body.startDt) : null;
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['endDt'] });
  })
  .transform((b) => ({ ...b, startDt: b.startDt as string, endDt: b.endDt }));
export type CategoryPriceBody = z.input<typeof categoryPriceBody>;

export const categoryPriceDto = z.object({
  id: z.number(),
  startDt: z.string(),
  endDt: z.string().nullable(),
  priceA: z.number(),
  priceB: z.number(),
  priceC: z.number(),
  priceD: z.number(),
  priceE: z.number(),
  replacementPrice: z.number(),
  current: z.boolean(),
});
export type CategoryPriceDto = z.infer<typeof categoryPriceDto>;

/** A category in the list: its name and its current price, if any. */
export const categoryListItem = z.object({ id: z.number(), name: z.string(), price: categoryPriceDto.omit({ current: true }).nullable() });
export type CategoryListItem = z.infer<typeof categoryListItem>;

/** GET /api/category/{id}: the category, its price history (newest start first) and which is current. */
export const categoryDto = z.object({ id: z.number(), name: z.string(), articleCount: z.number(), prices: z.array(categoryPriceDto) });
export type CategoryDto = z.infer<typeof categoryDto>;
