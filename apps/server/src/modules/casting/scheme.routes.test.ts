import type { SchemeImportAnswer } from '@coulisse/shared/schemas/casting';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { casts, groupUsers, projectGroups, projectRoles, roleUsers, sceneProjectGroups, sceneRoles, scenes } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildRegistration, buildUser, type BuiltUser } from '../../../test/factories';
import { multipart } from '../../../test/multipart';
import { call } from '../../../test/registrations';

/**
 * Role scheme import, export and templates (issue 5, spec 2 §5 "Imports", §6 import dialog tabs):
 * preview → confirm, per-row errors, all or nothing, rights per kind.
 */
let t: TestApp;
let project: Awaited<ReturnType<typeof buildProject>>;
let other: Awaited<ReturnType<typeof buildProject>>;
let staff: BuiltUser;
let stranger: BuiltUser;
let rolesOnly: BuiltUser;
let player: BuiltUser;
let outsider: BuiltUser;

const all = (area: string) => areaRights(area, 'read', 'create', 'update', 'delete');

beforeAll(async () => {
  t = await createTestApp();
  project = await buildProject(t.ctx.db, { name: 'Schema-spel' });
  other = await buildProject(t.ctx.db, { name: 'Ander schema' });
  staff = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: { ...all('roles'), ...all('groups'), ...all('scenes') } } });
  stranger = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: other.id, rights: { ...all('roles'), ...all('groups'), ...all('scenes') } } });
  rolesOnly = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: all('roles') } });
  player = await buildUser(t.ctx.db, { email: 'speler@example.be' });
  outsider = await buildUser(t.ctx.db, { email: 'buiten@example.be' });
  await buildRegistration(t.ctx.db, player.id, project.id);
  await t.ctx.db.insert(casts).values([
    { projectId: project.id, name: 'Cast A' },
    { projectId: project.id, name: 'Cast B' },
  ]);
});

const upload = (path: 'scheme' | 'scheme/users', content: Buffer | string, user: BuiltUser | null, confirm = false, filename?: string, projectId = project.id) => {
  const body = multipart({ name: filename ?? 'schema.csv', type: 'text/csv', data: Buffer.isBuffer(content) ? content : Buffer.from(content) });
  return t.app.inject({
    method: 'POST',
    url: `/api/project/${projectId}/import/${path}${confirm ? '?confirm=true' : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(user ? bearer(user) : {}) },
  });
};
const SCHEME_HEADER = 'Soort;Code;Naam;Beschrijving;Sprekend;Scènes';
const scheme = (...rows: string[]) => [SCHEME_HEADER, ...rows].join('\r\n');
const users = (...rows: string[]) => ['Soort;Code;E-mailadres;Cast', ...rows].join('\n');
const partCount = async () => {
  const n = async (table: typeof scenes | typeof projectRoles | typeof projectGroups) => (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.projectId, project.id)))[0]!.n;
  return [await n(scenes), await n(projectRoles), await n(projectGroups)];
};

describe('POST /api/project/{id}/import/scheme', () => {
  it('answers 401, 403 without a create right in this project, 404 for an unknown project', async () => {
    expect((await upload('scheme', scheme('scène;S1;Proloog;;;'), null)).statusCode).toBe(401);
    expect((await upload('scheme', scheme('scène;S1;Proloog;;;'), stranger)).statusCode).toBe(403);
    const reader = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('roles', 'read') } });
    expect((await upload('scheme', scheme('scène;S1;Proloog;;;'), reader)).statusCode).toBe(403);
    const admin = await buildUser(t.ctx.db, { level: 1 });
    expect((await upload('scheme', scheme('scène;S1;Proloog;;;'), admin, false, undefined, 999_999)).statusCode).toBe(404);
  });

  it('refuses another file type, a file over 10485760 bytes, an empty file and no file', async () => {
    expect((await upload('scheme', 'a;b', staff, false, 'schema.xlsx')).json().message).toBe('Dit bestandstype is niet toegelaten');
    const big = await upload('scheme', Buffer.alloc(10_485_761, 'a'), staff);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe('Dit bestand is te groot');
    expect((await upload('scheme', SCHEME_HEADER, staff)).json().message).toBe('Het bestand bevat geen rijen onder de eerste rij.');
    const none = await t.app.inject({ method: 'POST', url: `/api/project/${project.id}/import/scheme`, payload: {}, headers: bearer(staff) });
    expect(none.statusCode).toBe(400);
  });

  it('bad rows are named with the reason and nothing is written', async () => {
    const before = await partCount();
    const file = scheme(
      'scène;S1;Proloog;;;',
      'rol;R1;Koning;;ja;S1, S9',
      'acteur;X1;Iets;;;',
      'rol;;Zonder code;;;',
      'rol;R1;Tweede koning;;nee;',
      'groep;G1;Volk;;misschien;S1',
      '',
      'scène;S2;Storm;;;S1',
    );
    const preview = await upload('scheme', file, staff);
    expect(preview.statusCode).toBe(200);
    const body = preview.json<SchemeImportAnswer>();
    expect(body).toMatchObject({ file: 'scheme', confirmed: false, accepted: 1, refused: 6 });
    expect(Object.fromEntries(body.rows.map((r) => [r.row, r.problems]))).toEqual({
      2: [],
      3: ['casting.schemeImport.problem.unknownScene?list=S9'],
      4: ['casting.schemeImport.problem.kind?value=acteur'],
      5: ['casting.schemeImport.problem.required?column=Code'],
      6: ['casting.schemeImport.problem.duplicate?row=3'],
      7: ['casting.schemeImport.problem.speaking?value=misschien'],
      9: ['casting.schemeImport.problem.noScenesForScene'],
    });
    const confirmed = await upload('scheme', file, staff, true);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json()).toMatchObject({
      message: 'Er werd niets geïmporteerd: 6 rijen bevatten fouten.',
      fields: { 'rows.3': 'Onbekende scène: S9.', 'rows.4': 'Onbekende soort "acteur": gebruik scène, rol of groep.', 'rows.6': 'Deze code staat al op rij 3.' },
    });
    expect(await partCount()).toEqual(before);
  });

  it('refuses the rows of a kind the importer may not create', async () => {
    const body = (await upload('scheme', scheme('scène;S7;Zeven;;;', 'rol;R7;Zeven;;;'), rolesOnly)).json<SchemeImportAnswer>();
    expect(body.rows.map((r) => r.problems)).toEqual([['casting.schemeImport.problem.noRight?kind=sc%C3%A8ne'], []]);
  });

  it('creates new parts, updates existing codes and links roles and groups to scenes, all at once', async () => {
    const existing = (await t.ctx.db.insert(projectRoles).values({ projectId: project.id, identifier: 'R2', name: 'Oud' }).returning())[0]!;
    const file = scheme('Scène;S1;Proloog;Begin;;', 'scene;S2;Storm;;;', 'rol;R1;Koning;;ja;S1,S2', 'rol;r2;Nar;Grappig;j;S2', 'Groep;G1;Volk;;;S1');
    const preview = (await upload('scheme', file, staff)).json<SchemeImportAnswer>();
    expect(preview).toMatchObject({ accepted: 5, refused: 0 });
    expect(await partCount()).toEqual([0, 1, 0]);
    const res = await upload('scheme', file, staff, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmed: true, created: 4, updated: 1, linked: 4, message: 'Rollenschema geïmporteerd: 4 aangemaakt, 1 bijgewerkt, 4 koppelingen aan scènes.' });
    expect(await partCount()).toEqual([2, 2, 1]);
    const [nar] = await t.ctx.db.select().from(projectRoles).where(eq(projectRoles.id, existing.id));
    expect(nar).toMatchObject({ identifier: 'r2', name: 'Nar', description: 'Grappig', speaking: true });
    expect((await t.ctx.db.select().from(sceneRoles)).length).toBe(3);
    expect((await t.ctx.db.select().from(sceneProjectGroups)).length).toBe(1);
    // Importing again changes nothing but counts the rows as updated.
    expect((await upload('scheme', file, staff, true)).json()).toMatchObject({ created: 0, updated: 5, linked: 0 });
  });
});

describe('POST /api/project/{id}/import/scheme/users', () => {
  it('answers 401 and 403 without roles.update or groups.update in this project', async () => {
    expect((await upload('scheme/users', users('rol;R1;speler@example.be;Cast A'), null)).statusCode).toBe(401);
    expect((await upload('scheme/users', users('rol;R1;speler@example.be;Cast A'), stranger)).statusCode).toBe(403);
  });

  it('names every bad row and writes nothing; then links the players per cast', async () => {
    const file = users(
      'rol;R1;speler@example.be;Cast A',
      'rol;R9;speler@example.be;Cast A',
      'groep;G1;niemand@example.be;Cast A',
      'groep;G1;buiten@example.be;cast b',
      'rol;R1;speler@example.be;Cast Z',
      'scène;S1;speler@example.be;Cast A',
    );
    const body = (await upload('scheme/users', file, staff)).json<SchemeImportAnswer>();
    expect(Object.fromEntries(body.rows.map((r) => [r.row, r.problems]))).toEqual({
      2: [],
      3: ['casting.schemeImport.problem.unknownPart?kind=rol&value=R9'],
      4: ['casting.schemeImport.problem.unknownEmail?value=niemand%40example.be'],
      5: ['casting.schemeImport.problem.notRegistered'],
      6: ['casting.schemeImport.problem.unknownCast?value=Cast+Z'],
      7: ['casting.schemeImport.problem.userKind?value=sc%C3%A8ne'],
    });
    const refused = await upload('scheme/users', file, staff, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['rows.5']).toBe('Deze medewerker is niet ingeschreven in dit project.');
    expect(await t.ctx.db.select().from(roleUsers)).toHaveLength(0);

    const good = users('rol;R1;SPELER@example.be;Cast A', 'groep;g1;speler@example.be;cast b', 'rol;R1;speler@example.be;Cast A');
    const res = await upload('scheme/users', good, staff, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ linked: 2, message: '2 spelers werden gekoppeld.' });
    expect(await t.ctx.db.select().from(roleUsers)).toEqual([expect.objectContaining({ userId: player.id })]);
    expect(await t.ctx.db.select().from(groupUsers)).toEqual([expect.objectContaining({ userId: player.id })]);
    expect(outsider.id).toBeGreaterThan(0);
  });

  it('refuses group rows to someone who may only update roles', async () => {
    const body = (await upload('scheme/users', users('groep;G1;speler@example.be;Cast A'), rolesOnly)).json<SchemeImportAnswer>();
    expect(body.rows[0]!.problems).toEqual(['casting.schemeImport.problem.noUpdateRight?kind=groep']);
  });
});

describe('GET /api/reports/project/{id}/role_scheme.xlsx and the templates', () => {
  it('exports the scheme in the columns of the import, by identifier, with the players', async () => {
    expect((await call(t, 'GET', `/api/reports/project/${project.id}/role_scheme.xlsx`, null)).statusCode).toBe(401);
    expect((await call(t, 'GET', `/api/reports/project/${project.id}/role_scheme.xlsx`, stranger)).statusCode).toBe(403);
    const res = await call(t, 'GET', `/api/reports/project/${project.id}/role_scheme.xlsx`, staff);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (name: string) => (book.getWorksheet(name)!.getSheetValues() as unknown[][]).filter(Boolean).map((r) => r.slice(1));
    expect(rows('Rollenschema')).toEqual([
      ['Soort', 'Code', 'Naam', 'Beschrijving', 'Sprekend', 'Scènes'],
      ['scène', 'S1', 'Proloog', 'Begin', '', ''],
      ['scène', 'S2', 'Storm', '', '', ''],
      ['rol', 'R1', 'Koning', '', 'ja', 'S1, S2'],
      ['rol', 'r2', 'Nar', 'Grappig', 'ja', 'S2'],
      ['groep', 'G1', 'Volk', '', '', 'S1'],
    ]);
    expect(rows('Spelers')).toEqual([
      ['Soort', 'Code', 'E-mailadres', 'Cast'],
      ['rol', 'R1', 'speler@example.be', 'Cast A'],
      ['groep', 'G1', 'speler@example.be', 'Cast B'],
    ]);
  });

  it('serves each template to who may run its import in some project, or in the one asked for, else 403', async () => {
    const volunteer = await buildUser(t.ctx.db, { level: 2, rights: areaRights('users', 'read') });
    const kiosk = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: project.id, rights: areaRights('repetitions', 'read', 'pin') } });
    const schemeMaker = await buildUser(t.ctx.db, { level: 2, projectRights: { projectId: other.id, rights: areaRights('scenes', 'read', 'create') } });
    const caster = await buildUser(t.ctx.db, { level: 2, rights: areaRights('groups', 'read', 'update') });
    for (const [name, allowed, refused] of [
      ['import_role_scheme', [staff, schemeMaker], [player, volunteer, kiosk, caster]],
      ['import_role_scheme_users', [staff, caster], [player, volunteer, kiosk, schemeMaker]],
    ] as const) {
      expect((await call(t, 'GET', `/api/templates/${name}.xlsx`, null)).statusCode).toBe(401);
      for (const user of refused) expect((await call(t, 'GET', `/api/templates/${name}.xlsx`, user)).statusCode, `${name} ${user.email}`).toBe(403);
      for (const user of allowed) {
        const res = await call(t, 'GET', `/api/templates/${name}.xlsx`, user);
        expect(res.statusCode, `${name} ${user.email}`).toBe(200);
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}.xlsx"`);
      }
      // Naming a project asks for the right there: the stranger holds every right in the other project only.
      expect((await call(t, 'GET', `/api/templates/${name}.xlsx?projectId=${project.id}`, stranger)).statusCode).toBe(403);
      expect((await call(t, 'GET', `/api/templates/${name}.xlsx?projectId=${other.id}`, stranger)).statusCode).toBe(200);
    }
    // One of the import's rights is enough there: the scene maker holds scenes.create in the other project only.
    expect((await call(t, 'GET', `/api/templates/import_role_scheme.xlsx?projectId=${other.id}`, schemeMaker)).statusCode).toBe(200);
    expect((await call(t, 'GET', `/api/templates/import_role_scheme.xlsx?projectId=${project.id}`, schemeMaker)).statusCode).toBe(403);
  });
});
