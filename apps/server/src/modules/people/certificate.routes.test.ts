import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { storedBytes, storedNames } from '../../../test/files';
import { multipart } from '../../../test/multipart';
import { historyOf, send, stored } from '../../../test/profile';
import { users } from '../../db/schema/index';

let t: TestApp;
let admin: BuiltUser;
let volunteer: BuiltUser;
let staff: BuiltUser;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const upload = (who: { token: string } | null, file = { name: 'bewijs.pdf', type: 'application/pdf', data: PDF }, userId?: number) => {
  const body = multipart(file);
  const url = `/api/upload/certificate${userId === undefined ? '' : `?userId=${userId}`}`;
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
};
const files = () => storedNames(t.ctx, 'certificate');

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  volunteer = await buildUser(t.ctx.db, { firstName: 'Ruben', lastName: 'Mertens' });
  staff = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'delete', 'personal', 'other') });
  await t.ctx.db.update(users).set({ shouldUploadCertificate: true }).where(eq(users.id, volunteer.id));
});

describe('POST /api/upload/certificate (spec 1 §4 upload modal, §5 PDF only)', () => {
  it('answers 401 signed out and 400 for a request that is not a file upload', async () => {
    expect((await upload(null)).statusCode).toBe(401);
    const json = await send(t, 'POST', '/api/upload/certificate', volunteer, { file: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('refuses anything that is not a PDF by its content, whatever its name says', async () => {
    const res = await upload(volunteer, { name: 'bewijs.pdf', type: 'application/pdf', data: Buffer.from('\x89PNG\r\n\x1a\n geen pdf') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Gelieve een .PDF bestand te selecteren');
    expect(await files()).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await upload(volunteer, { name: 'groot.pdf', type: 'application/pdf', data: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Dit bestand is te groot (max. 10 MB)');
    expect(await files()).toEqual([]);
  });

  it('refuses someone else’s certificate to anyone but level 1, staff rights included', async () => {
    expect((await upload(staff, undefined, volunteer.id)).statusCode).toBe(403);
    expect((await upload(volunteer, undefined, admin.id)).statusCode).toBe(403);
    expect((await upload(admin, undefined, 999999)).statusCode).toBe(404);
    expect(await files()).toEqual([]);
  });

  it('stores the own PDF privately under an unguessable name and answers the request to upload one', async () => {
    const res = await upload(volunteer, { name: 'mijn-bewijs.pdf', type: 'application/octet-stream', data: PDF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Bewijs van goed gedrag werd succesvol opgeladen',
      data: { hasCertificate: true, shouldUploadCertificate: false },
    });
    const row = await stored(t.ctx.db, volunteer.id);
    expect(row.certificate).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(await storedBytes(t.ctx, row.certificate!)).toEqual(PDF);
    // Only the person and level 1 read it, also through the general file route.
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${row.certificate}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${row.certificate}`, headers: bearer(staff) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/uploads/${row.certificate}`, headers: bearer(admin) })).statusCode).toBe(200);
    // The history says that there is a certificate, never its file name.
    const last = (await historyOf(t.ctx.db, volunteer.id)).at(-1)!;
    expect(last.changes).toEqual({ certificate: { from: false, to: true }, shouldUploadCertificate: { from: true, to: false } });
    expect(JSON.stringify(last)).not.toContain(row.certificate);
    // The session answer no longer asks for one.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(volunteer) })).json().shouldUploadCertificate).toBe(false);
  });

  it('lets level 1 upload for a person, replacing and removing the previous file', async () => {
    const before = (await stored(t.ctx.db, volunteer.id)).certificate!;
    const res = await upload(admin, undefined, volunteer.id);
    expect(res.statusCode).toBe(200);
    const after = (await stored(t.ctx.db, volunteer.id)).certificate!;
    expect(after).not.toBe(before);
    expect(await files()).toEqual([after]);
  });
});

describe('GET /api/user/{id}/certificate and the single-use link', () => {
  it('answers 401, 403 for staff and other participants, 400 for a bad id and 404 for an unknown one', async () => {
    expect((await send(t, 'GET', `/api/user/${volunteer.id}/certificate`, null)).statusCode).toBe(401);
    expect((await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, null)).statusCode).toBe(401);
    expect((await send(t, 'GET', `/api/user/${volunteer.id}/certificate`, staff)).statusCode).toBe(403);
    expect((await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, staff)).statusCode).toBe(403);
    expect((await send(t, 'GET', '/api/user/abc/certificate', admin)).statusCode).toBe(400);
    expect((await send(t, 'GET', '/api/user/999999/certificate', admin)).statusCode).toBe(404);
    expect((await send(t, 'POST', '/api/user/999999/certificate/link', admin)).statusCode).toBe(404);
    expect((await send(t, 'POST', `/api/user/${staff.id}/certificate/link`, admin)).statusCode).toBe(404);
  });

  it('tells the person and level 1 whether there is one, and when it came', async () => {
    const status = (await send(t, 'GET', `/api/user/${volunteer.id}/certificate`, admin)).json();
    expect(status).toMatchObject({ hasCertificate: true, shouldUploadCertificate: false });
    expect(Date.now() - new Date(status.uploadedAt).getTime()).toBeLessThan(60_000);
    expect((await send(t, 'GET', `/api/user/${volunteer.id}/certificate`, volunteer)).json().hasCertificate).toBe(true);
  });

  it('serves the PDF once per link, to level 1 and the person only', async () => {
    const link = (await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, admin)).json();
    expect(link.url).toMatch(/^\/api\/certificate\/[A-Za-z0-9_-]+\/[0-9a-f]{64}\.pdf$/);
    expect(new Date(link.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const file = await t.app.inject({ method: 'GET', url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.headers['content-disposition']).toBe(`inline; filename="bewijs-van-goed-gedrag-Mertens-Ruben.pdf"; filename*=UTF-8''bewijs-van-goed-gedrag-Mertens-Ruben.pdf`);
    expect(file.rawPayload).toEqual(PDF);
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);

    const own = (await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, volunteer)).json();
    expect((await t.app.inject({ method: 'GET', url: own.url })).statusCode).toBe(200);
  });

  it('opens nothing with a made-up token, a token for another file, or a bad name', async () => {
    const name = (await stored(t.ctx.db, volunteer.id)).certificate!;
    expect((await t.app.inject({ method: 'GET', url: `/api/certificate/${'a'.repeat(43)}/${name}` })).statusCode).toBe(404);
    const link = (await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, admin)).json();
    const token = link.url.split('/')[3];
    expect((await t.app.inject({ method: 'GET', url: `/api/certificate/${token}/${'0'.repeat(64)}.pdf` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/certificate/${token}/..%2F..%2Fetc%2Fpasswd` })).statusCode).toBe(400);
    // The refused attempts did not use the link up.
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(200);
  });

  it('stops serving a link whose holder lost level 1 in the meantime', async () => {
    const former = await buildUser(t.ctx.db, { level: 1 });
    const link = (await send(t, 'POST', `/api/user/${volunteer.id}/certificate/link`, former)).json();
    await t.ctx.db.update(users).set({ level: 2 }).where(eq(users.id, former.id));
    expect((await t.app.inject({ method: 'GET', url: link.url })).statusCode).toBe(404);
  });
});

describe('PUT /api/user/{id}/certificate/required (level 1 toggles shouldUploadCertificate)', () => {
  it('answers 401, 403 below level 1, 400 for a bad body and 404 for an unknown user', async () => {
    expect((await send(t, 'PUT', `/api/user/${volunteer.id}/certificate/required`, null, { required: true })).statusCode).toBe(401);
    expect((await send(t, 'PUT', `/api/user/${volunteer.id}/certificate/required`, staff, { required: true })).statusCode).toBe(403);
    expect((await send(t, 'PUT', `/api/user/${volunteer.id}/certificate/required`, volunteer, { required: false })).statusCode).toBe(403);
    expect((await send(t, 'PUT', `/api/user/${volunteer.id}/certificate/required`, admin, { required: 'ja' })).statusCode).toBe(400);
    expect((await send(t, 'PUT', '/api/user/999999/certificate/required', admin, { required: true })).statusCode).toBe(404);
  });

  it('asks the person to upload one, which their session then shows', async () => {
    const res = await send(t, 'PUT', `/api/user/${volunteer.id}/certificate/required`, admin, { required: true });
    expect(res.json()).toMatchObject({ message: 'Instelling werd opgeslagen', data: { shouldUploadCertificate: true } });
    expect((await t.app.inject({ method: 'GET', url: '/api/auth', headers: bearer(volunteer) })).json().shouldUploadCertificate).toBe(true);
    expect((await historyOf(t.ctx.db, volunteer.id)).at(-1)).toMatchObject({
      changedBy: admin.id,
      changes: { shouldUploadCertificate: { from: false, to: true } },
    });
  });
});

describe('DELETE /api/user/{id}/certificate', () => {
  it('answers 401, 403 for staff, 400 and 404; the person removes their own, file included', async () => {
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${volunteer.id}/certificate` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/user/${volunteer.id}/certificate`, headers: bearer(staff) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/abc/certificate', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/user/999999/certificate', headers: bearer(admin) })).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/user/${volunteer.id}/certificate`, headers: bearer(volunteer) });
    expect(res.json()).toMatchObject({ message: 'Bewijs van goed gedrag werd verwijderd', data: { hasCertificate: false, uploadedAt: null } });
    expect((await stored(t.ctx.db, volunteer.id)).certificate).toBeNull();
    expect(await files()).toEqual([]);
  });
});
