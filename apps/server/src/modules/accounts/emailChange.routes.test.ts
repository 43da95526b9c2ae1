import { and, eq, isNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { bearer, buildUser, signUpPayload, TEST_PASSWORD, type BuiltUser } from '../../../test/factories';
import { linkIn, mailsTo } from '../../../test/mails';
import { completeProfile, historyOf, PROFILE, stored } from '../../../test/profile';
import { sessions, users, userTokens } from '../../db/schema/index';

/**
 * A login e-mail change (ARCHITECTURE "Login e-mail"): asked in the contact section, effective
 * only through the link mailed to the new address, undone through the link mailed to the old one.
 */
let t: TestApp;
let staff: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  staff = await buildUser(t.ctx.db, { level: 1 });
});

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const confirm = (token: string | null) => post('/api/confirm-email-change', { token });
const undo = (token: string | null) => post('/api/undo-email-change', { token });
const signIn = (email: string) => post('/api/auth', { email, password: TEST_PASSWORD });
const tokenIn = async (to: string) => (await linkIn(t.ctx.db, to)).searchParams.get('token');
const liveTokens = (userId: number, kind: 'reset' | 'email-change' | 'email-undo') =>
  t.ctx.db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));

/** Asks for a new login address through the contact section, as `who`. */
async function askFor(who: BuiltUser, target: { id: number }, email: string) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/user/${target.id}/contact-details`,
    headers: bearer(who),
    payload: { email, secondaryEmail: '', phoneNumber: PROFILE.phoneNumber, cellPhone: PROFILE.cellPhone },
  });
  expect(res.statusCode, res.body).toBe(200);
  return tokenIn(email);
}

async function person() {
  const user = await buildUser(t.ctx.db);
  await completeProfile(t.ctx.db, user.id);
  return user;
}

const fresh = (user: { id: number }, label: string) => `${label}-${user.id}-${Date.now().toString(36)}@example.be`;

describe('POST /api/confirm-email-change', () => {
  it('answers 400 for a missing, unknown or used token', async () => {
    expect((await post('/api/confirm-email-change', {})).statusCode).toBe(400);
    expect((await confirm('onbekend')).json()).toMatchObject({
      code: 'token_invalid',
      message: 'Deze link is ongeldig of verlopen. Vraag een nieuwe link aan.',
    });
  });

  it('makes the new address the login address, ends every session, voids reset links and mails the old address an undo link', async () => {
    const user = await person();
    const second = await signIn(user.email);
    expect(second.statusCode).toBe(200);
    const next = fresh(user, 'bevestigd');
    const token = await askFor(user, user, next);
    // A reset link asked for before the change was mailed to the old address.
    await post('/api/forgot-password', { email: user.email });
    expect(await liveTokens(user.id, 'reset')).toHaveLength(1);

    const res = await confirm(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Uw nieuwe e-mailadres werd bevestigd. U werd overal afgemeld: meld u opnieuw aan met het nieuwe adres.');
    expect(await stored(t.ctx.db, user.id)).toMatchObject({ email: next, pendingEmail: null, confirmed: true });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(t.realtime.sent.filter((e) => e.event === 'logout').map((e) => e.room)).toEqual(expect.arrayContaining([expect.stringMatching(/^session:/)]));
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).statusCode).toBe(401);
    expect(await liveTokens(user.id, 'reset')).toEqual([]);
    // spec 1 §4: from now on the new address signs in, the old one does not.
    expect((await signIn(next)).statusCode).toBe(200);
    expect((await signIn(user.email)).statusCode).toBe(401);
    const [notice] = await mailsTo(t.ctx.db, user.email);
    expect(notice).toMatchObject({ subject: 'Uw e-mailadres werd gewijzigd', userId: user.id });
    expect(notice!.text).toContain(next);
    expect(notice!.text).toContain('Heeft u deze wijziging zelf gedaan? Dan hoeft u niets te doen.');
    expect((await linkIn(t.ctx.db, user.email)).pathname).toBe('/e-mailadres-terugzetten');
    const row = (await historyOf(t.ctx.db, user.id)).at(-1)!;
    expect(row).toMatchObject({
      section: 'emailChange',
      changedBy: user.id,
      changes: { email: { from: user.email, to: next }, pendingEmail: { from: next, to: null } },
    });
    expect((await confirm(token)).statusCode).toBe(400);
  });

  it('keeps only the newest pending change: the earlier link stops working', async () => {
    const user = await person();
    const first = await askFor(user, user, fresh(user, 'eerste'));
    const latest = fresh(user, 'tweede');
    const second = await askFor(user, user, latest);
    expect((await stored(t.ctx.db, user.id)).pendingEmail).toBe(latest);
    expect((await confirm(first)).statusCode).toBe(400);
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await stored(t.ctx.db, user.id)).email).toBe(latest);
  });

  it('refuses an address someone took meanwhile, whatever its case, and the link keeps working once it is free', async () => {
    const user = await person();
    const wanted = fresh(user, 'bezet');
    const token = await askFor(user, user, wanted);
    const rival = await buildUser(t.ctx.db, { email: wanted.toUpperCase() });
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Er bestaat al een account met dit e-mailadres');
    expect(await stored(t.ctx.db, user.id)).toMatchObject({ email: user.email, pendingEmail: wanted });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(user) })).statusCode).toBe(200);
    await t.ctx.db
      .update(users)
      .set({ email: fresh(rival, 'elders') })
      .where(eq(users.id, rival.id));
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('tells the owner, not the placeholder, when a linked profile gets an address of its own', async () => {
    const owner = await person();
    const child = await buildUser(t.ctx.db, { email: `gekoppeld-${Date.now().toString(36)}@gekoppeld.coulisse.invalid`, firstName: 'Lotte' });
    await t.ctx.db.update(users).set({ ownerId: owner.id, passwordHash: null }).where(eq(users.id, child.id));
    const own = fresh(child, 'kind');
    expect((await confirm(await askFor(staff, child, own))).statusCode).toBe(200);
    expect(await mailsTo(t.ctx.db, child.email)).toEqual([]);
    const [notice] = await mailsTo(t.ctx.db, owner.email);
    expect(notice!.text).toMatch(/het gekoppelde profiel van Lotte .* meldt voortaan aan met/);
    expect((await undo(await tokenIn(owner.email))).statusCode).toBe(200);
    expect((await stored(t.ctx.db, child.id)).email).toBe(child.email);
  });
});

describe('POST /api/undo-email-change', () => {
  it('answers 400 for a missing or unknown token', async () => {
    expect((await post('/api/undo-email-change', { token: '' })).statusCode).toBe(400);
    expect((await undo('onbekend')).json().code).toBe('token_invalid');
  });

  it('puts the old address back, drops a pending change, ends every session and voids reset links', async () => {
    const user = await person();
    const taken = fresh(user, 'overgenomen');
    await confirm(await askFor(staff, user, taken));
    const undoToken = await tokenIn(user.email);
    // Whoever took the address over signs in, asks for a reset link and another change.
    const intruder = (await signIn(taken)).json<{ token: string }>();
    await post('/api/forgot-password', { email: taken });
    const further = await askFor({ ...user, token: intruder.token }, user, fresh(user, 'verder'));

    const res = await undo(undoToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Uw vorige e-mailadres werd teruggezet en alle sessies werden afgemeld/);
    expect(await stored(t.ctx.db, user.id)).toMatchObject({ email: user.email, pendingEmail: null, confirmed: true });
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: { authorization: `Bearer ${intruder.token}` } })).statusCode).toBe(401);
    expect(await liveTokens(user.id, 'reset')).toEqual([]);
    expect((await confirm(further)).statusCode).toBe(400);
    expect((await signIn(user.email)).statusCode).toBe(200);
    expect((await historyOf(t.ctx.db, user.id)).at(-1)).toMatchObject({ section: 'emailUndo', changes: { email: { from: taken, to: user.email } } });
    expect((await undo(undoToken)).statusCode).toBe(400);
  });

  it('lets the owner’s older link win over a later one (A → B → C: the link back to A always works)', async () => {
    const user = await person();
    const b = fresh(user, 'b');
    await confirm(await askFor(staff, user, b));
    const backToA = await tokenIn(user.email);
    const c = fresh(user, 'c');
    await confirm(await askFor(staff, user, c));
    const backToB = await tokenIn(b);
    expect((await undo(backToB)).statusCode).toBe(200);
    expect((await stored(t.ctx.db, user.id)).email).toBe(b);
    expect((await undo(backToA)).statusCode).toBe(200);
    expect((await stored(t.ctx.db, user.id)).email).toBe(user.email);
    expect(await liveTokens(user.id, 'email-undo')).toEqual([]);
  });

  it('holds the old address for the undo link: nobody signs up, is created or moves to it meanwhile', async () => {
    const user = await person();
    await confirm(await askFor(staff, user, fresh(user, 'weg')));
    // Sign-up answers alike for every address (it does not tell who has an account) and creates nothing.
    expect((await post('/api/signup', signUpPayload(user.email.toUpperCase()))).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(users).where(sql`lower(${users.email}) = ${user.email.toLowerCase()}`)).toEqual([]);
    const other = await person();
    const move = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${other.id}/contact-details`,
      headers: bearer(other),
      payload: { email: user.email, secondaryEmail: '', phoneNumber: PROFILE.phoneNumber, cellPhone: PROFILE.cellPhone },
    });
    expect([move.statusCode, move.json().fields?.email]).toEqual([400, 'Er bestaat al een account met dit e-mailadres']);
    const created = await t.app.inject({ method: 'POST', url: '/api/users', headers: bearer(staff), payload: createProfilePayload(user.email) });
    expect([created.statusCode, created.json().fields?.email]).toEqual([400, 'Er bestaat al een account met dit e-mailadres']);
    expect((await undo(await tokenIn(user.email))).statusCode).toBe(200);
  });
});

/** A valid POST /api/users body for an independent account (staff, spec 1 §5). */
const createProfilePayload = (email: string) => ({
  linked: false,
  firstName: 'Mira',
  lastName: 'Peeters',
  dateOfBirth: '1992-03-04',
  sex: 1,
  nationality: 'Belg',
  origin: 'BE',
  email,
  emailConfirm: email,
  phoneNumber: '',
  cellPhone: '0475 12 34 56',
  streetName: 'Markt',
  houseNumber: '1',
  bus: '',
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'M',
  privacy: true,
  pictures: true,
});
