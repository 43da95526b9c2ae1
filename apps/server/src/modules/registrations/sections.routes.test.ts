import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, choiceIdsOf, notificationsOf, OPEN, registrationOf } from '../../../test/registrations';

// The section saves of spec 1 §7: PUT /api/registrations/{id}/roles and PUT /api/registrations/others.
let t: TestApp;
let project: Awaited<ReturnType<typeof buildProject>>;
let king: Awaited<ReturnType<typeof buildChoice>>;
let queen: Awaited<ReturnType<typeof buildChoice>>;
let task: Awaited<ReturnType<typeof buildChoice>>;
let watcher: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  project = await buildProject(t.ctx.db, { name: 'Dimpna-spel', ...OPEN, auditionsEnabled: true, auditionHint: 'Audities op zaterdag' });
  king = await buildChoice(t.ctx.db, project.id, { name: 'Koning', role: true });
  queen = await buildChoice(t.ctx.db, project.id, { name: 'Koningin', role: true });
  task = await buildChoice(t.ctx.db, project.id, { name: 'Catering', onStage: false });
  watcher = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'registration_updated') });
});

async function registered(inProject = project) {
  const person = await buildUser(t.ctx.db, { firstName: 'Jan', lastName: 'Claes' });
  const registration = await buildRegistration(t.ctx.db, person.id, inProject.id, { talents: 'Dansen', remarks: 'Liefst zaterdag', ownerRemarks: 'Betrouwbaar' }, inProject === project ? [king.id] : []);
  return { person, registration };
}

const updater = () => buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('registrations', 'read', 'update', 'general', 'preferred', 'other') } });

describe('PUT /api/registrations/{id}/roles', () => {
  const path = (id: number | string) => `/api/registrations/${id}/roles`;
  const roles = () => ({ choices: [queen.id], auditioning: true });

  it('answers 401, 400 for a bad id or body, 404 for a stranger and a missing registration', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'PUT', path(registration.id), null, roles())).statusCode).toBe(401);
    expect((await call(t, 'PUT', path('abc'), person, roles())).statusCode).toBe(400);
    expect((await call(t, 'PUT', path(registration.id), person, { choices: ['x'] })).statusCode).toBe(400);
    expect((await call(t, 'PUT', path(registration.id), await buildUser(t.ctx.db), roles())).statusCode).toBe(404);
    expect((await call(t, 'PUT', path(999999), person, roles())).statusCode).toBe(404);
  });

  it('answers 404 to staff who may read but not update, as for a missing one', async () => {
    const { registration } = await registered();
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'general', 'preferred') });
    expect((await call(t, 'PUT', path(registration.id), reader, roles())).statusCode).toBe(404);
  });

  it('changes only the preferences of the person, and tells staff', async () => {
    const { registration, person } = await registered();
    const before = (await notificationsOf(t.ctx.db, watcher.id, 2)).length;
    const res = await call(t, 'PUT', path(registration.id), person, roles());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Inschrijving werd succesvol gewijzigd', data: { preferences: { auditioning: true, choices: [{ name: 'Koningin' }] } } });
    expect(await choiceIdsOf(t.ctx.db, registration.id)).toEqual([queen.id]);
    expect(await registrationOf(t.ctx.db, person.id, project.id)).toMatchObject({ location: 1, auditioning: true, talents: 'Dansen', remarks: 'Liefst zaterdag', ownerRemarks: 'Betrouwbaar' });
    expect(await notificationsOf(t.ctx.db, watcher.id, 2)).toHaveLength(before + 1);
  });

  it('lets staff with registrations.update in the project change them', async () => {
    const { registration } = await registered();
    expect((await call(t, 'PUT', path(registration.id), await updater(), { choices: [king.id, queen.id], auditioning: false })).statusCode).toBe(200);
    expect(await choiceIdsOf(t.ctx.db, registration.id)).toEqual([king.id, queen.id]);
  });

  it('applies the field rules to the stored side: no preferences, or one of the other side, is refused and nothing changes', async () => {
    const { registration, person } = await registered();
    for (const choices of [[], [task.id]]) {
      const res = await call(t, 'PUT', path(registration.id), person, { choices, auditioning: false });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toHaveProperty('choices');
    }
    expect(await choiceIdsOf(t.ctx.db, registration.id)).toEqual([king.id]);
  });

  it('refuses after the edit close date, except from level 1', async () => {
    const late = await buildProject(t.ctx.db, { ...OPEN, editRegistrationClosed: '2021-01-01' });
    const { registration, person } = await registered(late);
    const res = await call(t, 'PUT', path(registration.id), person, { choices: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Deze inschrijving kan niet meer gewijzigd worden.');
    expect((await call(t, 'PUT', path(registration.id), await buildUser(t.ctx.db, { level: 1 }), { choices: [] })).statusCode).toBe(200);
  });
});

describe('PUT /api/registrations/others', () => {
  const path = '/api/registrations/others';
  const others = (id: number) => ({ id, partOfTown: null, talents: 'Koken', remarks: null, diet: 'Vegetarisch' });

  it('answers 401, 400 for a bad body, 404 for a stranger and a missing registration', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'PUT', path, null, others(registration.id))).statusCode).toBe(401);
    expect((await call(t, 'PUT', path, person, { talents: 'Koken' })).statusCode).toBe(400);
    const tooLong = await call(t, 'PUT', path, person, { ...others(registration.id), talents: 'x'.repeat(5000) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toHaveProperty('talents');
    expect((await call(t, 'PUT', path, await buildUser(t.ctx.db), others(registration.id))).statusCode).toBe(404);
    expect((await call(t, 'PUT', path, person, others(999999))).statusCode).toBe(404);
  });

  it('answers 404 to staff who may read but not update, as for a missing one', async () => {
    const { registration } = await registered();
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'general', 'other') });
    expect((await call(t, 'PUT', path, reader, others(registration.id))).statusCode).toBe(404);
  });

  it('changes only the other data of the person, keeping side, preferences and the organisation remark', async () => {
    const { registration, person } = await registered();
    const res = await call(t, 'PUT', path, person, others(registration.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Inschrijving werd succesvol gewijzigd', data: { other: { talents: 'Koken', remarks: null } } });
    // The project asks no diet: it is not stored (spec 1 §5).
    expect(await registrationOf(t.ctx.db, person.id, project.id)).toMatchObject({ location: 1, talents: 'Koken', remarks: null, diet: null, ownerRemarks: 'Betrouwbaar' });
    expect(await choiceIdsOf(t.ctx.db, registration.id)).toEqual([king.id]);
  });

  it('refuses the organisation remark from the person, takes it from staff with update and other', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'PUT', path, person, { ...others(registration.id), ownerRemarks: 'Mijn eigen' })).statusCode).toBe(403);
    expect((await registrationOf(t.ctx.db, person.id, project.id))!.talents).toBe('Dansen');
    expect((await call(t, 'PUT', path, await updater(), { ...others(registration.id), ownerRemarks: 'Komt altijd' })).statusCode).toBe(200);
    expect(await registrationOf(t.ctx.db, person.id, project.id)).toMatchObject({ talents: 'Koken', ownerRemarks: 'Komt altijd' });
  });

  it('requires the part of town in an extended project', async () => {
    const extended = await buildProject(t.ctx.db, { ...OPEN, extended: true });
    const { registration, person } = await registered(extended);
    const res = await call(t, 'PUT', path, person, others(registration.id));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('partOfTown');
    expect((await call(t, 'PUT', path, person, { ...others(registration.id), partOfTown: 0 })).statusCode).toBe(200);
  });
});
