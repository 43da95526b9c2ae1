import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, choiceIdsOf, notificationsOf, OFF_STAGE_ONLY, OPEN, registrationOf, SHUT } from '../../../test/registrations';

let t: TestApp;
let project: Awaited<ReturnType<typeof buildProject>>;
let role: Awaited<ReturnType<typeof buildChoice>>;
let task: Awaited<ReturnType<typeof buildChoice>>;
let watcher: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  project = await buildProject(t.ctx.db, { name: 'Dimpna-spel', ...OPEN });
  role = await buildChoice(t.ctx.db, project.id, { name: 'Koning', role: true });
  task = await buildChoice(t.ctx.db, project.id, { name: 'Catering', onStage: false });
  watcher = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'registration_updated', 'registration_deleted') });
});

async function registered(values: Parameters<typeof buildRegistration>[3] = {}, inProject = project) {
  const person = await buildUser(t.ctx.db, { firstName: 'Jan', lastName: 'Claes' });
  const registration = await buildRegistration(t.ctx.db, person.id, inProject.id, { talents: 'Dansen', ownerRemarks: 'Betrouwbaar', ...values }, inProject === project ? [role.id] : []);
  return { person, registration };
}

describe('GET /api/registration/{id}', () => {
  it('answers 401 without a token, 400 for a bad id', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'GET', `/api/registration/${registration.id}`, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/registration/abc', person)).statusCode).toBe(400);
  });

  it('answers 404 to a stranger and for a missing registration alike', async () => {
    const { registration } = await registered();
    const stranger = await buildUser(t.ctx.db);
    expect((await call(t, 'GET', `/api/registration/${registration.id}`, stranger)).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/registration/999999', stranger)).statusCode).toBe(404);
  });

  it('shows the person their own registration, without the organisation remark', async () => {
    const { registration, person } = await registered();
    const res = await call(t, 'GET', `/api/registration/${registration.id}`, person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { firstName: 'Jan' },
      general: { location: 1 },
      preferences: { choices: [{ name: 'Koning' }] },
      other: { talents: 'Dansen', ownerRemarks: null },
      abilities: { update: true, unregister: true, updateOwnerRemarks: false },
    });
  });

  it('shows staff each section only with its sub-right', async () => {
    const { registration } = await registered();
    const generalOnly = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'general') });
    let body = (await call(t, 'GET', `/api/registration/${registration.id}`, generalOnly)).json();
    expect(body).toMatchObject({ general: { location: 1 }, preferences: null, other: null, abilities: { update: false, unregister: false } });
    const everything = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('registrations', 'read', 'update', 'general', 'preferred', 'other') } });
    body = (await call(t, 'GET', `/api/registration/${registration.id}`, everything)).json();
    expect(body).toMatchObject({ preferences: { auditioning: false }, other: { ownerRemarks: 'Betrouwbaar' }, abilities: { update: true, updateOwnerRemarks: true } });
  });
});

describe('PUT /api/registration/{id}', () => {
  const change = () => ({ location: 0, choices: [task.id], talents: 'Koken' });

  it('answers 401, 400 for a bad body, 404 for a stranger', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, null, change())).statusCode).toBe(401);
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, person, { location: 5 })).statusCode).toBe(400);
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, await buildUser(t.ctx.db), change())).statusCode).toBe(404);
  });

  it('answers 404 to staff who may read but not update, as for a missing one', async () => {
    const { registration } = await registered();
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'general') });
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, reader, change())).statusCode).toBe(404);
  });

  it('lets the person change their registration while the window is open, and tells staff', async () => {
    const { registration, person } = await registered();
    const before = (await notificationsOf(t.ctx.db, watcher.id, 2)).length;
    const res = await call(t, 'PUT', `/api/registration/${registration.id}`, person, change());
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Inschrijving werd succesvol gewijzigd');
    expect(await registrationOf(t.ctx.db, person.id, project.id)).toMatchObject({ location: 0, talents: 'Koken', ownerRemarks: 'Betrouwbaar' });
    expect(await choiceIdsOf(t.ctx.db, registration.id)).toEqual([task.id]);
    const told = await notificationsOf(t.ctx.db, watcher.id, 2);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.notification).toContain('De inschrijving van Jan Claes voor Dimpna-spel werd gewijzigd.');
  });

  it('refuses changes after the edit close date, except from level 1', async () => {
    const late = await buildProject(t.ctx.db, { ...OPEN, editRegistrationClosed: '2021-01-01' });
    const { registration, person } = await registered({}, late);
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'update') });
    for (const who of [person, staff]) {
      const res = await call(t, 'PUT', `/api/registration/${registration.id}`, who, { location: 1 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Deze inschrijving kan niet meer gewijzigd worden.');
    }
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, admin, { location: 1, ownerRemarks: 'Te laat' })).statusCode).toBe(200);
  });

  it('refuses a move on stage after closedFrom', async () => {
    const offOnly = await buildProject(t.ctx.db, OFF_STAGE_ONLY);
    const { registration, person } = await registered({ location: 0 }, offOnly);
    const res = await call(t, 'PUT', `/api/registration/${registration.id}`, person, { location: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De inschrijvingen op het podium zijn afgesloten.');
  });

  it('refuses the organisation remark from the person', async () => {
    const { registration, person } = await registered();
    expect((await call(t, 'PUT', `/api/registration/${registration.id}`, person, { ...change(), ownerRemarks: 'Mijn eigen' })).statusCode).toBe(403);
  });
});

describe('DELETE /api/registrations/signoff/{id}', () => {
  const signoff = (r: { id: number }) => `/api/registrations/signoff/${r.id}`;

  it('answers 401, and 404 to a stranger and for a missing one', async () => {
    const { registration } = await registered();
    const stranger = await buildUser(t.ctx.db);
    expect((await call(t, 'DELETE', signoff(registration), null)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', signoff(registration), stranger)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', '/api/registrations/signoff/999999', stranger)).statusCode).toBe(404);
  });

  it('answers 404 to staff who may read but not delete, as for a missing one', async () => {
    const { registration } = await registered();
    const reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read') });
    expect((await call(t, 'DELETE', signoff(registration), reader)).statusCode).toBe(404);
  });

  it('unregisters oneself with "Je werd uitgeschreven voor {project}" and tells staff', async () => {
    const { registration, person } = await registered();
    const before = (await notificationsOf(t.ctx.db, watcher.id, 3)).length;
    const res = await call(t, 'DELETE', signoff(registration), person);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Je werd uitgeschreven voor Dimpna-spel');
    expect(await registrationOf(t.ctx.db, person.id, project.id)).toBeNull();
    expect(await notificationsOf(t.ctx.db, watcher.id, 3)).toHaveLength(before + 1);
  });

  it('lets staff with registrations.delete unregister someone: "{name} werd uitgeschreven voor {project}"', async () => {
    const { registration } = await registered();
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'delete') });
    const res = await call(t, 'DELETE', signoff(registration), staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Jan Claes werd uitgeschreven voor Dimpna-spel');
  });

  it('refuses after the delete close date, except level 1', async () => {
    const closed = await buildProject(t.ctx.db, { ...SHUT, name: 'Oud project' });
    const { registration, person } = await registered({}, closed);
    const res = await call(t, 'DELETE', signoff(registration), person);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Uitschrijven is voor dit project niet meer mogelijk.');
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await call(t, 'DELETE', signoff(registration), admin)).json().message).toBe('Jan Claes werd uitgeschreven voor Oud project');
  });
});
