import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { buildUser, type BuiltUser } from '../../../test/factories';
import { historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;

const url = (u: { id: number }) => `/api/verify/${u.id}`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db, { shouldVerify: true });
});

describe('GET /api/verify/{id} (spec 1 §7 "verifies own data")', () => {
  it('answers 401 without a token and 403 for an id that is not a number (no one’s own id: refused on the path)', async () => {
    expect((await send(t, 'GET', url(person), null)).statusCode).toBe(401);
    // A rule on path ids only is decided before validation (docs/ARCHITECTURE.md "Access on the route").
    expect((await send(t, 'GET', '/api/verify/abc', person)).statusCode).toBe(403);
  });

  it('answers 403 for anyone else’s id, existing or not, also for level 1, and changes nothing', async () => {
    const admin = await buildUser(t.ctx.db, { level: 1 });
    for (const caller of [admin, await buildUser(t.ctx.db, { shouldVerify: true })]) {
      expect((await send(t, 'GET', url(person), caller)).statusCode).toBe(403);
      expect((await send(t, 'GET', '/api/verify/999999', caller)).statusCode).toBe(403);
    }
    expect((await stored(t.ctx.db, person.id)).shouldVerify).toBe(true);
    expect(await historyOf(t.ctx.db, person.id)).toHaveLength(0);
  });

  it('has no HEAD twin, so a HEAD request cannot verify', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: url(person), headers: { authorization: `Bearer ${person.token}` } });
    expect(res.statusCode).toBe(404);
    expect((await stored(t.ctx.db, person.id)).shouldVerify).toBe(true);
  });

  it('clears shouldVerify, records it in the history and lifts the restriction to the profile', async () => {
    const other = await buildUser(t.ctx.db);
    // Restricted while verifying (spec 1 §4): staff-style reads are refused, own ones not.
    expect((await send(t, 'GET', `/api/user/${other.id}`, person)).statusCode).toBe(403);

    const res = await send(t, 'GET', url(person), person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Bedankt om uw gegevens te bevestigen', signOut: false, data: { id: person.id, shouldVerify: false } });
    expect((await stored(t.ctx.db, person.id)).shouldVerify).toBe(false);
    expect((await historyOf(t.ctx.db, person.id)).map((r) => [r.section, r.changedBy, r.changes])).toEqual([
      ['verification', person.id, { shouldVerify: { from: true, to: false } }],
    ]);
    expect((await send(t, 'GET', '/api/auth', person)).json().shouldVerify).toBe(false);
  });

  it('answers the same for data that is already verified, without a second history row', async () => {
    const res = await send(t, 'GET', url(person), person);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shouldVerify).toBe(false);
    expect(await historyOf(t.ctx.db, person.id)).toHaveLength(1);
  });
});
