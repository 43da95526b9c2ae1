import { z } from 'zod';
import { ARTICLE_DESCRIPTION_MAX, ARTICLE_STATUS_FILTER_VALUES, type ArticleStatusFilter, ARTICLE_TAG_MAX, ARTICLE_TAGS_MAX, parseTags, tagRule } from '../../rules/wardrobe/articles';
import { messageKey } from '../../i18n/index';
import { ARTICLE_IMPORT_MAX_ROWS } from '../../rules/wardrobe/articleImport';
import { idsBody, MAX_ROW_ID } from '../lists';
import { withRule } from '../zodRules';

/** Costume articles (spec 3 §3 Article; §5 Clothing forms; §7 Stock calls). */

const lookupId = z.number().int().positive().max(MAX_ROW_ID);
const requiredId = z.number({ error: 'validation.required' }).int({ error: 'validation.required' }).positive({ error: 'validation.required' }).max(MAX_ROW_ID);

/** Tags in transport: a pipe-separated string; stored trimmed, lower case, without duplicates. */
export const tagsField = z
  .string()
  .max(ARTICLE_TAGS_MAX * (ARTICLE_TAG_MAX + 1))
  .default('')
  .superRefine((value, ctx) => {
    const tags = parseTags(value);
    if (tags.length > ARTICLE_TAGS_MAX) ctx.addIssue({ code: 'custom', message: `validation.number?min=0&max=${ARTICLE_TAGS_MAX}` });
    for (const tag of tags) withRule(tagRule)(tag, ctx);
  })
  .transform((value) => parseTags(value).join('|'));

/**
 * POST /api/article, PUT /api/article/{id} (spec 3 §5): description, category and size required;
 * fabric, pattern, colour, rack and tags optional. `active` is only honoured with canDeleteArticles.
 */
export const articleBody = z.object({
  description: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(ARTICLE_DESCRIPTION_MAX, { error: `validation.length?min=1&max=${ARTICLE_DESCRIPTION_MAX}` }),
  clothingId: requiredId,
  clothingSizeId: requiredId,
  fabricId: lookupId.nullish().transform((v) => v ?? null),
  patternId: lookupId.nullish().transform((v) => v ?? null),
  colorId: lookupId.nullish().transform((v) => v ?? null),
  rackId: lookupId.nullish().transform((v) => v ?? null),
  tags: tagsField,
  active: z.boolean().optional(),
  washing: z.boolean().default(false),
  withVat: z.boolean().default(false),
});
export type ArticleBody = z.input<typeof articleBody>;
export type ArticleValues = z.output<typeof articleBody>;

/** PUT /api/article/{number}/status (spec 3 §7): the fields of one of the status changes of §4. */
export const articleStatusBody = z
  .object({
    active: z.boolean(),
    stock: z.number().int().min(0).max(1000).optional(),
    washing: z.boolean().optional(),
    rented: z.boolean().optional(),
    rentedProject: z.boolean().optional(),
    rackId: lookupId.optional(),
  })
  .strict();
export type ArticleStatusBody = z.infer<typeof articleStatusBody>;

/** PUT /api/articles/bulk {ids, data}: the fields set on every listed article. */
export const articlesBulkBody = idsBody.extend({
  data: z
    .object({
      rackId: lookupId.nullable().optional(),
      active: z.boolean().optional(),
      stock: z.number().int().min(0).max(1000).optional(),
      washing: z.boolean().optional(),
      rented: z.boolean().optional(),
      rentedProject: z.boolean().optional(),
    })
    .strict()
    .refine((d) => Object.keys(d).length > 0, { error: 'validation.required' }),
});
export type ArticlesBulkBody = z.infer<typeof articlesBulkBody>;

export const articleStatusValue = z.enum(['inactive', 'washing', 'rented', 'rentedProject', 'rack', 'noRack']);

/** One article as the API answers it (GET /api/article/{id}, list rows). */
export const articleDto = z.object({
  id: z.number(),
  number: z.string(),
  description: z.string(),
  clothingId: z.number(),
  clothing: z.string(),
  clothingSizeId: z.number(),
  size: z.string(),
  fabricId: z.number().nullable(),
  fabric: z.string().nullable(),
  patternId: z.number().nullable(),
  pattern: z.string().nullable(),
  colorId: z.number().nullable(),
  color: z.string().nullable(),
  rackId: z.number().nullable(),
  rack: z.object({ id: z.number(), description: z.string() }).nullable(),
  tags: z.string(),
  active: z.boolean(),
  washing: z.boolean(),
  rented: z.boolean(),
  rentedProject: z.boolean(),
  stock: z.number(),
  withVat: z.boolean(),
  accessory: z.boolean(),
  status: articleStatusValue,
});
export type ArticleDto = z.infer<typeof articleDto>;

/** A select option of the article form's lookups. */
export const lookupOption = z.object({ id: z.number(), label: z.string() });
export type LookupOption = z.infer<typeof lookupOption>;

/** The article list's filters (GET /api/articles?filters=…). */
export const articleStatusFilter = z.coerce
  .number()
  .int()
  .min(1)
  .max(ARTICLE_STATUS_FILTER_VALUES.length)
  .transform((v) => v as ArticleStatusFilter);

/** GET /api/articles/{id}/rentinfo: the orders the article was on, and the people wearing it in projects. */
export const rentInfoDto = z.object({
  rentals: z.array(
    z.object({
      orderId: z.number(),
      name: z.string(),
      companyName: z.string().nullable(),
      fromDt: z.string(),
      toDt: z.string(),
      amount: z.number(),
      returned: z.number(),
      billed: z.boolean(),
      canceled: z.boolean(),
    }),
  ),
  persons: z.array(z.object({ projectName: z.string(), firstName: z.string(), lastName: z.string() })),
});
export type RentInfoDto = z.infer<typeof rentInfoDto>;

const cell = (max: number) => z.string().trim().max(max).default('');

/** One row of the import file as text (rules/articleImport.ts), with its line number. */
export const articleImportItem = z.object({
  row: z.number().int().positive().max(10_000_000),
  number: cell(20),
  description: cell(1000),
  category: cell(255),
  size: cell(255),
  fabric: cell(255),
  pattern: cell(255),
  color: cell(255),
  rack: cell(20),
  tags: cell(2000),
  active: cell(255),
});

/** POST /api/clothing/import/preview and POST /api/clothing/import {items, uuid} (spec 3 §7). */
export const articleImportBody = z.object({
  items: z
    .array(articleImportItem)
    .min(1, { error: 'articles.import.empty' })
    .max(ARTICLE_IMPORT_MAX_ROWS, { error: messageKey('articles.import.tooMany', { max: ARTICLE_IMPORT_MAX_ROWS }) }),
  uuid: z.uuid().max(36).optional(),
});
export type ArticleImportBody = z.input<typeof articleImportBody>;

/** A preview row: what the article will be, and the problems (catalogue keys with parameters). */
export const articleImportPreviewRow = z.object({
  row: z.number(),
  number: z.string().nullable(),
  description: z.string(),
  category: z.string(),
  size: z.string(),
  rack: z.number().nullable(),
  tags: z.string(),
  active: z.boolean(),
  problems: z.array(z.string()),
});
export type ArticleImportPreviewRow = z.infer<typeof articleImportPreviewRow>;
export const articleImportPreview = z.object({ rows: z.array(articleImportPreviewRow), accepted: z.number(), refused: z.number() });
export type ArticleImportPreview = z.infer<typeof articleImportPreview>;
export const articleImportResult = z.object({ imported: z.number(), first: z.string().nullable(), last: z.string().nullable() });
export type ArticleImportResult = z.infer<typeof articleImportResult>;
/** Progress event `ARTICLE_IMPORT_PROGRESS` to the importer's sockets. */
export { importProgress as articleImportProgress } from '../../realtime/events';
