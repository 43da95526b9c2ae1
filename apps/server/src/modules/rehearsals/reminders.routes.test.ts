import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import { locations, notifications, presences, registrations, rehearsalNotices, repetitions, repetitionSelections, repetitionTypes, signingKeys } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { mailsTo } from '../../../test/mails';
import { signingKey } from '../../platform/auth/signingKeys';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { sendNotice } from './reminders.service';
import { absenceToken, ABSENCE_PURPOSE } from './reminders.token';

/** The "ik kan niet" link of a rehearsal mail, and the reminder time of the project settings (issue 13). */
let t: TestApp;
let projectId: number;
let locationId: number;
let typeId: number;
let staff: BuiltUser;
let anna: BuiltUser;
let bart: BuiltUser;
let watcher: BuiltUser;
let editor: BuiltUser;

const minutesFromNow = (m: number) => new Date(Date.now() + m * 60_000);

/** A rehearsal calling anna, straight in the database at a given start. */
async function rehearsalAt(start: Date, extra: Partial<typeof repetitions.$inferInsert> = {}) {
  const [r] = await t.ctx.db
    .insert(repetitions)
    .values({ projectId, identifier: 'R', name: 'Doorloop', startDt: start, endDt: new Date(start.getTime() + 2 * 3_600_000), locationId, typeId, register: true, sendMail: true, ...extra })
    .returning();
  await t.ctx.db.insert(repetitionSelections).values({ repetitionId: r!.id, kind: 'user', refId: anna.id });
  return r!;
}

async function tokenFor(repetitionId: number, userId: number, expires: Date) {
  return absenceToken(await signingKey(t.ctx.db, ABSENCE_PURPOSE), { repetitionId, userId, expires: Math.floor(expires.getTime() / 1000) });
}

const info = (token: string) => t.app.inject({ method: 'GET', url: `/api/repetitions/absence?token=${encodeURIComponent(token)}` });
const signOff = (token: string, reason?: string) => t.app.inject({ method: 'POST', url: '/api/repetitions/absence', payload: { token, reason } });
const presenceOf = async (repetitionId: number, userId: number) =>
  (await t.ctx.db.select().from(presences).where(and(eq(presences.repetitionId, repetitionId), eq(presences.userId, userId))))[0];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  projectId = (await buildProject(db, { name: 'Het Dolhuys' })).id;
  staff = await buildUser(db, { projectRights: { projectId, rights: areaRights('repetitions', 'read', 'create', 'update', 'delete') } });
  const settingsEditor = await buildUser(db, { projectRights: { projectId, rights: areaRights('projects', 'read', 'update') } });
  anna = await buildUser(db, { firstName: 'Anna' });
  bart = await buildUser(db, { firstName: 'Bart' });
  watcher = await buildUser(db, { rights: areaRights('notifications', 'read', 'repetition_signoff') });
  await db.insert(registrations).values([anna, bart].map((u) => ({ userId: u.id, projectId, location: 1 })));
  locationId = (await db.insert(locations).values({ projectId, name: 'Zaal', identifier: 'Z', streetName: 'Kerkstraat', houseNumber: '5', zipCode: '2440', cityName: 'Geel' }).returning())[0]!.id;
  typeId = (await db.insert(repetitionTypes).values({ projectId, name: 'Scène' }).returning())[0]!.id;
  editor = settingsEditor;
});

describe('the one-click "ik kan niet" link', () => {
  // First in the file: the platform helper caches a key per database once it has read it.
  it('still accepts a link mailed while the key was stored as hex text (migration 0014)', async () => {
    const hexKey = randomBytes(32).toString('hex');
    await t.ctx.db.delete(signingKeys).where(eq(signingKeys.purpose, ABSENCE_PURPOSE));
    await t.ctx.db.insert(signingKeys).values({ purpose: ABSENCE_PURPOSE, key: hexKey });
    const r = await rehearsalAt(minutesFromNow(2 * 24 * 60));
    const payload = `${r.id}.${anna.id}.${Math.floor(r.startDt.getTime() / 1000)}`;
    // How the links were signed before: the hex text itself was the HMAC key.
    const mailed = `${payload}.${createHmac('sha256', hexKey).update(`${ABSENCE_PURPOSE}:${payload}`).digest('base64url')}`;
    await t.ctx.db.execute(sql.raw(fs.readFileSync(new URL('../../../drizzle/0014_absence_key_base64url.sql', import.meta.url), 'utf8')));

    const [stored] = await t.ctx.db.select().from(signingKeys).where(eq(signingKeys.purpose, ABSENCE_PURPOSE));
    expect(stored!.key).toMatch(/^[\w-]{86}$/);
    expect((await info(mailed)).statusCode).toBe(200);
    expect(await tokenFor(r.id, anna.id, r.startDt)).toBe(mailed);
  });

  it('follows the link of a call mail: shows the rehearsal, then signs off through the absence rule and tells the staff', async () => {
    const start = minutesFromNow(3 * 24 * 60);
    const when = brusselsDateTime(start);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/repetitions',
      headers: bearer(staff),
      payload: { projectId, identifier: 'R1', name: 'Doorloop', date: when.date, start: '19:30', end: '22:00', locationId, typeId, register: true, sendMail: true, selection: [{ kind: 'user', refId: anna.id, castId: null }] },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const [call] = await t.ctx.db.select().from(rehearsalNotices).where(and(eq(rehearsalNotices.repetitionId, id), eq(rehearsalNotices.kind, 'planned')));
    await sendNotice(t.ctx, call!.id);
    const [mail] = await mailsTo(t.ctx.db, anna.email);
    const link = new URL(/Ik kan niet: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe('/afmelden/repetitie');
    const token = link.searchParams.get('token')!;

    const shown = await info(token);
    expect(shown.statusCode).toBe(200);
    const [y, m, d] = when.date.split('-');
    expect(shown.json()).toEqual({ name: 'Doorloop', projectName: 'Het Dolhuys', date: `${d}/${m}/${y}`, start: '19:30', end: '22:00', location: 'Zaal, Kerkstraat 5, 2440 Geel', markedPresent: true, mayReport: true });

    const done = await signOff(token, 'Ziek');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'U bent nu afgemeld voor deze repetitie' });
    expect(await presenceOf(id, anna.id)).toMatchObject({ markedPresent: false, present: false, reason: 'Ziek' });
    const told = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, watcher.id));
    expect(told.map((n) => n.label)).toContain('Afmelding voor repetitie');
    expect(t.realtime.sent).toContainEqual(expect.objectContaining({ room: `repetition:${id}`, event: 'repetition_presence' }));
    expect((await info(token)).json().markedPresent).toBe(false);
  });

  it('refuses a tampered token, one for another rehearsal and an expired one, with a Dutch message', async () => {
    const r = await rehearsalAt(minutesFromNow(2 * 24 * 60));
    const token = await tokenFor(r.id, anna.id, r.startDt);
    const other = await rehearsalAt(minutesFromNow(2 * 24 * 60));
    for (const bad of [token.replace(`${r.id}.`, `${other.id}.`), `${token.slice(0, -2)}xx`, 'abc']) {
      for (const res of [await info(bad), await signOff(bad)]) {
        expect(res.statusCode).toBe(400);
        expect(res.json().message).toBe('Deze link is ongeldig. Gebruik de link uit de laatste mail over deze repetitie.');
      }
    }
    const expired = await tokenFor(r.id, anna.id, minutesFromNow(-1));
    const res = await signOff(expired);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Deze link is verlopen: de repetitie is al begonnen.');
    expect(await presenceOf(r.id, anna.id)).toBeUndefined();
  });

  it('obeys the 30-minute cut-off: within it the page says so and nothing is written', async () => {
    const r = await rehearsalAt(minutesFromNow(29));
    const token = await tokenFor(r.id, anna.id, r.startDt);
    expect((await info(token)).json()).toMatchObject({ markedPresent: true, mayReport: false });
    const res = await signOff(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Binnen 30 minuten voor de start kan je je enkel nog met je pincode aanmelden');
    expect(await presenceOf(r.id, anna.id)).toBeUndefined();
    const later = await rehearsalAt(minutesFromNow(31));
    expect((await signOff(await tokenFor(later.id, anna.id, later.startDt))).statusCode).toBe(200);
  });

  it('answers 404 with a Dutch message for someone the rehearsal no longer calls and for a deleted rehearsal', async () => {
    const r = await rehearsalAt(minutesFromNow(2 * 24 * 60));
    const gone = 'Deze repetitie gaat niet meer door, of je wordt er niet meer op verwacht.';
    const notCalled = await signOff(await tokenFor(r.id, bart.id, r.startDt));
    expect(notCalled.statusCode).toBe(404);
    expect(notCalled.json().message).toBe(gone);
    const token = await tokenFor(r.id, anna.id, r.startDt);
    await t.ctx.db.delete(repetitions).where(eq(repetitions.id, r.id));
    const deleted = await info(token);
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().message).toBe(gone);
  });
});

describe('the reminder time of the project settings', () => {
  it('plans the pending reminders of upcoming rehearsals anew when it changes', async () => {
    const start = minutesFromNow(5 * 24 * 60);
    const when = brusselsDateTime(start);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/repetitions',
      headers: bearer(staff),
      payload: { projectId, identifier: 'R2', name: 'Generale', date: when.date, start: '20:00', end: '23:00', locationId, typeId, register: true, sendMail: true, selection: [{ kind: 'user', refId: anna.id, castId: null }] },
    });
    const id = created.json().id as number;
    const startDt = Date.parse(created.json().startDt);
    const reminders = () => t.ctx.db.select().from(rehearsalNotices).where(and(eq(rehearsalNotices.repetitionId, id), eq(rehearsalNotices.kind, 'reminder'))).orderBy(rehearsalNotices.id);
    expect((await reminders()).map((n) => [n.status, n.dueAt.getTime()])).toEqual([['pending', startDt - 24 * 3_600_000]]);

    const saved = await t.app.inject({ method: 'PUT', url: `/api/project/${projectId}/settings`, headers: bearer(editor), payload: { replyTo: 'regie@dolhuys.be', reminderHours: 48 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.reminderHours).toBe(48);
    expect((await reminders()).map((n) => [n.status, n.dueAt.getTime()])).toEqual([
      ['void', startDt - 24 * 3_600_000],
      ['pending', startDt - 48 * 3_600_000],
    ]);
    // Saving the same time again plans nothing.
    await t.app.inject({ method: 'PUT', url: `/api/project/${projectId}/settings`, headers: bearer(editor), payload: { replyTo: 'regie@dolhuys.be', reminderHours: 48 } });
    expect(await reminders()).toHaveLength(2);
  });
});
