import { describe, expect, it } from 'vitest';
import { FINE_MAX, fineRule, requiredText } from './settings';

describe('spec 3 §5 "Settings": title, description and fine are all required', () => {
  it.each([
    ['Welkom', null],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('title or description %j → %s', (text, outcome) => {
    expect(requiredText(text)).toBe(outcome);
  });

  it.each([
    [0, null], // no fine is a fine of 0, still given
    [0.5, null],
    [FINE_MAX, null],
    [FINE_MAX + 0.01, `validation.between?min=0&max=${FINE_MAX}`],
    [-0.01, `validation.between?min=0&max=${FINE_MAX}`],
    [Number.POSITIVE_INFINITY, `validation.between?min=0&max=${FINE_MAX}`],
    [Number.NaN, 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('fine %s → %s', (fine, outcome) => {
    expect(fineRule(fine)).toBe(outcome);
  });
});
