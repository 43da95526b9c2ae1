import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, UNSUBSCRIBE_DAYS, unsubscribeToken } from './unsubscribe';

const key = randomBytes(32);
const now = Date.UTC(2026, 10, 26, 12);
const day = 86_400_000;

describe('the signed unsubscribe token', () => {
  it('names the address in lower case while it is valid', () => {
    const token = unsubscribeToken(key, ' Lotte.Peeters@Example.be ', now);
    expect(readUnsubscribeToken(key, token, now)).toEqual({ email: 'lotte.peeters@example.be' });
    expect(readUnsubscribeToken(key, token, now + (UNSUBSCRIBE_DAYS - 1) * day)).toEqual({ email: 'lotte.peeters@example.be' });
  });

  it('expires after UNSUBSCRIBE_DAYS', () => {
    const token = unsubscribeToken(key, 'lotte@example.be', now);
    expect(readUnsubscribeToken(key, token, now + (UNSUBSCRIBE_DAYS + 1) * day)).toEqual({ error: 'expired' });
  });

  it('refuses a token with another address, a later expiry, another signature or another key', () => {
    const token = unsubscribeToken(key, 'lotte@example.be', now);
    const [, expiry, signature] = token.split('.');
    const other = Buffer.from('iemand@example.be').toString('base64url');
    expect(readUnsubscribeToken(key, `${other}.${expiry}.${signature}`, now)).toEqual({ error: 'invalid' });
    const later = (parseInt(expiry!, 36) + 10 * 365 * 86_400).toString(36);
    expect(readUnsubscribeToken(key, token.replace(`.${expiry}.`, `.${later}.`), now)).toEqual({ error: 'invalid' });
    const flipped = signature!.slice(0, -1) + (signature!.endsWith('A') ? 'B' : 'A');
    expect(readUnsubscribeToken(key, token.replace(signature!, flipped), now)).toEqual({ error: 'invalid' });
    expect(readUnsubscribeToken(randomBytes(32), token, now)).toEqual({ error: 'invalid' });
  });

  it.each(['', 'abc', 'a.b', 'a.b.c', `${'x'.repeat(500)}.1.${'y'.repeat(43)}`])('refuses the malformed token %j', (token) => {
    expect(readUnsubscribeToken(key, token, now)).toEqual({ error: 'invalid' });
  });
});
