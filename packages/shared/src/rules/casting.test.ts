import { describe, expect, it } from 'vitest';
import { castingDescriptionRule, castingNameRule, identifierRule, rolesSchemeOpen, selectionRule } from './casting';

describe('spec 2 §5: roles, groups, scenes and scene groups need an identifier and a name', () => {
  it.each([
    ['R01', null],
    ['  R01 ', null],
    ['x'.repeat(30), null],
    ['x'.repeat(31), 'validation.length?min=1&max=30'],
    ['', 'validation.required'],
    ['   ', 'validation.required'],
    [null, 'validation.required'],
    [undefined, 'validation.required'],
  ])('identifier %j → %s', (v, outcome) => expect(identifierRule(v)).toBe(outcome));

  it.each([
    ['Os', null],
    ['x'.repeat(255), null],
    ['x'.repeat(256), 'validation.length?min=1&max=255'],
    ['', 'validation.required'],
    [null, 'validation.required'],
  ])('name %j → %s', (v, outcome) => expect(castingNameRule(v)).toBe(outcome));

  it.each([
    [null, null],
    ['', null],
    ['x'.repeat(1000), null],
    ['x'.repeat(1001), 'validation.length?min=0&max=1000'],
  ])('description %j → %s', (v, outcome) => expect(castingDescriptionRule(v)).toBe(outcome));
});

describe('spec 2 §5: adding groups or roles to a scene needs at least one selection', () => {
  it.each([
    [[1], [], null],
    [[], [2], null],
    [[1], [2], null],
    [[], [], 'casting.selectionRequired'],
  ])('roles %j groups %j → %s', (roles, groups, outcome) => expect(selectionRule(roles, groups)).toBe(outcome));
});

describe('spec 2 §4: the role scheme opens on rolesOpen', () => {
  it.each([
    [null, '2025-05-01', false],
    ['2025-05-02', '2025-05-01', false],
    ['2025-05-01', '2025-05-01', true],
    ['2024-04-01', '2025-05-01', true],
  ])('open %s on %s → %s', (open, today, outcome) => expect(rolesSchemeOpen(open, today)).toBe(outcome));
});
