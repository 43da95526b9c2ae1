import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let staff: BuiltUser;
let participant: BuiltUser;

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read'), firstName: 'Staf', lastName: 'Lid' });
  participant = await buildUser(t.ctx.db);
  const people = [
    ['Recent', minutesAgo(1), minutesAgo(30)],
    ['Grens', minutesAgo(4.5), null],
    ['Weg', minutesAgo(6), minutesAgo(60)],
  ] as const;
  for (const [firstName, lastActivity, lastLogin] of people) {
    const user = await buildUser(t.ctx.db, { firstName, lastName: 'Online' });
    await t.ctx.db.update(users).set({ lastActivity, lastLogin }).where(eq(users.id, user.id));
  }
});

const online = (user: BuiltUser | null) => t.app.inject({ method: 'GET', url: '/api/statistics/users/online', headers: user ? bearer(user) : {} });

describe('GET /api/statistics/users/online', () => {
  it('answers 401 without a token and 403 without users read', async () => {
    expect((await online(null)).statusCode).toBe(401);
    expect((await online(participant)).statusCode).toBe(403);
  });

  it('lists the users active in the last 5 minutes, newest activity first, with last login and activity', async () => {
    const res = await online(staff);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.windowMinutes).toBe(5);
    // The caller's own request counts as activity too.
    const others = body.data.filter((u: { lastName: string }) => u.lastName === 'Online');
    expect(others.map((u: { firstName: string }) => u.firstName)).toEqual(['Recent', 'Grens']);
    expect(others[0]).toEqual({ id: expect.any(Number), firstName: 'Recent', lastName: 'Online', lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), lastActivity: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(others[1].lastLogin).toBeNull();
    expect(body.total).toBe(body.data.length);
  });
});
