import { z } from 'zod';

/** A row id in a path: a positive PostgreSQL integer, so no lookup ever fails on its type. */
export const rowId = z.coerce.number().int().positive().max(2_147_483_647);
