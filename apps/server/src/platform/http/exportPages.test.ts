import { fullRights } from '@coulisse/shared/access/rights';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/database';
import { projects, registrations, users } from '../../db/schema/index';
import { usersList } from '../../modules/people/users.list';
import { generatePeople, insertPeople } from '../../seed/people';
import type { Auth } from '../auth/sessions';
import { EXPORT_BATCH, exportPages } from './exportPages';
import { buildOrder, buildWhere, checkedIds, countQuery, defineFilter, fetchPage, parseFilters, type ListResource } from './list';
import { DEFERRED_JOIN_OFFSET } from './listSql';

const resource = usersList as unknown as ListResource<{ id: number }, unknown>;
const generic = usersList as unknown as ListResource<unknown, unknown>;
// Level 1 holds every right, which the users list's filters on personal data need.
const caller = { user: { id: 0, level: 1 }, sessionId: 0, rights: fullRights() } as unknown as Auth;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase();
  // More than two batches, with many equal last and first names: ties must not lose or repeat rows.
  await database.db.transaction((tx) => insertPeople(tx, generatePeople({ count: EXPORT_BATCH * 2 + 345, seed: 9, today: '2026-11-21' })));
});
afterAll(() => database.drop());

const where = (filters: Record<string, unknown>) => buildWhere(generic, parseFilters(generic, JSON.stringify(filters)), caller);

async function exported(sort: string, filters: Record<string, unknown> = {}): Promise<number[]> {
  const ids: number[] = [];
  for await (const rows of exportPages(database.db, resource, where(filters), sort)) ids.push(...rows.map((r) => r.id));
  return ids;
}

const inOneQuery = async (sort: string, filters: Record<string, unknown> = {}) =>
  (await fetchPage(database.db, resource, where(filters), buildOrder(generic, sort), null, 0)).map((r) => r.id);

describe('exportPages', () => {
  it.each(['lastName:asc', 'lastName:desc', 'firstName:desc', 'email:asc'])('continues after the last key for %s, in list order', async (sort) => {
    const ids = await exported(sort);
    expect(ids).toHaveLength(EXPORT_BATCH * 2 + 345);
    expect(ids).toEqual(await inOneQuery(sort));
  });

  it.each(['dateOfBirth:asc', 'lastActivity:desc', 'creationDt:asc'])('falls back to offset batches for %s (nullable or timestamp)', async (sort) => {
    expect(await exported(sort)).toEqual(await inOneQuery(sort));
  });

  it('applies the filters to every batch', async () => {
    const ids = await exported('lastName:asc', { sex: 1 });
    expect(ids.length).toBeGreaterThan(EXPORT_BATCH);
    expect(ids).toEqual(await inOneQuery('lastName:asc', { sex: 1 }));
  });
});

describe('narrowing a text filter before the sort', () => {
  it('gives the same pages as filtering while walking the sort index', async () => {
    const filters = parseFilters(generic, JSON.stringify({ text: 'peeters' }));
    const w = buildWhere(generic, filters, caller);
    for (const sort of ['lastName:asc', 'firstName:desc']) {
      for (const offset of [0, 10, 30]) {
        const narrowed = await fetchPage(database.db, resource, w, buildOrder(generic, sort), 10, offset, true);
        const walked = await fetchPage(database.db, resource, w, buildOrder(generic, sort), 10, offset, false);
        expect(narrowed.map((r) => r.id)).toEqual(walked.map((r) => r.id));
      }
    }
  });
});

describe('deep offsets', () => {
  it.each([
    ['lastName:asc', {}],
    ['firstName:desc', { sex: 0 }],
    ['dateOfBirth:asc', {}],
  ] as const)('locate the page by its ids with the same rows as a plain offset (%s)', async (sort, filters) => {
    const all = await inOneQuery(sort, filters);
    const offset = DEFERRED_JOIN_OFFSET + 7;
    const page = await fetchPage(database.db, resource, where(filters), buildOrder(generic, sort), 10, offset);
    expect(page.map((r) => r.id)).toEqual(all.slice(offset, offset + 10));
  });
});

describe('a resource joined with another table', () => {
  // Registrations joined with their person: the filter and the sort read the joined table.
  const joined: ListResource<{ id: number; lastName: string }, unknown> = {
    plural: 'registrations',
    single: 'registration',
    access: { read: 'authenticated' },
    table: registrations,
    joins: [{ table: users, on: eq(users.id, registrations.userId) }],
    columns: { id: registrations.id, lastName: users.lastName },
    filters: { sex: defineFilter(z.coerce.number(), (v) => sql`${users.sex} = ${v}`) },
    sorts: { lastName: [users.lastName, users.firstName], newest: registrations.creationDt },
    defaultSort: 'lastName:asc',
    idColumn: registrations.id,
    present: (row) => row,
  };
  const r = joined as unknown as ListResource<unknown, unknown>;
  const whereOf = (filters: Record<string, unknown>) => buildWhere(r, parseFilters(r, JSON.stringify(filters)), caller);
  const everyRow = async (sort: string, filters: Record<string, unknown>) =>
    (await fetchPage(database.db, joined, whereOf(filters), buildOrder(r, sort), null, 0)).map((row) => row.id);

  beforeAll(async () => {
    const [project] = await database.db.insert(projects).values({ name: 'Gejoind spel' }).returning();
    await database.db.execute(sql`insert into registrations (user_id, project_id, location) select id, ${project!.id}, 1 from users`);
  });

  it.each([
    ['lastName:asc', {}],
    ['lastName:desc', { sex: 1 }],
    ['newest:desc', { sex: 0 }],
  ] as const)('pages, counts, selects and exports the same rows (%s, %o)', async (sort, filters) => {
    const all = await everyRow(sort, filters);
    expect(all.length).toBeGreaterThan(DEFERRED_JOIN_OFFSET + 20);
    for (const offset of [0, DEFERRED_JOIN_OFFSET + 7]) {
      const page = await fetchPage(database.db, joined, whereOf(filters), buildOrder(r, sort), 10, offset);
      expect(page.map((row) => row.id)).toEqual(all.slice(offset, offset + 10));
    }
    expect((await countQuery(database.db, r, whereOf(filters)))[0]?.n).toBe(all.length);
    expect((await checkedIds(database.db, joined, { configs: { filters } }, caller)).ids).toEqual([...all].sort((a, b) => a - b));
    const exported: number[] = [];
    for await (const rows of exportPages(database.db, joined, whereOf(filters), sort)) exported.push(...rows.map((row) => row.id));
    expect(exported).toEqual(all);
  });
});
