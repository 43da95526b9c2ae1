import { describe, expect, it } from 'vitest';
import { coversRights, isLinkedProfilePlaceholder, isPdf, mayActOn, mayManageAccount, maySwitchProfile } from './accountAdmin';

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
  const owner = { id: 1, ownerId: null, hasPassword: true, level: 0 };
  const child = { id: 2, ownerId: 1, hasPassword: false, level: 0 };
  const sibling = { id: 3, ownerId: 1, level: 0 };
  const stranger = { id: 9, ownerId: null, level: 0 };
  it.each([
    ['the owner to a profile it owns', owner, child, true],
    ['a passwordless profile back to its owner', child, owner, true],
    ['a passwordless profile back to its staff owner', child, { ...owner, level: 2 }, true],
    ['a passwordless profile to a sibling', child, sibling, true],
    ['a profile with its own password to its owner', { ...child, hasPassword: true }, owner, false],
    ['a profile with its own password to a sibling', { ...child, hasPassword: true }, sibling, false],
    ['anyone to a stranger', owner, stranger, false],
    ['a profile to a profile owned by someone else', child, { id: 4, ownerId: 9, level: 0 }, false],
    ['a profile to itself', owner, owner, false],
    ['the owner to a profile promoted to staff', owner, { ...child, level: 2 }, false],
    ['the owner to a profile promoted to administrator', { ...owner, level: 2 }, { ...child, level: 1 }, false],
    ['a staff owner to a staff profile of the same level', { ...owner, level: 2 }, { ...child, level: 2 }, true],
    ['a passwordless profile to a sibling promoted to staff', child, { ...sibling, level: 3 }, false],
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

describe('mayActOn (reset links and login e-mail changes stay within the caller’s own power)', () => {
  const users = { users: { read: true, create: false, update: true, delete: true, sub: {} } };
  it.each([
    ['level 1 on level 1', 1, {}, 1, {}, true],
    ['level 1 on anyone, whatever their rights', 1, {}, 2, users, true],
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

describe('mayManageAccount (ARCHITECTURE §4: nobody acts on an account above their own level)', () => {
  // Levels by power: 1 > 2 > 3 > 0 (spec 1 §6). Every pair, so a change of the order shows here.
  it.each([
    [1, 1, true],
    [1, 2, true],
    [1, 3, true],
    [1, 0, true],
    [2, 1, false],
    [2, 2, true],
    [2, 3, true],
    [2, 0, true],
    [3, 1, false],
    [3, 2, false],
    [3, 3, true],
    [3, 0, true],
    [0, 1, false],
    [0, 2, false],
    [0, 3, false],
    [0, 0, true],
  ])('level %i acting on level %i: %s', (caller, target, expected) => expect(mayManageAccount({ level: caller }, { level: target })).toBe(expected));

  it('treats an unknown level as the lowest', () => {
    expect(mayManageAccount({ level: 7 }, { level: 0 })).toBe(true);
    expect(mayManageAccount({ level: 7 }, { level: 3 })).toBe(false);
    expect(mayManageAccount({ level: 3 }, { level: 7 })).toBe(true);
  });
});
