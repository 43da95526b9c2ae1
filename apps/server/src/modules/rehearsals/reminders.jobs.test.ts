import ICAL from 'ical.js';
import { and, eq, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsDateTime } from '@coulisse/shared/rules/rehearsals';
import { PERSONAL_CATEGORIES } from '@coulisse/shared/notifications/categories';
import { locations, mailOutbox, notifications, registrations, rehearsalMailKeys, rehearsalNotices, repetitionTypes, scenes, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { startSmtpPeer, type ReceivedMail, type SmtpPeer } from '../../../test/smtp';
import { startBoss } from '../../platform/jobs/boss';
import { NOTICE_QUEUE } from './reminders.service';

/**
 * Rehearsal mails through the real pipeline (issue 13): the API writes notices, pg-boss runs the
 * fan-out jobs and the mail worker, a real SMTP peer receives. Participants are called by the
 * selection "all" (everyone registered in the project).
 */
let t: TestApp;
let peer: SmtpPeer;
let boss: PgBoss;
let staff: BuiltUser;
let projectId: number;
let locationId: number;
let typeId: number;
let sceneId: number;
const PEOPLE = 60;

async function startWorkers() {
  boss = await startBoss(t.ctx.database);
  await t.ctx.mailer.startWorker(boss);
  await t.ctx.jobs.start(boss);
}

beforeAll(async () => {
  peer = await startSmtpPeer();
  t = await createTestApp({ config: { smtpUrl: peer.url, mailFrom: 'Coulisse <no-reply@coulisse.test>' } });
  const db = t.ctx.db;
  projectId = (await buildProject(db, { name: 'Het Dolhuys', replyTo: 'regie@dolhuys.be' })).id;
  staff = await buildUser(db, { projectRights: { projectId, rights: areaRights('repetitions', 'read', 'create', 'update', 'delete') } });
  const people = await db
    .insert(users)
    .values(Array.from({ length: PEOPLE }, (_, i) => ({ email: `deelnemer${i}@example.be`, firstName: `Deelnemer${i}`, lastName: 'Test', level: 0, confirmed: true, since: sql`current_date` })))
    .returning({ id: users.id });
  await db.insert(registrations).values(people.map((u) => ({ userId: u.id, projectId, location: 1 })));
  const [loc] = await db.insert(locations).values({ projectId, name: 'Zaal', identifier: 'Z', streetName: 'Kerkstraat', houseNumber: '5', zipCode: '2440', cityName: 'Geel' }).returning();
  locationId = loc!.id;
  typeId = (await db.insert(repetitionTypes).values({ projectId, name: 'Scène' }).returning())[0]!.id;
  sceneId = (await db.insert(scenes).values({ projectId, identifier: 'S1', name: 'De markt' }).returning())[0]!.id;
  await startWorkers();
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  t?.ctx.mailer.close();
  await peer?.close();
});

const inDays = (days: number, time: string) => ({ date: brusselsDateTime(new Date(Date.now() + days * 86_400_000)).date, start: time });
function form(when: { date: string; start: string }, extra: Record<string, unknown> = {}) {
  return {
    projectId,
    identifier: 'R1',
    name: 'Doorloop',
    description: 'Met kostuums',
    date: when.date,
    start: when.start,
    end: '22:00',
    locationId,
    typeId,
    register: true,
    sendMail: true,
    selection: [
      { kind: 'all', refId: null, castId: null },
      { kind: 'scene', refId: sceneId, castId: null },
    ],
    ...extra,
  };
}

const api = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(staff), payload });
const mailsOf = (prefix: string) => peer.received.filter((m) => m.subject?.startsWith(prefix));

async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 25_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The .ics of a received mail, parsed by ical.js: the calendar and its one event. */
function invite(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.filename === 'repetitie.ics');
  expect(file?.mimeType).toBe('text/calendar');
  const text = typeof file!.content === 'string' ? file!.content : new TextDecoder().decode(file!.content);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

/** Each participant exactly once among these mails. */
function oncePerPerson(mails: ReceivedMail[]) {
  const to = mails.flatMap((m) => m.envelopeTo);
  expect(to).toHaveLength(PEOPLE);
  expect(new Set(to).size).toBe(PEOPLE);
}

const noticesOf = (repetitionId: number) => t.ctx.db.select().from(rehearsalNotices).where(eq(rehearsalNotices.repetitionId, repetitionId)).orderBy(rehearsalNotices.id);
const jobOf = async (jobId: string | null) =>
  (await t.ctx.database.raw.query<{ state: string; start_after: Date }>(`select state, start_after from pgboss.job where name = $1 and id = $2`, [NOTICE_QUEUE, jobId])).rows[0];

describe(`rehearsal mails on pg-boss (${process.env.TEST_DB_KIND ?? 'pglite'})`, () => {
  let id: number;

  it('mails the call of a new rehearsal to every called participant once, with its .ics and links, and schedules the reminder', async () => {
    const when = inDays(5, '19:30');
    const res = await api('POST', '/api/repetitions', form(when));
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    await until('the calls', () => mailsOf('Oproeping: Doorloop').length >= PEOPLE);
    oncePerPerson(mailsOf('Oproeping: Doorloop'));

    const mail = mailsOf('Oproeping: Doorloop').find((m) => m.envelopeTo.includes('deelnemer3@example.be'))!;
    const [y, m, d] = when.date.split('-');
    expect(mail.subject).toBe(`Oproeping: Doorloop op ${d}/${m}/${y}`);
    expect(mail.text).toContain('Dag Deelnemer3,');
    expect(mail.text).toContain(`Datum: ${d}/${m}/${y}`);
    expect(mail.text).toContain('Uur: 19:30 tot 22:00');
    expect(mail.text).toContain('Locatie: Zaal, Kerkstraat 5, 2440 Geel');
    expect(mail.text).toContain('Scènes: De markt');
    expect(mail.html).toContain('href="https://www.openstreetmap.org/search?query=Kerkstraat%205%2C%202440%20Geel"');
    expect(mail.text).toMatch(/Ik kan niet: http:\/\/coulisse\.test\/afmelden\/repetitie\?token=\d+\.\d+\.\d+\.[\w-]{43}/);

    const { calendar, vevent, event } = invite(mail);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`repetition-${id}@coulisse.test`);
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Doorloop (Het Dolhuys)');
    expect(event.location).toBe('Zaal, Kerkstraat 5, 2440 Geel');
    expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Brussels');
    expect(event.startDate.toString()).toBe(`${when.date}T19:30:00`);
    // With the VTIMEZONE of the file, the wall-clock time is the instant the API stored.
    const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
    const start = event.startDate.clone();
    start.zone = zone;
    expect(start.toJSDate().toISOString()).toBe(res.json().startDt);
    expect(vevent.getFirstPropertyValue('organizer')).toBe('mailto:regie@dolhuys.be');
    expect(vevent.getFirstPropertyValue('attendee')).toBe('mailto:deelnemer3@example.be');

    const notices = await noticesOf(id);
    expect(notices.map((n) => [n.kind, n.sequence, n.status])).toEqual([
      ['planned', 0, 'done'],
      ['reminder', 0, 'pending'],
    ]);
    const reminder = notices[1]!;
    expect(reminder.dueAt.getTime()).toBe(Date.parse(res.json().startDt) - 24 * 3_600_000);
    const job = await jobOf(reminder.jobId);
    expect(job?.state).toBe('created');
    expect(new Date(job!.start_after).getTime()).toBe(reminder.dueAt.getTime());
  });

  it('mails an update with the next SEQUENCE when the rehearsal moves, and reschedules its reminder', async () => {
    const [oldReminder] = (await noticesOf(id)).filter((n) => n.kind === 'reminder');
    const when = inDays(6, '20:00');
    expect((await api('PUT', `/api/repetitions/${id}`, form(when))).statusCode).toBe(200);
    await until('the updates', () => mailsOf('Gewijzigd: Doorloop').length >= PEOPLE);
    oncePerPerson(mailsOf('Gewijzigd: Doorloop'));
    const { calendar, event } = invite(mailsOf('Gewijzigd: Doorloop')[0]!);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe(`repetition-${id}@coulisse.test`);
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe(`${when.date}T20:00:00`);

    const notices = await noticesOf(id);
    expect(notices.find((n) => n.id === oldReminder!.id)?.status).toBe('void');
    expect((await jobOf(oldReminder!.jobId))?.state).toBe('cancelled');
    const [newReminder] = notices.filter((n) => n.kind === 'reminder' && n.status === 'pending');
    expect(newReminder?.sequence).toBe(1);
    expect((await jobOf(newReminder!.jobId))?.state).toBe('created');
    // A change that moves nothing tells nobody again.
    expect((await api('PUT', `/api/repetitions/${id}`, form(when, { name: 'Doorloop' }))).statusCode).toBe(200);
    await until('the change to be handled', async () => (await noticesOf(id)).every((n) => n.status !== 'pending' || n.kind === 'reminder'));
    expect(mailsOf('Oproeping: Doorloop')).toHaveLength(PEOPLE);
    expect(mailsOf('Gewijzigd: Doorloop')).toHaveLength(PEOPLE);
  });

  it('sends the reminder when it is due, by mail and in the app, and survives a restart in the middle of the send', async () => {
    const [reminder] = (await noticesOf(id)).filter((n) => n.kind === 'reminder' && n.status === 'pending');
    // Time passes: the job's moment has come.
    await t.ctx.database.raw.query(`update pgboss.job set start_after = now() where name = $1 and id = $2`, [NOTICE_QUEUE, reminder!.jobId]);
    // A slow SMTP server, so the shutdown comes while the worker's batch is still being sent.
    peer.delayMs = 40;
    await until('the first reminders', () => mailsOf('Herinnering: Doorloop').length > 0);
    // Shut down as on SIGTERM while the mail worker is delivering (the server's stop), then start again.
    t.ctx.mailer.stopDelivering();
    await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    peer.delayMs = 0;
    const deliveredBeforeStop = mailsOf('Herinnering: Doorloop').length;
    expect(deliveredBeforeStop).toBeLessThan(PEOPLE);
    await startWorkers();
    await until('every reminder', () => mailsOf('Herinnering: Doorloop').length >= PEOPLE);
    // Give a doubled job the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    oncePerPerson(mailsOf('Herinnering: Doorloop'));

    const keys = await t.ctx.db.select().from(rehearsalMailKeys).where(and(eq(rehearsalMailKeys.repetitionId, id), eq(rehearsalMailKeys.kind, 'reminder')));
    expect(keys).toHaveLength(PEOPLE);
    const outbox = await t.ctx.db.select({ status: mailOutbox.status }).from(mailOutbox).where(eq(mailOutbox.template, 'rehearsal-reminder'));
    expect(outbox.map((m) => m.status)).toEqual(Array(PEOPLE).fill('sent'));
    const notices = await t.ctx.db.select().from(notifications).where(eq(notifications.category, PERSONAL_CATEGORIES.repetition_reminder));
    expect(notices).toHaveLength(PEOPLE);
    expect(notices[0]!.label).toBe('Herinnering: Doorloop');
    expect(new Set(notices.map((n) => n.userId)).size).toBe(PEOPLE);
    expect(t.realtime.sent.filter((e) => e.event === 'notification').length).toBeGreaterThanOrEqual(PEOPLE);
    expect((await noticesOf(id)).find((n) => n.id === reminder!.id)?.status).toBe('done');
  });

  it('runs a call three times at once (its job beside a retry and a second instance) and still mails each person once', async () => {
    const { sendNotice } = await import('./reminders.service');
    const when = inDays(9, '18:00');
    const res = await api('POST', '/api/repetitions', form(when, { name: 'Dubbel' }));
    const [call] = (await noticesOf(res.json().id)).filter((n) => n.kind === 'planned');
    await Promise.all([sendNotice(t.ctx, call!.id), sendNotice(t.ctx, call!.id), sendNotice(t.ctx, call!.id)]);
    await until('the calls', () => mailsOf('Oproeping: Dubbel').length >= PEOPLE);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    oncePerPerson(mailsOf('Oproeping: Dubbel'));
  });

  it('cancels a deleted rehearsal with METHOD:CANCEL to everyone told, and cancels its reminder', async () => {
    // A reminder still waiting (as after another change) must not go out for a cancelled rehearsal.
    const pending = await t.ctx.db
      .insert(rehearsalNotices)
      .values({ repetitionId: id, projectId, kind: 'reminder', sequence: 1, dueAt: new Date(Date.now() + 86_400_000) })
      .returning();
    expect((await api('DELETE', `/api/repetition/${id}`)).statusCode).toBe(204);
    await until('the cancellations', () => mailsOf('Geannuleerd: Doorloop').length >= PEOPLE);
    oncePerPerson(mailsOf('Geannuleerd: Doorloop'));
    const mail = mailsOf('Geannuleerd: Doorloop')[0]!;
    const { calendar, vevent, event } = invite(mail);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(event.uid).toBe(`repetition-${id}@coulisse.test`);
    expect(event.sequence).toBe(2);
    expect(mail.text).not.toContain('Ik kan niet');
    expect((await noticesOf(id)).find((n) => n.id === pending[0]!.id)?.status).toBe('void');
  });
});
