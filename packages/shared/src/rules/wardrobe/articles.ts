/**
 * Costume articles (spec 3 §3 Article, §4 Article status and Kiosk, §5 Clothing forms, §9):
 * the number shown padded to six digits, the tags in transport, the status shown in lists and
 * the three status changes of the kiosk.
 */

/** Article numbers have 6 digits (spec 3 §9). */
const ARTICLE_NUMBER_DIGITS = 6;
/** The kiosk accepts a number of at least 6 characters (spec 3 §5 §9). */
const KIOSK_NUMBER_MIN = 6;
/** The tag that marks an accessory (spec 3 §3). */
export const ACCESSORY_TAG = 'accessoire';
/** Limits of the stored columns. */
export const ARTICLE_DESCRIPTION_MAX = 255;
export const ARTICLE_TAG_MAX = 50;
export const ARTICLE_TAGS_MAX = 30;

/** The number as shown: padded to 6 digits ('42' → '000042'). */
export const padArticleNumber = (id: number): string => String(id).padStart(ARTICLE_NUMBER_DIGITS, '0');

/** A typed number ('000042', ' 42 ') as an id; null when it is not a positive whole number. */
export function parseArticleNumber(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}

/** Kiosk: the buttons stay disabled until the number has at least 6 characters (spec 3 §5). */
export const kioskNumberReady = (input: string): boolean => input.trim().length >= KIOSK_NUMBER_MIN && parseArticleNumber(input) !== null;

/** Add article by number: must be a numeric, non-zero value (spec 3 §5). */
export const addByNumberRule = (input: string): string | null => (parseArticleNumber(input) === null ? 'articles.numberInvalid' : null);

/** Tags travel as a pipe-separated string (spec 3 §3): trimmed, lower case, without empties or duplicates. */
export function parseTags(transport: string | null | undefined): string[] {
  if (!transport) return [];
  const seen = new Set<string>();
  for (const raw of transport.split('|')) {
    const tag = raw.trim().toLowerCase();
    if (tag) seen.add(tag);
  }
  return [...seen];
}

export const joinTags = (tags: readonly string[]): string => parseTags(tags.join('|')).join('|');

export const isAccessory = (tags: string | readonly string[]): boolean => (typeof tags === 'string' ? parseTags(tags) : tags).includes(ACCESSORY_TAG);

/** One tag: a pipe would split it in transport. */
export const tagRule = (tag: string): string | null => {
  if (tag.includes('|')) return 'articles.tagPipe';
  return tag.trim().length > ARTICLE_TAG_MAX ? `validation.length?min=1&max=${ARTICLE_TAG_MAX}` : null;
};

/** Article form (spec 3 §5): description, category and size are required. */
export interface ArticleFormValues {
  description: string;
  categoryId: number | null;
  clothingSizeId: number | null;
}
export function articleFormErrors(values: ArticleFormValues): Partial<Record<keyof ArticleFormValues, string>> {
  const errors: Partial<Record<keyof ArticleFormValues, string>> = {};
  const description = values.description.trim();
  if (!description) errors.description = 'validation.required';
  else if (description.length > ARTICLE_DESCRIPTION_MAX) errors.description = `validation.length?min=1&max=${ARTICLE_DESCRIPTION_MAX}`;
  if (!values.categoryId) errors.categoryId = 'validation.required';
  if (!values.clothingSizeId) errors.clothingSizeId = 'validation.required';
  return errors;
}

export interface ArticleState {
  active: boolean;
  washing: boolean;
  rented: boolean;
  rentedProject: boolean;
  rackId: number | null;
  tags: string | readonly string[];
}

export type ArticleStatus = 'inactive' | 'washing' | 'rented' | 'rentedProject' | 'rack' | 'noRack';

/**
 * The status shown (spec 3 §4): not active, in the wash, rented (retribution), rented in a
 * project, otherwise its rack or no rack; the first that applies wins. Accessories ignore the
 * status and always show the rack.
 */
export function articleStatus(a: ArticleState): ArticleStatus {
  const onRack: ArticleStatus = a.rackId === null ? 'noRack' : 'rack';
  if (isAccessory(a.tags)) return onRack;
  if (!a.active) return 'inactive';
  if (a.washing) return 'washing';
  if (a.rented) return 'rented';
  if (a.rentedProject) return 'rentedProject';
  return onRack;
}

/** The status filter (spec 3 §4): value → catalogue key of its Dutch label. */
export const ARTICLE_STATUS_FILTERS = {
  1: 'articles.statusFilter.active',
  2: 'articles.statusFilter.inactive',
  3: 'articles.statusFilter.washing',
  4: 'articles.statusFilter.rented',
  5: 'articles.statusFilter.rentedProject',
} as const;
export type ArticleStatusFilter = keyof typeof ARTICLE_STATUS_FILTERS;
export const ARTICLE_STATUS_FILTER_VALUES = [1, 2, 3, 4, 5] as const;

type StatusFlag = 'active' | 'washing' | 'rented' | 'rentedProject';

/**
 * The flags a status filter requires, in the precedence of `articleStatus`, so a filter finds the
 * articles whose shown state it names: "In de was" are active articles in the wash, "Uitgeleend
 * retributie" active ones not in the wash, and so on. "Actief" is every active article. The flags
 * of accessories count too (the kiosk can still set an accessory inactive).
 */
export const STATUS_FILTER_FLAGS: Record<ArticleStatusFilter, Partial<Record<StatusFlag, boolean>>> = {
  1: { active: true },
  2: { active: false },
  3: { active: true, washing: true },
  4: { active: true, washing: false, rented: true },
  5: { active: true, washing: false, rented: false, rentedProject: true },
};

/** Whether an article's flags match a status filter (the SQL filter does the same). */
export const matchesStatusFilter = (a: Record<StatusFlag, boolean>, filter: ArticleStatusFilter): boolean =>
  Object.entries(STATUS_FILTER_FLAGS[filter]).every(([flag, value]) => a[flag as StatusFlag] === value);

export type StatusChange = 'rack' | 'laundry' | 'remove';

export interface StatusValues {
  active: boolean;
  stock?: number;
  washing?: boolean;
  rented?: boolean;
  rentedProject?: boolean;
  rackId?: number;
}

/**
 * The three status changes (spec 3 §4): return to rack (active, stock 1, not washing, not rented,
 * not rented in project, on the given rack), send to laundry (active, stock 1, washing), remove
 * (inactive; deletion is soft).
 */
export function statusChange(change: 'rack', rackId: number): StatusValues;
export function statusChange(change: 'laundry' | 'remove'): StatusValues;
export function statusChange(change: StatusChange, rackId?: number): StatusValues {
  switch (change) {
    case 'rack':
      return { active: true, stock: 1, washing: false, rented: false, rentedProject: false, rackId: rackId! };
    case 'laundry':
      return { active: true, stock: 1, washing: true };
    case 'remove':
      return { active: false };
  }
}
