import fc from 'fast-check';
import { z } from 'zod';

/** Names that reach lookup tables keyed by client input: a plain object answers them from its prototype. */
export const prototypeKeys = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
/** Numbers at the edges of PostgreSQL's integer, of JavaScript's safe integers, and of "an id". */
export const edgeNumbers = [0, -1, 1.5, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1, 2 ** 53, 1e20];

export const smallString = fc.string({ maxLength: 12, unit: 'grapheme' });
export const number = fc.oneof(fc.integer({ min: -2, max: 20 }), fc.constantFrom(...edgeNumbers), fc.double());

/**
 * Values that mostly fit a zod schema, so fuzzed requests get past validation into the handlers,
 * with edge numbers, long strings and wrong types mixed in. `ids` are known row ids to aim at.
 */
export function nearlyValid(schema: z.ZodType, ids: number[], depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 2 });
  // Mostly valid-looking ids: real ones, missing ones and ones just past PostgreSQL's integer.
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ids) },
    { weight: 2, arbitrary: fc.constantFrom(999_999, 2 ** 31 - 1, 2 ** 31, 2 ** 53 - 1) },
    { weight: 1, arbitrary: number },
  );
  const mixed = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 8, arbitrary: arb }, { weight: 1, arbitrary: anything });
  if (depth > 4) return anything;
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>;
    const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, nearlyValid(v, ids, depth + 1)]));
    const extra = fc.dictionary(fc.constantFrom(...prototypeKeys), anything, { maxKeys: 1 });
    return fc
      .tuple(fc.oneof({ weight: 3, arbitrary: fc.record(fields) }, { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) }), extra)
      .map(([known, more]) => ({ ...more, ...known }));
  }
  if (schema instanceof z.ZodArray) return mixed(fc.array(nearlyValid(schema.element as z.ZodType, ids, depth + 1), { minLength: 1, maxLength: 3 }));
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return fc.option(nearlyValid(schema.unwrap() as z.ZodType, ids, depth + 1), { nil: undefined });
  }
  if (schema instanceof z.ZodUnion) return fc.oneof(...(schema.options as z.ZodType[]).map((o) => nearlyValid(o, ids, depth + 1)));
  if (schema instanceof z.ZodPipe) return nearlyValid(schema.in as z.ZodType, ids, depth + 1);
  if (schema instanceof z.ZodLiteral) return mixed(fc.constantFrom(...[...schema.values]));
  if (schema instanceof z.ZodEnum) return mixed(fc.constantFrom(...(schema.options as (string | number)[])));
  if (schema instanceof z.ZodNumber) return mixed(id);
  if (schema instanceof z.ZodBoolean) return mixed(fc.boolean());
  if (schema instanceof z.ZodString) return mixed(fc.oneof(smallString, fc.string({ minLength: 3, maxLength: 300 }), fc.constantFrom(...prototypeKeys)));
  if (schema instanceof z.ZodRecord) return fc.dictionary(fc.oneof(smallString, fc.constantFrom(...prototypeKeys)), anything, { maxKeys: 3 });
  return anything;
}
