import type { ImportPreview, ImportUserInput } from '@coulisse/shared/schemas/people/staffTools';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, notifications, users, userTokens } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let importer: BuiltUser;
let reader: BuiltUser;
let follower: BuiltUser;

const HEADER = 'Voornaam;Achternaam;E-mailadres;Geboortedatum;Geslacht;Telefoonnummer;G.S.M.-nummer;Straat;Huisnummer;Postcode;Gemeente;T-shirtmaat';

beforeAll(async () => {
  t = await createTestApp();
  importer = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'create'), firstName: 'Els', lastName: 'Import' });
  reader = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read', 'update', 'contact') });
  // Follows new sign-ups: hears of an import once, not once per person.
  follower = await buildUser(t.ctx.db, { level: 2, rights: areaRights('notifications', 'read', 'new_users') });
  await buildUser(t.ctx.db, { email: 'bestaat@example.be' });
});

/** A multipart body with one file, as a browser sends it. */
function multipart(content: Buffer | string, filename = 'medewerkers.csv', type = 'text/csv') {
  const boundary = '----coulisse-import';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const preview = (content: Buffer | string, user: BuiltUser | null = importer, filename?: string) => {
  const body = multipart(content, filename);
  return t.app.inject({ method: 'POST', url: '/api/import/preview', payload: body.payload, headers: { ...body.headers, ...(user ? bearer(user) : {}) } });
};
const confirm = (payload: unknown, user: BuiltUser | null = importer) =>
  t.app.inject({ method: 'POST', url: '/api/import', payload: payload as object, headers: user ? bearer(user) : {} });

const csv = (...rows: string[]) => [HEADER, ...rows].join('\r\n');
const userCount = async () => (await t.ctx.db.select({ n: count() }).from(users))[0]!.n;

describe('POST /api/import/preview', () => {
  it('answers 401 without a token, 400 without a file, 403 without users.create', async () => {
    expect((await preview(csv('An;Peeters;an@example.be'), null)).statusCode).toBe(401);
    const json = await t.app.inject({ method: 'POST', url: '/api/import/preview', payload: { users: [] }, headers: bearer(importer) });
    expect(json.statusCode).toBe(400);
    expect(json.json().fields.file).toBe('Veld mag niet leeg zijn');
    expect((await preview(csv('An;Peeters;an@example.be'), reader)).statusCode).toBe(403);
  });

  it('refuses another file type and a file over 10485760 bytes (spec 1 §5)', async () => {
    const wrongType = await preview('a;b', importer, 'lijst.xlsx');
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ code: 'validation', message: 'Dit bestandstype is niet toegelaten' });
    const binary = await preview(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]), importer);
    expect(binary.json().message).toBe('Dit bestandstype is niet toegelaten');
    const big = await preview(Buffer.alloc(10_485_761, 'a'));
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'validation', message: 'Dit bestand is te groot', fields: { file: 'Dit bestand is te groot' } });
  });

  it('refuses a file without the first-name header, without an e-mail column or with an open quote', async () => {
    expect((await preview('Naam,Voornaam,Email\nPeeters,An,an@example.be')).json().message).toMatch(/kolom Voornaam werd niet gevonden/);
    expect((await preview('Voornaam;Achternaam\nAn;Peeters')).json().message).toBe('Het bestand heeft geen kolom voor het e-mailadres.');
    const quote = await preview(csv('An;"Peeters;an@example.be'));
    expect(quote.statusCode).toBe(400);
    expect(quote.json().message).toMatch(/^Het bestand kon niet worden gelezen \(regel \d+\)/);
  });

  it('reports every refused row with its problems and drops rows without e-mail; nothing is written', async () => {
    const before = await userCount();
    const file = [
      'Ledenlijst zomer 2026',
      HEADER + ';Lievelingskleur',
      'Lotte;Janssens;lotte@example.be;03/04/1990;V;014 58 12 34;0475 12 34 56;Markt;1;2440;Geel;M;blauw',
      'Jef;Zonder;;01/01/1980;M;;;;;;;;',
      'Mia;Fout;mia(at)example;01/01/1980;V;;;;;;;;',
      'Tom;Dubbel;LOTTE@example.be;;;;;;;;;;',
      'Kim;Bestaat;bestaat@example.be;;;;;;;;;;',
      'Bram;Datum;bram@example.be;31/02/1990;X;;;;;;;;',
      'Sara;Telefoon;sara@example.be;;;12345;0123;;;;;;',
      ';;;;;;;;;;;;',
      'Ann;Adres;ann@example.be;;;;;Markt;;;Geel;XXXL',
    ].join('\n');
    const res = await preview(file);
    expect(res.statusCode).toBe(200);
    const body = res.json<ImportPreview>();
    expect(body).toMatchObject({ accepted: 1, refused: 6, skipped: [4] });
    expect(body.columns.map((c) => c.field)).toEqual([...HEADER.split(';').map(() => expect.any(String)), null]);
    const problems = Object.fromEntries(body.rows.map((r) => [r.row, r.problems.map((p) => `${p.field} ${p.message}`)]));
    expect(problems).toEqual({
      3: [],
      5: ['email validation.emailInvalid'],
      6: ['email importUsers.problems.duplicateInFile?row=3'],
      7: ['email importUsers.problems.emailExists'],
      8: ['dateOfBirth importUsers.problems.date?value=31%2F02%2F1990'],
      9: ['phoneNumber validation.phone', 'cellPhone validation.cellPhone'],
      11: ['tShirt importUsers.problems.shirtSize?value=XXXL', 'streetName validation.addressIncomplete'],
    });
    expect(body.rows[0]!.user).toMatchObject({ row: 3, email: 'lotte@example.be', dateOfBirth: '1990-04-03', sex: 1, tShirt: 'M', bus: null });
    expect(body.rows.filter((r) => r.problems.length).every((r) => r.user === null)).toBe(true);
    expect(await userCount()).toBe(before);
  });

  it('reads a file Excel saved in Windows-1252 with a byte-order-free header', async () => {
    const latin1 = Buffer.from(csv('Zoë;Cörvers;zoe@example.be'), 'latin1');
    const body = (await preview(latin1)).json<ImportPreview>();
    expect(body.rows[0]).toMatchObject({ firstName: 'Zoë', lastName: 'Cörvers', problems: [] });
    const bom = (await preview(`\uFEFF${csv('Zoë;Cörvers;zoe@example.be')}`)).json<ImportPreview>();
    expect(bom.rows[0]).toMatchObject({ firstName: 'Zoë', problems: [] });
  });
});

/** A person as the preview accepts them. */
const person = (n: number, overrides: Partial<ImportUserInput> = {}): ImportUserInput => ({
  row: n + 1,
  firstName: `Voornaam${n}`,
  lastName: `Import${String(n).padStart(4, '0')}`,
  email: `import${n}@example.be`,
  cellPhone: '0475 12 34 56',
  ...overrides,
});

describe('POST /api/import', () => {
  it('answers 401 without a token, 400 for a malformed batch, 403 without users.create', async () => {
    expect((await confirm({ users: [person(1)] }, null)).statusCode).toBe(401);
    const empty = await confirm({ users: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Er zijn geen rijen die geïmporteerd kunnen worden.');
    const bad = await confirm({ users: [person(1), person(2, { email: 'geen-adres', dateOfBirth: '2999-01-01' })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'users.1.email': 'E-mailadres is geen geldig mailadres', 'users.1.dateOfBirth': 'Gelieve een datum te selecteren in het verleden' });
    expect((await confirm({ users: [person(1)] }, reader)).statusCode).toBe(403);
  });

  it('imports unconfirmed people without password, each with an invitation, and notifies once', async () => {
    const uuid = 'import-test-1';
    const batch = Array.from({ length: 30 }, (_, i) => person(100 + i, i === 0 ? { dateOfBirth: '1990-04-03', sex: 1, streetName: 'Markt', houseNumber: '1', zipCode: '2440', cityName: 'Geel', tShirt: 'M' } : {}));
    const res = await confirm({ users: batch, uuid });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ imported: 30, message: '30 medewerkers werden succesvol geïmporteerd' });
    expect(body.users[0]).toMatchObject({ row: 101, firstName: 'Voornaam100', email: 'import100@example.be', id: expect.any(Number) });

    const created = await t.ctx.db.select().from(users).where(like(users.email, 'import1__@example.be'));
    expect(created).toHaveLength(30);
    expect(created.every((u) => !u.confirmed && u.passwordHash === null && u.level === 0 && u.since !== null)).toBe(true);
    expect(created.find((u) => u.email === 'import100@example.be')).toMatchObject({ dateOfBirth: '1990-04-03', sex: 1, cityName: 'Geel', tShirt: 'M' });

    const ids = created.map((u) => u.id);
    const tokens = await t.ctx.db.select().from(userTokens).where(and(inArray(userTokens.userId, ids), eq(userTokens.kind, 'reset')));
    expect(tokens).toHaveLength(30);
    expect(Math.min(...tokens.map((tk) => tk.expiresAt.getTime())) - Date.now()).toBeGreaterThan(13 * 86_400_000);
    const mails = await t.ctx.db.select().from(mailOutbox).where(inArray(mailOutbox.userId, ids));
    expect(mails).toHaveLength(30);
    expect(mails.every((m) => m.status === 'queued' && m.template === 'invite' && m.subject === 'Welkom bij Coulisse: kies uw wachtwoord')).toBe(true);

    const followed = await t.ctx.db.select().from(notifications).where(eq(notifications.userId, follower.id));
    expect(followed.map((n) => [n.category, n.label, n.notification])).toEqual([[1, 'Nieuwe medewerkers geïmporteerd', '<p>Els Import importeerde 30 nieuwe medewerkers.</p>']]);
    expect(await t.ctx.db.select().from(notifications).where(eq(notifications.userId, importer.id))).toEqual([]);

    const progress = t.realtime.sent.filter((e) => e.event === 'IMPORT_PROGRESS' && e.room === `user:${importer.id}`).map((e) => e.payload);
    expect(progress[0]).toEqual({ uuid, done: 0, total: 30 });
    expect(progress.at(-1)).toEqual({ uuid, done: 30, total: 30 });
  });

  it('sends a link that sets the password, confirms the address and lets the person sign in', async () => {
    await confirm({ users: [person(200, { email: 'Link.Persoon@example.be' })] });
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'Link.Persoon@example.be'));
    const link = new URL(/http:\/\/coulisse\.test\/nieuw-wachtwoord\/\?[^\s]+/.exec(mail!.text)![0]);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/change-password',
      payload: { email: link.searchParams.get('email'), token: link.searchParams.get('token'), password: 'nieuw123', passwordConfirm: 'nieuw123' },
    });
    expect(changed.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'link.persoon@example.be', password: 'nieuw123' } });
    expect(signIn.statusCode).toBe(200);
  });

  it('refuses the whole batch when a row is taken or doubled, and writes nothing', async () => {
    const before = await userCount();
    const res = await confirm({ users: [person(300), person(301, { email: 'BESTAAT@example.be' }), person(302, { email: 'import300@EXAMPLE.be' })] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Er werd niets geïmporteerd: 2 rijen zijn intussen niet meer in orde. Kies het bestand opnieuw om ze na te kijken.',
      fields: { 'users.1.email': 'Er bestaat al een account met dit e-mailadres', 'users.2.email': 'Dit e-mailadres komt al voor op rij 301' },
    });
    expect(await userCount()).toBe(before);
  });

  it('imports nothing when writing the batch fails half-way', async () => {
    const before = await userCount();
    const mailsBefore = (await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n;
    const spy = vi.spyOn(t.ctx.mailer, 'enqueueMany').mockRejectedValueOnce(new Error('schijf vol'));
    try {
      const res = await confirm({ users: [person(400), person(401)] });
      expect(res.statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await userCount()).toBe(before);
    expect((await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n).toBe(mailsBefore);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, 'import400@example.be'))).toEqual([]);
  });

  it('imports a batch of several write rounds (500 people each) as one', async () => {
    const batch = Array.from({ length: 1200 }, (_, i) => person(10_000 + i));
    const res = await confirm({ users: batch });
    expect(res.statusCode).toBe(201);
    expect(res.json().imported).toBe(1200);
    expect(res.json().users.at(-1)).toMatchObject({ row: 11_200, email: 'import11199@example.be' });
    expect((await t.ctx.db.select({ n: count() }).from(users).where(sql`${users.email} like 'import1____@example.be'`))[0]!.n).toBe(1200);
    // Speed is measured by `npm run bench` (docs/benchmarks.md), not here on a shared machine.
  });
});

describe('GET /api/templates/import_users.xlsx', () => {
  const token = async (user: BuiltUser) =>
    (await t.app.inject({ method: 'POST', url: '/api/downloads', headers: bearer(user), payload: { path: '/api/templates/import_users.xlsx' } })).json().token as string;

  it('opens only with a download token of someone with users.create', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/templates/import_users.xlsx' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/templates/import_users.xlsx?token=${importer.token}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/templates/import_users.xlsx?token=${await token(reader)}` })).statusCode).toBe(403);
  });

  it('lists the columns the import reads, with an example the import accepts', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/templates/import_users.xlsx?token=${await token(importer)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="import_users.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const [sheet, help] = workbook.worksheets;
    const header = (sheet!.getRow(1).values as string[]).slice(1);
    expect(header.slice(0, 3)).toEqual(['Voornaam', 'Achternaam', 'E-mailadres']);
    expect(help!.rowCount).toBeGreaterThan(header.length);
    // The example row, saved as CSV, is accepted as it is.
    const example = (sheet!.getRow(2).values as string[]).slice(1).map((v) => v ?? '');
    const body = (await preview([header.join(';'), example.join(';')].join('\n'))).json<ImportPreview>();
    expect(body.rows[0]!.problems).toEqual([]);
    expect(body.columns.every((c) => c.field !== null)).toBe(true);
  });
});
