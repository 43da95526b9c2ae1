import { beforeAll, describe, expect, it } from 'vitest';
import { registrations } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { send } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;

const url = (u: { id: number }) => `/api/user/${u.id}/registrations`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  const first = await buildProject(t.ctx.db, { name: 'Het Geels Dolhuys' });
  const second = await buildProject(t.ctx.db, { name: 'Dimpna-spel' });
  await t.ctx.db.insert(registrations).values([
    { userId: person.id, projectId: first.id, location: 1, auditioning: true, creationDt: new Date('2026-03-01T10:00:00Z') },
    { userId: person.id, projectId: second.id, location: 0, creationDt: new Date('2026-05-01T10:00:00Z') },
  ]);
});

describe('GET /api/user/{id}/registrations', () => {
  it('answers 401 without a token and 400 for an id that is not a number', async () => {
    expect((await send(t, 'GET', url(person), null)).statusCode).toBe(401);
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'registrations') });
    expect((await send(t, 'GET', '/api/user/abc/registrations', reader)).statusCode).toBe(400);
  });

  it('answers 403 without users.read + users.registrations, for an existing and a missing user alike', async () => {
    const others = [await buildUser(t.ctx.db), await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'personal') })];
    for (const caller of others) {
      expect((await send(t, 'GET', url(person), caller)).statusCode).toBe(403);
      expect((await send(t, 'GET', '/api/user/999999/registrations', caller)).statusCode).toBe(403);
    }
  });

  it('answers 404 for a missing user to a caller with the right', async () => {
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'registrations') });
    expect((await send(t, 'GET', '/api/user/999999/registrations', reader)).statusCode).toBe(404);
  });

  it('lists the registrations, newest first, to the person and to staff with the right', async () => {
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'registrations') });
    for (const caller of [person, reader]) {
      const res = await send(t, 'GET', url(person), caller);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        total: 2,
        data: [
          { projectName: 'Dimpna-spel', location: 0, auditioning: false, creationDt: '2026-05-01T10:00:00.000Z' },
          { projectName: 'Het Geels Dolhuys', location: 1, auditioning: true, creationDt: '2026-03-01T10:00:00.000Z' },
        ],
      });
    }
    const nobody = await buildUser(t.ctx.db);
    expect((await send(t, 'GET', url(nobody), nobody)).json()).toEqual({ data: [], total: 0 });
  });
});
