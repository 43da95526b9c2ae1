import { inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { testDbKind } from '../../../test/database';
import { bearer, buildUser, type BuiltUser } from '../../../test/factories';
import { storedBytes, storedNames } from '../../../test/files';
import { multipart } from '../../../test/multipart';
import { files } from '../../db/schema/index';
import { claimFiles } from '../../platform/files/store';
import { registerFileOwner } from '../../platform/files/owners';

declare module '../../platform/files/owners' {
  interface FileOwnerKinds {
    /** A record kind of this test only: its files are read by the users in `readersOfTestRecord`. */
    testRecord: true;
  }
}

const readersOfTestRecord = new Set<number>();
registerFileOwner('testRecord', { mayRead: async (_db, auth) => auth !== null && readersOfTestRecord.has(auth.user.id) });

let t: TestApp;
let uploader: BuiltUser;
let other: BuiltUser;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n'), randomBytes(2000), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

const upload = (who: BuiltUser | null, file: { name: string; type: string; data: Buffer }) => {
  const body = multipart(file);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...(who ? bearer(who) : {}) } });
};
const get = (url: string, who?: BuiltUser | null) => t.app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
const missingName = `${'0'.repeat(64)}.pdf`;

beforeAll(async () => {
  t = await createTestApp();
  uploader = await buildUser(t.ctx.db, { firstName: 'Lotte' });
  other = await buildUser(t.ctx.db, { level: 1 });
});

describe('POST /api/upload (spec 1 §7, §9 general file drop 100 MB)', () => {
  it('answers 401 signed out, before anything is read', async () => {
    expect((await upload(null, { name: 'a.pdf', type: 'application/pdf', data: PDF })).statusCode).toBe(401);
  });

  it('answers a Dutch 400 for a request without a file', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', headers: bearer(uploader), payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields).toEqual({ file: 'Gelieve een bestand te selecteren' });
  });

  it.each([
    ['HTML named .pdf', 'verslag.pdf', 'application/pdf', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['SVG named .png', 'logo.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['a Windows program named .docx', 'brief.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['an empty file', 'leeg.pdf', 'application/pdf', Buffer.alloc(0)],
  ])('refuses %s by its content and stores nothing', async (_what, name, type, data) => {
    const res = await upload(uploader, { name, type, data });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.file).toBe('Dit bestandstype is niet toegelaten: enkel afbeeldingen (jpg, png, gif), pdf, Word en Excel');
    expect(await storedNames(t.ctx, 'upload')).toEqual([]);
  });

  it('takes the type from the content: a PDF named .png is stored, served and named as a PDF', async () => {
    const res = await upload(uploader, { name: 'C:\\fakepath\\foto.png', type: 'image/png', data: PDF });
    expect(res.statusCode).toBe(201);
    const answer = res.json();
    expect(answer).toEqual({ file: expect.stringMatching(/^[0-9a-f]{64}\.pdf$/), fileUrl: `/api/uploads/${answer.file}`, name: 'foto.pdf', type: 'application/pdf', size: PDF.length });
    expect(await storedBytes(t.ctx, answer.file)).toEqual(PDF);
    // Beside PGlite the bytes are a file readable by the server's user only; on PostgreSQL, chunk rows.
    if (testDbKind() === 'pglite') expect(fs.statSync(path.join(t.dataDir, 'files', answer.file)).mode & 0o777).toBe(0o600);

    const shown = await get(answer.fileUrl, uploader);
    expect(shown.statusCode).toBe(200);
    expect(shown.rawPayload).toEqual(PDF);
    expect(shown.headers['content-type']).toBe('application/pdf');
    expect(shown.headers['content-length']).toBe(String(PDF.length));
    expect(shown.headers['content-disposition']).toBe(`inline; filename="foto.pdf"; filename*=UTF-8''foto.pdf`);
    expect(shown.headers['cache-control']).toBe('no-store');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');

    const saved = await get(`/api/download?file=${answer.file}`, uploader);
    expect(saved.statusCode).toBe(200);
    expect(saved.rawPayload).toEqual(PDF);
    expect(saved.headers['content-disposition']).toMatch(/^attachment; filename="foto.pdf"/);
  });

  it('stores images and Excel files; Excel is only ever downloaded', async () => {
    const png = await upload(uploader, { name: 'Affiche é.PNG', type: 'application/octet-stream', data: PNG });
    expect(png.json()).toMatchObject({ type: 'image/png', name: 'Affiche é.png' });
    expect((await get(png.json().fileUrl, uploader)).headers['content-disposition']).toBe(`inline; filename="Affiche _.png"; filename*=UTF-8''Affiche%20%C3%A9.png`);

    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Rollen').addRow(['Hamlet']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await upload(uploader, { name: 'rollen.xlsx', type: 'application/vnd.ms-excel', data: xlsx });
    expect(sheet.statusCode).toBe(201);
    expect(sheet.json().type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const read = await get(sheet.json().fileUrl, uploader);
    expect(read.rawPayload).toEqual(xlsx);
    expect(read.headers['content-disposition']).toMatch(/^attachment; /);
  });
});

describe('GET /api/uploads/{file} and GET /api/download?file= (access of the owner)', () => {
  let name: string;
  beforeAll(async () => {
    name = (await upload(uploader, { name: 'agenda.pdf', type: 'application/pdf', data: PDF })).json().file;
  });

  it('answers 404 to readers the owner refuses, exactly as for a missing file', async () => {
    const missing = await get(`/api/uploads/${missingName}`, uploader);
    expect(missing.statusCode).toBe(404);
    for (const url of [`/api/uploads/${name}`, `/api/download?file=${name}`]) {
      for (const who of [null, other]) {
        const res = await get(url, who);
        expect(res.statusCode).toBe(404);
        expect(res.body).toBe(missing.body);
      }
    }
  });

  it.each([
    '/api/uploads/..%2F..%2Fdb%2FPG_VERSION',
    `/api/uploads/${'a'.repeat(64)}.svg`,
    `/api/uploads/${'A'.repeat(64)}.pdf`,
    `/api/uploads/${'a'.repeat(64)}.pdf%00.jpg`,
    '/api/download?file=../../db/PG_VERSION',
    '/api/download?file=%2Fetc%2Fpasswd',
    `/api/download?file=${'a'.repeat(64)}.pdf&file=${'b'.repeat(64)}.pdf`,
    '/api/download',
  ])('refuses %s with a 400 before the storage is asked', async (url) => {
    const res = await get(url, uploader);
    expect(res.statusCode).toBe(400);
  });

  it('gives a signed-in reader a single-use link for a new window, and nobody else', async () => {
    const link = (who: BuiltUser, body: object) => t.app.inject({ method: 'POST', url: '/api/download/link', headers: bearer(who), payload: body });
    expect((await t.app.inject({ method: 'POST', url: '/api/download/link', payload: { file: name } })).statusCode).toBe(401);
    expect((await link(uploader, { file: '../x' })).statusCode).toBe(400);
    expect((await link(other, { file: name })).statusCode).toBe(404);

    const saved = await link(uploader, { file: name });
    expect(saved.statusCode).toBe(200);
    const { url, expiresAt } = saved.json();
    expect(url).toMatch(new RegExp(`^/api/download\\?file=${name}&token=[\\w-]+$`));
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(5 * 60 * 1000);
    const opened = await get(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload).toEqual(PDF);
    expect(opened.headers['content-disposition']).toMatch(/^attachment; /);
    expect((await get(url)).statusCode).toBe(404);

    const shown = (await link(uploader, { file: name, inline: true })).json().url as string;
    expect(shown).toMatch(new RegExp(`^/api/uploads/${name}\\?token=`));
    // A token is bound to its file: it opens no other.
    const otherName = (await upload(uploader, { name: 'b.pdf', type: 'application/pdf', data: PDF })).json().file;
    expect((await get(shown.replace(name, otherName))).statusCode).toBe(404);
    const inline = await get(shown);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
  });
});

describe('claimFiles (a record takes the caller’s uploads)', () => {
  it('moves the uploads to the record, whose rule then decides; never another’s upload', async () => {
    const first = (await upload(uploader, { name: 'a.pdf', type: 'application/pdf', data: PDF })).json().file;
    const second = (await upload(uploader, { name: 'b.png', type: 'image/png', data: PNG })).json().file;
    const foreign = (await upload(other, { name: 'c.pdf', type: 'application/pdf', data: PDF })).json().file;

    await expect(t.ctx.db.transaction((tx) => claimFiles(tx, [first, foreign], { kind: 'testRecord', id: 7 }, uploader.id))).rejects.toMatchObject({ code: 'validation', messageKey: 'files.unknown' });
    // Nothing moved: the refusal rolled the whole claim back.
    expect((await get(`/api/uploads/${first}`, uploader)).statusCode).toBe(200);

    const claimed = await t.ctx.db.transaction((tx) => claimFiles(tx, [first, second, first], { kind: 'testRecord', id: 7 }, uploader.id));
    expect(claimed.map((f) => f.file).sort()).toEqual([first, second].sort());
    expect(claimed.find((f) => f.file === second)).toMatchObject({ name: 'b.png', type: 'image/png', fileUrl: `/api/uploads/${second}` });
    expect((await get(`/api/uploads/${first}`, uploader)).statusCode).toBe(404);
    readersOfTestRecord.add(other.id);
    expect((await get(`/api/uploads/${first}`, other)).statusCode).toBe(200);
    // A claimed file is claimed once.
    await expect(claimFiles(t.ctx.db, [second], { kind: 'testRecord', id: 8 }, uploader.id)).rejects.toMatchObject({ code: 'validation', messageKey: 'files.unknown' });
  });
});

describe('the sweep', () => {
  it('removes uploads nobody claimed within a day, and nothing else', async () => {
    const old = (await upload(uploader, { name: 'oud.pdf', type: 'application/pdf', data: PDF })).json().file;
    const fresh = (await upload(uploader, { name: 'nieuw.pdf', type: 'application/pdf', data: PDF })).json().file;
    const kept = (await upload(uploader, { name: 'bijlage.pdf', type: 'application/pdf', data: PDF })).json().file;
    await claimFiles(t.ctx.db, [kept], { kind: 'testRecord', id: 9 }, uploader.id);
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await t.ctx.db.update(files).set({ createdAt: twoDaysAgo }).where(inArray(files.name, [old, kept]));
    await t.ctx.files.sweep();
    expect(await storedBytes(t.ctx, old)).toBeNull();
    expect(await storedBytes(t.ctx, fresh)).toEqual(PDF);
    expect(await storedBytes(t.ctx, kept)).toEqual(PDF);
  });
});
