import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, historyCount, historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;
let other: BuiltUser;

const body = { firstName: 'Lotte', lastName: 'Peeters', dateOfBirth: '1990-05-17', sex: 1, nationality: 'Belg', origin: 'BE' };

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db, { firstName: 'Lot' });
  other = await buildUser(t.ctx.db);
  for (const u of [person, other]) await completeProfile(t.ctx.db, u.id);
});

describe('PUT /api/information and PUT /api/user/{id}/information', () => {
  it('answers 401 without a token', async () => {
    expect((await send(t, 'PUT', '/api/information', null, body)).statusCode).toBe(401);
    expect((await send(t, 'PUT', `/api/user/${person.id}/information`, null, body)).statusCode).toBe(401);
  });

  it.each([
    ['firstName', { firstName: 'L' }, 'Voornaam is ongeldig'],
    ['lastName', { lastName: ' P ' }, 'Achternaam is ongeldig'],
    ['dateOfBirth', { dateOfBirth: '2990-01-01' }, 'Gelieve een datum te selecteren in het verleden'],
    ['dateOfBirth', { dateOfBirth: '1900-01-01' }, 'Gelieve een datum te kiezen die maximum 100 jaar geleden is'],
    ['dateOfBirth', { dateOfBirth: '1990-02-31' }, 'Geboortedatum is geen geldige datum'],
    ['nationality', { nationality: 'B' }, 'Nationaliteit is ongeldig'],
    ['sex', { sex: 3 }, 'Gelieve een geslacht te kiezen'],
    ['firstName', { firstName: '' }, 'Veld mag niet leeg zijn'],
  ])('answers 400 on %s with the Dutch message (%j)', async (field, change, message) => {
    const before = await historyCount(t.ctx.db);
    const res = await send(t, 'PUT', '/api/information', person, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await historyCount(t.ctx.db)).toBe(before);
  });

  it('answers 403 to someone else without users.update + personal, and changes nothing', async () => {
    const readers = [
      other,
      await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update') }),
      await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'personal') }),
      await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'contact') }),
    ];
    for (const caller of readers) {
      expect((await send(t, 'PUT', `/api/user/${person.id}/information`, caller, body)).statusCode).toBe(403);
      expect((await send(t, 'PUT', '/api/information', caller, { ...body, userId: person.id })).statusCode).toBe(403);
    }
    expect((await stored(t.ctx.db, person.id)).firstName).toBe('Lot');
    expect(await historyOf(t.ctx.db, person.id)).toHaveLength(0);
  });

  it('lets a person update their own data and records only what changed', async () => {
    const res = await send(t, 'PUT', '/api/information', person, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Persoonlijke gegevens werden succesvol gewijzigd',
      signOut: false,
      data: { id: person.id, firstName: 'Lotte', lastName: 'Peeters' },
    });
    const rows = await historyOf(t.ctx.db, person.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ section: 'personal', changedBy: person.id });
    expect(rows[0]!.changes).toEqual({ firstName: { from: 'Lot', to: 'Lotte' }, lastName: { from: expect.stringMatching(/^Gebruiker/), to: 'Peeters' } });
  });

  it('writes no history row for a save that changes nothing', async () => {
    const before = (await historyOf(t.ctx.db, person.id)).length;
    expect((await send(t, 'PUT', `/api/user/${person.id}/information`, person, body)).statusCode).toBe(200);
    expect(await historyOf(t.ctx.db, person.id)).toHaveLength(before);
  });

  it('lets staff with users.update + personal update someone else, on either path', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'personal') });
    const res = await send(t, 'PUT', '/api/information', staff, { ...body, userId: other.id, nationality: 'Nederlander' });
    expect(res.statusCode).toBe(200);
    expect((await stored(t.ctx.db, other.id)).nationality).toBe('Nederlander');
    const [row] = await historyOf(t.ctx.db, other.id);
    expect(row).toMatchObject({ changedBy: staff.id, section: 'personal' });
    expect(row!.changes.nationality).toEqual({ from: 'Belg', to: 'Nederlander' });
    expect((await send(t, 'PUT', `/api/user/${other.id}/information`, staff, { ...body, origin: 'NL' })).statusCode).toBe(200);
    expect((await send(t, 'PUT', '/api/user/999999/information', staff, body)).statusCode).toBe(404);
  });
});
