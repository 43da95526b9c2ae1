import { formatDateTime } from '../../../lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a moment was, in the reader's language ('5 minuten geleden', 'gisteren'); under a
 * minute `justNow`, from a week on the date and time (DD/MM/YYYY HH:mm).
 */
export function timeAgo(iso: string, language: string, justNow: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return '';
  const elapsed = Math.max(0, now - then);
  if (elapsed < MINUTE) return justNow;
  if (elapsed >= 7 * DAY) return formatDateTime(iso);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  if (elapsed < HOUR) return format.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return format.format(-Math.floor(elapsed / HOUR), 'hour');
  return format.format(-Math.floor(elapsed / DAY), 'day');
}
