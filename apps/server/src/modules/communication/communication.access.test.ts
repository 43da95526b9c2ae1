import { fullRights } from '@coulisse/shared/access/rights';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications } from '../../db/schema/index';
import { MISSING } from '../../../test/access';
import { uncoveredRoutes } from '../../../test/accessMatrix';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';

/**
 * Who may call each communication route (docs/ARCHITECTURE.md "Access on the route"). The
 * notifications are self-service (on the allow-list): a user reaches only their own, and another's
 * reads like a missing one. The outbox is level 1 only: no right of any role opens it, so staff
 * holding every right, globally and in a project, are refused like a participant, and a refusal
 * reads the same for an existing and a missing mail.
 */
const { t, routes } = await appWithRoutes();

let mailId = 0;
type Who = 'admin' | 'everythingLevel2' | 'everythingLevel3' | 'participant';
const people = {} as Record<Who, BuiltUser>;

beforeAll(async () => {
  const db = t.ctx.db;
  const project = await buildProject(db);
  const everything = (level: number) => buildUser(db, { level, rights: fullRights(), projectRights: { projectId: project.id, rights: fullRights() } });
  people.admin = await buildUser(db, { level: 1 });
  people.everythingLevel2 = await everything(2);
  people.everythingLevel3 = await everything(3);
  people.participant = await buildUser(db);
  const [mail] = await db.insert(mailOutbox).values({ to: 'an@example.be', subject: 'Onderwerp', html: '<p>Hallo</p>', text: 'Hallo', status: 'failed', attempts: 9 }).returning();
  mailId = mail!.id;
});

/** The outbox routes, each aimed at an existing mail or at a missing one. */
const outbox: { route: string; request: (id: number) => { url: string; payload?: object } }[] = [
  { route: 'GET /api/mails', request: () => ({ url: '/api/mails' }) },
  { route: 'POST /api/mails/checked', request: () => ({ url: '/api/mails/checked', payload: {} }) },
  { route: 'GET /api/mail/:id', request: (id) => ({ url: `/api/mail/${id}` }) },
  { route: 'POST /api/mail/:id/retry', request: (id) => ({ url: `/api/mail/${id}/retry` }) },
];

const send = (route: string, call: { url: string; payload?: object }, who: BuiltUser) =>
  t.app.inject({ method: route.split(' ')[0] as 'GET', url: call.url, headers: bearer(who), ...(call.payload ? { payload: call.payload } : {}) });

describe('the communication routes', () => {
  it('are self-service (the caller’s own notifications) or the level-1 outbox, each with its case', () => {
    expect(uncoveredRoutes(routes, 'communication', [], SELF_SERVICE).sort()).toEqual(outbox.map((c) => c.route).sort());
    for (const c of outbox) expect(routes.find((r) => `${r.method} ${r.url}` === c.route)?.access).toEqual({ level: [1] });
  });
});

describe.each(outbox.map((c) => [c.route, c] as const))('access to %s', (route, c) => {
  it('lets level 1 through', async () => {
    const res = await send(route, c.request(mailId), people.admin);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses every other level, also holding every right, like a missing mail', async () => {
    for (const who of ['everythingLevel2', 'everythingLevel3', 'participant'] as const) {
      const existing = await send(route, c.request(mailId), people[who]);
      const missing = await send(route, c.request(MISSING), people[who]);
      expect([existing.statusCode, missing.statusCode], who).toEqual([403, 403]);
      expect(missing.json(), who).toEqual(existing.json());
    }
  });
});

describe('the notifications', () => {
  it('answer another user’s notification exactly like a missing one, for reading and deleting', async () => {
    const [owner, other] = [people.participant, people.everythingLevel2];
    const raise = async () => (await t.ctx.db.insert(notifications).values({ userId: owner.id, category: 1, label: 'Nieuwe medewerker', notification: '<p>Hallo</p>' }).returning())[0]!.id;
    for (const method of ['GET', 'DELETE'] as const) {
      const id = await raise();
      const theirs = await t.app.inject({ method, url: `/api/notification/${id}`, headers: bearer(other) });
      const missing = await t.app.inject({ method, url: `/api/notification/${MISSING}`, headers: bearer(other) });
      expect([theirs.statusCode, missing.statusCode], method).toEqual([404, 404]);
      expect(theirs.json()).toEqual(missing.json());
      expect((await t.app.inject({ method, url: `/api/notification/${id}`, headers: bearer(owner) })).statusCode, `${method} by the owner`).toBeLessThan(300);
    }
  });

  it('ignore another user’s ids in the bulk calls', async () => {
    const [row] = await t.ctx.db.insert(notifications).values({ userId: people.participant.id, category: 1, label: 'Nieuwe medewerker', notification: '<p>Hallo</p>' }).returning();
    const headers = bearer(people.admin);
    expect((await t.app.inject({ method: 'PUT', url: '/api/notifications/read', headers, payload: { ids: [row!.id], read: true } })).json()).toEqual({ updated: 0 });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/notifications', headers, payload: { ids: [row!.id] } })).json()).toEqual({ deleted: 0 });
  });
});
