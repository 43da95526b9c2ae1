import { describe, expect, it } from 'vitest';
import { absenceToken, checkAbsenceToken } from './reminders.token';

const KEY = Buffer.alloc(32, 'a');
const claim = { repetitionId: 12, userId: 34, expires: Math.floor(Date.parse('2026-12-10T19:00:00Z') / 1000) };
const before = new Date('2026-12-10T18:00:00Z');

describe('the signed "ik kan niet" token', () => {
  const token = absenceToken(KEY, claim);

  it('carries rehearsal, person and expiry, and checks out before the expiry', () => {
    expect(token).toMatch(/^12\.34\.\d+\.[\w-]{43}$/);
    expect(checkAbsenceToken(KEY, token, before)).toEqual({ ok: true, claim });
  });

  it.each([
    ['another rehearsal', token.replace(/^12\./, '13.')],
    ['another person', token.replace(/^12\.34\./, '12.35.')],
    ['a later expiry', token.replace(`.${claim.expires}.`, `.${claim.expires + 86_400}.`)],
    ['a changed signature', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`],
    ['no signature', token.slice(0, token.lastIndexOf('.'))],
    ['garbage', 'niet-een-token'],
    ['an empty string', ''],
  ])('refuses %s as invalid', (_, tampered) => {
    expect(checkAbsenceToken(KEY, tampered, before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a token signed under another key (another purpose or installation)', () => {
    expect(checkAbsenceToken(Buffer.alloc(32, 'b'), token, before)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['at the expiry', '2026-12-10T19:00:00Z'],
    ['after it', '2026-12-11T08:00:00Z'],
  ])('answers expired %s', (_, now) => {
    expect(checkAbsenceToken(KEY, token, new Date(now))).toEqual({ ok: false, reason: 'expired' });
  });
});
