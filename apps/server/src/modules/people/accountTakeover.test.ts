import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, TEST_PASSWORD, type BuiltUser } from '../../../test/factories';
import { linkIn, mailsTo } from '../../../test/mails';
import { send, stored } from '../../../test/profile';
import { userTokens } from '../../db/schema/index';

/**
 * Issue 11, the takeover this guards against: a level-2 staff member with the users-contact right
 * put their own address on the level-1 administrator's account (PUT /api/user/1/contact-details),
 * asked a reset link for it and signed in as the administrator.
 */
let t: TestApp;
let admin: BuiltUser;
let attacker: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  attacker = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'contact') });
});

const contact = (email: string) => ({ email, secondaryEmail: '', phoneNumber: '014 12 34 56', cellPhone: '' });
const signIn = (email: string) => t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: TEST_PASSWORD } });
const forgot = (email: string) => t.app.inject({ method: 'POST', url: '/api/forgot-password', payload: { email } });
const resetTokens = async (userId: number) => (await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, userId))).filter((r) => r.kind === 'reset');

describe('staff with the users-contact right and a login e-mail that is not theirs', () => {
  it('cannot touch the level-1 administrator’s address: 403, nothing stored, nothing mailed', async () => {
    const mine = `aanvaller-${attacker.id}@example.be`;
    const res = await send(t, 'PUT', `/api/user/${admin.id}/contact-details`, attacker, contact(mine));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('U kan dit niet doen voor een account van een hoger niveau dan het uwe.');
    expect(await stored(t.ctx.db, admin.id)).toMatchObject({ email: admin.email, pendingEmail: null });
    expect(await mailsTo(t.ctx.db, mine)).toEqual([]);
    expect((await forgot(mine)).statusCode).toBe(200);
    expect(await resetTokens(admin.id)).toEqual([]);
    expect((await signIn(admin.email)).statusCode).toBe(200);
  });

  it.each([
    ['another level-2 account', 2],
    ['a participant', 0],
  ])('on %s only asks: the old address still signs in, the new one gets no reset link until it confirms', async (_, level) => {
    const victim = await buildUser(t.ctx.db, { level });
    const mine = `aanvaller-${victim.id}@example.be`;
    const res = await send(t, 'PUT', `/api/user/${victim.id}/contact-details`, attacker, contact(mine));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: victim.email, pendingEmail: mine });
    expect((await signIn(victim.email)).statusCode).toBe(200);
    expect((await signIn(mine)).statusCode).toBe(401);
    expect((await forgot(mine)).statusCode).toBe(200);
    expect(await resetTokens(victim.id)).toEqual([]);
    expect((await mailsTo(t.ctx.db, mine)).map((m) => m.subject)).toEqual(['Bevestig uw nieuwe e-mailadres']);
    // Once the new mailbox confirms, the victim's old address hears of it and can undo it.
    const token = (await linkIn(t.ctx.db, mine)).searchParams.get('token');
    expect((await t.app.inject({ method: 'POST', url: '/api/confirm-email-change', payload: { token } })).statusCode).toBe(200);
    expect((await mailsTo(t.ctx.db, victim.email)).map((m) => m.subject)).toEqual(['Uw e-mailadres werd gewijzigd']);
  });

  it('cannot move the login of someone holding rights the attacker lacks', async () => {
    const stronger = await buildUser(t.ctx.db, { level: 2, rights: areaRights('rights', 'read', 'update') });
    const res = await send(t, 'PUT', `/api/user/${stronger.id}/contact-details`, attacker, contact(`aanvaller-${stronger.id}@example.be`));
    expect([res.statusCode, res.json().message]).toEqual([403, 'U kan dit niet doen voor iemand met meer rechten dan uzelf.']);
    expect((await stored(t.ctx.db, stronger.id)).pendingEmail).toBeNull();
    // The phone numbers of that person stay within the contact right.
    const phones = await send(t, 'PUT', `/api/user/${stronger.id}/contact-details`, attacker, { ...contact(stronger.email), phoneNumber: '014 99 88 77' });
    expect(phones.statusCode).toBe(200);
  });

  it('still lets the level-1 administrator change their own address the same way', async () => {
    const next = `beheer-${admin.id}@example.be`;
    const res = await send(t, 'PUT', `/api/user/${admin.id}/contact-details`, admin, contact(next));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email: admin.email, pendingEmail: next });
  });
});
