import { describe, expect, it } from 'vitest';
import { ACCESS_ROLE_DESCRIPTION, ACCESS_ROLE_NAME, lengthRule } from './accessRole';

describe('spec 3 §5 "Access roles": name 3 to 255, description 10 to 255, both required', () => {
  it.each([
    ['Kassa', null],
    ['abc', null],
    ['ab', 'validation.length?min=3&max=255'],
    ['  ab  ', 'validation.length?min=3&max=255'], // spaces around do not count
    ['x'.repeat(255), null],
    ['x'.repeat(256), 'validation.length?min=3&max=255'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('name %j → %s', (name, outcome) => {
    expect(lengthRule(name, ACCESS_ROLE_NAME)).toBe(outcome);
  });

  it.each([
    ['Beheert de kledij', null],
    ['0123456789', null],
    ['012345678', 'validation.length?min=10&max=255'],
    ['y'.repeat(256), 'validation.length?min=10&max=255'],
    ['', 'validation.required'],
  ])('description %j → %s', (description, outcome) => {
    expect(lengthRule(description, ACCESS_ROLE_DESCRIPTION)).toBe(outcome);
  });
});
