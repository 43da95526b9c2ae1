import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let participant: BuiltUser;
let other: BuiltUser;

beforeAll(async () => {
  t = await createTestApp();
  participant = await buildUser(t.ctx.db);
  other = await buildUser(t.ctx.db);
});

describe('GET /api/user/{id}', () => {
  it('answers 401 signed out and 400 for a malformed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${participant.id}` })).statusCode).toBe(401);
    // Access is decided first: a participant learns nothing, a reader gets the validation error.
    expect((await t.app.inject({ method: 'GET', url: '/api/user/abc', headers: bearer(participant) })).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { rights: areaRights('users', 'read') });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/abc', headers: bearer(reader) })).statusCode).toBe(400);
  });

  it('answers 403 for someone else, whether or not that user exists', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${other.id}`, headers: bearer(participant) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/user/999999', headers: bearer(participant) })).statusCode).toBe(403);
  });

  it('shows all own sections and only the permitted sections of others', async () => {
    const own = (await t.app.inject({ method: 'GET', url: `/api/user/${participant.id}`, headers: bearer(participant) })).json();
    expect(own.email).toBe(participant.email);
    const contactOnly = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'contact') });
    const seen = (await t.app.inject({ method: 'GET', url: `/api/user/${participant.id}`, headers: bearer(contactOnly) })).json();
    expect(seen.email).toBe(participant.email);
    expect(seen.dateOfBirth).toBeNull();
    expect(seen.streetName).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/user/999999', headers: bearer(contactOnly) })).statusCode).toBe(404);
  });
});

describe('sign-up picture', () => {
  const body = (image: string) => ({
    firstName: 'Mira',
    lastName: 'Goossens',
    dateOfBirth: '2001-02-03',
    sex: 1,
    nationality: 'Belg',
    origin: 'BE',
    email: `mira${Date.now()}@example.be`,
    emailConfirm: '',
    cellPhone: '0486/12.34.56',
    streetName: 'Nieuwstraat',
    houseNumber: '5',
    zipCode: '2440',
    cityName: 'Geel',
    tShirt: 'S',
    password: 'geheim123',
    passwordConfirm: 'geheim123',
    privacy: true,
    image,
  });
  const withConfirm = (b: ReturnType<typeof body>) => ({ ...b, emailConfirm: b.email });

  it('refuses a file that is not a jpeg or png by its content', async () => {
    const fake = `data:image/png;base64,${Buffer.from('%PDF-1.4 not an image').toString('base64')}`;
    const res = await t.app.inject({ method: 'POST', url: '/api/signup', payload: withConfirm(body(fake)) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.image).toBe('Dit bestandstype is niet toegelaten');
  });

  it('stores a 200×200 jpeg without metadata and serves it', async () => {
    const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#497db0' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'Geheime locatie' } } })
      .png()
      .toBuffer();
    const b = withConfirm(body(`data:image/png;base64,${png.toString('base64')}`));
    expect((await t.app.inject({ method: 'POST', url: '/api/signup', payload: b })).statusCode).toBe(201);
    const admin = await buildUser(t.ctx.db, { level: 1 });
    const list = (await t.app.inject({ method: 'GET', url: `/api/users?filters=${encodeURIComponent(JSON.stringify({ text: b.email }))}`, headers: bearer(admin) })).json();
    const image = list.data[0].image as string;
    expect(image).toMatch(/^[0-9a-f]{64}\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url: `/api/uploads/${image}` });
    expect(file.statusCode).toBe(200);
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 200, 200]);
    expect(meta.exif).toBeUndefined();
  });
});
