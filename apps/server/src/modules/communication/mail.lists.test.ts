import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { locations, mailings, mailOutbox, registrations, repetitions, repetitionSelections, repetitionTypes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

/**
 * Mail from the checked rows of the registration list (`POST /api/project/{id}/mail`, with
 * `…/registrations/people` to turn rows into people) and of the attendance list
 * (`POST /api/repetition/{id}/mail`): 401 → 400 → 403 → 202, and never anyone outside the list.
 */
let t: TestApp;
let project: number;
let other: number;
let rehearsal: number;
/** Registered in `project` and called by the rehearsal. */
const people: BuiltUser[] = [];
let offStage: BuiltUser;
let outsider: BuiltUser;
let outsiderRegistration: number;
let staff: BuiltUser;
let projectStaff: BuiltUser;
let readerOnly: BuiltUser;
const registrationOf = new Map<number, number>();

const mail = { subject: 'Repetitie voor {{firstName}}', html: '<p>Beste {{firstName}}, tot zaterdag in {{project}}.</p>' };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  project = (await buildProject(db, { name: 'Zomerspel', replyTo: 'regie@zomerspel.be' })).id;
  other = (await buildProject(db, { name: 'Winterspel' })).id;
  for (let i = 0; i < 2; i++) {
    const person = await buildUser(db, { email: `speler${i}@example.be`, firstName: `Speler${i}` });
    people.push(person);
    registrationOf.set(person.id, (await db.insert(registrations).values({ userId: person.id, projectId: project, location: 1 }).returning())[0]!.id);
  }
  offStage = await buildUser(db, { email: 'achter@example.be', firstName: 'Achter' });
  registrationOf.set(offStage.id, (await db.insert(registrations).values({ userId: offStage.id, projectId: project, location: 0 }).returning())[0]!.id);
  outsider = await buildUser(db, { email: 'buiten@example.be' });
  outsiderRegistration = (await db.insert(registrations).values({ userId: outsider.id, projectId: other, location: 1 }).returning())[0]!.id;

  const [loc] = await db.insert(locations).values({ projectId: project, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' }).returning();
  const [type] = await db.insert(repetitionTypes).values({ projectId: project, name: 'Scène' }).returning();
  const start = new Date(Date.now() + 3 * 86_400_000);
  const [r] = await db
    .insert(repetitions)
    .values({ projectId: project, identifier: 'R1', name: 'Doorloop', startDt: start, endDt: new Date(start.getTime() + 7_200_000), locationId: loc!.id, typeId: type!.id, register: true })
    .returning();
  rehearsal = r!.id;
  // The two players by name; the off-stage helper is registered but not called.
  await db.insert(repetitionSelections).values(people.map((p) => ({ repetitionId: rehearsal, kind: 'user' as const, refId: p.id })));

  const mailRights = { ...areaRights('users', 'read', 'contact'), ...areaRights('registrations', 'read'), ...areaRights('repetitions', 'read') };
  staff = await buildUser(db, { level: 2, rights: mailRights });
  // The same rights through a role linked in the project only.
  projectStaff = await buildUser(db, { level: 2, projectRights: { projectId: project, rights: mailRights } });
  readerOnly = await buildUser(db, { level: 2, rights: { ...areaRights('registrations', 'read'), ...areaRights('repetitions', 'read'), ...areaRights('users', 'read') } });
});

const post = (url: string, user: BuiltUser | null, payload: object) => t.app.inject({ method: 'POST', url, headers: user ? bearer(user) : {}, payload });
const mailingsCount = async () => (await t.ctx.db.select({ n: count() }).from(mailings))[0]!.n;

describe('POST /api/project/{id}/mail (the registration list)', () => {
  const url = () => `/api/project/${project}/mail`;

  it('answers 401 without a token', async () => {
    expect((await post(url(), null, { to: [people[0]!.id], ...mail })).statusCode).toBe(401);
  });

  it('answers a Dutch 400 without recipients or with an unknown placeholder', async () => {
    const empty = await post(url(), staff, { to: [], ...mail });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.to).toBe('Nog geen geadresseerden, gelieve een mailadres toe te voegen');
    const unknown = await post(url(), staff, { to: [people[0]!.id], subject: 'Hallo {{naam}}', html: '<p>Hallo</p>' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.subject).toMatch(/^Onbekende plaatshouder "naam"/);
  });

  it('answers 403 without the contact right in the project, and for another project', async () => {
    expect((await post(url(), readerOnly, { to: [people[0]!.id], ...mail })).statusCode).toBe(403);
    expect((await post(`/api/project/${other}/mail`, projectStaff, { to: [outsider.id], ...mail })).statusCode).toBe(403);
  });

  it('refuses the whole mail (403) when one id is not registered in the project, and writes nothing', async () => {
    const before = await mailingsCount();
    const res = await post(url(), staff, { to: [people[0]!.id, outsider.id], ...mail });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Een of meer geadresseerden zijn niet ingeschreven in dit project.');
    expect(await mailingsCount()).toBe(before);
  });

  it('mails the registered people once each, from the project: reply-to and {{project}}', async () => {
    const to = [people[0]!.id, offStage.id, offStage.id];
    for (const caller of [staff, projectStaff]) {
      const res = await post(url(), caller, { to, ...mail });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ message: 'Mail(s) werd(en) succesvol verzonden', mailingId: expect.any(Number), recipients: 2 });
      await t.ctx.mailer.fanOut(res.json().mailingId);
      const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailingId, res.json().mailingId));
      expect(rows.map((m) => m.to).sort()).toEqual(['achter@example.be', 'speler0@example.be']);
      expect(rows.every((m) => m.replyTo === 'regie@zomerspel.be' && m.bulk && m.html.includes('tot zaterdag in Zomerspel'))).toBe(true);
    }
  });
});

describe('POST /api/project/{id}/registrations/people', () => {
  const url = () => `/api/project/${project}/registrations/people`;

  it('answers 401, 400, 403, then the people of the checked registrations', async () => {
    const ids = [registrationOf.get(people[1]!.id)!, registrationOf.get(offStage.id)!];
    expect((await post(url(), null, { ids })).statusCode).toBe(401);
    expect((await post(url(), staff, { ids: [] })).statusCode).toBe(400);
    expect((await post(url(), readerOnly, { ids })).statusCode).toBe(403);
    const res = await post(url(), projectStaff, { ids });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sort()).toEqual([people[1]!.id, offStage.id].sort());
  });

  it('answers 404 for a registration of another project', async () => {
    expect((await post(url(), staff, { ids: [registrationOf.get(people[0]!.id)!, outsiderRegistration] })).statusCode).toBe(404);
  });
});

describe('POST /api/repetition/{id}/mail (the attendance list)', () => {
  const url = () => `/api/repetition/${rehearsal}/mail`;

  it('answers 401, 400, then 404 without the contact right (a rule through the rehearsal hides it) and for a missing rehearsal', async () => {
    expect((await post(url(), null, { to: [people[0]!.id], ...mail })).statusCode).toBe(401);
    expect((await post(url(), staff, { to: [people[0]!.id], subject: '', html: '' })).statusCode).toBe(400);
    expect((await post(url(), readerOnly, { to: [people[0]!.id], ...mail })).statusCode).toBe(404);
    expect((await post('/api/repetition/999999/mail', staff, { to: [people[0]!.id], ...mail })).statusCode).toBe(404);
  });

  it('refuses (403) a person the rehearsal does not call: registered off stage, or in another project', async () => {
    const before = await mailingsCount();
    for (const id of [offStage.id, outsider.id]) {
      const res = await post(url(), staff, { to: [people[0]!.id, id], ...mail });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Een of meer geadresseerden worden niet opgeroepen voor deze repetitie.');
    }
    expect(await mailingsCount()).toBe(before);
  });

  it('mails the called people, from the rehearsal’s project', async () => {
    const res = await post(url(), projectStaff, { to: people.map((p) => p.id), ...mail });
    expect(res.statusCode).toBe(202);
    expect(res.json().recipients).toBe(2);
    await t.ctx.mailer.fanOut(res.json().mailingId);
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailingId, res.json().mailingId));
    expect(rows.map((m) => m.to).sort()).toEqual(['speler0@example.be', 'speler1@example.be']);
    expect(rows.every((m) => m.replyTo === 'regie@zomerspel.be')).toBe(true);
  });
});
