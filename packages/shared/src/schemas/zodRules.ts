import { z } from 'zod';
import type { RuleResult } from '../rules/account';
import { dateRule, isCalendarDate, isClockTime, isTimestamp } from '../rules/dates';

/** Turns a rule function into a zod refinement whose message is the rule's catalogue key. */
export function withRule<T>(rule: (value: T) => RuleResult) {
  return (value: T, ctx: z.RefinementCtx) => {
    const key = rule(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  };
}

/**
 * A trimmed text `rule` judges, bounded to `max` characters in the schema as well, so OpenAPI and
 * the route audit see the limit. The rule speaks first: its message is the one a reader gets.
 */
export const ruledText = (max: number, rule: (value: string) => RuleResult) => z.string({ error: 'validation.required' }).trim().superRefine(withRule(rule)).max(max);

export const requiredString = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });
export const optionalString = z.string().trim().max(255).nullish();

export type TemporalKind = 'date' | 'time' | 'timestamp';
/**
 * Marks the shared date, time and timestamp schemas, also through `.refine()` and friends (a zod
 * registry hands its entry on to derived schemas): the route fuzzer reads it to send impossible
 * dates wherever a date is expected.
 */
export const temporalSchemas = z.registry<{ temporal: TemporalKind }>();

/** Empty or missing is 'Veld mag niet leeg zijn'; otherwise `rule` decides (rules/dates.ts). */
const temporal = (kind: TemporalKind, maxLength: number, rule: (value: string) => RuleResult, tooLong: string) =>
  z
    .string({ error: 'validation.required' })
    .min(1, { error: 'validation.required' })
    .max(maxLength, { error: tooLong })
    .superRefine(withRule(rule))
    .register(temporalSchemas, { temporal: kind });

/** THE date of every schema: a real calendar day YYYY-MM-DD from 1900 to 2199, else 'Ongeldige datum'. */
export const isoDate = temporal('date', 10, dateRule, 'validation.invalidDate');

/**
 * A date with bounds of its own (a birth date, an order date): `rule` speaks first, so its message
 * wins; what it lets through must still be a calendar day from 1900 to 2199.
 */
export const boundedDate = (rule: (value: string) => RuleResult, tooLong = 'validation.invalidDate') =>
  temporal('date', 10, (value) => rule(value) ?? dateRule(value), tooLong);

/** An optional date: empty, null or absent is null; anything else must be a real day as above. */
export const optionalIsoDate = z
  .string({ error: 'validation.invalidDate' })
  .max(10, { error: 'validation.invalidDate' })
  .refine((v) => v === '' || isCalendarDate(v), { error: 'validation.invalidDate' })
  .register(temporalSchemas, { temporal: 'date' })
  .nullish()
  .transform((v) => v || null);

/** A clock time HH:mm, 00:00 to 23:59, else 'Ongeldig tijdstip'. */
export const isoTime = temporal('time', 5, (v) => (isClockTime(v) ? null : 'validation.invalidTime'), 'validation.invalidTime');

/** An ISO-8601 instant with an offset, on a real calendar day, else 'Ongeldig tijdstip'. */
export const isoTimestamp = temporal('timestamp', 35, (v) => (isTimestamp(v) ? null : 'validation.invalidTime'), 'validation.invalidTime');
