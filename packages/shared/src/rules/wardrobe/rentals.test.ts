import { describe, expect, it } from 'vitest';
import {
  canAddArticle,
  correctAmountRule,
  fineAllowed,
  fineAmount,
  groupNameRule,
  itemReceived,
  missingRenterFields,
  orderDateRule,
  orderPrice,
  orderReturned,
  priceLetter,
  priceWithVat,
  receiveAmountRule,
  renterErrors,
  requiredRenterFields,
  rentalPeriods,
  toAfterFromRule,
  type RenterFields,
} from './rentals';

describe('rentalPeriods (spec 3 §5: ceil(days / 30))', () => {
  it.each<[string | null, string | null, number]>([
    ['2026-01-01', '2026-01-01', 0],
    ['2026-01-01', '2026-01-02', 1],
    ['2026-01-01', '2026-01-31', 1],
    ['2026-01-01', '2026-02-01', 2],
    ['2026-01-01', '2026-03-02', 2],
    ['2026-01-01', '2026-03-03', 3],
    ['2026-03-01', '2026-01-01', 0],
    [null, '2026-01-01', 0],
    ['2026-02-30', '2026-03-10', 0],
  ])('%s → %s: %i', (from, to, periods) => expect(rentalPeriods(from, to)).toBe(periods));
});

describe('orderPrice (spec 3 §9: Σ category price × days / 30, 2 decimals; VAT 21 %)', () => {
  it.each<[{ price: number; replacementPrice: number; amount: number }[], number, { price: number; replacementPrice: number; vat: number }]>([
    [[], 30, { price: 0, replacementPrice: 0, vat: 0 }],
    [[{ price: 10, replacementPrice: 50, amount: 1 }], 30, { price: 10, replacementPrice: 50, vat: 2.1 }],
    [[{ price: 10, replacementPrice: 50, amount: 1 }], 45, { price: 15, replacementPrice: 50, vat: 3.15 }],
    [
      [
        { price: 10, replacementPrice: 0, amount: 1 },
        { price: 7.5, replacementPrice: 20, amount: 2 },
      ],
      10,
      { price: 8.33, replacementPrice: 40, vat: 1.75 },
    ],
    [[{ price: 12.34, replacementPrice: 1, amount: 1 }], 1, { price: 0.41, replacementPrice: 1, vat: 0.09 }],
    [[{ price: 10, replacementPrice: 5, amount: 1 }], -5, { price: 0, replacementPrice: 5, vat: 0 }],
  ])('%j over %i days', (lines, days, expected) => expect(orderPrice(lines, days)).toEqual(expected));

  it.each([
    [100, 121],
    [8.33, 10.08],
    [0, 0],
  ])('list price %d × 1.21 = %d', (price, shown) => expect(priceWithVat(price)).toBe(shown));

  it.each([
    [1, 'A'],
    [5, 'E'],
  ])('price category %i is %s', (c, letter) => expect(priceLetter(c)).toBe(letter));
});

describe('fine (spec 3 §5: pieces × days × fine per piece per day; disabled when negative)', () => {
  it.each([
    [3, 4, 2.5, 30],
    [0, 10, 2.5, 0],
    [2, -3, 1, -6],
    [1, 1, 0.333, 0.33],
  ])('%i pieces × %i days × %d = %d', (pieces, days, per, fine) => expect(fineAmount(pieces, days, per)).toBe(fine));
  it.each([
    [0, true],
    [12.5, true],
    [-0.01, false],
    [Number.NaN, false],
  ])('fine %d allowed: %s', (fine, ok) => expect(fineAllowed(fine)).toBe(ok));
});

describe('order dates (spec 3 §5: required, valid, at most 100 years ahead)', () => {
  it.each<[string | null, string | null]>([
    [null, 'validation.required'],
    ['', 'validation.required'],
    ['2026-13-01', 'validation.invalidDate'],
    ['01/02/2026', 'validation.invalidDate'],
    ['2026-11-21', null],
    ['2126-11-21', null],
    ['2126-11-22', 'rentals.maxDate'],
  ])('%s → %s', (value, key) => expect(orderDateRule(value, '2026-11-21')).toBe(key));
  it.each<[string, string, string | null]>([
    ['2026-01-02', '2026-01-01', 'rentals.toBeforeFrom'],
    ['2026-01-01', '2026-01-01', null],
    ['2026-01-01', '2026-02-01', null],
  ])('from %s to %s → %s', (from, to, key) => expect(toAfterFromRule(from, to)).toBe(key));
});

const renter = (extra: Partial<RenterFields> = {}): RenterFields => ({
  type: 1,
  priceCategory: 1,
  name: 'Jan Peeters',
  companyName: 'Toneel vzw',
  socialSecurity: '',
  uniqueNumber: 'BE0123456789',
  cellPhone: '0470123456',
  email: 'jan@toneel.be',
  streetName: 'Kerkstraat',
  houseNumber: '1',
  zipCode: '9000',
  cityName: 'Gent',
  fromDt: '2026-12-01',
  toDt: '2026-12-31',
  periods: 1,
  ...extra,
});

describe('missingRenterFields (spec 3 §5: rent button and required per type)', () => {
  it.each<[string, Partial<RenterFields>, string[]]>([
    ['complete type 1', {}, []],
    ['type 1 without company name and VAT', { companyName: '', uniqueNumber: '' }, ['companyName', 'uniqueNumber']],
    ['type 1 with a social security number only still needs the VAT number', { uniqueNumber: '', socialSecurity: '123' }, ['uniqueNumber']],
    ['type 2 without company number', { type: 2, uniqueNumber: ' ' }, ['uniqueNumber']],
    ['type 3 with social security only', { type: 3, companyName: '', uniqueNumber: '', socialSecurity: '85.01.01-123.45' }, []],
    ['type 3 without social security', { type: 3, uniqueNumber: '' }, ['socialSecurity']],
    ['type 3 with a company number still needs the treasurer', { type: 3 }, ['socialSecurity']],
    ['type 4 needs no number', { type: 4, uniqueNumber: '', socialSecurity: '' }, []],
    ['type 4 without association name', { type: 4, companyName: '', uniqueNumber: '' }, ['companyName']],
    ['no type, no price category', { type: null, priceCategory: null }, ['type', 'priceCategory']],
    [
      'the fixed list',
      { name: '', cellPhone: '', email: '', streetName: '', houseNumber: '', zipCode: '', cityName: '', fromDt: '', toDt: '', periods: 0 },
      ['name', 'cellPhone', 'email', 'fromDt', 'toDt', 'periods', 'streetName', 'houseNumber', 'zipCode', 'cityName'],
    ],
  ])('%s', (_, extra, missing) => expect(missingRenterFields(renter(extra))).toEqual(missing));

  it.each<[number | null, string[]]>([
    [null, []],
    [1, ['companyName', 'uniqueNumber']],
    [3, ['socialSecurity']],
    [4, ['companyName']],
  ])('type %s requires the fixed list and %j', (type, extra) =>
    expect(requiredRenterFields(type)).toEqual([
      'type',
      'priceCategory',
      'name',
      'cellPhone',
      'email',
      'fromDt',
      'toDt',
      'periods',
      'streetName',
      'houseNumber',
      'zipCode',
      'cityName',
      ...extra,
    ]),
  );

  it('renterErrors adds the email, the 100 years and the date order', () => {
    expect(renterErrors(renter(), '2026-11-21')).toEqual({});
    expect(renterErrors(renter({ email: 'jan', toDt: '2200-01-01' }), '2026-11-21')).toEqual({ email: 'validation.email', toDt: 'rentals.maxDate' });
    expect(renterErrors(renter({ toDt: '2026-11-30' }), '2026-11-21')).toEqual({ toDt: 'rentals.toBeforeFrom' });
  });
});

describe('receive and correct (spec 3 §5)', () => {
  it.each<[number, number, string | null]>([
    [1, 1, null],
    [3, 3, null],
    [0, 3, 'validation.between?min=1&max=3'],
    [4, 3, 'validation.between?min=1&max=3'],
    [1.5, 3, 'validation.between?min=1&max=3'],
  ])('receive %d of %i out → %s', (amount, out, key) => expect(receiveAmountRule(amount, out)).toBe(key));
  it.each<[number, number, string | null]>([
    [0, 2, null],
    [2, 2, null],
    [3, 2, 'validation.between?min=0&max=2'],
    [-1, 2, 'validation.between?min=0&max=2'],
  ])('correct to %i of %i returned → %s', (amount, returned, key) => expect(correctAmountRule(amount, returned)).toBe(key));
  it.each([
    [{ amount: 1, returned: 0 }, false],
    [{ amount: 2, returned: 1 }, false],
    [{ amount: 2, returned: 2 }, true],
  ])('%j received: %s', (item, received) => expect(itemReceived(item)).toBe(received));
  it.each([
    [[], false],
    [[{ amount: 1, returned: 1 }], true],
    [
      [
        { amount: 1, returned: 1 },
        { amount: 2, returned: 1 },
      ],
      false,
    ],
  ])('order of %j returned: %s', (items, returned) => expect(orderReturned(items)).toBe(returned));
});

describe('groups and adding articles (spec 3 §4, §5)', () => {
  it.each<[string, string | null]>([
    ['ab', 'validation.length?min=3&max=255'],
    ['  ab  ', 'validation.length?min=3&max=255'],
    ['abc', null],
    ['x'.repeat(256), 'validation.length?min=3&max=255'],
  ])('group name %j → %s', (name, key) => expect(groupNameRule(name)).toBe(key));
  it.each<[number[], { id: number; tags: string }, boolean]>([
    [[], { id: 1, tags: '' }, true],
    [[1], { id: 1, tags: 'kraag' }, false],
    [[1], { id: 1, tags: 'accessoire' }, true],
    [[2], { id: 1, tags: '' }, true],
  ])('in order %j, add %j: %s', (ids, article, yes) => expect(canAddArticle(ids, article)).toBe(yes));
});
