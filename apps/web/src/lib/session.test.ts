import { afterEach, describe, expect, it } from 'vitest';
import { hintMatches, sessionHint, sessionToken } from './session';
import { SESSION_HINT_KEY } from './storageKeys';

const volunteer = { id: 5, level: 0, flags: { canReadProjects: false } };

afterEach(() => localStorage.clear());

describe("the stored session's hint (issue 14)", () => {
  it('keeps id, level and rights, nothing personal', () => {
    sessionHint.set({ ...volunteer, firstName: 'An', email: 'an@coulisse.be', token: 'abc' } as typeof volunteer);
    expect(JSON.parse(localStorage.getItem(SESSION_HINT_KEY)!)).toEqual(volunteer);
    expect(sessionHint.get()).toEqual(volunteer);
  });

  it('stays when the same token is stored again (the session confirmed on a start)', () => {
    sessionToken.set('abc');
    sessionHint.set(volunteer);
    sessionToken.set('abc');
    expect(sessionHint.get()).toEqual(volunteer);
  });

  it.each([
    ['another token (sign-in, profile switch)', () => sessionToken.set('other')],
    ['signing off', () => sessionToken.clear()],
  ])('is forgotten on %s', (_name, change) => {
    sessionHint.set(volunteer);
    change();
    expect(sessionHint.get()).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no id', JSON.stringify({ level: 0, flags: {} })],
    ['no rights', JSON.stringify({ id: 5, level: 0 })],
    ['rights that are no object', JSON.stringify({ id: 5, level: 0, flags: null })],
  ])('is none when what is stored is %s', (_name, stored) => {
    localStorage.setItem(SESSION_HINT_KEY, stored);
    expect(sessionHint.get()).toBeNull();
  });

  it.each<[string, Partial<typeof volunteer>, boolean]>([
    ['the same account, level and rights', {}, true],
    ['another account', { id: 6 }, false],
    ['another level', { level: 1 }, false],
    ['other rights', { flags: { canReadProjects: true } }, false],
  ])('matches the confirmed session: %s', (_name, change, matches) => {
    const user = { ...volunteer, ...change, firstName: 'An', token: 'abc' } as unknown as Parameters<typeof hintMatches>[1];
    expect(hintMatches(volunteer, user)).toBe(matches);
  });
});
