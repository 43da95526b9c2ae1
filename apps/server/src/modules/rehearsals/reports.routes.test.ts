import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, presences, registrations, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

/**
 * The rehearsal reports count and list in SQL, for every rehearsal at once: a rehearsal long past
 * (everyone in a different state), one to come, and one that calls nobody.
 */
let t: TestApp;
let admin: BuiltUser;
let projectId: number;
const names = ['Anna', 'Bart', 'Cas', 'Dirk'];

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  admin = await buildUser(db, { level: 1 });
  projectId = (await buildProject(db)).id;
  const people = [];
  for (const firstName of names) people.push(await buildUser(db, { firstName, lastName: 'Doorloop' }));
  await db.insert(registrations).values(people.map((u) => ({ userId: u.id, projectId, location: 1 })));
  const [loc] = await db.insert(locations).values({ projectId, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
  const [type] = await db.insert(repetitionTypes).values({ projectId, name: 'Scène' }).returning();
  const at = (identifier: string, start: Date) => ({ projectId, identifier, name: `Repetitie ${identifier}`, startDt: start, endDt: new Date(start.getTime() + 3_600_000), locationId: loc!.id, typeId: type!.id, register: true });
  const [past, future] = await db.insert(repetitions).values([at('P', minutesFromNow(-24 * 60)), at('F', minutesFromNow(24 * 60)), at('E', minutesFromNow(2 * 24 * 60))]).returning();
  await db.insert(repetitionSelections).values([
    { repetitionId: past!.id, kind: 'all' },
    { repetitionId: future!.id, kind: 'user', refId: people[1]!.id },
    { repetitionId: future!.id, kind: 'user', refId: people[2]!.id },
  ]);
  // Past: Anna present, Bart excused, Cas and Dirk announced but never came (unexcused).
  // Future: Bart signed off (excused), Cas expected (probably present).
  await db.insert(presences).values([
    { repetitionId: past!.id, userId: people[0]!.id, present: true, markedPresent: true },
    { repetitionId: past!.id, userId: people[1]!.id, present: false, markedPresent: false, reason: 'Ziek' },
    { repetitionId: future!.id, userId: people[1]!.id, present: false, markedPresent: false },
  ]);
});

async function sheet(path: string): Promise<unknown[][]> {
  const { token } = (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(admin), payload: { path } })).json();
  const res = await t.app.inject({ method: 'GET', url: `${path}?projectId=${projectId}&token=${token as string}` });
  expect(res.statusCode, res.body).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('GET /api/reports/repetitions_complete.xlsx', () => {
  it('counts the participants of every rehearsal per presence state, by start', async () => {
    const rows = await sheet('/api/reports/repetitions_complete.xlsx');
    expect(rows[0]!.slice(8)).toEqual(['Deelnemers', 'Aanwezig', 'Waarschijnlijk aanwezig', 'Onverwittigd afwezig', 'Verwittigd afwezig']);
    expect(rows.slice(1).map((r) => [r[0], ...r.slice(8)])).toEqual([
      ['P', 4, 1, 0, 2, 1],
      ['F', 2, 0, 1, 0, 1],
      ['E', 0, 0, 0, 0, 0],
    ]);
  });
});

describe('GET /api/reports/presence_complete.xlsx', () => {
  it('lists every participant of every rehearsal with their state, rehearsal by rehearsal, by name', async () => {
    const rows = await sheet('/api/reports/presence_complete.xlsx');
    expect(rows.slice(1).map((r) => [r[0], r[3], r[4]])).toEqual([
      ['P Repetitie P', 'Anna', 'Aanwezig'],
      ['P Repetitie P', 'Bart', 'Verwittigd afwezig'],
      ['P Repetitie P', 'Cas', 'Onverwittigd afwezig'],
      ['P Repetitie P', 'Dirk', 'Onverwittigd afwezig'],
      ['F Repetitie F', 'Bart', 'Verwittigd afwezig'],
      ['F Repetitie F', 'Cas', 'Waarschijnlijk aanwezig'],
    ]);
  });
});
