import { parseCalendarDate } from './dates';

/**
 * Age in whole years on a day (both YYYY-MM-DD), as the users list's age filters count it: a
 * birthday on 29 February is reached on 1 March in other years. Null for a date that is not one.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const birth = parseCalendarDate(birthDate);
  const now = parseCalendarDate(today);
  if (!birth || !now) return null;
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const birthdayPassed = now.getUTCMonth() > birth.getUTCMonth() || (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() >= birth.getUTCDate());
  if (!birthdayPassed) age--;
  return age;
}
