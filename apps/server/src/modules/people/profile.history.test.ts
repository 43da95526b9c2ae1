import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, send } from '../../../test/profile';
import { registrations } from '../../db/schema/index';

let t: TestApp;
let person: BuiltUser;
let admin: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db, { rights: areaRights('calendar', 'read') });
  admin = await buildUser(t.ctx.db, { level: 1, firstName: 'An', lastName: 'Beheer' });
  await completeProfile(t.ctx.db, person.id, { remarks: 'Graag achter de schermen' });
  // Three changes: two by the person, the last by the administrator.
  await send(t, 'PUT', '/api/privacy', person, { pictures: true });
  await send(t, 'PUT', '/api/privacy', person, { pictures: false });
  await send(t, 'PUT', '/api/privacy', admin, { pictures: true, userId: person.id });
});

describe('GET /api/user/{id}/history', () => {
  it('answers 401 without a token, 400 for a bad page size', async () => {
    expect((await send(t, 'GET', `/api/user/${person.id}/history`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/user/${person.id}/history?items=0`, admin)).statusCode).toBe(400);
  });

  it('answers 403 below level 1, also to the person and to staff who read users', async () => {
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'personal', 'other') });
    for (const caller of [person, reader]) expect((await send(t, 'GET', `/api/user/${person.id}/history`, caller)).statusCode).toBe(403);
  });

  it('pages newest first with the changer’s name', async () => {
    const first = (await send(t, 'GET', `/api/user/${person.id}/history?items=2`, admin)).json();
    expect(first).toMatchObject({ total: 3, offset: 0, items: 2 });
    expect(first.data.map((r: { changedBy: { lastName: string } }) => r.changedBy.lastName)).toEqual(['Beheer', expect.stringMatching(/^Gebruiker/)]);
    expect(first.data[0]).toMatchObject({ section: 'privacy', changes: { pictures: { from: false, to: true } } });
    const rest = (await send(t, 'GET', `/api/user/${person.id}/history?items=2&offset=2`, admin)).json();
    expect(rest.data).toHaveLength(1);
    expect(rest.data[0].changes.pictures).toEqual({ from: false, to: true });
    expect((await send(t, 'GET', '/api/user/999999/history', admin)).statusCode).toBe(404);
  });
});

describe('GET /api/user/{id}/export', () => {
  it('answers 401 without a token and 403 to anyone but the person and level 1', async () => {
    expect((await send(t, 'GET', `/api/user/${person.id}/export`, null)).statusCode).toBe(401);
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'personal', 'contact', 'export_users') });
    expect((await send(t, 'GET', `/api/user/${person.id}/export`, staff)).statusCode).toBe(403);
  });

  it('gives the person one JSON attachment with everything held about them', async () => {
    const project = await buildProject(t.ctx.db, { name: 'Gheel 2026' });
    await t.ctx.db.insert(registrations).values({ userId: person.id, projectId: project.id, location: 1, diet: 'Vegetarisch' });
    const res = await send(t, 'GET', `/api/user/${person.id}/export`, person);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="gegevens-\d+-\d{4}-\d{2}-\d{2}\.json"$/);
    const doc = res.json();
    expect(doc.profile).toMatchObject({ id: person.id, email: person.email, streetName: 'Markt', remarks: 'Graag achter de schermen', pictures: true });
    expect(doc.profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(doc)).not.toContain('argon2');
    expect(doc.sizes).toMatchObject({ shirtSize: 'M' });
    expect(doc.registrations).toEqual([expect.objectContaining({ projectName: 'Gheel 2026', location: 1, diet: 'Vegetarisch' })]);
    expect(doc.accessRoles).toEqual([expect.objectContaining({ projectId: null, name: expect.stringMatching(/^Rol /) })]);
    expect(doc.history).toHaveLength(3);
    expect((await send(t, 'GET', `/api/user/${person.id}/export`, admin)).statusCode).toBe(200);
  });
});
