import { createHmac, timingSafeEqual } from 'node:crypto';

/** An unsubscribe link works this long; a later click lands on a page that says how to do it in the profile. */
export const UNSUBSCRIBE_DAYS = 365;
export const UNSUBSCRIBE_KEY = 'unsubscribe';

const signature = (key: Buffer, email: string, expires: number) => createHmac('sha256', key).update(`unsubscribe\n${email}\n${expires}`).digest('base64url');

/** A token naming one address (lower case) until it expires: `<address>.<expiry>.<hmac>`, all base64url/base36. */
export function unsubscribeToken(key: Buffer, email: string, now = Date.now()): string {
  const address = email.trim().toLowerCase();
  const expires = Math.floor(now / 1000) + UNSUBSCRIBE_DAYS * 86_400;
  return `${Buffer.from(address).toString('base64url')}.${expires.toString(36)}.${signature(key, address, expires)}`;
}

export type UnsubscribeClaim = { email: string } | { error: 'invalid' | 'expired' };

/** The address a token names, or why it does not count. The signature is checked before the expiry. */
export function readUnsubscribeToken(key: Buffer, token: string, now = Date.now()): UnsubscribeClaim {
  const m = /^([A-Za-z0-9_-]{1,400})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { error: 'invalid' };
  const email = Buffer.from(m[1]!, 'base64url').toString();
  const expires = parseInt(m[2]!, 36);
  const expected = Buffer.from(signature(key, email, expires));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { error: 'invalid' };
  if (expires * 1000 < now) return { error: 'expired' };
  return { email };
}

/** Where the link in the body goes (a screen that asks the server, never a GET that changes anything). */
export const unsubscribePage = (publicUrl: string, token: string) => `${publicUrl}/afmelden?token=${encodeURIComponent(token)}`;
/** The List-Unsubscribe target: a POST of `List-Unsubscribe=One-Click` turns bulk mail off (RFC 8058). */
export const oneClickUrl = (publicUrl: string, token: string) => `${publicUrl}/api/unsubscribe/one-click?token=${encodeURIComponent(token)}`;
