import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { storedBytes } from '../../../test/files';
import { multipart } from '../../../test/multipart';
import { historyCount, historyOf, send, stored } from '../../../test/profile';

let t: TestApp;
let person: BuiltUser;
let png: Buffer;

const dataUrl = (b: Buffer, mime = 'image/png') => `data:${mime};base64,${b.toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp();
  person = await buildUser(t.ctx.db);
  png = await sharp({ create: { width: 500, height: 300, channels: 3, background: '#c0392b' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'Thuisadres' } } })
    .png()
    .toBuffer();
});

describe('PUT /api/image, POST /api/image and PUT /api/user/{id}/image', () => {
  it('answers 401 without a token', async () => {
    expect((await send(t, 'PUT', '/api/image', null, { image: dataUrl(png) })).statusCode).toBe(401);
  });

  it('answers 400 for a file that is no jpeg or png, and records nothing', async () => {
    const before = await historyCount(t.ctx.db);
    const res = await send(t, 'PUT', '/api/image', person, { image: dataUrl(Buffer.from('%PDF-1.4 geen foto')) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.image).toBe('Dit bestandstype is niet toegelaten');
    expect(await historyCount(t.ctx.db)).toBe(before);
  });

  it('answers 403 for someone else’s picture without users.update + picture', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'personal') });
    expect((await send(t, 'PUT', `/api/image?userId=${person.id}`, staff, { image: dataUrl(png) })).statusCode).toBe(403);
    // The older shape, the person in the body, cannot aim past the rule: it must match the query.
    expect((await send(t, 'PUT', '/api/image', staff, { image: dataUrl(png), userId: person.id })).statusCode).toBe(400);
    expect((await send(t, 'PUT', `/api/user/${person.id}/image`, staff, { image: dataUrl(png) })).statusCode).toBe(403);
    expect((await stored(t.ctx.db, person.id)).image).toBeNull();
  });

  it('stores a re-encoded 200×200 jpeg, removes the old file and announces USER_IMAGE', async () => {
    const first = await send(t, 'PUT', '/api/image', person, { image: dataUrl(png) });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Profielfoto werd succesvol gewijzigd');
    const oldName = first.json().data.image as string;
    const meta = await sharp((await storedBytes(t.ctx, oldName))!).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 200, 200, undefined]);

    const { payload, headers } = multipart({ name: 'foto.png', type: 'image/png', data: png });
    const second = await t.app.inject({ method: 'POST', url: '/api/image', headers: { ...bearer(person), ...headers }, payload });
    expect(second.statusCode).toBe(200);
    const newName = second.json().data.image as string;
    expect(newName).not.toBe(oldName);
    expect(await storedBytes(t.ctx, oldName)).toBeNull();
    expect(await storedBytes(t.ctx, newName)).not.toBeNull();
    expect(t.realtime.sent.filter((e) => e.event === 'USER_IMAGE').at(-1)).toEqual({
      room: `user:${person.id}`,
      event: 'USER_IMAGE',
      payload: { userId: person.id, image: newName },
    });
    const rows = await historyOf(t.ctx.db, person.id);
    expect(rows.map((r) => r.changes.image)).toEqual([
      { from: null, to: oldName },
      { from: oldName, to: newName },
    ]);
  });

  it('lets staff with the picture right replace someone else’s picture by multipart, the person in ?userId=', async () => {
    const staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'picture') });
    const { payload, headers } = multipart({ name: 'foto.png', type: 'image/png', data: png }, { userId: String(person.id) });
    const res = await t.app.inject({ method: 'POST', url: `/api/image?userId=${person.id}`, headers: { ...bearer(staff), ...headers }, payload });
    expect(res.statusCode).toBe(200);
    expect((await stored(t.ctx.db, person.id)).image).toBe(res.json().data.image);
  });
});
