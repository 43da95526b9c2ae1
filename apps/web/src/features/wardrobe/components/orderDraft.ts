import { rentalPeriods, type RenterFields } from '@coulisse/shared/rules/wardrobe/rentals';
import type { OrderArticleDto, OrderBody, OrderDto, PriceBody } from '@coulisse/shared/schemas/wardrobe/rentals';

/** What the form shows of an article on the order. */
type DraftArticle = Pick<OrderArticleDto, 'id' | 'description' | 'tags' | 'category' | 'size' | 'rack' | 'accessory'>;

/** One article on the form; `group` is the key of its group, or null for the loose items. */
export interface DraftItem {
  key: string;
  article: DraftArticle;
  amount: number;
  remarks: string | null;
  group: string | null;
}
export interface DraftGroup {
  key: string;
  name: string;
}

type TextField =
  | 'name'
  | 'companyName'
  | 'socialSecurity'
  | 'uniqueNumber'
  | 'bankAccount'
  | 'cellPhone'
  | 'email'
  | 'streetName'
  | 'houseNumber'
  | 'bus'
  | 'zipCode'
  | 'cityName'
  | 'projectName'
  | 'projectOwner'
  | 'projectOwnerCellPhone'
  | 'fromDt'
  | 'toDt'
  | 'info';
export type OrderDraft = Record<TextField, string> & { type: number | null; priceCategory: number | null; items: DraftItem[]; groups: DraftGroup[] };

let counter = 0;
export const newKey = (prefix: string) => `${prefix}${++counter}`;

export const emptyDraft = (): OrderDraft => ({
  type: null,
  priceCategory: null,
  name: '',
  companyName: '',
  socialSecurity: '',
  uniqueNumber: '',
  bankAccount: '',
  cellPhone: '',
  email: '',
  streetName: '',
  houseNumber: '',
  bus: '',
  zipCode: '',
  cityName: '',
  projectName: '',
  projectOwner: '',
  projectOwnerCellPhone: '',
  fromDt: '',
  toDt: '',
  info: '',
  items: [],
  groups: [],
});

export function draftFromOrder(o: OrderDto): OrderDraft {
  const { items, groups, ...rest } = o;
  const draft = emptyDraft();
  for (const k of Object.keys(draft) as (keyof OrderDraft)[])
    if (k !== 'items' && k !== 'groups' && k in rest) (draft as Record<string, unknown>)[k] = rest[k as keyof typeof rest];
  draft.groups = groups.map((g) => ({ key: `g${g.id}`, name: g.name }));
  draft.items = items.map((i) => ({
    key: `i${i.id}`,
    article: { id: i.articleId, description: i.description, tags: i.tags, category: i.category, size: i.size, rack: i.rack, accessory: i.accessory },
    amount: i.amount,
    remarks: i.remarks,
    group: i.groupId === null ? null : `g${i.groupId}`,
  }));
  return draft;
}

export const renterFieldsOf = (d: OrderDraft): RenterFields => ({ ...d, periods: rentalPeriods(d.fromDt, d.toDt) });

const itemBody = (i: DraftItem) => ({ articleId: i.article.id, amount: i.amount, remarks: i.remarks });

export function toBody(d: OrderDraft): OrderBody {
  const { items, groups, type, priceCategory, ...texts } = d;
  return {
    ...texts,
    type: type ?? 0,
    priceCategory: priceCategory ?? 0,
    periods: rentalPeriods(d.fromDt, d.toDt),
    items: items.filter((i) => i.group === null).map(itemBody),
    groups: groups.map((g) => ({ name: g.name, items: items.filter((i) => i.group === g.key).map(itemBody) })),
  };
}

/** The price call's body, or null while the dates, price category or articles are missing (the prices then show 0). */
export function priceBodyOf(d: OrderDraft): PriceBody | null {
  const periods = rentalPeriods(d.fromDt, d.toDt);
  if (!periods || !d.priceCategory || d.items.length === 0) return null;
  return {
    startDt: d.fromDt,
    toDt: d.toDt,
    priceCategory: d.priceCategory,
    periods,
    items: d.items.map((i) => ({ articleId: i.article.id, amount: i.amount })),
  };
}
