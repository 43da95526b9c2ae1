import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, historyCount, historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;
let clothingStaff: BuiltUser;

const body = { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' };
const url = (u: { id: number }) => `/api/user/${u.id}/clothing-sizes`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  clothingStaff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'clothing') });
  await completeProfile(t.ctx.db, person.id);
});

describe('PUT /api/clothing-sizes and PUT /api/user/{id}/clothing-sizes', () => {
  it('answers 401 without a token', async () => {
    expect((await send(t, 'PUT', '/api/clothing-sizes', null, body)).statusCode).toBe(401);
  });

  it.each([
    ['shirtSize', { shirtSize: '' }, 'Gelieve een T-shirtmaat te kiezen'],
    ['height', { height: 231 }, 'Geef een waarde tussen 50 en 230'],
    ['chest', { chest: 49 }, 'Geef een waarde tussen 50 en 160'],
    ['waist', { waist: 39 }, 'Geef een waarde tussen 40 en 160'],
    ['hipSize', { hipSize: 161 }, 'Geef een waarde tussen 50 en 160'],
    ['headSize', { headSize: 71 }, 'Geef een waarde tussen 35 en 70'],
  ])('answers 400 on %s (%j)', async (field, change, message) => {
    const res = await send(t, 'PUT', '/api/clothing-sizes', person, { ...body, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('saves empty sizes as null, then keeps a stored height required', async () => {
    const res = await send(t, 'PUT', '/api/clothing-sizes', person, { ...body, chest: '', waist: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Kledijgegevens werden succesvol gewijzigd');
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ tShirt: 'L', height: 172, chest: null, waist: null, clothingSize: null });
    const before = await historyCount(t.ctx.db);
    const emptied = await send(t, 'PUT', url(person), person, { ...body, height: null });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().fields.height).toBe('Veld mag niet leeg zijn');
    expect(await historyCount(t.ctx.db)).toBe(before);
    const [row] = await historyOf(t.ctx.db, person.id);
    expect(row).toMatchObject({ section: 'clothing', changes: { tShirt: { from: 'M', to: 'L' }, height: { from: null, to: 172 } } });
  });

  it('answers 403 to a participant whose sizes are locked (canEditClothingSizes false) and to staff without the right', async () => {
    const locked = await buildUser(t.ctx.db);
    await completeProfile(t.ctx.db, locked.id, { canEditClothingSizes: false });
    expect((await send(t, 'PUT', '/api/clothing-sizes', locked, body)).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'clothing') });
    expect((await send(t, 'PUT', '/api/clothing-sizes', reader, { ...body, userId: locked.id })).statusCode).toBe(403);
    expect((await stored(t.ctx.db, locked.id)).tShirt).toBe('M');
    // Staff with the clothing right may still size a locked participant.
    expect((await send(t, 'PUT', url(locked), clothingStaff, body)).statusCode).toBe(200);
  });

  it('leaves frozen sizes to level 1 with the clothing right', async () => {
    const frozen = await buildUser(t.ctx.db, { level: 2 });
    await completeProfile(t.ctx.db, frozen.id, { clothingFrozen: true });
    expect((await send(t, 'PUT', '/api/clothing-sizes', frozen, body)).statusCode).toBe(403);
    expect((await send(t, 'PUT', url(frozen), clothingStaff, body)).statusCode).toBe(403);
    expect((await stored(t.ctx.db, frozen.id)).tShirt).toBe('M');
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await send(t, 'PUT', '/api/clothing-sizes', admin, { ...body, userId: frozen.id })).statusCode).toBe(200);
    expect((await stored(t.ctx.db, frozen.id)).tShirt).toBe('L');
  });
});

describe('GET /api/user/{id}/sizes', () => {
  it('answers the own sizes, 403 to another participant, and the sizes to a clothing reader', async () => {
    const own = await send(t, 'GET', `/api/user/${person.id}/sizes`, person);
    expect(own.json()).toMatchObject({ shirtSize: 'L', height: 172, clothingFrozen: false, canEditClothingSizes: true });
    const stranger = await buildUser(t.ctx.db);
    expect((await send(t, 'GET', `/api/user/${person.id}/sizes`, stranger)).statusCode).toBe(403);
    expect((await send(t, 'GET', `/api/user/${person.id}/sizes`, clothingStaff)).json().headSize).toBe(57);
  });

  it('shows sizes in the profile only to whoever may read the clothing section', async () => {
    const contactReader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'contact') });
    expect((await send(t, 'GET', `/api/user/${person.id}`, contactReader)).json()).toMatchObject({ height: null, headSize: null, tShirt: null });
    expect((await send(t, 'GET', `/api/user/${person.id}`, clothingStaff)).json()).toMatchObject({ height: 172, headSize: 57, tShirt: 'L' });
  });
});
