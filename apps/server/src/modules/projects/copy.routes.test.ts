import { todayInBrussels } from '@coulisse/shared/rules/account';
import { addDays } from '@coulisse/shared/rules/projectState';
import { PROJECT_COPY_PROGRESS } from '@coulisse/shared/schemas/projects';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { accessRoles, casts, choices, locations, projects, registrations, repetitionTypes, userAccessRoles } from '../../db/schema/index';

let t: TestApp;
let admin: BuiltUser;
let creator: BuiltUser;
let reader: BuiltUser;
let sourceId: number;
const today = todayInBrussels();

const form = (name: string) => ({
  name,
  openFrom: today,
  closedFrom: addDays(today, 30),
  closedOffStage: addDays(today, 30),
  projectClosed: addDays(today, 60),
});
const allParts = { general: true, preferences: true, casts: true, types: true, locations: true, accessRoles: true };

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  creator = await buildUser(t.ctx.db, { level: 2, rights: areaRights('projects', 'read', 'create') });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('projects', 'read') });
  const source = await buildProject(t.ctx.db, { name: 'Bronspel', replyTo: 'bron@coulisse.be', dietEnabled: true });
  sourceId = source.id;
  await t.ctx.db.insert(choices).values([
    { projectId: sourceId, name: 'Ruiter', role: true },
    { projectId: sourceId, name: 'Catering', onStage: false },
  ]);
  await t.ctx.db.insert(casts).values([
    { projectId: sourceId, name: 'Cast A' },
    { projectId: sourceId, name: 'Cast B' },
  ]);
  await t.ctx.db.insert(repetitionTypes).values({ projectId: sourceId, name: 'Doorloop' });
  await t.ctx.db
    .insert(locations)
    .values({ projectId: sourceId, name: 'De Werft', identifier: 'WRF', streetName: 'Werft', houseNumber: '32', zipCode: '2440', cityName: 'Geel' });
  const [role] = await t.ctx.db.insert(accessRoles).values({ name: 'Regie', description: 'Regisseurs van het project', rights: {} }).returning();
  await t.ctx.db.insert(userAccessRoles).values({ userId: reader.id, accessRoleId: role!.id, projectId: sourceId });
  await t.ctx.db.insert(registrations).values({ userId: reader.id, projectId: sourceId, location: 1 });
});

const copy = (user: BuiltUser | undefined, body: unknown, id = sourceId) =>
  t.app.inject({ method: 'POST', url: `/api/project/${id}/copy`, headers: user ? bearer(user) : {}, payload: body as object });

describe('POST /api/project/{id}/copy', () => {
  it('answers 401, 403 without projects.create, 400 for bad form data, 404 for a missing project', async () => {
    expect((await copy(undefined, { parts: {}, project: form('Kopie') })).statusCode).toBe(401);
    expect((await copy(reader, { parts: {}, project: form('Kopie') })).statusCode).toBe(403);
    const bad = await copy(creator, { parts: {}, project: { ...form('Ko'), openFrom: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields['project.name']).toBe('min. 3 en max. 255 karakters');
    expect((await copy(admin, { parts: {}, project: form('Kopie') }, 99999999)).statusCode).toBe(404);
  });

  it('refuses the access-role links without the right to manage project rights', async () => {
    const before = await t.ctx.db.select().from(projects);
    expect((await copy(creator, { parts: { accessRoles: true }, project: form('Kopie') })).statusCode).toBe(403);
    expect(await t.ctx.db.select().from(projects)).toHaveLength(before.length);
  });

  it('copies the chosen parts into a new project and reports progress 0 to 100 to the caller', async () => {
    const emit = vi.spyOn(t.ctx.realtime, 'emit');
    const res = await copy(admin, { parts: allParts, project: form('Bronspel 2027'), uuid: 'abc' });
    expect(res.statusCode).toBe(201);
    const { data, message, copied } = res.json();
    expect(message).toBe('Project succesvol gedupliceerd');
    expect(data).toMatchObject({ name: 'Bronspel 2027', active: true });
    expect(copied).toEqual({ general: 1, preferences: 2, casts: 2, types: 1, locations: 1, accessRoles: 1 });
    const [created] = await t.ctx.db.select().from(projects).where(eq(projects.id, data.id));
    expect(created).toMatchObject({ replyTo: 'bron@coulisse.be', dietEnabled: true });
    expect((await t.ctx.db.select().from(casts).where(eq(casts.projectId, data.id))).map((c) => c.name)).toEqual(['Cast A', 'Cast B']);
    expect(await t.ctx.db.select().from(choices).where(eq(choices.projectId, data.id))).toEqual([
      expect.objectContaining({ name: 'Ruiter', role: true, onStage: true }),
      expect.objectContaining({ name: 'Catering', onStage: false }),
    ]);
    expect(await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.projectId, data.id))).toHaveLength(1);
    // Registrations are never part of a project copy.
    expect(await t.ctx.db.select().from(registrations).where(eq(registrations.projectId, data.id))).toEqual([]);
    const progress = emit.mock.calls
      .filter(([room, event]) => room === `user:${admin.id}` && event === PROJECT_COPY_PROGRESS)
      .map(([, , payload]) => (payload as { progress: number; uuid: string }).progress);
    expect(progress[0]).toBe(0);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
    emit.mockRestore();
  });

  it('copies only the project fields without parts', async () => {
    const res = await copy(creator, { parts: {}, project: form('Kaal') });
    expect(res.statusCode).toBe(201);
    const [created] = await t.ctx.db.select().from(projects).where(eq(projects.id, res.json().data.id));
    expect(created).toMatchObject({ replyTo: null, dietEnabled: false });
    expect(await t.ctx.db.select().from(casts).where(eq(casts.projectId, created!.id))).toEqual([]);
  });

  it('leaves nothing half-copied when a part fails', async () => {
    const before = (await t.ctx.db.select().from(projects)).length;
    const emit = vi.spyOn(t.ctx.realtime, 'emit').mockImplementation((_room, event, payload) => {
      if (event === PROJECT_COPY_PROGRESS && (payload as { progress: number }).progress > 50 && (payload as { progress: number }).progress < 100)
        throw new Error('boom');
    });
    const res = await copy(admin, { parts: allParts, project: form('Halve kopie') });
    emit.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await t.ctx.db.select().from(projects)).toHaveLength(before);
  });
});
