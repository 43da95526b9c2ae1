import { z } from 'zod';
import { messageKey } from '../i18n/keys';
import { SEARCH_RESULTS_PER_TYPE } from '../rules/constants';
import { rowId } from './lists';

/**
 * Global search (spec 1 §2 top bar and /zoekresultaten, §7 POST /api/general/search, §9; spec 3
 * "Search results"): the types the caller may read, grouped by type, each with its total.
 */

/** The types in the order the dropdown and the results page show them; areas append theirs. */
export const SEARCH_TYPES = ['users', 'projects', 'articles'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** Results per page on /zoekresultaten, and the most one call returns per type. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_LIMIT_MAX = 50;
/** Paging stops here: nobody pages through more than this, and deep offsets cost the database. */
export const SEARCH_OFFSET_MAX = 1000;

const lengthMessage = { error: messageKey('validation.length', { min: SEARCH_MIN_LENGTH, max: SEARCH_MAX_LENGTH }) };

/** Spaces inside the text count once; surrounding ones not at all. */
export const searchText = z
  .string({ error: 'validation.required' })
  // Generous for the spaces folded below, yet bounded before any work is done on it.
  .max(SEARCH_MAX_LENGTH * 10, lengthMessage)
  .transform((v) => v.replace(/\s+/g, ' ').trim())
  .pipe(z.string().min(SEARCH_MIN_LENGTH, lengthMessage).max(SEARCH_MAX_LENGTH, lengthMessage));

export const searchBody = z.object({
  search: searchText,
  /** Only this type (the results page pages one type at a time). */
  type: z.enum(SEARCH_TYPES).optional(),
  /** Results per type: the dropdown's 5 by default (spec 1 §9). */
  limit: z.number().int().min(1).max(SEARCH_LIMIT_MAX).default(SEARCH_RESULTS_PER_TYPE),
  offset: z.number().int().min(0).max(SEARCH_OFFSET_MAX).default(0),
});
export type SearchBody = z.input<typeof searchBody>;

/** A person found; each personal field only when the caller may read it (null otherwise). */
export const userHit = z.object({
  id: rowId,
  firstName: z.string(),
  lastName: z.string(),
  image: z.string().nullable(),
  email: z.string().nullable(),
  cityName: z.string().nullable(),
});
export type UserHit = z.infer<typeof userHit>;

export const projectHit = z.object({
  id: rowId,
  name: z.string(),
  /** Spec 1 §4: openFrom set and a close date (+1 day) on or after tomorrow. */
  active: z.boolean(),
});
export type ProjectHit = z.infer<typeof projectHit>;

/**
 * A costume article (spec 3 §3): its number, what it is and where it is. `active` false: removed
 * from the stock (a soft delete), still found so its history can be looked up.
 */
export const articleHit = z.object({
  id: rowId,
  description: z.string(),
  category: z.string(),
  size: z.string(),
  rackId: z.number().int().nullable(),
  active: z.boolean(),
});
export type ArticleHit = z.infer<typeof articleHit>;

const group = <T extends SearchType, I extends z.ZodType>(type: T, item: I) =>
  z.object({ type: z.literal(type), total: z.number().int().min(0), items: z.array(item) });

export const searchGroup = z.discriminatedUnion('type', [group('users', userHit), group('projects', projectHit), group('articles', articleHit)]);
export type SearchGroup = z.infer<typeof searchGroup>;

/** Only the groups the caller may search, in the order of SEARCH_TYPES. */
export const searchAnswer = z.object({
  search: z.string(),
  offset: z.number().int(),
  limit: z.number().int(),
  groups: z.array(searchGroup),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;
