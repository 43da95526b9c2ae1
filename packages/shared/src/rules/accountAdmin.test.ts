import { describe, expect, it } from 'vitest';
import { coversRights, isLinkedProfilePlaceholder, isPdf, mayActOn, mayDeleteUser, maySwitchProfile } from './accountAdmin';

const bytes = (s: string) => new TextEncoder().encode(s);

describe('isPdf (spec 1 §5: PDF only, by content)', () => {
  it.each([
    ['%PDF-1.7\n…', true],
    ['%PDF-', true],
    ['%PDF', false],
    ['  %PDF-1.4', false],
    ['\x89PNG\r\n', false],
    ['', false],
  ])('%j → %s', (content, expected) => expect(isPdf(bytes(content))).toBe(expected));
});

describe('isLinkedProfilePlaceholder', () => {
  it.each([
    ['gekoppeld-1a2b@gekoppeld.coulisse.invalid', true],
    ['X@GEKOPPELD.COULISSE.INVALID', true],
    ['ouder@voorbeeld.be', false],
    ['iemand@coulisse.invalid.be', false],
    [null, false],
  ])('%s → %s', (email, expected) => expect(isLinkedProfilePlaceholder(email)).toBe(expected));
});

describe('maySwitchProfile (spec 1 §4 linked profiles)', () => {
  const owner = { id: 1, ownerId: null, hasPassword: true };
  const child = { id: 2, ownerId: 1, hasPassword: false };
  const sibling = { id: 3, ownerId: 1 };
  const stranger = { id: 9, ownerId: null };
  it.each([
    ['the owner to a profile it owns', owner, child, true],
    ['a passwordless profile back to its owner', child, owner, true],
    ['a passwordless profile to a sibling', child, sibling, true],
    ['a profile with its own password to its owner', { ...child, hasPassword: true }, owner, false],
    ['a profile with its own password to a sibling', { ...child, hasPassword: true }, sibling, false],
    ['anyone to a stranger', owner, stranger, false],
    ['a profile to a profile owned by someone else', child, { id: 4, ownerId: 9 }, false],
    ['a profile to itself', owner, owner, false],
  ])('%s: %s', (_, caller, target, expected) => expect(maySwitchProfile(caller, target)).toBe(expected));
});

describe('coversRights (nobody acts on someone with more rights)', () => {
  const area = (read: boolean, update = false, sub: Record<string, boolean> = {}) => ({ read, create: false, update, delete: false, sub });
  it.each([
    ['no rights wanted', {}, {}, true],
    ['the same rights', { users: area(true, true) }, { users: area(true, true) }, true],
    ['more than wanted', { users: area(true, true), rights: area(true) }, { users: area(true) }, true],
    ['an action missing', { users: area(true) }, { users: area(true, true) }, false],
    ['an area missing', {}, { settings: area(true) }, false],
    ['a sub-right missing', { users: area(true, true) }, { users: area(true, true, { personal: true }) }, false],
    ['a sub-right held', { users: area(true, true, { personal: true }) }, { users: area(true, true, { personal: true }) }, true],
    ['a sub-right switched off is not wanted', {}, { users: area(false, false, { personal: false }) }, true],
  ])('%s', (_, holder, wanted, expected) => expect(coversRights(holder, wanted)).toBe(expected));
});

describe('mayActOn (reset links and deletion stay within the caller’s own power)', () => {
  const users = { users: { read: true, create: false, update: true, delete: true, sub: {} } };
  it.each([
    ['level 1 on level 1', 1, {}, 1, {}, true],
    ['level 2 on level 1', 2, users, 1, {}, false],
    ['level 2 on level 2 with the same rights', 2, users, 2, users, true],
    ['level 3 on level 2', 3, users, 2, {}, false],
    ['level 0 staff on level 3', 0, users, 3, {}, false],
    ['level 2 on a participant', 2, users, 0, {}, true],
    ['level 2 on a participant with rights it lacks', 2, users, 0, { settings: { read: true, create: false, update: false, delete: false, sub: {} } }, false],
  ])('%s', (_, callerLevel, callerRights, targetLevel, targetRights, expected) =>
    expect(mayActOn({ level: callerLevel, rights: callerRights }, { level: targetLevel, rights: targetRights })).toBe(expected),
  );
});

describe('mayDeleteUser (staff never remove someone of a higher level)', () => {
  it.each([
    [1, 1, true],
    [2, 1, false],
    [2, 2, true],
    [2, 3, true],
    [3, 2, false],
    [0, 0, true],
    [0, 3, false],
  ])('level %i deleting level %i: %s', (caller, target, expected) => expect(mayDeleteUser({ level: caller }, { level: target })).toBe(expected));
});
