import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;
let remarksStaff: BuiltUser;

const url = (u: { id: number }) => `/api/user/${u.id}/remarks`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  remarksStaff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'remarks') });
});

describe('PUT /api/user/{id}/remarks', () => {
  it('answers 401 without a token and 400 without any remark field', async () => {
    expect((await send(t, 'PUT', url(person), null, { remarks: 'x' })).statusCode).toBe(401);
    const res = await send(t, 'PUT', url(person), person, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.remarks).toBe('Veld mag niet leeg zijn');
  });

  it('answers 403 when a field is not the caller’s to write, and changes nothing', async () => {
    expect((await send(t, 'PUT', url(person), person, { remarks: 'Ik ben allergisch', ownerRemarks: 'Top' })).statusCode).toBe(403);
    expect((await send(t, 'PUT', url(person), remarksStaff, { remarks: 'Namens hem' })).statusCode).toBe(403);
    const noRight = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'other') });
    expect((await send(t, 'PUT', url(person), noRight, { ownerRemarks: 'Top' })).statusCode).toBe(403);
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ remarks: null, ownerRemarks: null });
    expect(await historyOf(t.ctx.db, person.id)).toHaveLength(0);
  });

  it('lets the person write their own remark and staff the organisation’s remark', async () => {
    const own = await send(t, 'PUT', url(person), person, { remarks: 'Ik ben allergisch aan noten' });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ message: 'Opmerking werd succesvol gewijzigd', data: { remarks: 'Ik ben allergisch aan noten' } });
    expect((await send(t, 'PUT', url(person), remarksStaff, { ownerRemarks: 'Betrouwbaar' })).statusCode).toBe(200);
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ remarks: 'Ik ben allergisch aan noten', ownerRemarks: 'Betrouwbaar' });
    expect((await historyOf(t.ctx.db, person.id)).map((r) => [r.section, r.changedBy, Object.keys(r.changes)])).toEqual([
      ['remarks', person.id, ['remarks']],
      ['remarks', remarksStaff.id, ['ownerRemarks']],
    ]);
  });
});

describe('PUT /api/privacy and GET /api/user/{id}/settings', () => {
  it('answers 401 without a token and 400 without the flag', async () => {
    expect((await send(t, 'PUT', '/api/privacy', null, { pictures: true })).statusCode).toBe(401);
    expect((await send(t, 'PUT', '/api/privacy', person, { pictures: 'ja' })).statusCode).toBe(400);
  });

  it('answers 403 for someone else without users.update + other', async () => {
    const stranger = await buildUser(t.ctx.db);
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'other') });
    for (const caller of [stranger, reader]) {
      expect((await send(t, 'PUT', '/api/privacy', caller, { pictures: true, userId: person.id })).statusCode).toBe(403);
      expect((await send(t, 'PUT', `/api/user/${person.id}/privacy`, caller, { pictures: true })).statusCode).toBe(403);
    }
    expect((await stored(t.ctx.db, person.id)).pictures).toBe(false);
  });

  it('saves the own photo consent and lets staff with the other right change it', async () => {
    const res = await send(t, 'PUT', '/api/privacy', person, { pictures: true });
    expect(res.json()).toMatchObject({ message: 'Privacy-instellingen werden succesvol gewijzigd', data: { pictures: true } });
    expect((await send(t, 'GET', `/api/user/${person.id}/settings`, person)).json()).toEqual({ pictures: true, pin: null });
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'other') });
    expect((await send(t, 'PUT', '/api/privacy', staff, { pictures: false, userId: person.id })).statusCode).toBe(200);
    expect((await send(t, 'GET', `/api/user/${person.id}/settings`, staff)).json().pictures).toBe(false);
    const row = (await historyOf(t.ctx.db, person.id)).at(-1)!;
    expect(row).toMatchObject({ section: 'privacy', changedBy: staff.id, changes: { pictures: { from: true, to: false } } });
  });
});
