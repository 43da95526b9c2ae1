import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, historyCount, historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;

const body = { streetName: 'Kerkstraat', houseNumber: '12', bus: '3', zipCode: '2440', cityName: 'Geel' };
const url = (u: { id: number }) => `/api/user/${u.id}/address`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  await completeProfile(t.ctx.db, person.id);
});

describe('PUT /api/user/{id}/address', () => {
  it('answers 401 without a token', async () => {
    expect((await send(t, 'PUT', url(person), null, body)).statusCode).toBe(401);
  });

  it.each([
    [{ houseNumber: '' }, 'Adres is niet volledig'],
    [{ zipCode: '  ' }, 'Adres is niet volledig'],
    [{ streetName: '', houseNumber: '', bus: '', zipCode: '', cityName: '' }, 'Adres moet ingevuld zijn'],
  ])('answers 400 for %j', async (change, message) => {
    const before = await historyCount(t.ctx.db);
    const res = await send(t, 'PUT', url(person), person, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.streetName).toBe(message);
    expect(await historyCount(t.ctx.db)).toBe(before);
  });

  it('answers 403 to staff without users.update + address', async () => {
    for (const rights of [areaRights('users', 'read', 'address'), areaRights('users', 'read', 'update', 'contact')]) {
      const staff = await buildUser(t.ctx.db, { level: 2, rights });
      expect((await send(t, 'PUT', url(person), staff, body)).statusCode).toBe(403);
    }
    expect((await stored(t.ctx.db, person.id)).streetName).toBe('Markt');
  });

  it('saves the own address, an empty bus as null, and records the change', async () => {
    const res = await send(t, 'PUT', url(person), person, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Adres werd succesvol gewijzigd', data: { streetName: 'Kerkstraat', bus: '3' } });
    expect((await send(t, 'PUT', url(person), person, { ...body, bus: '' })).statusCode).toBe(200);
    expect((await stored(t.ctx.db, person.id)).bus).toBeNull();
    const rows = await historyOf(t.ctx.db, person.id);
    expect(rows.map((r) => r.changes)).toEqual([
      { streetName: { from: 'Markt', to: 'Kerkstraat' }, houseNumber: { from: '1', to: '12' }, bus: { from: null, to: '3' } },
      { bus: { from: '3', to: null } },
    ]);
  });

  it('lets staff with the address right save someone else’s address', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'address') });
    const res = await send(t, 'PUT', url(person), staff, { ...body, cityName: 'Mol', zipCode: '2400' });
    expect(res.statusCode).toBe(200);
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ cityName: 'Mol', zipCode: '2400' });
  });
});
