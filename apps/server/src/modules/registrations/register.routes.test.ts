import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildChoice, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { call, choiceIdsOf, notificationsOf, OFF_STAGE_ONLY, OPEN, registrationOf, SHUT } from '../../../test/registrations';
import { users } from '../../db/schema/index';

let t: TestApp;
let open: Awaited<ReturnType<typeof buildProject>>;
let onStageRole: Awaited<ReturnType<typeof buildChoice>>;
let offStageTask: Awaited<ReturnType<typeof buildChoice>>;
let watcher: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  open = await buildProject(t.ctx.db, { name: 'Het Geels Dolhuys', ...OPEN, auditionsEnabled: true, auditionHint: 'Bereid een kort lied voor.' });
  onStageRole = await buildChoice(t.ctx.db, open.id, { name: 'Dorpeling', onStage: true, role: true });
  offStageTask = await buildChoice(t.ctx.db, open.id, { name: 'Kostuums', onStage: false });
  watcher = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'registration_updated', 'clothingdetails_changed') });
});

const self = (project: { id: number }) => `/api/project/${project.id}/users`;
const other = (project: { id: number }, user: { id: number }) => `/api/project/${project.id}/user/${user.id}`;
const onStage = () => ({ location: 1, choices: [onStageRole.id], auditioning: true, talents: 'Zingen', remarks: 'Graag met mijn zus' });

describe('POST /api/project/{id}/users (register oneself)', () => {
  it('answers 401 without a token', async () => {
    expect((await call(t, 'POST', self(open), null, onStage())).statusCode).toBe(401);
  });

  it('answers 400 with Dutch field messages for a bad body', async () => {
    const person = await buildUser(t.ctx.db);
    const res = await call(t, 'POST', self(open), person, { choices: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.location).toBe('Veld mag niet leeg zijn');
  });

  it('answers 404 for a missing project', async () => {
    const person = await buildUser(t.ctx.db);
    expect((await call(t, 'POST', '/api/project/999999/users', person, onStage())).statusCode).toBe(404);
  });

  it('registers a participant with preferences, audition and texts, and tells staff', async () => {
    const person = await buildUser(t.ctx.db, { firstName: 'Lotte', lastName: 'Peeters' });
    const before = (await notificationsOf(t.ctx.db, watcher.id, 2)).length;
    const res = await call(t, 'POST', self(open), person, onStage());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Medewerker werd succesvol ingeschreven',
      data: { projectName: 'Het Geels Dolhuys', general: { location: 1 }, preferences: { auditioning: true, choices: [{ name: 'Dorpeling' }] }, other: { talents: 'Zingen' } },
    });
    const stored = await registrationOf(t.ctx.db, person.id, open.id);
    expect(stored).toMatchObject({ location: 1, auditioning: true, talents: 'Zingen', diet: null });
    expect(await choiceIdsOf(t.ctx.db, stored!.id)).toEqual([onStageRole.id]);
    const told = await notificationsOf(t.ctx.db, watcher.id, 2);
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.notification).toContain('Lotte Peeters werd ingeschreven voor Het Geels Dolhuys');
  });

  it('refuses a second registration of the same person (409, Dutch)', async () => {
    const person = await buildUser(t.ctx.db);
    expect((await call(t, 'POST', self(open), person, onStage())).statusCode).toBe(201);
    const res = await call(t, 'POST', self(open), person, onStage());
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Deze medewerker is al ingeschreven voor dit project.');
  });

  it('refuses a participant outside the window and writes nothing', async () => {
    const shut = await buildProject(t.ctx.db, SHUT);
    const notYet = await buildProject(t.ctx.db, { ...OPEN, openFrom: '2099-01-01' });
    const person = await buildUser(t.ctx.db);
    for (const project of [shut, notYet]) {
      const res = await call(t, 'POST', self(project), person, { location: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('De inschrijvingen voor dit project zijn niet open.');
      expect(await registrationOf(t.ctx.db, person.id, project.id)).toBeNull();
    }
  });

  it('refuses on-stage after closedFrom but accepts off-stage', async () => {
    const project = await buildProject(t.ctx.db, OFF_STAGE_ONLY);
    const person = await buildUser(t.ctx.db);
    const res = await call(t, 'POST', self(project), person, { location: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('De inschrijvingen op het podium zijn afgesloten.');
    expect((await call(t, 'POST', self(project), person, { location: 0 })).statusCode).toBe(201);
  });

  it('applies the project rules: preferences required, of the chosen side', async () => {
    const person = await buildUser(t.ctx.db);
    let res = await call(t, 'POST', self(open), person, { location: 1, choices: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.choices).toBe('Veld mag niet leeg zijn');
    res = await call(t, 'POST', self(open), person, { location: 1, choices: [offStageTask.id] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.choices).toMatch(/hoort niet bij dit project/);
    const elsewhere = await buildChoice(t.ctx.db, (await buildProject(t.ctx.db)).id);
    res = await call(t, 'POST', self(open), person, { location: 1, choices: [elsewhere.id] });
    expect(res.statusCode).toBe(400);
  });

  it('requires a part of town in an extended project, keeps a diet only when the project asks for one', async () => {
    const procession = await buildProject(t.ctx.db, { ...OPEN, extended: true, dietEnabled: true });
    const person = await buildUser(t.ctx.db);
    let res = await call(t, 'POST', self(procession), person, { location: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.partOfTown).toBe('Veld mag niet leeg zijn');
    res = await call(t, 'POST', self(procession), person, { location: 0, partOfTown: 0, diet: 'Vegetarisch', auditioning: true });
    expect(res.statusCode).toBe(201);
    expect(await registrationOf(t.ctx.db, person.id, procession.id)).toMatchObject({ partOfTown: 0, diet: 'Vegetarisch', auditioning: false });

    const plain = await buildProject(t.ctx.db, OPEN);
    expect((await call(t, 'POST', self(plain), person, { location: 0, diet: 'Veganistisch' })).statusCode).toBe(201);
    expect((await registrationOf(t.ctx.db, person.id, plain.id))!.diet).toBeNull();
  });

  it('updates the sizes the form carries, under the profile rules', async () => {
    const person = await buildUser(t.ctx.db);
    const sizes = { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' };
    const p1 = await buildProject(t.ctx.db, OPEN);
    expect((await call(t, 'POST', self(p1), person, { location: 0, sizes })).statusCode).toBe(201);
    const [stored] = await t.ctx.db.select().from(users).where(eq(users.id, person.id));
    expect(stored).toMatchObject({ tShirt: 'L', height: 172, headSize: 57 });

    // canEditClothingSizes off: changed sizes refuse the whole registration, unchanged ones pass.
    await t.ctx.db.update(users).set({ canEditClothingSizes: false }).where(eq(users.id, person.id));
    const p2 = await buildProject(t.ctx.db, OPEN);
    const res = await call(t, 'POST', self(p2), person, { location: 0, sizes: { ...sizes, height: 180 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Uw kledingmaten kunnen niet gewijzigd worden.');
    expect(await registrationOf(t.ctx.db, person.id, p2.id)).toBeNull();
    expect((await call(t, 'POST', self(p2), person, { location: 0, sizes })).statusCode).toBe(201);
  });

  it('refuses a person who still has to verify their data', async () => {
    const person = await buildUser(t.ctx.db, { shouldVerify: true });
    expect((await call(t, 'POST', self(open), person, onStage())).statusCode).toBe(403);
  });
});

describe('POST /api/project/{id}/user/{userId} (register someone)', () => {
  it('answers 401 without a token and 403 to a participant registering someone else', async () => {
    const person = await buildUser(t.ctx.db);
    const participant = await buildUser(t.ctx.db);
    expect((await call(t, 'POST', other(open, person), null, onStage())).statusCode).toBe(401);
    expect((await call(t, 'POST', other(open, person), participant, onStage())).statusCode).toBe(403);
    expect((await call(t, 'POST', `/api/project/${open.id}/user/999999`, participant, onStage())).statusCode).toBe(403);
    expect(await registrationOf(t.ctx.db, person.id, open.id)).toBeNull();
  });

  it('lets a participant use it for themself', async () => {
    const person = await buildUser(t.ctx.db);
    expect((await call(t, 'POST', other(open, person), person, onStage())).statusCode).toBe(201);
  });

  it('lets staff with registrations.create register someone, globally or in that project only', async () => {
    const globalStaff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    const projectStaff = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: open.id, rights: areaRights('registrations', 'read', 'create') } });
    for (const staff of [globalStaff, projectStaff]) {
      const person = await buildUser(t.ctx.db);
      const res = await call(t, 'POST', other(open, person), staff, { location: 0, choices: [offStageTask.id] });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Medewerker werd succesvol ingeschreven');
    }
    const elsewhere = await buildProject(t.ctx.db, OPEN);
    expect((await call(t, 'POST', other(elsewhere, await buildUser(t.ctx.db)), projectStaff, { location: 0 })).statusCode).toBe(403);
  });

  it('answers 404 for a missing person to staff with the right', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    expect((await call(t, 'POST', `/api/project/${open.id}/user/999999`, staff, { location: 0, choices: [offStageTask.id] })).statusCode).toBe(404);
  });

  it('keeps staff inside the window; level 1 may register outside it', async () => {
    const shut = await buildProject(t.ctx.db, SHUT);
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    const admin = await buildUser(t.ctx.db, { level: 1 });
    const person = await buildUser(t.ctx.db);
    expect((await call(t, 'POST', other(shut, person), staff, { location: 1 })).statusCode).toBe(400);
    expect((await call(t, 'POST', other(shut, person), admin, { location: 1, ownerRemarks: 'Laat ingeschreven' })).statusCode).toBe(201);
    expect(await registrationOf(t.ctx.db, person.id, shut.id)).toMatchObject({ ownerRemarks: 'Laat ingeschreven' });
  });

  it('refuses the organisation remark from staff without the right to change registrations', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    const res = await call(t, 'POST', other(open, await buildUser(t.ctx.db)), staff, { location: 0, choices: [offStageTask.id], ownerRemarks: 'x' });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET /api/project/{id}/registration-form[/{userId}]', () => {
  it('answers 401, 404 for a missing project, and the form for oneself', async () => {
    const person = await buildUser(t.ctx.db);
    expect((await call(t, 'GET', `/api/project/${open.id}/registration-form`, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/project/999999/registration-form', person)).statusCode).toBe(404);
    const res = await call(t, 'GET', `/api/project/${open.id}/registration-form`, person);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      project: { name: 'Het Geels Dolhuys', auditionsEnabled: true, auditionHint: 'Bereid een kort lied voor.' },
      window: { mode: 'both' },
      registrationId: null,
      mayEditSizes: true,
      ignoresWindow: false,
    });
    expect(res.json().choices.map((c: { name: string }) => c.name)).toEqual(['Dorpeling', 'Kostuums']);
  });

  it('tells whether the person is registered already', async () => {
    const person = await buildUser(t.ctx.db);
    const registration = await buildRegistration(t.ctx.db, person.id, open.id);
    expect((await call(t, 'GET', `/api/project/${open.id}/registration-form`, person)).json().registrationId).toBe(registration.id);
  });

  it('answers 404 for a closed project like GET /api/project/{id}, unless registered or a project reader', async () => {
    const shut = await buildProject(t.ctx.db, { name: 'Gesloten', ...SHUT });
    const participant = await buildUser(t.ctx.db);
    const volunteer = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read') });
    const kiosk = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: shut.id, rights: areaRights('repetitions', 'read', 'pin') } });
    for (const user of [participant, volunteer, kiosk]) {
      expect((await call(t, 'GET', `/api/project/${shut.id}`, user)).statusCode, user.email).toBe(404);
      const form = await call(t, 'GET', `/api/project/${shut.id}/registration-form`, user);
      expect(form.statusCode, user.email).toBe(404);
      expect(form.json().message).toBe('Dit item kon niet worden gevonden.');
      // The path with one's own id is the same form.
      expect((await call(t, 'GET', `/api/project/${shut.id}/registration-form/${user.id}`, user)).statusCode, user.email).toBe(404);
    }
    const registered = await buildUser(t.ctx.db);
    await buildRegistration(t.ctx.db, registered.id, shut.id);
    const reader = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: shut.id, rights: areaRights('projects', 'read') } });
    for (const user of [registered, reader]) expect((await call(t, 'GET', `/api/project/${shut.id}/registration-form`, user)).statusCode, user.email).toBe(200);
  });

  it("answers 403 for someone else's form without registrations.read, 200 with it", async () => {
    const person = await buildUser(t.ctx.db);
    const participant = await buildUser(t.ctx.db);
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('registrations', 'read', 'create') });
    expect((await call(t, 'GET', `/api/project/${open.id}/registration-form/${person.id}`, participant)).statusCode).toBe(403);
    const res = await call(t, 'GET', `/api/project/${open.id}/registration-form/${person.id}`, staff);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { id: person.id }, sizes: null, mayEditSizes: false });
  });
});
