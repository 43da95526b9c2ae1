import { todayInBrussels } from '@coulisse/shared/rules/account';
import { addDays, isProjectActive } from '@coulisse/shared/rules/projectState';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { projects, registrations } from '../../db/schema/index';
import { activeProjectSql } from './projects.repository';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let editor: BuiltUser;
let participant: BuiltUser;
const today = todayInBrussels();
const ids: Record<string, number> = {};

const validBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nieuw spel',
  openFrom: addDays(today, -10),
  closedFrom: addDays(today, 30),
  closedOffStage: addDays(today, 40),
  projectClosed: addDays(today, 100),
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('projects', 'read') });
  editor = await buildUser(t.ctx.db, { level: 2, rights: areaRights('projects', 'read', 'create', 'update', 'delete') });
  participant = await buildUser(t.ctx.db);
  ids.open = (await buildProject(t.ctx.db, { name: 'Zomerspel open', openFrom: addDays(today, -5), closedFrom: today, closedOffStage: addDays(today, -1) })).id;
  ids.future = (
    await buildProject(t.ctx.db, { name: 'Wintervertelling', openFrom: addDays(today, 5), closedFrom: addDays(today, 30), closedOffStage: addDays(today, 30) })
  ).id;
  ids.closed = (
    await buildProject(t.ctx.db, { name: 'Oud spel', openFrom: addDays(today, -100), closedFrom: addDays(today, -1), closedOffStage: addDays(today, -1) })
  ).id;
  ids.noOpen = (await buildProject(t.ctx.db, { name: 'Zonder opening', openFrom: null })).id;
  await t.ctx.db.insert(registrations).values({ userId: participant.id, projectId: ids.open, location: 1 });
  await t.ctx.db.insert(registrations).values({ userId: reader.id, projectId: ids.open, location: 0 });
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: BuiltUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((p) => p.name);

describe('the active rule in SQL agrees with isProjectActive', () => {
  it('for every test project', async () => {
    const rows = await t.ctx.db.select({ p: projects, active: sql<boolean>`${activeProjectSql(today)}` }).from(projects);
    for (const row of rows) expect(Boolean(row.active)).toBe(isProjectActive(row.p, today));
  });
});

describe('GET /api/projects', () => {
  it('answers 401 without a token and 400 for an unknown filter or sort', async () => {
    expect((await req('GET', '/api/projects')).statusCode).toBe(401);
    expect((await req('GET', `/api/projects?${filters({ owner: 1 })}`, admin)).statusCode).toBe(400);
    expect((await req('GET', '/api/projects?sort=budget', admin)).statusCode).toBe(400);
  });

  it('shows staff the active projects by default, the inactive ones on request, filtered by name', async () => {
    const active = await req('GET', '/api/projects?items=100', reader);
    expect(active.statusCode).toBe(200);
    expect(names(active)).toEqual(expect.arrayContaining(['Zomerspel open', 'Wintervertelling']));
    expect(names(active)).not.toContain('Oud spel');
    expect(names(await req('GET', `/api/projects?items=100&${filters({ inactive: 1 })}`, reader))).toEqual(
      expect.arrayContaining(['Oud spel', 'Zonder opening']),
    );
    expect(names(await req('GET', `/api/projects?items=100&${filters({ active: false })}`, reader))).not.toContain('Zomerspel open');
    // The text filter keeps the default "active only", accent- and case-insensitive.
    expect(names(await req('GET', `/api/projects?${filters({ text: 'ZÒMER' })}`, reader))).toEqual(['Zomerspel open']);
    expect(names(await req('GET', `/api/projects?${filters({ text: 'oud' })}`, reader))).toEqual([]);
    const row = (await req('GET', `/api/projects?${filters({ text: 'zomerspel' })}`, reader)).json().data[0];
    expect(row).toMatchObject({ id: ids.open, active: true, registrations: 2 });
  });

  it('shows a participant only the projects open for registration, with their own registration beneath', async () => {
    const res = await req('GET', `/api/projects?items=100&${filters({ inactive: 1 })}`, participant);
    expect(res.statusCode).toBe(200);
    const open = res.json().data.find((p: { id: number }) => p.id === ids.open);
    expect(open.registration).toMatchObject({ location: 1, auditioning: false });
    expect(names(res)).not.toContain('Wintervertelling');
    expect(names(res)).not.toContain('Oud spel');
  });
});

describe('GET /api/project/{id}', () => {
  it('answers 401, 400 for a bad id, 404 for a missing one', async () => {
    expect((await req('GET', `/api/project/${ids.open}`)).statusCode).toBe(401);
    expect((await req('GET', '/api/project/abc', admin)).statusCode).toBe(400);
    expect((await req('GET', '/api/project/99999999', admin)).statusCode).toBe(404);
  });

  it('gives staff any project with their flags there', async () => {
    const res = await req('GET', `/api/project/${ids.closed}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Oud spel', active: false, open: false, registered: false });
    expect(res.json().flags).toMatchObject({ canReadProjects: true, canUpdateProjects: false });
  });

  it('gives a participant an open project, and hides a closed one as if missing', async () => {
    const open = await req('GET', `/api/project/${ids.open}`, participant);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ open: true, registered: true });
    expect(open.json().flags.canReadProjects).toBe(false);
    const closed = await req('GET', `/api/project/${ids.closed}`, participant);
    expect(closed.statusCode).toBe(404);
    expect(closed.json()).toEqual((await req('GET', '/api/project/99999999', participant)).json());
  });

  it('counts a project access role', async () => {
    const manager = await buildUser(t.ctx.db, { projectRights: { projectId: ids.closed!, rights: areaRights('projects', 'read', 'update') } });
    const res = await req('GET', `/api/project/${ids.closed}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().flags).toMatchObject({ canReadProjects: true, canUpdateProjects: true });
  });
});

describe('POST /api/projects and PUT /api/project/{id}', () => {
  it('answers 401 and 403 without projects.create', async () => {
    expect((await req('POST', '/api/projects', undefined, validBody())).statusCode).toBe(401);
    expect((await req('POST', '/api/projects', reader, validBody())).statusCode).toBe(403);
    expect((await req('POST', '/api/projects', participant, validBody())).statusCode).toBe(403);
  });

  it.each([
    [{ name: 'ab' }, 'name', 'min. 3 en max. 255 karakters'],
    [{ name: 'x'.repeat(256) }, 'name', 'min. 3 en max. 255 karakters'],
    [{ openFrom: '' }, 'openFrom', 'Veld mag niet leeg zijn'],
    [{ projectClosed: undefined }, 'projectClosed', 'Veld mag niet leeg zijn'],
    [{ closedFrom: '2026-02-30' }, 'closedFrom', 'Ongeldige datum'],
    [{ rolesOpen: '31/12/2026' }, 'rolesOpen', 'Ongeldige datum'],
    [{ auditionsEnabled: true, auditionHint: 'kort' }, 'auditionHint', 'min. 10 en max. 255 karakters'],
    [{ auditionsEnabled: true }, 'auditionHint', 'Veld mag niet leeg zijn'],
    [{ closedFrom: addDays(today, -20) }, 'closedFrom', 'Deze datum mag niet vóór de start van de inschrijvingen liggen'],
    [{ projectClosed: addDays(today, 35) }, 'projectClosed', 'Het project mag niet eindigen vóór de inschrijvingen sluiten'],
    [{ rolesOpen: addDays(today, 5), rolesClosed: addDays(today, 4) }, 'rolesClosed', 'Het rollenschema mag niet sluiten vóór het opent'],
  ])('refuses %o with a Dutch message on %s', async (overrides, field, text) => {
    const res = await req('POST', '/api/projects', editor, validBody(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(text);
  });

  it('creates a project; the audition hint is dropped while auditions are off', async () => {
    const res = await req(
      'POST',
      '/api/projects',
      editor,
      validBody({ name: ' Processie ', extended: true, auditionHint: 'niet bewaard want uit', editRegistrationClosed: '' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Processie',
      extended: true,
      auditionsEnabled: false,
      auditionHint: null,
      editRegistrationClosed: null,
      active: true,
      open: true,
    });
    ids.created = res.json().id;
  });

  it('updates a project with projects.update, global or in that project only', async () => {
    expect((await req('PUT', `/api/project/${ids.created}`, reader, validBody())).statusCode).toBe(403);
    const body = validBody({ name: 'Processie 2', auditionsEnabled: true, auditionHint: 'Audities op zaterdag in de zaal' });
    const res = await req('PUT', `/api/project/${ids.created}`, editor, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Processie 2', auditionHint: 'Audities op zaterdag in de zaal' });
    const local = await buildUser(t.ctx.db, { projectRights: { projectId: ids.created!, rights: areaRights('projects', 'read', 'update') } });
    expect((await req('PUT', `/api/project/${ids.created}`, local, body)).statusCode).toBe(200);
    expect((await req('PUT', `/api/project/${ids.open}`, local, body)).statusCode).toBe(403);
    expect((await req('PUT', '/api/project/99999999', editor, body)).statusCode).toBe(404);
    expect((await req('PUT', `/api/project/${ids.created}`, editor, { ...body, name: '' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/project/{id}', () => {
  it('answers 401, 403 without projects.delete, 404 when missing, and deletes with everything in it', async () => {
    const project = await buildProject(t.ctx.db, { name: 'Weg ermee' });
    await t.ctx.db.insert(registrations).values({ userId: participant.id, projectId: project.id, location: 1 });
    expect((await req('DELETE', `/api/project/${project.id}`)).statusCode).toBe(401);
    expect((await req('DELETE', `/api/project/${project.id}`, reader)).statusCode).toBe(403);
    expect((await req('DELETE', '/api/project/99999999', editor)).statusCode).toBe(404);
    const res = await req('DELETE', `/api/project/${project.id}`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Project werd succesvol verwijderd');
    expect(await t.ctx.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
    expect(await t.ctx.db.select().from(registrations).where(eq(registrations.projectId, project.id))).toEqual([]);
  });
});

describe('GET /api/statistics/overview/{projectId}', () => {
  it('answers 401, 403 without projects.read, 404 when missing', async () => {
    expect((await req('GET', `/api/statistics/overview/${ids.open}`)).statusCode).toBe(401);
    expect((await req('GET', `/api/statistics/overview/${ids.open}`, participant)).statusCode).toBe(403);
    expect((await req('GET', '/api/statistics/overview/99999999', admin)).statusCode).toBe(404);
  });

  it('counts registrations on and off stage, roles, groups, scenes and rehearsals', async () => {
    const res = await req('GET', `/api/statistics/overview/${ids.open}`, reader);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ registrations: 2, onStage: 1, offStage: 1, roles: 0, groups: 0, scenes: 0, repetitions: { total: 0, past: 0, future: 0 } });
  });
});
