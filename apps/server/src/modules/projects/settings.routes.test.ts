import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { accessRoles, userAccessRoles } from '../../db/schema/index';

let t: TestApp;
let admin: BuiltUser;
let reader: BuiltUser;
let editor: BuiltUser;
let participant: BuiltUser;
let projectId: number;
let otherProjectId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  projectId = (await buildProject(t.ctx.db, { name: 'Instellingenspel' })).id;
  otherProjectId = (await buildProject(t.ctx.db, { name: 'Ander spel' })).id;
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('projects', 'read') });
  // Every settings right, but only inside the project.
  editor = await buildUser(t.ctx.db, {
    level: 2,
    projectRights: {
      projectId,
      rights: {
        ...areaRights('projects', 'read', 'update', 'rights'),
        ...areaRights('casts', 'read', 'create', 'update', 'delete'),
        ...areaRights('repetitiontypes', 'read', 'create', 'update', 'delete'),
        ...areaRights('locations', 'read', 'create', 'update', 'delete'),
      },
    },
  });
  participant = await buildUser(t.ctx.db);
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: BuiltUser, payload?: unknown) =>
  t.app.inject({ method, url, headers: user ? bearer(user) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('GET and PUT /api/project/{id}/settings (tab algemeen)', () => {
  it('answers 401, 403, 400 and 404', async () => {
    expect((await req('GET', `/api/project/${projectId}/settings`)).statusCode).toBe(401);
    expect((await req('GET', `/api/project/${projectId}/settings`, participant)).statusCode).toBe(403);
    expect((await req('PUT', `/api/project/${projectId}/settings`, reader, { replyTo: 'info@coulisse.be' })).statusCode).toBe(403);
    expect((await req('PUT', `/api/project/${otherProjectId}/settings`, editor, { replyTo: 'info@coulisse.be' })).statusCode).toBe(403);
    const tooShort = await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'a@' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().fields.replyTo).toBe('min. 3 en max. 255 karakters');
    expect((await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'geen adres' })).json().fields.replyTo).toBe('Ongeldig mailadres');
    expect((await req('PUT', `/api/project/${projectId}/settings`, editor, {})).json().fields.replyTo).toBe('Veld mag niet leeg zijn');
    expect((await req('PUT', '/api/project/99999999/settings', admin, { replyTo: 'info@coulisse.be' })).statusCode).toBe(404);
    for (const reminderHours of [0, 337, 2.5, -1]) {
      const outOfBounds = await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'info@coulisse.be', reminderHours });
      expect(outOfBounds.statusCode).toBe(400);
      expect(outOfBounds.json().fields.reminderHours).toBe('Geef een waarde tussen 1 en 336');
    }
  });

  it('saves replyTo, the diet setting and the reminder time (24 hours until changed, kept when left out)', async () => {
    const res = await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'info@coulisse.be', dietEnabled: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Instellingen opgeslagen', data: { replyTo: 'info@coulisse.be', dietEnabled: true, reminderHours: 24 } });
    expect((await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'info@coulisse.be', dietEnabled: true, reminderHours: 48 })).statusCode).toBe(200);
    await req('PUT', `/api/project/${projectId}/settings`, editor, { replyTo: 'info@coulisse.be', dietEnabled: true });
    expect((await req('GET', `/api/project/${projectId}/settings`, reader)).json()).toEqual({ replyTo: 'info@coulisse.be', dietEnabled: true, reminderHours: 48 });
  });
});

describe('choices (tab inschrijvingsvoorkeuren)', () => {
  let choiceId: number;
  it('refuses without projects.update and a name outside 3–255', async () => {
    expect((await req('POST', `/api/project/${projectId}/choices`, undefined, { name: 'Ruiter' })).statusCode).toBe(401);
    expect((await req('POST', `/api/project/${projectId}/choices`, reader, { name: 'Ruiter' })).statusCode).toBe(403);
    const res = await req('POST', `/api/project/${projectId}/choices`, editor, { name: 'Ru' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.name).toBe('min. 3 en max. 255 karakters');
    expect((await req('POST', '/api/project/99999999/choices', admin, { name: 'Ruiter' })).statusCode).toBe(404);
  });

  it('creates, lists, updates and deletes a choice', async () => {
    const created = await req('POST', `/api/project/${projectId}/choices`, editor, { name: 'Ruiter', onStage: true, role: true, forExtended: true });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Ruiter', onStage: true, role: true, forExtended: true, projectId });
    choiceId = created.json().id;
    const updated = await req('PUT', `/api/project/${projectId}/choice/${choiceId}`, editor, { name: 'Catering', onStage: false });
    expect(updated.json()).toMatchObject({ name: 'Catering', onStage: false, role: false, forExtended: false });
    // A choice of another project is not found through this one.
    expect((await req('PUT', `/api/project/${otherProjectId}/choice/${choiceId}`, admin, { name: 'Catering' })).statusCode).toBe(404);
    expect((await req('GET', `/api/projects/${projectId}/settings/choices`, reader)).json()).toEqual([
      expect.objectContaining({ id: choiceId, name: 'Catering' }),
    ]);
    // Changing an item goes through it: refused and missing alike answer 404.
    expect((await req('DELETE', `/api/project/${projectId}/choice/${choiceId}`, reader)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/project/${projectId}/choice/${choiceId}`, editor)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/project/${projectId}/choice/${choiceId}`, editor)).statusCode).toBe(404);
  });

  it('lets a participant read the choices of an open project only', async () => {
    expect((await req('GET', `/api/projects/${projectId}/settings/choices`, participant)).statusCode).toBe(200);
    const closed = await buildProject(t.ctx.db, {
      closedFrom: '2020-01-01',
      closedOffStage: '2020-01-01',
      openFrom: '2019-01-01',
      projectClosed: '2020-02-01',
    });
    expect((await req('GET', `/api/projects/${closed.id}/settings/choices`, participant)).statusCode).toBe(404);
  });
});

describe.each([
  ['casts', 'cast', 'Cast A', 'Cast B'],
  ['repetition_types', 'repetition_type', 'Doorloop', 'Generale'],
])('%s', (plural, single, first, second) => {
  it('needs its own right, checks 3–30 and uniqueness, and edits and deletes', async () => {
    expect((await req('POST', `/api/project/${projectId}/${plural}`, undefined, { name: first })).statusCode).toBe(401);
    expect((await req('POST', `/api/project/${projectId}/${plural}`, reader, { name: first })).statusCode).toBe(403);
    expect((await req('POST', `/api/project/${projectId}/${plural}`, editor, { name: 'AB' })).json().fields.name).toBe('min. 3 en max. 30 karakters');
    expect((await req('POST', `/api/project/${projectId}/${plural}`, editor, { name: 'x'.repeat(31) })).statusCode).toBe(400);
    const a = await req('POST', `/api/project/${projectId}/${plural}`, editor, { name: first });
    expect(a.statusCode).toBe(201);
    const b = await req('POST', `/api/project/${projectId}/${plural}`, editor, { name: second });
    const dup = await req('POST', `/api/project/${projectId}/${plural}`, editor, { name: first.toUpperCase() });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().fields.name).toBe('Deze naam is al in gebruik');
    expect((await req('PUT', `/api/project/${projectId}/${single}/${b.json().id}`, editor, { name: first })).statusCode).toBe(400);
    expect((await req('PUT', `/api/project/${projectId}/${single}/${b.json().id}`, editor, { name: `${second} 2` })).json().name).toBe(`${second} 2`);
    expect((await req('PUT', `/api/project/${projectId}/${single}/99999999`, editor, { name: 'Nergens' })).statusCode).toBe(404);
    const lists = (await req('GET', `/api/projects/${projectId}/settings`, reader)).json();
    expect(lists[plural === 'casts' ? 'casts' : 'types'].map((c: { name: string }) => c.name)).toEqual([first, `${second} 2`]);
    expect((await req('DELETE', `/api/project/${projectId}/${single}/${b.json().id}`, reader)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/project/${projectId}/${single}/${b.json().id}`, editor)).statusCode).toBe(204);
  });
});

describe('locations (tab locaties)', () => {
  const location = { name: 'De Werft', identifier: 'WRF', streetName: 'Werft', houseNumber: '32', zipCode: '2440', cityName: 'Geel' };
  it('checks name 3–30, identifier 1–5, the full address and a unique identifier', async () => {
    expect((await req('POST', `/api/project/${projectId}/locations`, reader, location)).statusCode).toBe(403);
    expect((await req('POST', `/api/project/${projectId}/locations`, editor, { ...location, identifier: 'TOOLONG' })).json().fields.identifier).toBe(
      'min. 1 en max. 5 karakters',
    );
    expect((await req('POST', `/api/project/${projectId}/locations`, editor, { ...location, identifier: '' })).json().fields.identifier).toBe(
      'Veld mag niet leeg zijn',
    );
    expect((await req('POST', `/api/project/${projectId}/locations`, editor, { ...location, name: 'DW' })).json().fields.name).toBe(
      'min. 3 en max. 30 karakters',
    );
    expect((await req('POST', `/api/project/${projectId}/locations`, editor, { ...location, zipCode: '' })).json().fields.streetName).toBe(
      'Adres is niet volledig',
    );
    const created = await req('POST', `/api/project/${projectId}/locations`, editor, location);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject(location);
    const dup = await req('POST', `/api/project/${projectId}/locations`, editor, { ...location, identifier: 'wrf' });
    expect(dup.json().fields.identifier).toBe('Deze code is al in gebruik in dit project');
    const id = created.json().id;
    expect((await req('PUT', `/api/project/${projectId}/location/${id}`, editor, { ...location, name: 'Zaal De Werft' })).json().name).toBe('Zaal De Werft');
    expect((await req('DELETE', `/api/project/${projectId}/location/${id}`, reader)).statusCode).toBe(404);
    expect((await req('DELETE', `/api/project/${projectId}/location/${id}`, editor)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/project/${projectId}/location/${id}`, editor)).statusCode).toBe(404);
  });
});

describe('GET /api/project/{id}/access_roles (tab toegangsrollen)', () => {
  it('needs projects.rights there or rights.update, and counts the users linked in this project', async () => {
    const [role] = await t.ctx.db.insert(accessRoles).values({ name: 'Regie', description: 'Regisseurs van het project', rights: {} }).returning();
    await t.ctx.db.insert(userAccessRoles).values([
      { userId: participant.id, accessRoleId: role!.id, projectId },
      { userId: reader.id, accessRoleId: role!.id, projectId: null },
    ]);
    expect((await req('GET', `/api/project/${projectId}/access_roles`)).statusCode).toBe(401);
    expect((await req('GET', `/api/project/${projectId}/access_roles`, reader)).statusCode).toBe(403);
    const res = await req('GET', `/api/project/${projectId}/access_roles`, editor);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((r: { id: number }) => r.id === role!.id)).toEqual({
      id: role!.id,
      name: 'Regie',
      description: 'Regisseurs van het project',
      userCount: 1,
    });
    expect((await req('GET', '/api/project/99999999/access_roles', admin)).statusCode).toBe(404);
  });
});
