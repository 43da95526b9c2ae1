import { describe, expect, it } from 'vitest';
import { heightRequiredRule, sizeRule, type SizeField } from './sizes';

// spec 1 §5 "Clothing sizes": height 50–230; chest 50–160; waist 40–160; hip 50–160; head 35–70.
const between = (min: number, max: number) => `validation.between?min=${min}&max=${max}`;

describe('sizeRule (spec 1 §5 clothing size ranges)', () => {
  it.each<[SizeField, number | null, string | null]>([
    ['height', null, null],
    ['height', 49, between(50, 230)],
    ['height', 50, null],
    ['height', 230, null],
    ['height', 231, between(50, 230)],
    ['height', 172.5, between(50, 230)],
    ['chest', 49, between(50, 160)],
    ['chest', 50, null],
    ['chest', 160, null],
    ['chest', 161, between(50, 160)],
    ['waist', 39, between(40, 160)],
    ['waist', 40, null],
    ['waist', 160, null],
    ['waist', 161, between(40, 160)],
    ['hipSize', 49, between(50, 160)],
    ['hipSize', 50, null],
    ['hipSize', 160, null],
    ['hipSize', 161, between(50, 160)],
    ['headSize', 34, between(35, 70)],
    ['headSize', 35, null],
    ['headSize', 70, null],
    ['headSize', 71, between(35, 70)],
    ['headSize', null, null],
  ])('%s = %s → %s', (field, value, expected) => {
    expect(sizeRule(field, value)).toBe(expected);
  });
});

describe('heightRequiredRule (spec 1 §5: required if a stored height exists)', () => {
  it.each<[number | null, number | null, string | null]>([
    [null, null, null],
    [null, 170, null],
    [170, 171, null],
    [170, null, 'validation.required'],
  ])('stored %s, new %s → %s', (stored, next, expected) => {
    expect(heightRequiredRule(stored, next)).toBe(expected);
  });
});
