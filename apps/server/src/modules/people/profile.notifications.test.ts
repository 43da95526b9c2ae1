import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, buildUser, type BuiltUser } from '../../../test/factories';
import { completeProfile, send } from '../../../test/profile';
import { notifications } from '../../db/schema/index';

let t: TestApp;
let person: BuiltUser;
let watcher: BuiltUser;
let bystander: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db, { firstName: 'Lotte', lastName: 'Peeters' });
  await completeProfile(t.ctx.db, person.id);
  watcher = await buildUser(t.ctx.db, {
    level: 2,
    rights: areaRights('notifications', 'read', 'contactdetails_changed', 'clothingdetails_changed', 'userinfo_changed'),
  });
  bystander = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'new_users') });
});

const received = (user: BuiltUser, category: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, user.id), eq(notifications.category, category)));

describe('profile changes raise notifications (issue 3: categories 6, 7 and 8)', () => {
  it.each([
    // The own address stays the same: a new one would sign the person out (tested elsewhere).
    ['contact details', '/contact-details', { email: '', secondaryEmail: 'lotte.prive@example.be', phoneNumber: '014/12.34.56', cellPhone: '' }, 6],
    ['address', '/address', { streetName: 'Kerkstraat', houseNumber: '12', bus: '', zipCode: '2440', cityName: 'Geel' }, 6],
    ['clothing sizes', '/clothing-sizes', { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' }, 7],
    ['personal data', '/information', { firstName: 'Lotte', lastName: 'Peeters', dateOfBirth: '1991-05-17', sex: 1, nationality: 'Belg', origin: 'BE' }, 8],
  ])('%s: told to holders of the sub-right, after commit, and to nobody else', async (_name, path, body, category) => {
    const before = (await received(watcher, category)).length;
    const payload = 'email' in body ? { ...body, email: person.email } : body;
    const res = await send(t, 'PUT', `/api/user/${person.id}${path}`, person, payload);
    expect(res.statusCode).toBe(200);
    const rows = await received(watcher, category);
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)!.notification).toContain('Lotte Peeters');
    expect(rows.at(-1)!.subjectUserId).toBe(person.id);
    expect(await received(bystander, category)).toHaveLength(0);
    expect(t.realtime.sent.some((e) => e.room === `user:${watcher.id}` && e.event === 'notification')).toBe(true);
  });

  it('raises nothing when a save changes nothing', async () => {
    const body = { shirtSize: 'L', height: 172, chest: 96, waist: 84, hipSize: 100, headSize: 57, clothingSize: '' };
    const before = (await received(watcher, 7)).length;
    expect((await send(t, 'PUT', `/api/user/${person.id}/clothing-sizes`, person, body)).statusCode).toBe(200);
    expect(await received(watcher, 7)).toHaveLength(before);
  });
});
