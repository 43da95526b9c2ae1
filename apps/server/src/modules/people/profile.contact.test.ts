import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, historyCount, historyOf, PROFILE, send, stored } from '../../../test/profile';
import { mailOutbox } from '../../db/schema/index';

let t: TestApp;
let person: BuiltUser;
let other: BuiltUser;
let staff: BuiltUser;

const body = (email: string) => ({ email, secondaryEmail: '', phoneNumber: '014/12.34.56', cellPhone: '' });
const url = (u: { id: number }) => `/api/user/${u.id}/contact-details`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  other = await buildUser(t.ctx.db);
  staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'contact') });
  for (const u of [person, other]) await completeProfile(t.ctx.db, u.id);
});

describe('PUT /api/user/{id}/contact-details', () => {
  it('answers 401 without a token', async () => {
    expect((await send(t, 'PUT', url(person), null, body(person.email))).statusCode).toBe(401);
  });

  it.each([
    ['email', { email: 'geen-adres' }, 'E-mailadres is geen geldig mailadres'],
    ['secondaryEmail', { secondaryEmail: 'a@b' }, 'Tweede e-mailadres is geen geldig mailadres'],
    ['phoneNumber', { phoneNumber: '0486 12 34' }, 'Telefoonnummer is ongeldig'],
    ['cellPhone', { cellPhone: '014 12 34 56' }, 'G.S.M.-nummer is ongeldig'],
    ['phoneNumber', { phoneNumber: '', cellPhone: '' }, 'Telefoonnummer of G.S.M.-nummer moet ingevuld zijn.'],
  ])('answers 400 on %s (%j)', async (field, change, message) => {
    const res = await send(t, 'PUT', url(person), person, { ...body(person.email), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('refuses an address another account uses, whatever its case, and records nothing', async () => {
    const before = await historyCount(t.ctx.db);
    const res = await send(t, 'PUT', url(person), person, body(other.email.toUpperCase()));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Er bestaat al een account met dit e-mailadres');
    expect(await historyCount(t.ctx.db)).toBe(before);
    expect((await stored(t.ctx.db, person.id)).email).toBe(person.email);
  });

  it('answers 403 to another participant and to staff without the contact sub-right', async () => {
    const noContact = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'personal') });
    for (const caller of [other, noContact]) expect((await send(t, 'PUT', url(person), caller, body('nieuw@example.be'))).statusCode).toBe(403);
    expect((await stored(t.ctx.db, person.id)).email).toBe(person.email);
  });

  it('lets staff change someone else’s address without signing them out', async () => {
    const target = await buildUser(t.ctx.db);
    const res = await send(t, 'PUT', url(target), staff, { ...body(`staf-${target.id}@example.be`), cellPhone: '0486 11 22 33' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Contactgegevens werden succesvol gewijzigd', signOut: false });
    expect(await stored(t.ctx.db, target.id)).toMatchObject({ email: `staf-${target.id}@example.be`, confirmed: true, cellPhone: '0486 11 22 33' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(target) })).statusCode).toBe(200);
  });

  it('signs a participant out after changing their own address and mails the new one', async () => {
    const fresh = `nieuw-${person.id}@example.be`;
    // Phones as stored, so the e-mail is the only field the person changes.
    const res = await send(t, 'PUT', url(person), person, { ...body(fresh), phoneNumber: PROFILE.phoneNumber, cellPhone: PROFILE.cellPhone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signOut: true, message: expect.stringContaining('meld u daarna opnieuw aan'), data: { email: fresh } });
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ email: fresh, confirmed: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(person) })).statusCode).toBe(401);
    expect(t.realtime.sent.some((e) => e.event === 'logout' && e.room.startsWith('session:'))).toBe(true);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, fresh)).orderBy(desc(mailOutbox.id));
    expect(mail?.text).toContain('confirmToken=');
    const row = (await historyOf(t.ctx.db, person.id)).at(-1)!;
    expect(row.section).toBe('contact');
    expect(row.changes).toMatchObject({ email: { from: person.email, to: fresh }, confirmed: { from: true, to: false } });
    expect(Object.keys(row.changes).sort()).toEqual(['confirmed', 'email']);
  });
});
