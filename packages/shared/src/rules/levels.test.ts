import { describe, expect, it } from 'vitest';
import { hasWideLayout, homeRoute, isReceptionAccount, toolbarActionVisible } from './levels';

describe('homeRoute (spec 1 §2, spec 3 §6, spec 1 §4)', () => {
  const cases: { level: number; shouldVerify: boolean; route: string; spec: string }[] = [
    { level: 0, shouldVerify: false, route: '/projecten', spec: 'spec 1 §2: others see the projects list' },
    { level: 1, shouldVerify: false, route: '/overzicht', spec: 'spec 1 §2: levels 1 and 2 see /overzicht' },
    { level: 2, shouldVerify: false, route: '/overzicht', spec: 'spec 1 §2: levels 1 and 2 see /overzicht' },
    { level: 3, shouldVerify: false, route: '/kledijbeheer', spec: 'spec 1 §2: level 3 sees clothing management' },
    ...[0, 1, 2, 3].map((level) => ({ level, shouldVerify: true, route: '/profiel', spec: 'spec 1 §4: a user who still has to verify is sent to /profiel' })),
  ];
  it.each(cases)('level $level, shouldVerify $shouldVerify → $route ($spec)', ({ level, shouldVerify, route }) => {
    expect(homeRoute(level, shouldVerify)).toBe(route);
  });

  it('defaults to not having to verify', () => {
    expect(homeRoute(3)).toBe('/kledijbeheer');
  });

  const reception = { canUsePin: true, canSeeCalendar: true };
  it.each([
    { flags: reception, route: '/onthaal', why: 'pin right, reads neither projects nor users' },
    { flags: { ...reception, canReadProjects: true }, route: '/overzicht', why: 'reads projects: staff' },
    { flags: { ...reception, canReadUsers: true }, route: '/overzicht', why: 'reads users: staff' },
    { flags: { canSeeCalendar: true }, route: '/overzicht', why: 'no pin right' },
  ])('level 2 with $flags → $route ($why, issue 14)', ({ flags, route }) => {
    expect(homeRoute(2, false, flags)).toBe(route);
  });

  it('a reception account that must verify still goes to /profiel; level 1 is never a reception account', () => {
    expect(homeRoute(2, true, reception)).toBe('/profiel');
    expect(homeRoute(1, false, reception)).toBe('/overzicht');
    expect(isReceptionAccount({})).toBe(false);
  });
});

describe('hasWideLayout (spec 1 §6: levels 1, 2 and 3 get the wide layout)', () => {
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [3, true],
    [4, false],
  ])('level %i → %s', (level, wide) => {
    expect(hasWideLayout(level)).toBe(wide);
  });
});

describe('toolbarActionVisible (spec 1 §6, spec 3 §6)', () => {
  // "visible if its right is held (or none is needed) and either no level is needed, or the level
  // equals the user's level, or the user's level is 2 and the action level is 1 or more."
  // Rows: the action's level; columns: the user's level 0, 1, 2, 3.
  const byLevel: [number | undefined, [boolean, boolean, boolean, boolean]][] = [
    [undefined, [true, true, true, true]],
    [0, [true, false, false, false]],
    [1, [false, true, true, false]],
    [2, [false, false, true, false]],
    [3, [false, false, true, true]],
  ];
  const rights: { name: string; right?: string; flags: Record<string, boolean>; allowed: boolean }[] = [
    { name: 'no right needed', flags: {}, allowed: true },
    { name: 'right held', right: 'canReadUsers', flags: { canReadUsers: true }, allowed: true },
    { name: 'right not held', right: 'canReadUsers', flags: { canReadUsers: false }, allowed: false },
    { name: 'right unknown to the account', right: 'canReadUsers', flags: {}, allowed: false },
  ];
  const cases = byLevel.flatMap(([actionLevel, visibleFor]) =>
    rights.flatMap((r) => visibleFor.map((levelOk, userLevel) => ({ ...r, actionLevel, userLevel, visible: r.allowed && levelOk }))),
  );

  it('covers every combination of right, action level and user level', () => {
    expect(cases).toHaveLength(5 * 4 * 4);
  });

  it.each(cases)('$name, action level $actionLevel, user level $userLevel → $visible', ({ right, flags, actionLevel, userLevel, visible }) => {
    const action = { ...(right ? { right } : {}), ...(actionLevel === undefined ? {} : { level: actionLevel }) };
    expect(toolbarActionVisible(action, { level: userLevel, flags })).toBe(visible);
  });
});
