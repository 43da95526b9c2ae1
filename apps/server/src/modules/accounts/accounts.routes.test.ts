import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, buildUser, signUpPayload, TEST_PASSWORD } from '../../../test/factories';
import { linkIn as linkInMail } from '../../../test/mails';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signUpBody = (email: string) => signUpPayload(email);

const linkIn = (to: string) => linkInMail(t.ctx.db, to);

describe('POST /api/auth', () => {
  it('answers 400 for a malformed body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 3 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation');
  });

  it('refuses a wrong password with the same message as an unknown address', async () => {
    const user = await buildUser(t.ctx.db);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email, password: 'nope-nope' } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'niemand@example.be', password: 'nope-nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('signs in with the spec answer shape and the right flags', async () => {
    const user = await buildUser(t.ctx.db, { level: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email.toUpperCase(), password: TEST_PASSWORD } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining(['token', 'firstName', 'lastName', 'level', 'email', 'id', 'image', 'shouldVerify', 'canEditClothingSizes']),
    );
    expect(body.level).toBe(1);
    expect(body.flags.canManageSettings).toBe(true);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.json().id).toBe(user.id);
  });

  it('gives a long session with remember-me and a short one without', async () => {
    const user = await buildUser(t.ctx.db);
    const long = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email, password: TEST_PASSWORD, remember: true } });
    const short = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email, password: TEST_PASSWORD } });
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const byRemember = (r: boolean) => rows.find((s) => s.remember === r)!.expiresAt.getTime() - Date.now();
    expect(long.statusCode).toBe(200);
    expect(short.statusCode).toBe(200);
    expect(byRemember(true)).toBeGreaterThan(7 * 86_400_000);
    expect(byRemember(false)).toBeLessThan(86_400_000);
    // Only the hash is stored.
    expect(rows.every((s) => s.tokenHash !== long.json().token && s.tokenHash.length === 64)).toBe(true);
  });
});

describe('DELETE /api/auth', () => {
  it('answers 401 without a token', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: '/api/auth' })).statusCode).toBe(401);
  });

  it('revokes the session and tells its sockets', async () => {
    const user = await buildUser(t.ctx.db);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth', headers: bearer(user) });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).statusCode).toBe(401);
    expect(t.realtime.sent.some((e) => e.event === 'logout' && e.room.startsWith('session:'))).toBe(true);
  });
});

// The abuse limits of these calls, and sign-up with an address that has an account: accounts.limits.routes.test.ts.
describe('sign-up, confirmation and sign-in', () => {
  it('enforces the register rules of spec 1 §5 on the server', async () => {
    const body = { ...signUpBody('fout@example.be'), firstName: 'L', emailConfirm: 'ander@example.be', cellPhone: '', password: '123', passwordConfirm: '124', dateOfBirth: '1890-01-01' };
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: body });
    expect(res.statusCode).toBe(400);
    const fields = res.json().fields;
    expect(fields.firstName).toBe('Voornaam is ongeldig');
    expect(fields.emailConfirm).toBe('E-mailadressen komen niet overeen');
    expect(fields.phoneNumber).toBe('Telefoonnummer of G.S.M.-nummer moet ingevuld zijn.');
    expect(fields.password).toBe('Wachtwoord moet bestaan uit minimum 6 karakters');
    expect(fields.dateOfBirth).toBe('Gelieve een datum te kiezen die maximum 100 jaar geleden is');
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'fout@example.be'))).toHaveLength(0);
  });

  it('mails a single-use confirmation link and refuses sign-in until it is used', async () => {
    const email = 'lotte.janssens@example.be';
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: signUpBody(email) });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Bedankt voor uw registratie! U ontvangt dadelijk een mail met daarin een link om uw mailadres te bevestigen');

    const early = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: 'geheim123' } });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('email_not_confirmed');

    const token = (await linkIn(email)).searchParams.get('confirmToken')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: 'geheim123' } })).statusCode).toBe(200);
  });
});

describe('forgot and change password', () => {
  it('answers the same whether or not the address exists', async () => {
    const user = await buildUser(t.ctx.db);
    const known = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const unknown = await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: 'niet.gekend@example.be' } });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('resets with the mailed token once, revokes every session, and signs in with the new password', async () => {
    const user = await buildUser(t.ctx.db);
    await t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email: user.email } });
    const link = await linkIn(user.email);
    expect(link.pathname).toBe('/nieuw-wachtwoord/');
    const token = link.searchParams.get('token')!;
    const body = { email: user.email, token, password: 'nieuw-geheim', passwordConfirm: 'nieuw-geheim' };
    const res = await t.app.inject({ method: 'POST', url: '/api/change-password', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Uw wachtwoord werd succesvol gewijzigd, u kan nu aanmelden');
    expect((await t.app.inject({ method: 'POST', url: '/api/change-password', payload: body })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email, password: 'nieuw-geheim' } })).statusCode).toBe(200);
  });

  it('signed in, needs the current password and keeps the current session', async () => {
    const user = await buildUser(t.ctx.db);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(user),
      payload: { currentPassword: 'fout-fout', password: 'ander-geheim', passwordConfirm: 'ander-geheim' },
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      headers: bearer(user),
      payload: { currentPassword: TEST_PASSWORD, password: 'ander-geheim', passwordConfirm: 'ander-geheim' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).statusCode).toBe(200);
  });

  it('refuses a password change without a token when signed out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/change-password', payload: { password: 'abcdef', passwordConfirm: 'abcdef' } });
    expect(res.statusCode).toBe(401);
  });
});
