import { temporalSchemas, type TemporalKind } from '@coulisse/shared/schemas/zodRules';
import fc from 'fast-check';
import { z } from 'zod';

/** Names that reach lookup tables keyed by client input: a plain object answers them from its prototype. */
export const prototypeKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/** Numbers at the edges of PostgreSQL's integer, of JavaScript's safe integers, and of "an id". */
const edgeNumbers = [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 - 1, 2 ** 53, 1e20];
/** The same edges as a path or query parameter carries them, plus text that is no number at all. */
export const edgeIds = ['0', '-1', '1.5', '1e3', '2147483647', '2147483648', '9007199254740992', '1e20', '99999999999999999999', 'abc', '', ' 1', '0x10'];

export const smallString = fc.string({ maxLength: 12, unit: 'grapheme' });
export const number = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(...edgeNumbers), fc.double());
/** Ten thousand characters: far past any column, still well inside the body limit. */
const hugeString = fc.constantFrom('x'.repeat(10_000), 'é'.repeat(10_000));

const today = new Date();
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const inDays = (n: number) => new Date(today.getTime() + n * 86_400_000);

/** Real days around today, leap days, and days that do not exist or are written wrong (issue 11). */
const dates = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(isoDay(today), isoDay(inDays(1)), isoDay(inDays(40)), isoDay(inDays(-400)), '2028-02-29', '1990-04-03') },
  { weight: 2, arbitrary: fc.constantFrom('0000-00-00', '2027-02-30', '2026-13-01', '2026-00-10', '2027-02-29', '1899-12-31', '2200-01-01', '9999-12-31') },
  { weight: 1, arbitrary: fc.constantFrom(' 2026-01-01', '2026-1-1', '01/02/2026', '2026-01-01T10:00:00Z', '') },
);
/** Clock times: the day's edges and times past them. */
const times = fc.constantFrom('00:00', '09:30', '23:59', '24:00', '23:60', '7:5', '07:05:00', '');
/** Instants with an offset, and ones on days that do not exist or without an offset. */
const timestamps = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(inDays(2).toISOString(), inDays(-2).toISOString(), `${isoDay(inDays(3))}T19:00:00+02:00`) },
  { weight: 2, arbitrary: fc.constantFrom('2027-02-30T10:00:00Z', '2026-13-01T10:00:00Z', '0000-00-00T00:00:00Z', '2026-05-20T24:00:00Z', '2026-05-20T18:00:00', '2026-05-20') },
);
const temporalValues: Record<TemporalKind, fc.Arbitrary<string>> = { date: dates, time: times, timestamp: timestamps };

/** A string of a schema with a maximum: at the maximum, just past it, and past it only until trimmed. */
const aroundMax = (max: number) => fc.constantFrom('a'.repeat(max), 'a'.repeat(max + 1), `${' '.repeat(max)}b`);

/**
 * Values that mostly fit a zod schema, so fuzzed requests get past validation into the handlers.
 * `tame` values keep every field's type and bounds (small numbers inside their range, strings
 * inside their length, optional fields mostly present), so a whole body passes often enough for
 * its handler to run with one impossible date or edge id in it; wild ones mix edge numbers,
 * over-long strings and wrong types into every field. `ids` are known row ids to aim at.
 */
export function nearlyValid(schema: z.ZodType, ids: number[], tame = false, depth = 0): fc.Arbitrary<unknown> {
  const next = (s: unknown) => nearlyValid(s as z.ZodType, ids, tame, depth + 1);
  const anything = fc.jsonValue({ maxDepth: 2 });
  // Mostly valid-looking ids: real ones, missing ones and ones just past PostgreSQL's integer.
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.constantFrom(999_999, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1) },
    { weight: 1, arbitrary: number },
  );
  // Mostly the shape the schema wants; when wild, now and then a wrong type or something too long.
  const mixed = (arb: fc.Arbitrary<unknown>) => (tame ? arb : fc.oneof({ weight: 8, arbitrary: arb }, { weight: 1, arbitrary: anything }, { weight: 1, arbitrary: hugeString }));
  if (depth > 4) return anything;
  const temporal = temporalSchemas.get(schema)?.temporal;
  if (temporal) return mixed(temporalValues[temporal]);
  if (schema instanceof z.ZodObject) {
    const fields = Object.fromEntries(Object.entries(schema.shape as Record<string, z.ZodType>).map(([k, v]) => [k, next(v)]));
    if (tame) return fc.record(fields);
    const extra = fc.dictionary(fc.constantFrom(...prototypeKeys), anything, { maxKeys: 1 });
    return fc
      .tuple(fc.oneof({ weight: 3, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) }), extra)
      .map(([known, more]) => ({ ...more, ...known }));
  }
  if (schema instanceof z.ZodArray) return mixed(fc.array(next(schema.element), { minLength: 1, maxLength: tame ? 1 : 3 }));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fc.option(next(schema.unwrap()), { nil: undefined, freq: tame ? 5 : 1 });
  }
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodType[]).map(next));
  // A preprocess meets the schema behind it; a transform takes what the schema before it takes.
  if (schema instanceof z.ZodPipe) return next(schema.in instanceof z.ZodTransform ? schema.out : schema.in);
  if (schema instanceof z.ZodLiteral) return mixed(fc.constantFrom(...[...schema.values]));
  if (schema instanceof z.ZodEnum) return mixed(fc.constantFrom(...(schema.options as (string | number)[])));
  if (schema instanceof z.ZodNumber) {
    const [min, max] = [schema.minValue ?? -Infinity, schema.maxValue ?? Infinity];
    // A small range (a category, a size, a price) is met from inside; a wide one is an id.
    if (tame && max - min <= 100_000) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
    if (tame) return fc.constantFrom(...ids);
    const bounds = [min, max].filter((v) => Number.isFinite(v)).flatMap((v) => [v, v - 1, v + 1]);
    return mixed(bounds.length ? fc.oneof({ weight: 3, arbitrary: id }, { weight: 1, arbitrary: fc.constantFrom(...bounds) }) : id);
  }
  if (schema instanceof z.ZodBoolean) return mixed(fc.boolean());
  if (schema instanceof z.ZodString) {
    if (tame) return fc.string({ minLength: Math.min(schema.minLength ?? 0, 10) || 3, maxLength: Math.max(3, Math.min(schema.maxLength ?? 40, 40)) });
    const strings = [smallString, fc.string({ minLength: 3, maxLength: 300 }), fc.constantFrom(...prototypeKeys)];
    return mixed(fc.oneof(...strings, ...(schema.maxLength !== null ? [aroundMax(schema.maxLength)] : [])));
  }
  if (schema instanceof z.ZodRecord) return fc.dictionary(fc.oneof(smallString, fc.constantFrom(...prototypeKeys)), anything, { maxKeys: 3 });
  return anything;
}
