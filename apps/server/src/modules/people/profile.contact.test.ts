import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { linkIn, mailsTo } from '../../../test/mails';
import { completeProfile, historyCount, historyOf, PROFILE, send, stored } from '../../../test/profile';

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

  it('stores a new login address as pending for staff, saves the phones at once and signs nobody out', async () => {
    const target = await buildUser(t.ctx.db);
    const fresh = `staf-${target.id}@example.be`;
    const res = await send(t, 'PUT', url(target), staff, { ...body(fresh), cellPhone: '0486 11 22 33' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: `We stuurden een bevestigingslink naar ${fresh}. Het nieuwe e-mailadres geldt pas na bevestiging.`,
      signOut: false,
      data: { email: target.email, pendingEmail: fresh, cellPhone: '0486 11 22 33' },
    });
    expect(await stored(t.ctx.db, target.id)).toMatchObject({ email: target.email, pendingEmail: fresh, confirmed: true, cellPhone: '0486 11 22 33' });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(target) })).statusCode).toBe(200);
    const [mail] = await mailsTo(t.ctx.db, fresh);
    expect(mail).toMatchObject({ subject: 'Bevestig uw nieuwe e-mailadres', userId: target.id });
    expect(mail!.text).toContain('http://coulisse.test/e-mailadres-bevestigen?token=');
    const row = (await historyOf(t.ctx.db, target.id)).at(-1)!;
    expect(row).toMatchObject({ section: 'contact', changedBy: staff.id });
    expect(row.changes).toMatchObject({ pendingEmail: { from: null, to: fresh }, cellPhone: { to: '0486 11 22 33' } });
    expect(row.changes).not.toHaveProperty('email');
  });

  it('keeps a participant signed in after asking for a new own address, which waits for its link (spec 1 §4)', async () => {
    const fresh = `nieuw-${person.id}@example.be`;
    // Phones as stored, so the e-mail is the only field the person changes.
    const res = await send(t, 'PUT', url(person), person, { ...body(fresh), phoneNumber: PROFILE.phoneNumber, cellPhone: PROFILE.cellPhone });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ signOut: false, data: { email: person.email, pendingEmail: fresh } });
    expect(await stored(t.ctx.db, person.id)).toMatchObject({ email: person.email, pendingEmail: fresh, confirmed: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(person) })).statusCode).toBe(200);
    expect(t.realtime.sent.some((e) => e.event === 'logout')).toBe(false);
    expect((await linkIn(t.ctx.db, fresh)).pathname).toBe('/e-mailadres-bevestigen');
    const row = (await historyOf(t.ctx.db, person.id)).at(-1)!;
    expect(row.changes).toEqual({ pendingEmail: { from: null, to: fresh } });
  });

  it('sends a fresh link when the pending address is asked for again, and stores a change of letter case at once', async () => {
    const target = await buildUser(t.ctx.db);
    const fresh = `opnieuw-${target.id}@example.be`;
    expect((await send(t, 'PUT', url(target), staff, body(fresh))).statusCode).toBe(200);
    const first = (await linkIn(t.ctx.db, fresh)).searchParams.get('token');
    const again = await send(t, 'PUT', url(target), staff, body(fresh.toUpperCase()));
    expect(again.json().message).toMatch(/^We stuurden een bevestigingslink/);
    expect(await mailsTo(t.ctx.db, fresh)).toHaveLength(2);
    expect((await linkIn(t.ctx.db, fresh)).searchParams.get('token')).not.toBe(first);
    const upper = target.email.toUpperCase();
    const cased = await send(t, 'PUT', url(target), staff, body(upper));
    expect(cased.json()).toMatchObject({ message: 'Contactgegevens werden succesvol gewijzigd', data: { email: upper } });
    expect(await stored(t.ctx.db, target.id)).toMatchObject({ email: upper, pendingEmail: fresh.toUpperCase() });
  });
});

describe('DELETE /api/user/{id}/pending-email', () => {
  const cancel = (u: { id: number }, who: BuiltUser | null) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/${u.id}/pending-email`, headers: who ? bearer(who) : {} });

  it('answers 401 without a token, 400 for a bad id and 403 to someone else', async () => {
    expect((await cancel(person, null)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/abc/pending-email', headers: bearer(staff) })).statusCode).toBe(400);
    expect((await cancel(person, other)).statusCode).toBe(403);
  });

  it('drops the pending address, its link stops working, and the history says so', async () => {
    const target = await buildUser(t.ctx.db);
    const fresh = `annuleer-${target.id}@example.be`;
    await send(t, 'PUT', url(target), target, body(fresh));
    const token = (await linkIn(t.ctx.db, fresh)).searchParams.get('token');
    const res = await cancel(target, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'De wijziging van het e-mailadres werd geannuleerd', data: { email: target.email, pendingEmail: null } });
    expect((await stored(t.ctx.db, target.id)).pendingEmail).toBeNull();
    expect((await t.app.inject({ method: 'POST', url: '/api/confirm-email-change', payload: { token } })).statusCode).toBe(400);
    expect((await historyOf(t.ctx.db, target.id)).at(-1)!.changes).toEqual({ pendingEmail: { from: fresh, to: null } });
  });
});
