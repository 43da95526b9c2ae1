import { MAX_ROW_ID } from '@coulisse/shared/schemas/lists';
import { z } from 'zod';

/** A row id in a path or query: a positive PostgreSQL integer, so no lookup ever fails on its type. */
export const rowIdParam = z.coerce.number().int().positive().max(MAX_ROW_ID);
