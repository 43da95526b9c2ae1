import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click "ik kan niet" link of a rehearsal mail: rehearsal, person and expiry, signed with
 * HMAC-SHA256 under a key of its own purpose (`platform/auth/signingKeys.ts`), so the token does nothing but sign
 * that person off that rehearsal, and a changed digit breaks the signature.
 */
export const ABSENCE_PURPOSE = 'repetition-absence';

export interface AbsenceClaim {
  repetitionId: number;
  userId: number;
  /** Seconds since the epoch; the link works until then (the start of the rehearsal). */
  expires: number;
}

const signature = (key: Buffer, payload: string) => createHmac('sha256', key).update(`${ABSENCE_PURPOSE}:${payload}`).digest('base64url');

export function absenceToken(key: Buffer, claim: AbsenceClaim): string {
  const payload = `${claim.repetitionId}.${claim.userId}.${claim.expires}`;
  return `${payload}.${signature(key, payload)}`;
}

export type AbsenceCheck = { ok: true; claim: AbsenceClaim } | { ok: false; reason: 'invalid' | 'expired' };

/** Checks the signature (in constant time) before the expiry: an altered token is invalid, never "expired". */
export function checkAbsenceToken(key: Buffer, token: string, now = new Date()): AbsenceCheck {
  const m = /^(\d{1,10})\.(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false, reason: 'invalid' };
  const payload = `${m[1]}.${m[2]}.${m[3]}`;
  const expected = Buffer.from(signature(key, payload));
  const given = Buffer.from(m[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const claim = { repetitionId: Number(m[1]), userId: Number(m[2]), expires: Number(m[3]) };
  if (claim.expires * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, claim };
}
