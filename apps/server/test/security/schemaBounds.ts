import { MAX_ROW_ID } from '@coulisse/shared/schemas/lists';
import { z } from 'zod';

// String formats whose length is fixed by the format itself.
const FIXED_FORMATS = new Set(['uuid', 'guid', 'cuid', 'cuid2', 'ulid', 'nanoid', 'datetime', 'date', 'time']);

/**
 * The places in a request schema where input is not bounded (OWASP ASVS V5): a string without a
 * maximum length, an array without a maximum of items, a number that may pass PostgreSQL's
 * integer, or a value of any shape. Each answer is a path with the reason, e.g. `name: string`.
 * Hand-parsed parts (`z.unknown()` behind a service's own schema) are reported too: the caller
 * decides which are known.
 */
export function unboundedFields(schema: z.ZodType, path = ''): string[] {
  const at = (reason: string) => [`${path || '(body)'}: ${reason}`];
  const inner = (s: unknown, sub = path) => unboundedFields(s as z.ZodType, sub);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) => inner(field, path ? `${path}.${key}` : key));
  }
  if (schema instanceof z.ZodString) {
    const fixed = schema.format !== null && FIXED_FORMATS.has(schema.format);
    return schema.maxLength === null && !fixed ? at('string without a maximum length') : [];
  }
  if (schema instanceof z.ZodNumber)
    return (schema.maxValue ?? Infinity) > MAX_ROW_ID || (schema.minValue ?? -Infinity) < -MAX_ROW_ID ? at('number beyond integer') : [];
  if (schema instanceof z.ZodArray) {
    const checks = (schema._zod.def.checks ?? []).map((c) => c._zod.def.check);
    return [...(checks.includes('max_length') || checks.includes('length_equals') ? [] : at('array without a maximum')), ...inner(schema.element, `${path}[]`)];
  }
  if (schema instanceof z.ZodRecord) return [...inner(schema.keyType, `${path}{key}`), ...inner(schema.valueType, `${path}{}`)];
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) return inner(schema.unwrap());
  // A preprocess or transform: the input meets the schema behind it.
  if (schema instanceof z.ZodPipe) return schema.in instanceof z.ZodTransform ? inner(schema.out) : inner(schema.in);
  if (schema instanceof z.ZodUnion) return (schema.options as z.ZodType[]).flatMap((o) => inner(o));
  if (schema instanceof z.ZodIntersection) return [...inner(schema._zod.def.left), ...inner(schema._zod.def.right)];
  if (schema instanceof z.ZodUnknown || schema instanceof z.ZodAny) return at('any value');
  return [];
}
