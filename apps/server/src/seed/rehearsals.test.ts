import { pinWindowOpen } from '@coulisse/shared/rules/rehearsals';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/database';
import { presences, repetitions, users } from '../db/schema/index';
import { useFastHashing } from '../platform/auth/passwords';
import { calledUsers, repetitionSelection } from '../modules/casting/called.repository';
import { seedDemo } from './demo';
import { DEMO_VOLUNTEER_PIN } from './rehearsals';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  useFastHashing(true);
  database = await openTestDatabase();
  await seedDemo(database.db);
});
afterAll(() => database.drop());

describe('demo rehearsals (issue 6)', () => {
  it('has past rehearsals with presence history, one today inside the kiosk window, and upcoming ones', async () => {
    const reps = await database.db.select().from(repetitions);
    const now = Date.now();
    expect(reps.filter((r) => r.startDt.getTime() < now - 86_400_000).length).toBeGreaterThanOrEqual(3);
    expect(reps.filter((r) => r.startDt.getTime() > now + 86_400_000).length).toBeGreaterThanOrEqual(3);
    const kiosk = reps.find((r) => pinWindowOpen(r, new Date()));
    expect(kiosk).toBeDefined();
    const [{ n }] = (await database.db.select({ n: sql<number>`count(*)::int` }).from(presences)) as [{ n: number }];
    expect(n).toBeGreaterThan(0);
    // The demo volunteer is called by the kiosk rehearsal and has the documented pin.
    const [volunteer] = await database.db.select().from(users).where(eq(users.email, 'vrijwilliger@coulisse.be'));
    expect(volunteer!.pin).toBe(DEMO_VOLUNTEER_PIN);
    const called = await calledUsers(database.db, kiosk!.projectId, repetitionSelection(kiosk!.id));
    expect(called.map((c) => c.userId)).toContain(volunteer!.id);
  });
});
