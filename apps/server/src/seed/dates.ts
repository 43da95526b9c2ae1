/** Calendar arithmetic on YYYY-MM-DD strings (UTC noon-free: dates only, no time zone drift). */

const parse = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
};
const format = (date: Date) => date.toISOString().slice(0, 10);

export const addDays = (iso: string, days: number): string => {
  const date = parse(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return format(date);
};

/** Adds months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export const addMonths = (iso: string, months: number): string => {
  const date = parse(iso);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const last = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, last));
  return format(date);
};

export const yearOf = (iso: string): number => Number(iso.slice(0, 4));

/** Whole days from a to b (b later gives a positive number). */
export const daysBetween = (a: string, b: string): number => Math.round((parse(b).getTime() - parse(a).getTime()) / 86_400_000);

/** Age in whole years on a given day. */
export const ageOn = (birth: string, today: string): number => {
  const years = yearOf(today) - yearOf(birth);
  return today.slice(5) < birth.slice(5) ? years - 1 : years;
};

/** A timestamp on a date, at a given minute of the day (UTC), for creation times. */
export const atMinute = (iso: string, minute: number): Date => new Date(parse(iso).getTime() + minute * 60_000);
