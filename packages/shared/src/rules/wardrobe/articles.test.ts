import { describe, expect, it } from 'vitest';
import { nl } from '../../i18n/nl';
import { translateNl } from '../../i18n/index';
import {
  addByNumberRule,
  ARTICLE_STATUS_FILTER_VALUES,
  ARTICLE_STATUS_FILTERS,
  articleFormErrors,
  articleStatus,
  isAccessory,
  joinTags,
  kioskNumberReady,
  matchesStatusFilter,
  padArticleNumber,
  parseArticleNumber,
  parseTags,
  statusChange,
  tagRule,
  type ArticleState,
  type ArticleStatus,
} from './articles';

describe('padArticleNumber (spec 3 §9: 6 digits)', () => {
  it.each<[number, string]>([
    [1, '000001'],
    [42, '000042'],
    [123456, '123456'],
    [1234567, '1234567'],
  ])('%i → %s', (id, shown) => expect(padArticleNumber(id)).toBe(shown));
});

describe('parseArticleNumber / addByNumberRule (spec 3 §5: numeric, non-zero)', () => {
  it.each<[string, number | null]>([
    ['000042', 42],
    [' 42 ', 42],
    ['1', 1],
    ['0', null],
    ['000000', null],
    ['', null],
    ['12a', null],
    ['-5', null],
    ['4.5', null],
    ['99999999999', null],
  ])('%j → %s', (input, id) => {
    expect(parseArticleNumber(input)).toBe(id);
    expect(addByNumberRule(input)).toBe(id === null ? 'articles.numberInvalid' : null);
  });
});

describe('kioskNumberReady (spec 3 §5: at least 6 characters)', () => {
  it.each<[string, boolean]>([
    ['', false],
    ['42', false],
    ['00042', false],
    ['000042', true],
    ['1234567', true],
    ['abcdef', false],
    ['000000', false],
  ])('%j → %s', (input, ready) => expect(kioskNumberReady(input)).toBe(ready));
});

describe('tags in transport (spec 3 §3: pipe-separated)', () => {
  it.each<[string | null, string[]]>([
    [null, []],
    ['', []],
    ['kraag', ['kraag']],
    ['kraag|accessoire', ['kraag', 'accessoire']],
    [' Kraag || kant |kraag', ['kraag', 'kant']],
  ])('%j → %j', (transport, tags) => expect(parseTags(transport)).toEqual(tags));

  it('joins without empties or duplicates', () => expect(joinTags(['Kraag', ' ', 'kant', 'kraag'])).toBe('kraag|kant'));

  it.each<[string | string[], boolean]>([
    ['accessoire', true],
    ['kraag|Accessoire', true],
    ['accessoires', false],
    [['kraag'], false],
    [['accessoire'], true],
  ])('isAccessory(%j) → %s', (tags, result) => expect(isAccessory(tags)).toBe(result));

  it.each<[string, string | null]>([
    ['kraag', null],
    ['a|b', 'articles.tagPipe'],
    ['x'.repeat(51), 'validation.length?min=1&max=50'],
  ])('tagRule(%j) → %s', (tag, result) => expect(tagRule(tag)).toBe(result));
});

describe('articleFormErrors (spec 3 §5: description, category, size required)', () => {
  it.each<[string, number | null, number | null, Record<string, string>]>([
    ['Mantel', 1, 2, {}],
    ['', 1, 2, { description: 'validation.required' }],
    ['   ', null, null, { description: 'validation.required', categoryId: 'validation.required', clothingSizeId: 'validation.required' }],
    ['Mantel', null, 2, { categoryId: 'validation.required' }],
    ['Mantel', 1, null, { clothingSizeId: 'validation.required' }],
    ['x'.repeat(256), 1, 2, { description: 'validation.length?min=1&max=255' }],
  ])('%j / %s / %s', (description, categoryId, clothingSizeId, errors) => expect(articleFormErrors({ description, categoryId, clothingSizeId })).toEqual(errors));

  it("speaks the spec's exact message", () => expect(translateNl('validation.required')).toBe('Veld mag niet leeg zijn'));
});

describe('articleStatus (spec 3 §4)', () => {
  const base: ArticleState = { active: true, washing: false, rented: false, rentedProject: false, rackId: 3, tags: '' };
  it.each<[Partial<ArticleState>, ArticleStatus]>([
    [{}, 'rack'],
    [{ rackId: null }, 'noRack'],
    [{ active: false }, 'inactive'],
    [{ active: false, washing: true, rented: true }, 'inactive'],
    [{ washing: true }, 'washing'],
    [{ washing: true, rented: true }, 'washing'],
    [{ rented: true }, 'rented'],
    [{ rented: true, rentedProject: true }, 'rented'],
    [{ rentedProject: true }, 'rentedProject'],
    [{ tags: 'accessoire', active: false, washing: true }, 'rack'],
    [{ tags: 'kraag|accessoire', rented: true, rackId: null }, 'noRack'],
  ])('%j → %s', (change, status) => expect(articleStatus({ ...base, ...change })).toBe(status));
});

describe('status filter values 1–5 (spec 3 §4)', () => {
  it.each<[keyof typeof ARTICLE_STATUS_FILTERS, string]>([
    [1, 'Actief'],
    [2, 'Niet actief'],
    [3, 'In de was'],
    [4, 'Uitgeleend retributie'],
    [5, 'Uitgeleend in project'],
  ])('%i is %s', (value, label) => expect(translateNl(ARTICLE_STATUS_FILTERS[value])).toBe(label));
  it('has exactly five values', () => expect(Object.keys(ARTICLE_STATUS_FILTERS)).toEqual(['1', '2', '3', '4', '5']));
  it('keeps the labels in the catalogue', () => expect(nl.articles.statusFilter.active).toBe('Actief'));

  const flags = (active: boolean, washing: boolean, rented: boolean, rentedProject: boolean) => ({ active, washing, rented, rentedProject });
  it.each<[ReturnType<typeof flags>, number[]]>([
    [flags(true, false, false, false), [1]],
    [flags(false, false, false, false), [2]],
    [flags(false, true, true, true), [2]],
    [flags(true, true, false, false), [1, 3]],
    [flags(true, true, true, false), [1, 3]],
    [flags(true, false, true, false), [1, 4]],
    [flags(true, false, true, true), [1, 4]],
    [flags(true, false, false, true), [1, 5]],
  ])('%j matches filters %j (the shown state)', (article, filters) => {
    expect(ARTICLE_STATUS_FILTER_VALUES.filter((f) => matchesStatusFilter(article, f))).toEqual(filters);
  });
});

describe('statusChange (spec 3 §4 status changes)', () => {
  it('return to rack', () => expect(statusChange('rack', 7)).toEqual({ active: true, stock: 1, washing: false, rented: false, rentedProject: false, rackId: 7 }));
  it('send to laundry', () => expect(statusChange('laundry')).toEqual({ active: true, stock: 1, washing: true }));
  it('remove is soft', () => expect(statusChange('remove')).toEqual({ active: false }));
});
