import { fullRights, projectScoped } from '@coulisse/shared/access/rights';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MISSING } from '../../../test/access';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Target } from '../../../test/accessMatrix';
import { bearer, buildProject, buildUser, signUpPayload, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each people and accounts route (docs/areas/people.md "Access"). People are no
 * project's records: their rights count globally only, so besides the matrix (which proves the
 * holder, and everyone lacking one right) every route is tried by staff holding all those rights
 * through a role in a project: refused like everybody else. Routes for the person alone or level 1
 * (no right opens them) have their own table below.
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;

const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#497db0' } })
  .png()
  .toBuffer();
const image = `data:image/png;base64,${png.toString('base64')}`;
const csv = Buffer.from('voornaam;achternaam;e-mail\nMira;Peeters;mira.import@example.be\n');

let person: BuiltUser;
const project = { a: 0, b: 0 };
beforeAll(async () => {
  person = await buildUser(db, { firstName: 'Persoon' });
  project.a = (await buildProject(db)).id;
  project.b = (await buildProject(db)).id;
});

/** The person a target names: the shared one, or an id nobody has. */
const idOf = (target: Target) => (target === 'missing' ? MISSING : person.id);
/** A fresh person, for calls that delete or move them. */
const fresh = async (target: Target) => (target === 'missing' ? MISSING : (await buildUser(db)).id);
const onPerson = (path: string, payload?: unknown) => (target: Target) => (target === 'B' ? null : { url: `/api/user/${idOf(target)}${path}`, payload });
const global = (c: Omit<AccessCase, 'global'>): AccessCase => ({ ...c, global: true });
const sizes = { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' };
const personal = { firstName: 'Persoon', lastName: 'Peeters', dateOfBirth: '1991-05-17', sex: 1, nationality: 'Belg', origin: 'BE' };
const email = () => `nieuw-${Math.random().toString(36).slice(2)}@voorbeeld.be`;
const account = () => {
  const address = email();
  const { password: _p, passwordConfirm: _c, ...form } = signUpPayload(address);
  return { ...form, linked: false, emailConfirm: address };
};

const cases: AccessCase[] = [
  global({ route: 'GET /api/users', needs: ['users.read'], request: (target) => (target === 'B' ? null : { url: '/api/users' }) }),
  global({ route: 'POST /api/users/checked', needs: ['users.read'], request: (target) => (target === 'B' ? null : { url: '/api/users/checked', payload: {} }) }),
  global({ route: 'GET /api/users/projects', needs: ['users.read'], request: (target) => (target === 'B' ? null : { url: '/api/users/projects' }) }),
  global({ route: 'GET /api/statistics/users/online', needs: ['users.read'], request: (target) => (target === 'B' ? null : { url: '/api/statistics/users/online' }) }),
  global({ route: 'GET /api/reports/users.xlsx', needs: ['users.export_users'], request: (target) => (target === 'B' ? null : { url: '/api/reports/users.xlsx' }) }),
  global({ route: 'GET /api/templates/import_users.xlsx', needs: ['users.create'], request: (target) => (target === 'B' ? null : { url: '/api/templates/import_users.xlsx' }) }),
  global({
    route: 'POST /api/import/preview',
    needs: ['users.create'],
    request: (target, caller) => {
      if (target === 'B') return null;
      const body = multipart({ name: 'vrijwilligers.csv', type: 'text/csv', data: csv });
      return { url: '/api/import/preview', payload: body.payload, headers: { ...bearer(caller), ...body.headers } };
    },
  }),
  global({ route: 'POST /api/import', needs: ['users.create'], request: (target) => (target === 'B' ? null : { url: '/api/import', payload: { users: [{ row: 1, firstName: 'Mira', lastName: 'Peeters', email: email() }] } }) }),
  global({ route: 'POST /api/mail', needs: ['canReadUsersContact'], request: (target) => (target === 'B' ? null : { url: '/api/mail', payload: { to: [idOf(target)], subject: 'Repetitie', html: '<p>Tot dan.</p>' } }) }),
  global({ route: 'GET /api/user/:id', needs: ['users.read'], request: onPerson('') }),
  global({ route: 'GET /api/user/:id/sizes', needs: ['canReadUsersClothing'], request: onPerson('/sizes') }),
  global({ route: 'GET /api/user/:id/settings', needs: ['canReadUsersOther'], request: onPerson('/settings') }),
  global({ route: 'GET /api/user/:id/registrations', needs: ['canReadUserRegistrations'], request: onPerson('/registrations') }),
  global({ route: 'GET /api/user/:id/profiles', needs: ['users.read'], request: onPerson('/profiles') }),
  global({ route: 'PUT /api/user/:id/information', needs: ['canUpdateUsersPersonal'], request: onPerson('/information', personal) }),
  global({ route: 'PUT /api/user/:id/contact-details', needs: ['canUpdateUsersContact'], request: onPerson('/contact-details', { email: `persoon-${MISSING}@example.be`, secondaryEmail: '', phoneNumber: '014 12 34 56', cellPhone: '' }) }),
  global({ route: 'DELETE /api/user/:id/pending-email', needs: ['canUpdateUsersContact'], request: onPerson('/pending-email') }),
  global({ route: 'PUT /api/user/:id/address', needs: ['canUpdateUsersAddress'], request: onPerson('/address', { streetName: 'Kerkstraat', houseNumber: '12', bus: '', zipCode: '2440', cityName: 'Geel' }) }),
  global({ route: 'PUT /api/user/:id/clothing-sizes', needs: ['canUpdateUsersClothing'], request: onPerson('/clothing-sizes', sizes) }),
  global({ route: 'PUT /api/user/:id/remarks', needs: ['canUpdateUsersRemarks'], request: onPerson('/remarks', { ownerRemarks: 'Goed.' }) }),
  global({ route: 'PUT /api/user/:id/privacy', needs: ['canUpdateUsersOther'], request: onPerson('/privacy', { pictures: true }) }),
  global({ route: 'PUT /api/user/:id/image', needs: ['canUpdateUsersPicture'], request: onPerson('/image', { image }) }),
  global({ route: 'PUT /api/information', needs: ['canUpdateUsersPersonal'], request: (target) => (target === 'B' ? null : { url: '/api/information', payload: { ...personal, userId: idOf(target) } }) }),
  global({ route: 'PUT /api/clothing-sizes', needs: ['canUpdateUsersClothing'], request: (target) => (target === 'B' ? null : { url: '/api/clothing-sizes', payload: { ...sizes, userId: idOf(target) } }) }),
  global({ route: 'PUT /api/privacy', needs: ['canUpdateUsersOther'], request: (target) => (target === 'B' ? null : { url: '/api/privacy', payload: { pictures: false, userId: idOf(target) } }) }),
  global({ route: 'PUT /api/image', needs: ['canUpdateUsersPicture'], request: (target) => (target === 'B' ? null : { url: `/api/image?userId=${idOf(target)}`, payload: { image } }) }),
  global({ route: 'POST /api/image', needs: ['canUpdateUsersPicture'], request: (target) => (target === 'B' ? null : { url: `/api/image?userId=${idOf(target)}`, payload: { image } }) }),
  global({ route: 'GET /api/user/:id/confirm', needs: ['users.update'], request: onPerson('/confirm') }),
  global({ route: 'GET /api/user/:id/pwdToken', needs: ['users.update'], request: onPerson('/pwdToken') }),
  global({ route: 'DELETE /api/user/:id', needs: ['users.delete'], request: async (target) => (target === 'B' ? null : { url: `/api/user/${await fresh(target)}` }) }),
  global({
    route: 'GET /api/users/transfer/:a/:b',
    needs: ['users.delete'],
    request: async (target) => (target === 'B' ? null : { url: `/api/users/transfer/${await fresh(target)}/${person.id}` }),
  }),
  global({ route: 'POST /api/users', needs: ['canCreateUsers'], allowed: 201, request: (target) => (target === 'B' ? null : { url: '/api/users', payload: account() }) }),
];

/**
 * Only the person (`personOnly`, the family relation) or the person and level 1
 * (`personOrAdministrator`, level 1 alone): no right opens these. `levelOne`: what level 1 gets
 * on a fresh person (a link to a certificate that person has not uploaded is a 404, past the rule).
 */
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PERSON_OR_LEVEL_ONE: Record<string, { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: (id: number) => string; levelOne?: number; body?: object; upload?: boolean }> = {
  'GET /api/user/:id/export': { method: 'GET', url: (id) => `/api/user/${id}/export`, levelOne: 200 },
  'GET /api/user/:id/certificate': { method: 'GET', url: (id) => `/api/user/${id}/certificate`, levelOne: 200 },
  'DELETE /api/user/:id/certificate': { method: 'DELETE', url: (id) => `/api/user/${id}/certificate`, levelOne: 200 },
  'POST /api/user/:id/certificate/link': { method: 'POST', url: (id) => `/api/user/${id}/certificate/link`, levelOne: 404 },
  'PUT /api/user/:id/certificate/required': { method: 'PUT', url: (id) => `/api/user/${id}/certificate/required`, levelOne: 200, body: { required: true } },
  'GET /api/user/:id/history': { method: 'GET', url: (id) => `/api/user/${id}/history`, levelOne: 200 },
  'POST /api/upload/certificate': { method: 'POST', url: (id) => `/api/upload/certificate?userId=${id}`, levelOne: 200, upload: true },
  'GET /api/verify/:id': { method: 'GET', url: (id) => `/api/verify/${id}` },
  // Through the caller's family: anyone else's profile reads as missing.
  'GET /api/auth/switchProfile/:id': { method: 'GET', url: (id) => `/api/auth/switchProfile/${id}` },
};

describe('the people and accounts routes', () => {
  it('each have an access case, unless public, self-service or for the person and level 1 alone', () => {
    const uncovered = [...uncoveredRoutes(routes, 'people', cases, SELF_SERVICE), ...uncoveredRoutes(routes, 'accounts', cases, SELF_SERVICE)];
    expect(uncovered.filter((r) => !Object.hasOwn(PERSON_OR_LEVEL_ONE, r))).toEqual([]);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => project });

describe('staff whose people rights come from a role in a project', () => {
  it('are refused on every people route: those rights count globally only', async () => {
    const staff = await buildUser(db, { level: 2, projectRights: { projectId: project.a, rights: projectScoped(fullRights()) } });
    for (const c of cases) {
      const call = (await c.request('A', staff))!;
      const res = await t.app.inject({ method: c.route.split(' ')[0] as 'GET', url: call.url, headers: { ...bearer(staff), ...call.headers }, ...(call.payload !== undefined ? { payload: call.payload as object } : {}) });
      expect(res.statusCode, `${c.route}: ${res.body}`).toBe(403);
    }
  });
});

describe.each(Object.entries(PERSON_OR_LEVEL_ONE))('%s, for the person alone (or level 1)', (name, route) => {
  const send = (caller: BuiltUser, id: number) => {
    const file = route.upload ? multipart({ name: 'bewijs.pdf', type: 'application/pdf', data: PDF }) : null;
    const payload = file?.payload ?? route.body;
    return t.app.inject({ method: route.method, url: route.url(id), headers: { ...bearer(caller), ...file?.headers }, ...(payload !== undefined ? { payload } : {}) });
  };

  it('refuses staff holding every right, for an existing person and a missing one alike', async () => {
    const staff = await buildUser(db, { level: 2, rights: fullRights() });
    const [existing, missing] = [await send(staff, person.id), await send(staff, MISSING)];
    const refused = name.includes('switchProfile') ? 404 : 403;
    expect([existing.statusCode, missing.statusCode]).toEqual([refused, refused]);
    expect(existing.json()).toEqual(missing.json());
  });

  it.runIf(route.levelOne !== undefined)('lets level 1 through', async () => {
    const res = await send(await buildUser(db, { level: 1 }), (await buildUser(db)).id);
    expect(res.statusCode, res.body).toBe(route.levelOne);
  });
});
