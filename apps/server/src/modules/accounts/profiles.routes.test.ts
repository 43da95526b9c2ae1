import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { send, stored } from '../../../test/profile';
import { mailOutbox, notifications, sessions, userChanges, userTokens, users } from '../../db/schema/index';

let t: TestApp;
let parent: BuiltUser;

/** spec 1 §5 "Creating a profile for another person": everything but an e-mail address. */
const child = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Lien',
  lastName: 'Peeters',
  dateOfBirth: '2014-06-02',
  sex: 1,
  nationality: 'Belg',
  origin: 'BE',
  phoneNumber: '',
  cellPhone: '0470 12 34 56',
  streetName: 'Kerkstraat',
  houseNumber: '12',
  zipCode: '2440',
  cityName: 'Geel',
  tShirt: 'XS',
  privacy: true,
  ...overrides,
});

const create = (who: { token: string } | null, body: object) => send(t, 'POST', '/api/profile', who, body);

beforeAll(async () => {
  t = await createTestApp();
  parent = await buildUser(t.ctx.db, { firstName: 'Jens', lastName: 'Peeters' });
});

describe('POST /api/profile (spec 1 §7)', () => {
  it('answers 401 signed out and 400 with the field messages of spec 1 §5', async () => {
    expect((await create(null, child())).statusCode).toBe(401);
    const res = await create(parent, child({ firstName: 'L', privacy: false, cellPhone: '', streetName: '', email: 'geen-adres' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      firstName: 'Voornaam is ongeldig',
      privacy: 'U moet akkoord gaan met de privacyverklaring',
      phoneNumber: 'Telefoonnummer of G.S.M.-nummer moet ingevuld zijn.',
      streetName: 'Adres is niet volledig',
      email: 'E-mailadres is geen geldig mailadres',
    });
  });

  it('creates a linked profile the caller owns, without password and without an address of its own', async () => {
    const follower = await buildUser(t.ctx.db, {
      rights: { notifications: { read: true, create: false, update: false, delete: false, sub: { new_users: true } } },
    });
    const res = await create(parent, child());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Profiel werd succesvol aangemaakt', data: { firstName: 'Lien', lastName: 'Peeters', ownerId: parent.id } });
    const row = await stored(t.ctx.db, body.data.id);
    expect(row).toMatchObject({ ownerId: parent.id, passwordHash: null, level: 0, confirmed: false, tShirt: 'XS', cityName: 'Geel' });
    expect(row.email).toMatch(/^gekoppeld-[0-9a-f]{24}@gekoppeld\.coulisse\.invalid$/);
    expect(row.privacyAcceptedAt).not.toBeNull();
    const [history] = await t.ctx.db.select().from(userChanges).where(eq(userChanges.userId, row.id));
    expect(history).toMatchObject({ changedBy: parent.id, section: 'created', changes: { ownerId: { from: null, to: parent.id } } });
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, follower.id))).toHaveLength(1);
    // Nobody is mailed about a linked profile, and it cannot sign in.
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, row.id))).toEqual([]);
    expect((await send(t, 'POST', '/api/auth', null, { email: row.email, password: 'geheim123' })).statusCode).toBe(401);
  });

  it('keeps an e-mail address of its own when given, but never the owner’s or a taken one', async () => {
    const own = `lien-${Date.now()}@voorbeeld.be`;
    const res = await create(parent, child({ email: own, emailConfirm: own }));
    expect(res.statusCode).toBe(201);
    expect((await stored(t.ctx.db, res.json().data.id)).email).toBe(own);
    const mismatch = await create(parent, child({ email: own, emailConfirm: 'ander@voorbeeld.be' }));
    expect(mismatch.json().fields.emailConfirm).toBe('E-mailadressen komen niet overeen');
    const owners = await create(parent, child({ email: parent.email.toUpperCase(), emailConfirm: parent.email }));
    expect(owners.statusCode).toBe(400);
    expect(owners.json().fields.email).toBe('Dit is uw eigen e-mailadres. Laat het veld leeg als deze persoon geen eigen e-mailadres heeft.');
    const taken = await create(parent, child({ email: own, emailConfirm: own }));
    expect(taken.json().fields.email).toBe('Er bestaat al een account met dit e-mailadres');
  });

  it('gives a profile created from a linked profile to the same owner, so families stay one level deep', async () => {
    const owner = await buildUser(t.ctx.db);
    const first = (await create(owner, child())).json().data;
    const session = (await send(t, 'GET', `/api/auth/switchProfile/${first.id}`, owner)).json();
    const second = await create({ token: session.token }, child({ firstName: 'Mats' }));
    expect(second.json().data.ownerId).toBe(owner.id);
  });

  it('caps the profiles one account creates for others', async () => {
    const owner = await buildUser(t.ctx.db);
    for (let i = 0; i < 10; i++) expect((await create(owner, child({ firstName: `Kind${i}` }))).statusCode).toBe(201);
    const res = await create(owner, child());
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('U kan maximaal 10 profielen voor anderen aanmaken.');
  });

  it('lets only staff with canCreateUsers create an independent account (POST /api/users), which gets a set-password link', async () => {
    const email = `nieuw-${Date.now()}@voorbeeld.be`;
    const account = child({ linked: false, email, emailConfirm: email });
    const createAccount = (who: { token: string }, body: object) => send(t, 'POST', '/api/users', who, body);
    expect((await createAccount(parent, account)).statusCode).toBe(403);
    const creator = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'create') });
    // POST /api/profile makes linked profiles only, also for staff.
    expect((await create(creator, account)).json().fields).toEqual({ linked: 'De gegevens zijn ongeldig' });
    const noEmail = await createAccount(creator, child({ linked: false }));
    expect(noEmail.json().fields.email).toBe('Veld mag niet leeg zijn');
    const res = await createAccount(creator, account);
    expect(res.statusCode).toBe(201);
    const row = await stored(t.ctx.db, res.json().data.id);
    expect(row).toMatchObject({ email, ownerId: null, passwordHash: null });
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, row.id));
    expect(mail).toMatchObject({ to: email, subject: 'Er werd een profiel voor u aangemaakt', template: 'welcome' });
    const token = new URL(/http\S+/.exec(mail!.text)![0]).searchParams.get('token')!;
    const [stored_] = await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, row.id));
    expect(stored_!.expiresAt.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    expect((await send(t, 'POST', '/api/change-password', null, { email, token, password: 'eigen-geheim', passwordConfirm: 'eigen-geheim' })).statusCode).toBe(
      200,
    );
    expect((await send(t, 'POST', '/api/auth', null, { email, password: 'eigen-geheim' })).statusCode).toBe(200);
  });
});

describe('GET /api/user/{id}/profiles (spec 1 §7)', () => {
  let owner: BuiltUser;
  let kids: { id: number }[];

  beforeAll(async () => {
    owner = await buildUser(t.ctx.db, { firstName: 'Ouder', lastName: 'Janssens' });
    kids = [(await create(owner, child({ firstName: 'Zoë' }))).json().data, (await create(owner, child({ firstName: 'Arne' }))).json().data];
  });

  it('answers 401 signed out, 403 for someone else without users.read, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await send(t, 'GET', `/api/user/${owner.id}/profiles`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/user/${owner.id}/profiles`, parent)).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read') });
    expect((await send(t, 'GET', '/api/user/abc/profiles', reader)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/user/999999/profiles', reader)).statusCode).toBe(404);
  });

  it('lists the account and the profiles it owns, and for an owned profile its owner and siblings', async () => {
    const mine = (await send(t, 'GET', `/api/user/${owner.id}/profiles`, owner)).json().data;
    expect(mine.map((p: { firstName: string; isOwner: boolean; canSwitch: boolean }) => [p.firstName, p.isOwner, p.canSwitch])).toEqual([
      ['Ouder', true, false],
      ['Arne', false, true],
      ['Zoë', false, true],
    ]);
    const session = (await send(t, 'GET', `/api/auth/switchProfile/${kids[0]!.id}`, owner)).json();
    const theirs = (await send(t, 'GET', `/api/user/${kids[0]!.id}/profiles`, { token: session.token })).json().data;
    expect(theirs.map((p: { firstName: string; canSwitch: boolean }) => [p.firstName, p.canSwitch])).toEqual([
      ['Ouder', true],
      ['Arne', true],
      ['Zoë', false],
    ]);
  });

  it('shows staff with users.read the family, without pictures or switching', async () => {
    const reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read') });
    const seen = (await send(t, 'GET', `/api/user/${kids[1]!.id}/profiles`, reader)).json().data;
    expect(seen).toHaveLength(3);
    expect(seen.every((p: { canSwitch: boolean; image: null }) => !p.canSwitch && p.image === null)).toBe(true);
  });

  it('lists a lone account alone', async () => {
    const lone = await buildUser(t.ctx.db, { firstName: 'Alleen', lastName: 'Staand' });
    const alone = (await send(t, 'GET', `/api/user/${lone.id}/profiles`, lone)).json().data;
    expect(alone).toEqual([{ id: lone.id, firstName: 'Alleen', lastName: 'Staand', image: null, isOwner: false, canSwitch: false }]);
  });
});

describe('GET /api/auth/switchProfile/{id} (spec 1 §4, §7)', () => {
  it('answers 401 signed out, 400 for a bad id, 404 for an unknown or unlinked profile', async () => {
    const stranger = await buildUser(t.ctx.db);
    expect((await send(t, 'GET', `/api/auth/switchProfile/${stranger.id}`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/auth/switchProfile/abc', parent)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/auth/switchProfile/999999', parent)).statusCode).toBe(404);
    expect((await send(t, 'GET', `/api/auth/switchProfile/${stranger.id}`, parent)).statusCode).toBe(404);
    expect((await send(t, 'GET', `/api/auth/switchProfile/${parent.id}`, parent)).statusCode).toBe(404);
    // Even staff cannot step into someone else's account this way.
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await send(t, 'GET', `/api/auth/switchProfile/${stranger.id}`, admin)).statusCode).toBe(404);
  });

  it('answers a new session for the linked profile, shaped like signing in, and closes the old one', async () => {
    const owner = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read') });
    const kid = (await create(owner, child({ firstName: 'Fien' }))).json().data;
    const res = await send(t, 'GET', `/api/auth/switchProfile/${kid.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.json();
    expect(session).toMatchObject({ id: kid.id, firstName: 'Fien', level: 0, shouldVerify: false, shouldUploadCertificate: false });
    expect(session.flags.canReadUsers).toBe(false);
    expect(typeof session.token).toBe('string');
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(owner) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(session) })).json().id).toBe(kid.id);

    // Back to the owner, with the owner's rights again.
    const back = (await send(t, 'GET', `/api/auth/switchProfile/${owner.id}`, session)).json();
    expect(back).toMatchObject({ id: owner.id, level: 2 });
    expect(back.flags.canReadUsers).toBe(true);
    expect((await t.ctx.db.select().from(sessions).where(eq(sessions.userId, kid.id))).length).toBe(0);
  });

  it('refuses a linked profile that has its own password the way back to its owner', async () => {
    const owner = await buildUser(t.ctx.db);
    const grownUp = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ ownerId: owner.id }).where(eq(users.id, grownUp.id));
    expect((await send(t, 'GET', `/api/auth/switchProfile/${owner.id}`, grownUp)).statusCode).toBe(403);
    // The owner still manages it.
    expect((await send(t, 'GET', `/api/auth/switchProfile/${grownUp.id}`, owner)).statusCode).toBe(200);
  });
});
