import { z } from 'zod';

/**
 * Query of the generic list call GET /api{prefix}/{plural} (spec 1 §7), see docs/lists.md:
 *   filters  JSON object of filter name → value, e.g. {"text":"jan","sex":1}
 *   sort     "field" or "field:asc" / "field:desc"
 *   offset   rows to skip; items  rows to return (default 10, max 100); all=true returns every row
 */
export const listQuery = z.object({
  filters: z.string().max(4000).optional(),
  sort: z.string().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).optional().default(0),
  items: z.union([z.literal('all'), z.coerce.number().int().min(1).max(100)]).optional().default(10),
  all: z.enum(['true', 'false', '1', '0']).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export interface ListAnswer<T> {
  data: T[];
  total: number;
  offset: number;
  items: number;
  filters: Record<string, unknown>;
  message: string | null;
}

/** The largest PostgreSQL integer: a larger id cannot exist and must be refused before SQL sees it. */
export const MAX_ROW_ID = 2_147_483_647;
export const rowId = z.number().int().positive().max(MAX_ROW_ID);

export const idsBody = z.object({ ids: z.array(rowId).min(1).max(1000) });

/** A choice of a lookup (spec 1 §3 "Country, part of town (value, label)"). */
export const lookupChoices = <T extends z.ZodType>(value: T) => z.array(z.object({ value, label: z.string() }));
