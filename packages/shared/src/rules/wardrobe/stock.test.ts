import { describe, expect, it } from 'vitest';
import {
  currentPrice,
  dayBefore,
  isPriceCurrent,
  priceForTier,
  priceRule,
  priceTierLetter,
  priceTierNumber,
  rackNumberRule,
  replacementPriceRule,
  requiredTextRule,
  sizeRule,
  validFromRule,
  validUntilRule,
  type DatedPrice,
} from './stock';

const TODAY = '2026-06-15';

// spec 3 §4: current when startDt is past and endDt empty or in the future; the latest start wins.
describe('isPriceCurrent', () => {
  it.each<[string, DatedPrice, boolean]>([
    ['started yesterday, open', { startDt: '2026-06-14', endDt: null }, true],
    ['starts today, open', { startDt: TODAY, endDt: null }, true],
    ['starts tomorrow', { startDt: '2026-06-16', endDt: null }, false],
    ['ends tomorrow', { startDt: '2026-01-01', endDt: '2026-06-16' }, true],
    ['ends today (last day)', { startDt: '2026-01-01', endDt: TODAY }, true],
    ['ended yesterday', { startDt: '2026-01-01', endDt: '2026-06-14' }, false],
  ])('%s → %s', (_, price, expected) => expect(isPriceCurrent(price, TODAY)).toBe(expected));
});

describe('currentPrice', () => {
  const old = { id: 1, startDt: '2025-01-01', endDt: null };
  const recent = { id: 2, startDt: '2026-03-01', endDt: null };
  const future = { id: 3, startDt: '2026-09-01', endDt: null };
  const ended = { id: 4, startDt: '2026-05-01', endDt: '2026-05-31' };
  const sameDayLater = { id: 5, startDt: '2026-03-01', endDt: null };
  it.each<[string, DatedPrice[], number | null]>([
    ['no prices', [], null],
    ['one open price', [old], 1],
    ['latest start wins over an older open one', [old, recent], 2],
    ['order does not matter', [recent, old], 2],
    ['a future price is not current yet', [old, future], 1],
    ['an ended price is skipped even with a later start', [old, ended], 1],
    ['only future prices', [future], null],
    ['equal starts: the latest added wins', [sameDayLater, recent], 5],
  ])('%s', (_, prices, expected) => expect(currentPrice(prices, TODAY)?.id ?? null).toBe(expected));
});

describe('price tiers 1–5 ↔ A–E', () => {
  it.each<[number, string | null]>([
    [1, 'A'],
    [2, 'B'],
    [3, 'C'],
    [4, 'D'],
    [5, 'E'],
    [0, null],
    [6, null],
    [1.5, null],
  ])('%s → %s', (n, letter) => expect(priceTierLetter(n)).toBe(letter));
  it.each<[string, number | null]>([
    ['A', 1],
    ['c', 3],
    [' E ', 5],
    ['F', null],
    ['', null],
  ])('%s → %s', (letter, n) => expect(priceTierNumber(letter)).toBe(n));
  it('picks the amount of the tier', () => {
    const price = { priceA: 10, priceB: 8, priceC: 6, priceD: 4, priceE: 2 };
    expect([1, 2, 3, 4, 5, 6].map((n) => priceForTier(price, n))).toEqual([10, 8, 6, 4, 2, null]);
  });
});

describe('rackNumberRule (number required, whole, from 1)', () => {
  it.each<[number | null | undefined, string | null]>([
    [null, 'validation.required'],
    [undefined, 'validation.required'],
    [Number.NaN, 'validation.required'],
    [0, 'validation.between?min=1&max=999999'],
    [-3, 'validation.between?min=1&max=999999'],
    [2.5, 'validation.between?min=1&max=999999'],
    [1_000_000, 'validation.between?min=1&max=999999'],
    [1, null],
    [42, null],
  ])('%s → %s', (value, expected) => expect(rackNumberRule(value)).toBe(expected));
});

describe('requiredTextRule and sizeRule', () => {
  it.each<[string | null | undefined, string | null]>([
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
    ['Katoen', null],
    ['x'.repeat(255), null],
    ['x'.repeat(256), 'validation.length?min=1&max=255'],
  ])('text %j → %s', (value, expected) => expect(requiredTextRule(value)).toBe(expected));
  it.each<[string, string | null]>([
    ['', 'validation.required'],
    ['XL', null],
    ['x'.repeat(50), null],
    ['x'.repeat(51), 'validation.length?min=1&max=50'],
  ])('size %j → %s', (value, expected) => expect(sizeRule(value)).toBe(expected));
});

describe('priceRule and replacementPriceRule', () => {
  it.each<[number | null | undefined, string | null]>([
    [null, 'validation.required'],
    [undefined, 'validation.required'],
    [Number.NaN, 'validation.required'],
    [0, null],
    [12.5, null],
    [19.99, null],
    [100_000, null],
    [-0.01, 'validation.between?min=0&max=100000'],
    [100_000.01, 'validation.between?min=0&max=100000'],
    [1.005, 'stock.validation.cents'],
  ])('price %s → %s', (value, expected) => expect(priceRule(value)).toBe(expected));
  it.each<[number | null | undefined, string | null]>([
    [null, null],
    [undefined, null],
    [0, null],
    [45, null],
    [-1, 'validation.between?min=0&max=100000'],
  ])('replacement %s → %s', (value, expected) => expect(replacementPriceRule(value)).toBe(expected));
});

describe('validFromRule (not in the past, Brussels day)', () => {
  it.each<[string | null, string | null]>([
    [null, 'validation.required'],
    ['', 'validation.required'],
    ['15/06/2026', 'validation.invalidDate'],
    ['2026-02-30', 'validation.invalidDate'],
    ['2026-06-14', 'stock.validation.validFromPast'],
    [TODAY, null],
    ['2026-06-16', null],
  ])('%s → %s', (value, expected) => expect(validFromRule(value, TODAY)).toBe(expected));
});

describe('validUntilRule', () => {
  it.each<[string | null, string | null]>([
    [null, null],
    ['', null],
    ['2026-13-01', 'validation.invalidDate'],
    ['2026-06-14', 'stock.validation.endBeforeStart'],
    [TODAY, null],
    ['2026-12-31', null],
  ])('%s → %s', (value, expected) => expect(validUntilRule(value, TODAY)).toBe(expected));
});

describe('dayBefore', () => {
  it.each<[string, string]>([
    ['2026-06-15', '2026-06-14'],
    ['2026-03-01', '2026-02-28'],
    ['2024-03-01', '2024-02-29'],
    ['2026-01-01', '2025-12-31'],
  ])('%s → %s', (date, expected) => expect(dayBefore(date)).toBe(expected));
});
