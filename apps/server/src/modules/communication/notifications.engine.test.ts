import type { NotificationSubRight } from '@coulisse/shared/notifications/categories';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { emitNotifications, notify, type NotifyInput } from './notifications.engine';

let t: TestApp;
let admin: BuiltUser;
let newUsers: BuiltUser;
let otherSub: BuiltUser;
let readOnly: BuiltUser;
let participant: BuiltUser;
let projectStaff: BuiltUser;
let bothRoles: BuiltUser;
let projectA: number;
let projectB: number;
/** Level-1 accounts other files' fixtures (the bootstrap admin) may have left; they receive everything. */
let levelOne: number[];

beforeAll(async () => {
  t = await createTestApp();
  projectA = (await buildProject(t.ctx.db)).id;
  projectB = (await buildProject(t.ctx.db)).id;
  admin = await buildUser(t.ctx.db, { level: 1 });
  newUsers = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'new_users') });
  otherSub = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'user_deleted') });
  readOnly = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read') });
  participant = await buildUser(t.ctx.db);
  projectStaff = await buildUser(t.ctx.db, { projectRights: { projectId: projectA, rights: areaRights('notifications', 'read', 'registration_updated') } });
  // The same sub-right through a global role and a role in project A.
  bothRoles = await buildUser(t.ctx.db, {
    rights: areaRights('notifications', 'read', 'registration_updated'),
    projectRights: { projectId: projectA, rights: areaRights('notifications', 'read', 'registration_updated') },
  });
  levelOne = (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.level, 1))).map((u) => u.id);
});

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const raise = <K extends NotificationSubRight>(input: NotifyInput<K>) => t.ctx.db.transaction((tx) => notify(tx, input));
const rowsOf = (userIds: number[], category: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(inArray(notifications.userId, userIds), eq(notifications.category, category)));

describe('notify: who receives a notification (ARCHITECTURE "Notifications")', () => {
  it('reaches level 1 and holders of the sub-right through a global role, nobody else', async () => {
    const recipients = await raise({ subRight: 'new_users', params: { name: 'An Peeters' } });
    expect(recipients).toEqual(sorted([...levelOne, newUsers.id]));
    expect(recipients).toContain(admin.id);
    for (const u of [otherSub, readOnly, participant, projectStaff, bothRoles]) expect(recipients).not.toContain(u.id);
  });

  it('writes one row per recipient with category, label, HTML and links', async () => {
    const subject = await buildUser(t.ctx.db);
    const recipients = await raise({ subRight: 'user_deleted', subjectUserId: subject.id, params: { name: 'Jan Janssens' } });
    const rows = await rowsOf(recipients, 12);
    expect(rows.map((r) => r.userId).sort((a, b) => a - b)).toEqual(recipients);
    expect(rows.find((r) => r.userId === otherSub.id)).toMatchObject({
      category: 12,
      label: 'Medewerker verwijderd',
      notification: '<p>Het profiel van Jan Janssens werd verwijderd.</p>',
      projectId: null,
      subjectUserId: subject.id,
      read: false,
    });
  });

  it('builds the HTML from escaped values only', async () => {
    const [first] = await raise({ subRight: 'user_deleted', params: { name: '<img src=x onerror="alert(1)"> & Co' } });
    const rows = await rowsOf([first!], 12);
    expect(rows.at(-1)!.notification).toBe('<p>Het profiel van &lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; Co werd verwijderd.</p>');
  });

  it("counts a project's roles for that project's notifications only", async () => {
    const inA = await raise({ subRight: 'registration_updated', projectId: projectA, params: { name: 'An', project: 'A' } });
    expect(inA).toEqual(sorted([...levelOne, projectStaff.id, bothRoles.id]));
    const inB = await raise({ subRight: 'registration_updated', projectId: projectB, params: { name: 'An', project: 'B' } });
    expect(inB).toEqual(sorted([...levelOne, bothRoles.id]));
    const global = await raise({ subRight: 'registration_updated', params: { name: 'An', project: '-' } });
    expect(global).not.toContain(projectStaff.id);
    const [row] = await t.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, projectStaff.id), eq(notifications.category, 2)));
    expect(row!.projectId).toBe(projectA);
  });

  it('reaches a user who holds the sub-right through several roles once', async () => {
    const before = (await rowsOf([bothRoles.id], 2)).length;
    const recipients = await raise({ subRight: 'registration_updated', projectId: projectA, params: { name: 'Bert', project: 'A' } });
    expect(recipients.filter((id) => id === bothRoles.id)).toHaveLength(1);
    expect((await rowsOf([bothRoles.id], 2)).length).toBe(before + 1);
  });

  it('leaves out the excluded user (the one who made the change)', async () => {
    const recipients = await raise({ subRight: 'new_users', params: { name: 'Carla' }, excludeUserId: newUsers.id });
    expect(recipients).not.toContain(newUsers.id);
    expect(recipients).toContain(admin.id);
  });

  it("is rolled back with the caller's transaction", async () => {
    const before = (await rowsOf([admin.id], 4)).length;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        const recipients = await notify(tx, {
          subRight: 'repetition_signoff',
          projectId: projectA,
          params: { name: 'Dirk', repetition: 'Generale', project: 'A' },
        });
        expect(recipients).toContain(admin.id);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await rowsOf([admin.id], 4)).length).toBe(before);
  });
});

describe('emitNotifications', () => {
  it("sends 'notification' with the unread count to each recipient's room", async () => {
    const recipients = await raise({ subRight: 'cast_switch', projectId: projectA, params: { name: 'Eva', project: 'A' } });
    const from = t.realtime.sent.length;
    await emitNotifications(t.ctx, recipients);
    const sent = t.realtime.sent.slice(from);
    expect(sent.map((s) => s.room)).toEqual(recipients.map((id) => `user:${id}`));
    const unread = await t.ctx.db.$count(notifications, and(eq(notifications.userId, admin.id), eq(notifications.read, false)));
    expect(sent.find((s) => s.room === `user:${admin.id}`)).toEqual({ room: `user:${admin.id}`, event: 'notification', payload: { unread } });
    expect(unread).toBeGreaterThan(1);
  });

  it('sends nothing without recipients', async () => {
    const from = t.realtime.sent.length;
    await emitNotifications(t.ctx, []);
    expect(t.realtime.sent.length).toBe(from);
  });
});
