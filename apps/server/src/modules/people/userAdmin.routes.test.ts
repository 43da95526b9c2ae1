import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { historyOf, send, stored } from '../../../test/profile';
import { userTokens, users } from '../../db/schema/index';

let t: TestApp;
let admin: BuiltUser;
let updater: BuiltUser;
let participant: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  updater = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update') });
  participant = await buildUser(t.ctx.db);
});

describe('GET /api/user/{id}/confirm (spec 1 §2 admin button)', () => {
  it('answers 401 signed out, 403 without users.update, 400 for a bad id and 404 for an unknown one', async () => {
    const target = await buildUser(t.ctx.db, { confirmed: false });
    expect((await send(t, 'GET', `/api/user/${target.id}/confirm`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/user/${target.id}/confirm`, participant)).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'delete') });
    expect((await send(t, 'GET', `/api/user/${target.id}/confirm`, reader)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/user/abc/confirm', updater)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/user/999999/confirm', updater)).statusCode).toBe(404);
    expect((await stored(t.ctx.db, target.id)).confirmed).toBe(false);
  });

  it('confirms the address, records who did it, and stays idempotent', async () => {
    const target = await buildUser(t.ctx.db, { confirmed: false });
    const res = await send(t, 'GET', `/api/user/${target.id}/confirm`, updater);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Profiel werd succesvol bevestigd', data: { id: target.id }, signOut: false });
    expect((await stored(t.ctx.db, target.id)).confirmed).toBe(true);
    const again = await send(t, 'GET', `/api/user/${target.id}/confirm`, updater);
    expect(again.json().message).toBe('Profiel werd succesvol bevestigd');
    const history = await historyOf(t.ctx.db, target.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ changedBy: updater.id, section: 'account', changes: { confirmed: { from: false, to: true } } });
  });

  it('has no HEAD twin that would confirm too', async () => {
    const target = await buildUser(t.ctx.db, { confirmed: false });
    const res = await t.app.inject({ method: 'HEAD', url: `/api/user/${target.id}/confirm`, headers: { authorization: `Bearer ${updater.token}` } });
    expect(res.statusCode).toBe(404);
    expect((await stored(t.ctx.db, target.id)).confirmed).toBe(false);
  });
});

describe('GET /api/user/{id}/pwdToken (spec 1 §7: a reset link staff hand over)', () => {
  it('answers 401, 403 without users.update, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await send(t, 'GET', `/api/user/${participant.id}/pwdToken`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/user/${participant.id}/pwdToken`, participant)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/user/0/pwdToken', updater)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/user/999999/pwdToken', updater)).statusCode).toBe(404);
  });

  it('answers a working reset link; the person sets a password with it, which also confirms the address', async () => {
    const target = await buildUser(t.ctx.db, { confirmed: false });
    const res = await send(t, 'GET', `/api/user/${target.id}/pwdToken`, updater);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.email).toBe(target.email);
    expect(body.url).toBe(`http://coulisse.test/nieuw-wachtwoord/?email=${encodeURIComponent(target.email)}&token=${encodeURIComponent(body.token)}`);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    const [token] = await t.ctx.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, target.id), eq(userTokens.kind, 'reset')));
    expect(token!.tokenHash).not.toBe(body.token);
    expect((await historyOf(t.ctx.db, target.id)).at(-1)).toMatchObject({ changedBy: updater.id, section: 'account' });

    const change = await send(t, 'POST', '/api/change-password', null, {
      email: target.email,
      token: body.token,
      password: 'nieuw-geheim',
      passwordConfirm: 'nieuw-geheim',
    });
    expect(change.statusCode).toBe(200);
    expect((await stored(t.ctx.db, target.id)).confirmed).toBe(true);
    expect((await send(t, 'POST', '/api/auth', null, { email: target.email, password: 'nieuw-geheim' })).statusCode).toBe(200);
  });

  it('makes an earlier link stop working', async () => {
    const target = await buildUser(t.ctx.db);
    const first = (await send(t, 'GET', `/api/user/${target.id}/pwdToken`, updater)).json();
    await send(t, 'GET', `/api/user/${target.id}/pwdToken`, updater);
    const res = await send(t, 'POST', '/api/change-password', null, {
      email: target.email,
      token: first.token,
      password: 'nieuw-geheim',
      passwordConfirm: 'nieuw-geheim',
    });
    expect(res.statusCode).toBe(400);
  });

  it('refuses a link for someone with more power than the caller', async () => {
    const otherAdmin = await buildUser(t.ctx.db, { level: 1 });
    const res = await send(t, 'GET', `/api/user/${otherAdmin.id}/pwdToken`, updater);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('U kan dit niet doen voor een account van een hoger niveau dan het uwe.');
    const rightsHolder = await buildUser(t.ctx.db, { rights: areaRights('rights', 'read', 'update') });
    const refused = await send(t, 'GET', `/api/user/${rightsHolder.id}/pwdToken`, updater);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'U kan dit niet doen voor iemand met meer rechten dan uzelf.']);
    expect(await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, otherAdmin.id))).toEqual([]);
    expect((await send(t, 'GET', `/api/user/${otherAdmin.id}/pwdToken`, admin)).statusCode).toBe(200);
  });

  it('refuses a linked profile without an address of its own', async () => {
    const child = await buildUser(t.ctx.db, { email: `kind-${Date.now()}@gekoppeld.coulisse.invalid` });
    await t.ctx.db.update(users).set({ ownerId: participant.id, passwordHash: null }).where(eq(users.id, child.id));
    const res = await send(t, 'GET', `/api/user/${child.id}/pwdToken`, updater);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Dit profiel heeft geen eigen e-mailadres/);
  });
});
