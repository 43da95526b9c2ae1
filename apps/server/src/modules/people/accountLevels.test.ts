import { fullRights, normalizeRights } from '@coulisse/shared/access/rights';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { appWithRoutes } from '../../../test/security/routeTable';
import { accessRoles, mailOutbox, sessions, userAccessRoles, userChanges, users, userTokens } from '../../db/schema/index';

/**
 * ARCHITECTURE §4 "Nobody acts on an account above their own level", on every path that can act
 * on an account. Staff holding every right (so only the level can refuse them) try each path on
 * an account of a higher level: 403 and nothing changes. The same staff on an account of their
 * own or a lower level succeed, so the refusal is the level rule and not a missing right. The
 * first test makes every route that names a user part of this table or of a list that says why
 * it is not: a new path cannot be forgotten.
 */
const { t, routes } = await appWithRoutes();

const project = await buildProject(t.ctx.db);
const [role] = await t.ctx.db
  .insert(accessRoles)
  .values({ name: 'Rol voor de niveautest', description: 'Geen rechten', rights: normalizeRights({}) })
  .returning();
const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#497db0' } })
  .png()
  .toBuffer();
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const dataUrl = `data:image/png;base64,${png.toString('base64')}`;

interface Scenario {
  caller: BuiltUser;
  target: BuiltUser;
  /** A second level-0 account, for the transfer. */
  other: BuiltUser;
}
type Pair = readonly [callerLevel: number, targetLevel: number];

interface Case {
  send: (s: Scenario) => Promise<LightMyRequestResponse>;
  prepare?: (s: Scenario) => Promise<void>;
  /** Paths only the person and level 1 reach, whatever the staff rights (the certificate). */
  levelOneOnly?: boolean;
}

const json = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => (s: Scenario) =>
  t.app.inject({
    method,
    url: url.replace(':target', String(s.target.id)).replace(':other', String(s.other.id)),
    headers: bearer(s.caller),
    ...(payload ? { payload } : {}),
  });
const withTarget = (method: 'PUT', url: string, body: object) => (s: Scenario) =>
  t.app.inject({ method, url, headers: bearer(s.caller), payload: { ...body, userId: s.target.id } });
/** The id-less uploads name the person in the query, where their access rule reads it. */
const inQuery = (method: 'PUT', url: string, body: object) => (s: Scenario) =>
  t.app.inject({ method, url: `${url}?userId=${s.target.id}`, headers: bearer(s.caller), payload: body });
const upload = (url: string, file: { name: string; type: string; data: Buffer }) => (s: Scenario) => {
  const body = multipart(file);
  return t.app.inject({ method: 'POST', url: `${url}?userId=${s.target.id}`, headers: { ...bearer(s.caller), ...body.headers }, payload: body.payload });
};

const personal = { firstName: 'Lotte', lastName: 'Peeters', dateOfBirth: '1991-05-17', sex: 1, nationality: 'Belg', origin: 'BE' };
const sizes = { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' };
const contact = { email: 'overgenomen@aanvaller.example', secondaryEmail: '', phoneNumber: '014 12 34 56', cellPhone: '' };
const address = { streetName: 'Kerkstraat', houseNumber: '12', bus: '', zipCode: '2440', cityName: 'Geel' };

/** Every path that changes, resets, confirms, deletes, transfers, switches into or assigns roles to an account. */
const TABLE: Record<string, Case> = {
  'PUT /api/user/:id/information': { send: json('PUT', '/api/user/:target/information', personal) },
  'PUT /api/information': { send: withTarget('PUT', '/api/information', personal) },
  'PUT /api/user/:id/contact-details': { send: json('PUT', '/api/user/:target/contact-details', contact) },
  'DELETE /api/user/:id/pending-email': {
    prepare: async (s) =>
      void (await t.ctx.db
        .update(users)
        .set({ pendingEmail: `wacht-${s.target.id}@example.be` })
        .where(eq(users.id, s.target.id))),
    send: json('DELETE', '/api/user/:target/pending-email'),
  },
  'PUT /api/user/:id/address': { send: json('PUT', '/api/user/:target/address', address) },
  'PUT /api/user/:id/clothing-sizes': { send: json('PUT', '/api/user/:target/clothing-sizes', sizes) },
  'PUT /api/clothing-sizes': { send: withTarget('PUT', '/api/clothing-sizes', sizes) },
  'PUT /api/user/:id/remarks': { send: json('PUT', '/api/user/:target/remarks', { ownerRemarks: 'Overgenomen.' }) },
  'PUT /api/user/:id/privacy': { send: json('PUT', '/api/user/:target/privacy', { pictures: true }) },
  'PUT /api/privacy': { send: withTarget('PUT', '/api/privacy', { pictures: true }) },
  'PUT /api/user/:id/image': { send: json('PUT', '/api/user/:target/image', { image: dataUrl }) },
  'PUT /api/image': { send: inQuery('PUT', '/api/image', { image: dataUrl }) },
  'POST /api/image': { send: upload('/api/image', { name: 'foto.png', type: 'image/png', data: png }) },
  'POST /api/upload/certificate': { send: upload('/api/upload/certificate', { name: 'bewijs.pdf', type: 'application/pdf', data: PDF }), levelOneOnly: true },
  'DELETE /api/user/:id/certificate': {
    prepare: async (s) => void (await t.ctx.db.update(users).set({ certificate: null, shouldUploadCertificate: false }).where(eq(users.id, s.target.id))),
    send: json('DELETE', '/api/user/:target/certificate'),
    levelOneOnly: true,
  },
  'PUT /api/user/:id/certificate/required': { send: json('PUT', '/api/user/:target/certificate/required', { required: true }), levelOneOnly: true },
  'GET /api/user/:id/confirm': {
    prepare: async (s) => void (await t.ctx.db.update(users).set({ confirmed: false }).where(eq(users.id, s.target.id))),
    send: json('GET', '/api/user/:target/confirm'),
  },
  'GET /api/user/:id/pwdToken': { send: json('GET', '/api/user/:target/pwdToken') },
  'DELETE /api/user/:id': { send: json('DELETE', '/api/user/:target') },
  'GET /api/users/transfer/:a/:b': { send: json('GET', '/api/users/transfer/:target/:other') },
  'GET /api/users/transfer/:a/:b (receiving)': { send: json('GET', '/api/users/transfer/:other/:target') },
  'POST /api/user/:id/access_roles': { send: (s) => json('POST', '/api/user/:target/access_roles', { accessRoleIds: [role!.id] })(s) },
  'POST /api/project/:id/user/:userId/access_roles': {
    send: (s) => json('POST', `/api/project/${project.id}/user/:target/access_roles`, { accessRoleIds: [role!.id] })(s),
  },
  'POST /api/access_role/:id/users': { send: (s) => json('POST', `/api/access_role/${role!.id}/users`, { userIds: [s.other.id, s.target.id] })(s) },
  'POST /api/project/:id/accessRole/:roleId/users': {
    send: (s) => json('POST', `/api/project/${project.id}/accessRole/${role!.id}/users`, { userIds: [s.target.id] })(s),
  },
  'GET /api/auth/switchProfile/:id': {
    // The target is a linked profile of the caller's own family, raised to a level by staff.
    prepare: async (s) => void (await t.ctx.db.update(users).set({ ownerId: s.caller.id, passwordHash: null }).where(eq(users.id, s.target.id))),
    send: json('GET', '/api/auth/switchProfile/:target'),
  },
};

/** Routes naming a user that only read: what they show is decided by the read rights (spec 1 §6). */
const READS = [
  'GET /api/users',
  'GET /api/user/:id',
  'GET /api/user/:id/sizes',
  'GET /api/user/:id/settings',
  'GET /api/user/:id/mail-settings',
  'GET /api/user/:id/registrations',
  'GET /api/user/:id/history',
  'GET /api/user/:id/export',
  'GET /api/user/:id/profiles',
  'GET /api/user/:id/rights',
  'GET /api/project/:id/user/:userId/rights',
  'GET /api/user/:id/certificate',
  'POST /api/user/:id/certificate/link',
  'GET /api/access_role/:id/users',
  'GET /api/project/:id/accessRole/:roleId/users',
  'GET /api/user/:userId/casting',
  'GET /api/project/:id/user/:userId/casting',
  'GET /api/user/:userId/repetitions',
  'GET /api/project/:id/user/:userId/repetitions',
  'GET /api/project/:id/registration-form/:userId',
  'GET /api/project/:id/project_role/:roleId/users',
  'GET /api/project/:id/group/:groupId/users',
];

/** Routes naming a user that do not act on the account, and why. */
const NOT_THE_ACCOUNT: Record<string, string> = {
  'GET /api/verify/:id': 'only the person themselves, for everyone (also level 1)',
  'PUT /api/user/:id/mail-settings': 'only the person themselves, for everyone (also level 1): whether bulk mail reaches them',
  'GET /api/user/:userId/pin': 'the kiosk pin of the rehearsals, not a way into the account',
  'POST /api/project/:id/user/:userId': 'registers the person for a project: project data',
  'POST /api/project/:id/users': 'registers people for a project: project data',
  'PUT /api/project/:id/project_role/:roleId/users': 'casting of a project',
  'PUT /api/project/:id/group/:groupId/users': 'casting of a project',
  'POST /api/project/:id/import/scheme/users': 'casting of a project',
  'POST /api/users': 'creates a new account (level 0); it acts on nobody existing',
};

const NAMES_A_USER = /\/users?\/:|:userId\b|\/users$|switchProfile\//;
const routeKey = (key: string) => key.replace(/ \(.*\)$/, '');

describe('the table', () => {
  it('covers every route that names a user, or says why it need not', () => {
    const registered = new Set(routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`));
    const naming = [...registered].filter((key) => NAMES_A_USER.test(key.split(' ')[1]!));
    const classified = new Set([...Object.keys(TABLE).map(routeKey), ...READS, ...Object.keys(NOT_THE_ACCOUNT)]);
    expect(naming.filter((key) => !classified.has(key))).toEqual([]);
    expect([...classified].filter((key) => !registered.has(key))).toEqual([]);
  });
});

/** What an account is made of: its row, tokens, history, roles, sessions and mails. */
async function snapshot(userId: number) {
  const count = async (table: typeof userTokens | typeof userChanges | typeof userAccessRoles | typeof sessions | typeof mailOutbox) => {
    const [row] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId));
    return row!.n;
  };
  const [row] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  return {
    row,
    tokens: await count(userTokens),
    history: await count(userChanges),
    roles: await count(userAccessRoles),
    sessions: await count(sessions),
    mails: await count(mailOutbox),
  };
}

async function scenario([callerLevel, targetLevel]: Pair, prepare?: Case['prepare']): Promise<Scenario> {
  const s = {
    caller: await buildUser(t.ctx.db, { level: callerLevel, rights: fullRights() }),
    target: await buildUser(t.ctx.db, { level: targetLevel }),
    other: await buildUser(t.ctx.db),
  };
  await prepare?.(s);
  return s;
}

const REFUSED: readonly Pair[] = [
  [2, 1],
  [3, 2],
];
const ALLOWED: readonly Pair[] = [
  [2, 2],
  [3, 0],
  [1, 1],
];

describe.each(Object.entries(TABLE))('%s', (_, route) => {
  it.each(REFUSED)('refuses level %i acting on level %i, and nothing changes', async (...pair) => {
    const s = await scenario(pair, route.prepare);
    const before = await snapshot(s.target.id);
    const res = await route.send(s);
    expect(res.statusCode, res.body).toBe(403);
    if (!route.levelOneOnly) expect(res.json().message).toBe('U kan dit niet doen voor een account van een hoger niveau dan het uwe.');
    expect(await snapshot(s.target.id)).toEqual(before);
  });

  it.each(route.levelOneOnly ? ALLOWED.filter(([caller]) => caller === 1) : ALLOWED)('lets level %i act on level %i', async (...pair) => {
    const s = await scenario(pair, route.prepare);
    const res = await route.send(s);
    expect([200, 201], res.body).toContain(res.statusCode);
  });
});
