import { fullRights } from '@coulisse/shared/access/rights';
import { translateNl } from '@coulisse/shared/i18n/index';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { storeBytes, storedBytes } from '../../../test/files';
import { send } from '../../../test/profile';
import {
  casts,
  groupUsers,
  locations,
  mailOutbox,
  notifications,
  presences,
  projectGroups,
  projectRoles,
  registrations,
  repetitions,
  repetitionSelections,
  repetitionTypes,
  roleUsers,
  sessions,
  userAccessRoles,
  users,
} from '../../db/schema/index';
import { AppError } from '../../platform/http/errors';
import { deleteUser } from './deleteUser.service';

let t: TestApp;
let admin: BuiltUser;
let deleter: BuiltUser;

const del = (id: number | string, who: { token: string } | null) =>
  t.app.inject({ method: 'DELETE', url: `/api/user/${id}`, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
const exists = async (id: number) => (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  deleter = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'delete') });
});

describe('DELETE /api/user/{id} (spec 1 §2, §4)', () => {
  it('answers 401 signed out, 403 without users.delete, 400 for a bad id and 404 for an unknown one', async () => {
    const target = await buildUser(t.ctx.db);
    const updater = await buildUser(t.ctx.db, { rights: areaRights('users', 'read', 'update') });
    expect((await del(target.id, null)).statusCode).toBe(401);
    expect((await del(target.id, updater)).statusCode).toBe(403);
    expect((await del('x', deleter)).statusCode).toBe(400);
    expect((await del(999999, deleter)).statusCode).toBe(404);
    expect(await exists(target.id)).toBe(true);
  });

  it('refuses to delete oneself, and someone with more power', async () => {
    const self = await del(deleter.id, deleter);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('U kan uw eigen profiel niet verwijderen.');
    expect((await del(admin.id, deleter)).statusCode).toBe(403);
    expect(await exists(admin.id)).toBe(true);
  });

  it('never deletes the last level-1 administrator, also when two administrators delete each other at once', async () => {
    const other = await buildUser(t.ctx.db, { level: 1 });
    const answers = await Promise.all([del(other.id, admin), del(admin.id, other)]);
    const statuses = answers.map((r) => r.statusCode).sort();
    // One wins; the other finds itself signed out (401) or the last administrator in the way (409).
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const survivors = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.level, 1));
    expect(survivors).toHaveLength(1);
    admin = (await exists(admin.id)) ? admin : other;

    // The guard itself: a caller whose own administrator row is gone meets the last administrator.
    const ghost = {
      user: {
        id: 999_999,
        email: 'weg@example.be',
        firstName: 'Weg',
        lastName: 'Beheerder',
        level: 1,
        image: null,
        shouldVerify: false,
        canEditClothingSizes: true,
        shouldUploadCertificate: false,
      },
      sessionId: 0,
      rights: fullRights(),
    };
    const refused = await deleteUser(t.ctx, ghost, admin.id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect(translateNl((refused as AppError).messageKey)).toBe('Dit is de laatste beheerder (niveau 1): dit profiel kan niet verwijderd worden.');
    expect(await exists(admin.id)).toBe(true);
  });

  it('deletes the person with everything of theirs in one go, tells the staff who follow deletions and ends their sessions', async () => {
    const project = await buildProject(t.ctx.db);
    const target = await buildUser(t.ctx.db, {
      firstName: 'Wout',
      lastName: 'Verbist',
      projectRights: { projectId: project.id, rights: areaRights('scenes', 'read') },
    });
    await t.ctx.db.insert(registrations).values({ userId: target.id, projectId: project.id, location: 1 });
    const image = (await storeBytes(t.ctx, Buffer.from('jpeg'), { kind: 'userPicture', id: target.id }, 'jpg')).name;
    const certificate = (await storeBytes(t.ctx, Buffer.from('%PDF-1.4'), { kind: 'certificate', id: target.id })).name;
    await t.ctx.db.update(users).set({ image, certificate }).where(eq(users.id, target.id));
    await t.ctx.db.insert(mailOutbox).values({ to: target.email, subject: 'Welkom', html: '<p>x</p>', text: 'x', userId: target.id });
    const [session] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, target.id));
    const follower = await buildUser(t.ctx.db, {
      rights: { notifications: { read: true, create: false, update: false, delete: false, sub: { user_deleted: true } } },
    });

    const sentBefore = t.realtime.sent.length;
    const res = await del(target.id, deleter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Profiel werd succesvol verwijderd', detachedProfiles: 0 });

    expect(await exists(target.id)).toBe(false);
    expect(await t.ctx.db.select().from(registrations).where(eq(registrations.userId, target.id))).toEqual([]);
    expect(await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, target.id))).toEqual([]);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.userId, target.id))).toEqual([]);
    expect(await storedBytes(t.ctx, image)).toBeNull();
    expect(await storedBytes(t.ctx, certificate)).toBeNull();
    const sent = t.realtime.sent.slice(sentBefore);
    expect(sent).toContainEqual({ room: `session:${session!.id}`, event: 'logout', payload: undefined });
    expect(sent.some((s) => s.room === `user:${follower.id}` && s.event === 'notification')).toBe(true);
    const [told] = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, follower.id));
    expect(told).toMatchObject({ category: 12, label: 'Medewerker verwijderd', notification: '<p>Het profiel van Wout Verbist werd verwijderd.</p>' });
    // Whoever deleted is not told about their own action.
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, deleter.id))).toEqual([]);
  });

  it('leaves profiles the person owned without owner, and ends the sessions only the owner could open', async () => {
    const owner = await buildUser(t.ctx.db);
    const child = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ ownerId: owner.id, passwordHash: null }).where(eq(users.id, child.id));
    const [childSession] = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, child.id));
    const res = await del(owner.id, deleter);
    expect(res.json().detachedProfiles).toBe(1);
    const [kept] = await t.ctx.db.select().from(users).where(eq(users.id, child.id));
    expect(kept!.ownerId).toBeNull();
    expect(await t.ctx.db.select().from(sessions).where(eq(sessions.id, childSession!.id))).toEqual([]);
  });
});

describe('GET /api/users/transfer/{a}/{b} (spec 1 §4 data-transfer window)', () => {
  const transfer = (a: number | string, b: number | string, who: { token: string } | null) => send(t, 'GET', `/api/users/transfer/${a}/${b}`, who);

  it('answers 401, 403 without users.delete, 400 for bad ids or a = b, and 404 for an unknown user', async () => {
    const a = await buildUser(t.ctx.db);
    const b = await buildUser(t.ctx.db);
    expect((await transfer(a.id, b.id, null)).statusCode).toBe(401);
    expect((await transfer(a.id, b.id, a)).statusCode).toBe(403);
    expect((await transfer('x', b.id, deleter)).statusCode).toBe(400);
    const same = await transfer(a.id, a.id, deleter);
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Kies een andere medewerker om de gegevens aan over te dragen.');
    expect((await transfer(a.id, 999999, deleter)).statusCode).toBe(404);
    expect((await transfer(999999, b.id, deleter)).statusCode).toBe(404);
  });

  it('moves registrations, keeps b’s own registration in a shared project, and leaves role links without rights.update', async () => {
    const [p1, p2] = [await buildProject(t.ctx.db, { name: 'Gouden Eeuw' }), await buildProject(t.ctx.db, { name: 'Hemelse Stad' })];
    const a = await buildUser(t.ctx.db, { rights: areaRights('scenes', 'read') });
    const b = await buildUser(t.ctx.db, { firstName: 'Nele', lastName: 'Smets' });
    await t.ctx.db.insert(registrations).values([
      { userId: a.id, projectId: p1.id, location: 1 },
      { userId: a.id, projectId: p2.id, location: 0, talents: 'zingen' },
      { userId: b.id, projectId: p1.id, location: 0 },
    ]);
    const res = await transfer(a.id, b.id, deleter);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'De gegevens werden overgedragen aan Nele Smets.',
      registrations: 1,
      accessRoles: 0,
      skippedAccessRoles: 1,
      linkedProfiles: 0,
      casting: 0,
      rehearsalCalls: 0,
      kept: [{ projectId: p1.id, projectName: 'Gouden Eeuw' }],
    });
    const ofB = await t.ctx.db.select().from(registrations).where(eq(registrations.userId, b.id)).orderBy(registrations.projectId);
    expect(ofB.map((r) => [r.projectId, r.location, r.talents])).toEqual([
      [p1.id, 0, null],
      [p2.id, 0, 'zingen'],
    ]);
    expect(await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, a.id))).toHaveLength(1);
  });

  it('moves access-role links and linked profiles for an administrator, once per role', async () => {
    const a = await buildUser(t.ctx.db, { rights: areaRights('scenes', 'read') });
    const b = await buildUser(t.ctx.db);
    const [link] = await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, a.id));
    await t.ctx.db.insert(userAccessRoles).values({ userId: b.id, accessRoleId: link!.accessRoleId, projectId: null });
    const child = await buildUser(t.ctx.db);
    await t.ctx.db.update(users).set({ ownerId: a.id }).where(eq(users.id, child.id));
    const extra = await buildUser(t.ctx.db, { rights: areaRights('casts', 'read') });
    const [extraLink] = await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, extra.id));
    await t.ctx.db.insert(userAccessRoles).values({ userId: a.id, accessRoleId: extraLink!.accessRoleId, projectId: null });

    const sentBefore = t.realtime.sent.length;
    const res = await transfer(a.id, b.id, admin);
    expect(res.json()).toMatchObject({ accessRoles: 1, skippedAccessRoles: 0, linkedProfiles: 1 });
    expect((await t.ctx.db.select().from(userAccessRoles).where(eq(userAccessRoles.userId, b.id))).map((l) => l.accessRoleId).sort()).toEqual(
      [link!.accessRoleId, extraLink!.accessRoleId].sort(),
    );
    expect((await t.ctx.db.select().from(users).where(eq(users.id, child.id)))[0]!.ownerId).toBe(b.id);
    expect(t.realtime.sent.slice(sentBefore)).toContainEqual({ room: `user:${b.id}`, event: 'rights_changed', payload: undefined });
  });

  it('makes b an account of its own when b was one of a’s linked profiles', async () => {
    const a = await buildUser(t.ctx.db);
    const [b, sibling] = [await buildUser(t.ctx.db), await buildUser(t.ctx.db)];
    await t.ctx.db
      .update(users)
      .set({ ownerId: a.id })
      .where(sql`${users.id} in (${b.id}, ${sibling.id})`);
    expect((await transfer(a.id, b.id, admin)).json().linkedProfiles).toBe(1);
    const rows = await t.ctx.db
      .select({ id: users.id, ownerId: users.ownerId })
      .from(users)
      .where(sql`${users.id} in (${b.id}, ${sibling.id})`);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.ownerId]))).toEqual({ [b.id]: null, [sibling.id]: b.id });
  });
});

describe('casting and rehearsals of a transferred or deleted person', () => {
  async function castingFixture() {
    const project = await buildProject(t.ctx.db);
    const [cast] = await t.ctx.db.insert(casts).values({ projectId: project.id, name: 'Cast A' }).returning();
    const [role] = await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: 'R1', name: 'Herbergier' }).returning();
    const [group] = await t.ctx.db.insert(projectGroups).values({ projectId: project.id, identifier: 'G1', name: 'Dorpelingen' }).returning();
    const [location] = await t.ctx.db
      .insert(locations)
      .values({ projectId: project.id, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel' })
      .returning();
    const [type] = await t.ctx.db.insert(repetitionTypes).values({ projectId: project.id, name: 'Toneel' }).returning();
    const [repetition] = await t.ctx.db
      .insert(repetitions)
      .values({
        projectId: project.id,
        identifier: 'REP1',
        name: 'Doorloop',
        startDt: new Date('2099-05-01T19:00:00Z'),
        endDt: new Date('2099-05-01T22:00:00Z'),
        locationId: location!.id,
        typeId: type!.id,
      })
      .returning();
    return { cast: cast!, role: role!, group: group!, repetition: repetition! };
  }

  it('hands a’s roles, groups and rehearsal calls to b, keeps a’s attendance personal', async () => {
    const { cast, role, group, repetition } = await castingFixture();
    const a = await buildUser(t.ctx.db);
    const b = await buildUser(t.ctx.db);
    await t.ctx.db.insert(roleUsers).values({ roleId: role.id, castId: cast.id, userId: a.id });
    await t.ctx.db.insert(groupUsers).values([
      { groupId: group.id, castId: cast.id, userId: a.id },
      { groupId: group.id, castId: cast.id, userId: b.id },
    ]);
    await t.ctx.db.insert(repetitionSelections).values({ repetitionId: repetition.id, kind: 'user', refId: a.id, castId: null });
    await t.ctx.db.insert(presences).values({ repetitionId: repetition.id, userId: a.id, markedPresent: false, reason: 'ziek' });

    const res = await send(t, 'GET', `/api/users/transfer/${a.id}/${b.id}`, admin);
    expect(res.json()).toMatchObject({ casting: 1, rehearsalCalls: 1 });
    expect((await t.ctx.db.select().from(roleUsers).where(eq(roleUsers.roleId, role.id))).map((r) => r.userId)).toEqual([b.id]);
    expect((await t.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
    expect((await t.ctx.db.select().from(repetitionSelections).where(eq(repetitionSelections.repetitionId, repetition.id))).map((r) => r.refId)).toEqual([
      b.id,
    ]);
    expect((await t.ctx.db.select().from(presences).where(eq(presences.repetitionId, repetition.id))).map((r) => r.userId)).toEqual([a.id]);

    // Deleting a removes what stayed: the duplicate group place, the attendance.
    expect((await del(a.id, admin)).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(groupUsers).where(eq(groupUsers.groupId, group.id))).map((r) => r.userId)).toEqual([b.id]);
    expect(await t.ctx.db.select().from(presences).where(eq(presences.repetitionId, repetition.id))).toEqual([]);
  });

  it('removes the rehearsal calls by name of a person deleted without transfer', async () => {
    const { repetition } = await castingFixture();
    const a = await buildUser(t.ctx.db);
    await t.ctx.db.insert(repetitionSelections).values([
      { repetitionId: repetition.id, kind: 'user', refId: a.id },
      { repetitionId: repetition.id, kind: 'all', refId: null },
    ]);
    expect((await del(a.id, admin)).statusCode).toBe(200);
    expect((await t.ctx.db.select().from(repetitionSelections).where(eq(repetitionSelections.repetitionId, repetition.id))).map((r) => r.kind)).toEqual([
      'all',
    ]);
  });
});

describe('what references a user', () => {
  /**
   * Every foreign key to users.id, and what a transfer does with it. A new table that points at
   * users fails here until someone decides whether its rows move to b (userAdmin.repository.ts)
   * or stay personal and go with the deleted user.
   */
  const DECIDED: Record<string, 'transferred' | 'personal'> = {
    'registrations.user_id': 'transferred',
    'user_access_roles.user_id': 'transferred',
    'role_users.user_id': 'transferred',
    'group_users.user_id': 'transferred',
    'presences.user_id': 'personal',
    'sessions.user_id': 'personal',
    'user_tokens.user_id': 'personal',
    'notifications.user_id': 'personal',
    'notifications.subject_user_id': 'personal',
    'user_changes.user_id': 'personal',
    'user_changes.changed_by': 'personal',
    // Who entered a rental order: the order stays (it is the organisation's), the link is cleared (set null).
    'orders.created_by': 'personal',
    // Who sent a mailing: the mailing stays in the outbox's history, the link is cleared (set null).
    'mailings.created_by': 'personal',
    // Who uploaded a file: the file stays with the record that claimed it, the link is cleared (set null).
    'files.uploaded_by': 'personal',
    // Who wrote a message: the message stays with its project, the link is cleared (set null).
    'messages.author_id': 'personal',
    // A recipient's opened and read times, and the keys that keep rehearsal mails from going twice.
    'messages_read.user_id': 'personal',
    'rehearsal_mail_keys.user_id': 'personal',
  };

  it('has a decision for every foreign key to users', async () => {
    const { rows } = await t.ctx.database.raw.query<{ ref: string }>(`
      select cl.relname || '.' || a.attname as ref
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f' and c.confrelid = 'users'::regclass
      order by 1`);
    expect(rows.map((r) => r.ref).sort()).toEqual(Object.keys(DECIDED).sort());
  });
});
