import { beforeAll, describe, expect, it } from 'vitest';
import { fullRights } from '@coulisse/shared/access/rights';
import { locations, mailTemplates, registrations, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import { MISSING } from '../../../test/access';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Target } from '../../../test/accessMatrix';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each mail route (docs/areas/communication-mail.md): sending and reading templates
 * need users read + contact (`canReadUsersContact`), globally; keeping templates is level 1 only;
 * the mail setting is read by the person or the contact right and changed by the person only.
 * Mail from a project's lists needs the contact right in that project (a global role or one linked
 * there) together with reading the list: registrations, or the rehearsal's attendance.
 */
const { t, routes } = await appWithRoutes();

let projects = { a: 0, b: 0 };
let template = 0;
let person: BuiltUser;
/** Per project: a registered person, their registration and a rehearsal calling everyone. */
const inProject: Record<'A' | 'B', { person: number; registration: number; rehearsal: number }> = { A: { person: 0, registration: 0, rehearsal: 0 }, B: { person: 0, registration: 0, rehearsal: 0 } };

beforeAll(async () => {
  const db = t.ctx.db;
  projects = { a: (await buildProject(db)).id, b: (await buildProject(db)).id };
  person = await buildUser(db, { email: 'ontvanger@example.be' });
  for (const [key, projectId] of [['A', projects.a], ['B', projects.b]] as const) {
    const registered = await buildUser(db);
    const [registration] = await db.insert(registrations).values({ userId: registered.id, projectId, location: 1 }).returning();
    const [loc] = await db.insert(locations).values({ projectId, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
    const [type] = await db.insert(repetitionTypes).values({ projectId, name: 'Scène' }).returning();
    const start = new Date(Date.now() + 3 * 86_400_000);
    const [rehearsal] = await db
      .insert(repetitions)
      .values({ projectId, identifier: 'R', name: 'Repetitie', startDt: start, endDt: new Date(start.getTime() + 7_200_000), locationId: loc!.id, typeId: type!.id, register: true })
      .returning();
    await db.insert(repetitionSelections).values({ repetitionId: rehearsal!.id, kind: 'all' });
    inProject[key] = { person: registered.id, registration: registration!.id, rehearsal: rehearsal!.id };
  }
  template = (await db.insert(mailTemplates).values({ name: 'Sjabloon', subject: 'Hallo', html: '<p>Hallo</p>' }).returning())[0]!.id;
});

const body = { subject: 'Hallo {{firstName}}', html: '<p>Dag {{firstName}}</p>' };
const aimed = (target: Target, url: (id: number) => string) => ({ url: url(target === 'missing' ? MISSING : template) });

const cases: AccessCase[] = [
  { route: 'POST /api/mail', needs: ['canReadUsersContact'], global: true, request: (target) => (target === 'A' ? { url: '/api/mail', payload: { to: [person.id], ...body } } : null) },
  {
    route: 'POST /api/mail/send',
    needs: ['canReadUsersContact'],
    global: true,
    request: (target) => (target === 'A' ? { url: '/api/mail/send', payload: { addresses: ['iemand@example.be'], ...body, projectId: projects.a } } : null),
  },
  { route: 'GET /api/mail/templates', needs: ['canReadUsersContact'], global: true, request: (target) => (target === 'A' ? { url: '/api/mail/templates' } : null) },
  { route: 'GET /api/mail/template/:template', needs: ['canReadUsersContact'], global: true, request: (target) => (target === 'B' ? null : aimed(target, (id) => `/api/mail/template/${id}`)) },
  {
    route: 'POST /api/project/:id/mail',
    needs: ['canReadUsersContact'],
    also: ['registrations.read'],
    request: (target) => ({ url: `/api/project/${target === 'missing' ? MISSING : target === 'A' ? projects.a : projects.b}/mail`, payload: { to: [inProject[target === 'B' ? 'B' : 'A'].person], ...body } }),
  },
  {
    route: 'POST /api/project/:id/registrations/people',
    needs: ['canReadUsersContact'],
    also: ['registrations.read'],
    request: (target) => ({
      url: `/api/project/${target === 'missing' ? MISSING : target === 'A' ? projects.a : projects.b}/registrations/people`,
      payload: { ids: [inProject[target === 'B' ? 'B' : 'A'].registration] },
    }),
  },
  {
    route: 'POST /api/repetition/:id/mail',
    needs: ['canReadUsersContact'],
    also: ['repetitions.read'],
    request: (target) => ({ url: `/api/repetition/${target === 'missing' ? MISSING : inProject[target].rehearsal}/mail`, payload: { to: [inProject[target === 'B' ? 'B' : 'A'].person], ...body } }),
  },
  { route: 'GET /api/user/:id/mail-settings', needs: ['users.contact'], global: true, request: (target) => (target === 'A' ? { url: `/api/user/${person.id}/mail-settings` } : null) },
];

/** Kept by level 1 only: no right of any role opens them. */
const levelOne = [
  { route: 'POST /api/mail/templates', method: 'POST', url: () => '/api/mail/templates', payload: { name: 'Nieuw', ...body } },
  { route: 'PUT /api/mail/template/:template', method: 'PUT', url: () => `/api/mail/template/${template}`, payload: { name: 'Gewijzigd', ...body } },
  { route: 'DELETE /api/mail/template/:template', method: 'DELETE', url: () => `/api/mail/template/${MISSING}` },
] as const;

describe('the mail routes', () => {
  it('each have a case: a right, level 1, the person themselves or public (the unsubscribe link)', () => {
    const selfOrLevelOne = [...levelOne.map((c) => c.route), 'PUT /api/user/:id/mail-settings'];
    expect(uncoveredRoutes(routes, 'mail', cases, SELF_SERVICE).sort()).toEqual(selfOrLevelOne.sort());
    for (const c of levelOne) expect(routes.find((r) => `${r.method} ${r.url}` === c.route)?.access).toEqual({ level: [1] });
    expect(routes.filter((r) => r.url.startsWith('/api/unsubscribe')).map((r) => r.access)).toEqual(['public', 'public']);
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => projects });

describe.each(levelOne.map((c) => [c.route, c] as const))('access to %s', (_, c) => {
  it('refuses staff holding every right, and lets level 1 through', async () => {
    const everything = await buildUser(t.ctx.db, { level: 2, rights: fullRights() });
    const admin = await buildUser(t.ctx.db, { level: 1 });
    const send = (who: BuiltUser) => t.app.inject({ method: c.method, url: c.url(), headers: bearer(who), ...('payload' in c ? { payload: c.payload } : {}) });
    expect((await send(everything)).statusCode).toBe(403);
    expect((await send(admin)).statusCode).toBe(c.method === 'DELETE' ? 404 : c.method === 'POST' ? 201 : 200);
  });
});

describe('access to PUT /api/user/:id/mail-settings', () => {
  it('is the person’s own: staff with every right and level 1 are refused', async () => {
    const url = `/api/user/${person.id}/mail-settings`;
    const put = (who: BuiltUser) => t.app.inject({ method: 'PUT', url, headers: bearer(who), payload: { bulkMail: true } });
    expect((await put(await buildUser(t.ctx.db, { level: 2, rights: fullRights() }))).statusCode).toBe(403);
    expect((await put(await buildUser(t.ctx.db, { level: 1 }))).statusCode).toBe(403);
    expect((await put(person)).statusCode).toBe(200);
  });
});
