import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index';
import { describeAccessMatrix, uncoveredRoutes, type AccessCase, type Call, type Target } from '../../../test/accessMatrix';
import { MISSING } from '../../../test/access';
import { bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { appWithRoutes } from '../../../test/security/routeTable';
import { SELF_SERVICE } from '../../../test/security/allowLists';
import { insertMessage } from './messages.repository';
import { fanOutMessage } from './messages.fanout';

/**
 * Who may call each messages route (docs/ARCHITECTURE.md "Access on the route"): two projects A
 * and B, each with a registered participant and a message sent to the whole project.
 */
const { t, routes } = await appWithRoutes();

interface Side {
  project: number;
  participant: BuiltUser;
  message: number;
}
const side: Partial<Record<'A' | 'B', Side>> = {};

async function message(project: number, author: number): Promise<number> {
  const { id } = await t.ctx.db.transaction((tx) =>
    insertMessage(tx, { projectId: project, title: 'Welkom', description: '<p>Welkom in het project!</p>', authorId: author }, [{ kind: 'all', refId: null, castId: null }]),
  );
  await fanOutMessage(t.ctx, id);
  return id;
}

async function buildSide(): Promise<Side> {
  const project = (await buildProject(t.ctx.db)).id;
  const participant = await buildUser(t.ctx.db, { firstName: 'Deelnemer' });
  await t.ctx.db.insert(registrations).values({ userId: participant.id, projectId: project, location: 1 });
  return { project, participant, message: await message(project, participant.id) };
}

beforeAll(async () => {
  side.A = await buildSide();
  side.B = await buildSide();
});

const of = (target: Target): Side | null => (target === 'missing' ? null : side[target]!);
const projectOf = (target: Target) => of(target)?.project ?? MISSING;
const messageOf = (target: Target) => of(target)?.message ?? MISSING;
const body = { title: 'Nieuw bericht', description: '<p>Een bericht voor iedereen.</p>', selection: [{ kind: 'all', refId: null, castId: null }] };

async function download(path: string, caller: BuiltUser): Promise<Call> {
  const res = await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(caller), payload: { path } });
  return { url: `${path}?token=${res.json().token as string}`, headers: {} };
}

const cases: AccessCase[] = [
  { route: 'GET /api/messages/projects/:id', needs: ['canReadMessages'], request: (target) => ({ url: `/api/messages/projects/${projectOf(target)}` }) },
  { route: 'POST /api/messages/projects/:id/checked', needs: ['canReadMessages'], request: (target) => ({ url: `/api/messages/projects/${projectOf(target)}/checked`, payload: {} }) },
  { route: 'POST /api/messages/projects/:id', needs: ['canCreateMessages'], allowed: 201, request: (target) => ({ url: `/api/messages/projects/${projectOf(target)}`, payload: body }) },
  { route: 'GET /api/messages/selectorData', needs: ['canCreateMessages'], request: (target) => ({ url: `/api/messages/selectorData?projectId=${projectOf(target)}` }) },
  { route: 'GET /api/messages/:id', needs: ['canReadMessages'], request: (target) => ({ url: `/api/messages/${messageOf(target)}` }) },
  {
    route: 'GET /api/messages/projects/:id/messages/:messageId',
    needs: ['canReadMessagesRead'],
    // B's message under A's path reads as missing; the matrix aims at A's path with the target's message.
    request: (target) => (target === 'B' ? null : { url: `/api/messages/projects/${projectOf(target)}/messages/${messageOf(target)}` }),
  },
  {
    route: 'POST /api/messages/projects/:id/messages/:messageId/checked',
    needs: ['canReadMessagesRead'],
    request: (target) => (target === 'B' ? null : { url: `/api/messages/projects/${projectOf(target)}/messages/${messageOf(target)}/checked`, payload: {} }),
  },
  {
    route: 'GET /api/reports/projects/:id/messages/:messageId/read.xlsx',
    needs: ['canReadMessagesRead'],
    request: (target, caller) => (target === 'B' ? null : download(`/api/reports/projects/${projectOf(target)}/messages/${messageOf(target)}/read.xlsx`, caller)),
  },
];

/** Open to the recipients only (a relation, no right): proven below rather than in the matrix. */
const RECIPIENTS_ONLY = ['POST /api/messages/:id/opened', 'POST /api/messages/:id/read'];

describe('the messages routes', () => {
  it('each have an access case, unless self-service or for recipients only', () => {
    expect(uncoveredRoutes(routes, 'messages', cases, SELF_SERVICE).sort()).toEqual(RECIPIENTS_ONLY.sort());
  });
});

describeAccessMatrix({ t, routes, cases, projects: () => ({ a: side.A!.project, b: side.B!.project }) });

describe('recipients, through the messages addressed to them', () => {
  const call = (method: 'GET' | 'POST', url: string, who: BuiltUser) => t.app.inject({ method, url, headers: bearer(who) });

  it('read and mark a message to them; any other reads as missing', async () => {
    const { participant } = side.A!;
    expect((await call('GET', `/api/messages/${side.A!.message}`, participant)).statusCode).toBe(200);
    for (const path of ['opened', 'read']) {
      expect((await call('POST', `/api/messages/${side.A!.message}/${path}`, participant)).statusCode).toBe(200);
      const other = await call('POST', `/api/messages/${side.B!.message}/${path}`, participant);
      const missing = await call('POST', `/api/messages/${MISSING}/${path}`, participant);
      expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
      expect(other.json()).toEqual(missing.json());
    }
    expect((await call('GET', `/api/messages/${side.B!.message}`, participant)).statusCode).toBe(404);
  });

  it('are the only ones who mark: staff of the project who did not receive it get 404', async () => {
    const staff = await buildUser(t.ctx.db, { level: 1 });
    expect((await call('GET', `/api/messages/${side.A!.message}`, staff)).statusCode).toBe(200);
    expect((await call('POST', `/api/messages/${side.A!.message}/read`, staff)).statusCode).toBe(404);
  });
});
