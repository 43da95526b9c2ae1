import type { RepetitionDto } from '@coulisse/shared/schemas/rehearsals';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** RFC 5545 text: escape \ ; , and newlines. */
export const escapeText = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
export const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** Folds a content line at 75 octets (RFC 5545 §3.1), continuation lines start with a space. */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A VCALENDAR of rehearsals (spec 2 §7 GET /api/repetitions/ical), lines ended by CRLF. */
export function icalendar(reps: RepetitionDto[], host: string, now = new Date()): string {
  const stamp = utc(now.toISOString());
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Coulisse//Repetities//NL', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'X-WR-CALNAME:Repetities'];
  for (const r of reps) {
    const place = [r.location.name, [r.location.street, r.location.houseNumber].filter(Boolean).join(' '), [r.location.zipCode, r.location.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    lines.push(
      'BEGIN:VEVENT',
      `UID:repetition-${r.id}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(r.startDt)}`,
      `DTEND:${utc(r.endDt)}`,
      `SUMMARY:${escapeText(`${r.name} (${r.projectName})`)}`,
      `LOCATION:${escapeText(place)}`,
      ...(r.description ? [`DESCRIPTION:${escapeText(r.description)}`] : []),
      ...(r.own && !r.own.markedPresent ? ['STATUS:CANCELLED'] : ['STATUS:CONFIRMED']),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/**
 * The secret of a user's subscribable feed: an HMAC of the user id keyed with their password
 * hash, so it needs no stored column and changes (revoking old feed URLs) with the password.
 */
const sign = (key: string, userId: number) => createHmac('sha256', key).update(`ical-feed:${userId}`).digest('hex').slice(0, 40);

/** The feed token of a user, signed with their key. */
export const feedToken = (key: string, userId: number): string => `${userId}-${sign(key, userId)}`;

/** The user a feed token claims to be, before its signature is checked; null when it is no token. */
export function claimedFeedUser(token: string): number | null {
  const m = /^(\d{1,10})-([0-9a-f]{40})$/.exec(token);
  return m ? Number(m[1]) : null;
}

/** Whether the token carries the right signature for the user's key (compared in constant time). */
export function feedTokenValid(token: string, key: string, userId: number): boolean {
  const expected = Buffer.from(feedToken(key, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
