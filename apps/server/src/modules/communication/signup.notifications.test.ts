import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildUser, signUpPayload, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let follower: BuiltUser;
let otherStaff: BuiltUser;
let projectFollower: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  follower = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'new_users') });
  otherStaff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'registration_updated') });
  // A sign-up belongs to no project, so a project role does not count.
  const project = await buildProject(t.ctx.db);
  projectFollower = await buildUser(t.ctx.db, { projectRights: { projectId: project.id, rights: areaRights('notifications', 'read', 'new_users') } });
});

const signUp = (email: string, firstName = 'Lotte') =>
  t.app.inject({
    method: 'POST',
    url: '/api/signup',
    payload: signUpPayload(email, { firstName }),
  });

describe('sign-up raises new_users (spec 1 §6)', () => {
  it('notifies level 1 and the holders of new_users, then emits to them', async () => {
    const levelOne = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.level, 1))).map((u) => u.id);
    const from = t.realtime.sent.length;
    const res = await signUp('nieuw@example.be', 'Lotte <b>');
    expect(res.statusCode).toBe(201);
    const [subject] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, 'nieuw@example.be'));
    const rows = await t.ctx.db.select().from(notifications).where(eq(notifications.subjectUserId, subject!.id));
    const expected = [...levelOne, follower.id].sort((a, b) => a - b);
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(expected);
    expect(rows[0]).toMatchObject({
      category: 1,
      label: 'Nieuwe medewerker',
      notification: '<p>Lotte &lt;b&gt; Janssens heeft zich geregistreerd.</p>',
      projectId: null,
      read: false,
    });
    const events = t.realtime.sent.slice(from).filter((s) => s.event === 'notification');
    expect(events.map((e) => e.room).sort()).toEqual(expected.map((id) => `user:${id}`).sort());
    expect(events.find((e) => e.room === `user:${follower.id}`)!.payload).toEqual({ unread: 1 });
    for (const u of [otherStaff, projectFollower]) expect(events.map((e) => e.room)).not.toContain(`user:${u.id}`);
  });

  it('writes and emits nothing when the sign-up transaction fails', async () => {
    const before = await t.ctx.db.$count(notifications, eq(notifications.userId, follower.id));
    const from = t.realtime.sent.length;
    const enqueue = vi.spyOn(t.ctx.mailer, 'enqueue').mockRejectedValueOnce(new Error('outbox unavailable'));
    const res = await signUp('mislukt@example.be');
    enqueue.mockRestore();
    expect(res.statusCode).toBe(500);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'mislukt@example.be'))).toHaveLength(0);
    expect(await t.ctx.db.$count(notifications, eq(notifications.userId, follower.id))).toBe(before);
    expect(t.realtime.sent.slice(from).filter((s) => s.event === 'notification')).toEqual([]);
  });
});
