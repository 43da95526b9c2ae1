import type { RepetitionListItem } from '@coulisse/shared/schemas/rehearsals';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { repetitions } from '../../db/schema/index';
import { containsFilter, defineFilter, type ListResource } from '../../platform/http/list';

const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export type RepetitionListRow = {
  id: number;
  projectId: number;
  identifier: string;
  name: string;
  startDt: Date;
  endDt: Date;
  location: string;
  type: string;
  register: boolean;
  open: boolean;
};

/**
 * GET /api/project/{id}/repetitions (spec 2 §2 /projecten/{id}/repetities): the generic list of a
 * project's rehearsals. `past` 0 (default, spec 1 §9 "repetitions past 0") shows the rehearsals that
 * have not ended yet, soonest first; 1 the ended ones. `text` searches identifier and name.
 */
export function projectRepetitionsResource(projectId: number): ListResource<RepetitionListRow, RepetitionListItem> {
  return {
    plural: 'repetitions',
    single: 'repetition',
    tags: ['rehearsals'],
    access: { read: { right: 'repetitions.read', project: 'id' } },
    table: repetitions,
    columns: {
      id: repetitions.id,
      projectId: repetitions.projectId,
      identifier: repetitions.identifier,
      name: repetitions.name,
      startDt: repetitions.startDt,
      endDt: repetitions.endDt,
      location: sql<string>`(select l.name from locations l where l.id = ${repetitions.locationId})`,
      type: sql<string>`(select t.name from repetition_types t where t.id = ${repetitions.typeId})`,
      register: repetitions.register,
      open: repetitions.open,
    },
    scope: () => eq(repetitions.projectId, projectId),
    filters: {
      text: containsFilter([repetitions.name, repetitions.identifier]),
      past: defineFilter(flag, (v) => (v ? sql`${repetitions.endDt} < now()` : sql`${repetitions.endDt} >= now()`)),
    },
    defaultFilters: { past: false },
    sorts: { startDt: repetitions.startDt, name: repetitions.name, identifier: repetitions.identifier },
    defaultSort: 'startDt:asc',
    idColumn: repetitions.id,
    present: (row) => ({
      id: row.id,
      projectId: row.projectId,
      identifier: row.identifier,
      name: row.name,
      startDt: new Date(row.startDt).toISOString(),
      endDt: new Date(row.endDt).toISOString(),
      location: row.location,
      type: row.type,
      register: row.register,
      open: row.open,
      past: new Date(row.endDt).getTime() < Date.now(),
    }),
  };
}
