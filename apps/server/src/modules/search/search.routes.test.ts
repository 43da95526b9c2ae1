import type { RightsSet } from '@coulisse/shared/access/rights';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { articles, categories, clothingSizes, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/app';
import { areaRights, bearer, buildProject, buildUser, type BuiltUser } from '../../../test/factories';

let t: TestApp;
let admin: BuiltUser;
let staff: BuiltUser;
let reader: BuiltUser;
let wardrobe: BuiltUser;
let volunteer: BuiltUser;
let verifying: BuiltUser;
let jose: BuiltUser;
let stockKeeper: BuiltUser;
const articleIds: Record<string, number> = {};

const usersWith = (...subs: string[]): RightsSet => areaRights('users', 'read', ...subs);

async function person(firstName: string, lastName: string, data: Partial<typeof users.$inferInsert> = {}) {
  const user = await buildUser(t.ctx.db, { firstName, lastName, email: data.email });
  if (Object.keys(data).length) await t.ctx.db.update(users).set(data).where(eq(users.id, user.id));
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.ctx.db, { level: 1 });
  staff = await buildUser(t.ctx.db, { level: 2, rights: usersWith('picture', 'contact', 'address') });
  reader = await buildUser(t.ctx.db, { level: 2, rights: usersWith() });
  wardrobe = await buildUser(t.ctx.db, { level: 3, rights: areaRights('projects', 'read') });
  volunteer = await buildUser(t.ctx.db);
  verifying = await buildUser(t.ctx.db, { level: 2, rights: usersWith('contact'), shouldVerify: true });
  jose = await person('José', 'Vandeperre', {
    email: 'pepe1970@example.be',
    cityName: 'Kasterlee',
    cellPhone: '0475 99 88 77',
    image: '/uploads/users/jose.jpg',
  });
  await person('Mieke', 'Janssens', { email: 'mieke@example.be', cityName: 'Mol' });
  for (let i = 1; i <= 7; i++) await person(`Persoon ${i}`, 'Zoekmans', { email: `zoekmans-${i}@example.be` });
  // Found by e-mail only: comes after the names that match.
  await person('Anders', 'Iemand', { email: 'zoekmans.fan@example.be' });
  await buildProject(t.ctx.db, { name: 'Passiespel Zoekmans 2026' });
  await buildProject(t.ctx.db, {
    name: 'Passiespel Zoekmans 2015',
    openFrom: '2014-09-01',
    closedFrom: '2015-03-01',
    closedOffStage: '2015-03-15',
    projectClosed: '2015-04-30',
  });
  await buildProject(t.ctx.db, { name: 'Gëel Kermisstoet', openFrom: null });
  stockKeeper = await buildUser(t.ctx.db, { level: 3, rights: areaRights('articles', 'read') });
  const [mantel] = await t.ctx.db.insert(categories).values({ name: 'Mantel' }).returning();
  const [large] = await t.ctx.db.insert(clothingSizes).values({ size: 'L' }).returning();
  const article = async (key: string, description: string, tags: string, active = true) => {
    const [row] = await t.ctx.db
      .insert(articles)
      .values({ description, tags, active, categoryId: mantel!.id, clothingSizeId: large!.id })
      .returning({ id: articles.id });
    articleIds[key] = row!.id;
  };
  await article('cape', 'Geborduurde fluwelen cape', 'adel|kraag');
  await article('pij', 'Bruine pij', 'monnik');
  await article('oldPij', 'Versleten pij', 'monnik', false);
});

const search = (user: BuiltUser | null, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/general/search', headers: user ? bearer(user) : {}, payload: body as object });

interface Answer {
  search: string;
  limit: number;
  offset: number;
  groups: { type: string; total: number; items: Record<string, string | number | boolean | null>[] }[];
}

async function found(user: BuiltUser, body: Record<string, unknown>): Promise<Answer> {
  const res = await search(user, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
}

const group = (answer: Answer, type: string) => answer.groups.find((g) => g.type === type);
const names = (answer: Answer, type: string) =>
  group(answer, type)?.items.map((i) => (type === 'users' ? `${String(i.firstName)} ${String(i.lastName)}` : i.name));

describe('POST /api/general/search', () => {
  it('answers 401 without a session', async () => {
    expect((await search(null, { search: 'jose' })).statusCode).toBe(401);
  });

  it('refuses a missing, too short or too long text and bad paging with Dutch messages', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{}, { search: 'Veld mag niet leeg zijn' }],
      [{ search: ' a ' }, { search: 'min. 2 en max. 100 karakters' }],
      [{ search: 'x'.repeat(101) }, { search: 'min. 2 en max. 100 karakters' }],
      [{ search: 'jose', limit: 0 }, {}],
      [{ search: 'jose', limit: 51 }, {}],
      [{ search: 'jose', offset: -1 }, {}],
      [{ search: 'jose', offset: 1001 }, {}],
      [{ search: 'jose', type: 'racks' }, {}],
    ];
    for (const [body, fields] of cases) {
      const res = await search(admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toMatchObject(fields);
    }
  });

  it('finds people without regard to accents, case or word order', async () => {
    for (const text of ['jose', 'JOSÉ', 'vandeperre jose', 'José Vandep']) {
      expect(names(await found(admin, { search: text }), 'users'), text).toEqual(['José Vandeperre']);
    }
  });

  it('tolerates a typo from four characters on', async () => {
    expect(names(await found(admin, { search: 'Jansens' }), 'users')).toEqual(['Mieke Janssens']);
    expect(names(await found(admin, { search: 'Vandepere' }), 'users')).toEqual(['José Vandeperre']);
  });

  it('answers per type the total and the first five, names that match first', async () => {
    const answer = await found(admin, { search: 'zoekmans' });
    expect(answer).toMatchObject({ search: 'zoekmans', limit: 5, offset: 0 });
    expect(answer.groups.map((g) => g.type)).toEqual(['users', 'projects', 'articles']);
    expect(group(answer, 'users')).toMatchObject({ total: 8 });
    expect(names(answer, 'users')).toEqual(['Persoon 1 Zoekmans', 'Persoon 2 Zoekmans', 'Persoon 3 Zoekmans', 'Persoon 4 Zoekmans', 'Persoon 5 Zoekmans']);
    expect(group(answer, 'projects')).toMatchObject({ total: 2 });
    // Newest first.
    expect(names(answer, 'projects')).toEqual(['Passiespel Zoekmans 2026', 'Passiespel Zoekmans 2015']);
    expect(group(answer, 'projects')!.items.map((p) => p.active)).toEqual([true, false]);
  });

  it('pages one type at a time', async () => {
    const last = await found(admin, { search: 'zoekmans', type: 'users', limit: 3, offset: 6 });
    expect(last.groups.map((g) => g.type)).toEqual(['users']);
    expect(last.groups[0]).toMatchObject({ total: 8 });
    expect(names(last, 'users')).toEqual(['Persoon 7 Zoekmans', 'Anders Iemand']);
    const past = await found(admin, { search: 'zoekmans', type: 'users', limit: 3, offset: 30 });
    expect(past.groups[0]).toEqual({ type: 'users', total: 8, items: [] });
    expect((await found(admin, { search: 'zoekmans', type: 'projects' })).groups.map((g) => g.type)).toEqual(['projects']);
  });

  it('shows each personal field only with its right', async () => {
    const full = group(await found(staff, { search: 'jose' }), 'users')!.items[0];
    expect(full).toEqual({
      id: jose.id,
      firstName: 'José',
      lastName: 'Vandeperre',
      image: '/uploads/users/jose.jpg',
      email: 'pepe1970@example.be',
      cityName: 'Kasterlee',
    });
    const bare = group(await found(reader, { search: 'jose' }), 'users')!.items[0];
    expect(bare).toEqual({ id: jose.id, firstName: 'José', lastName: 'Vandeperre', image: null, email: null, cityName: null });
  });

  it('matches hidden fields only for those who may read them', async () => {
    for (const text of ['pepe1970@', 'Kasterlee', '0475 99 88']) {
      expect(names(await found(staff, { search: text }), 'users'), text).toEqual(['José Vandeperre']);
      expect(group(await found(reader, { search: text }), 'users'), text).toEqual({ type: 'users', total: 0, items: [] });
    }
    // Contact without address: the e-mail counts, the town does not.
    const contactOnly = await buildUser(t.ctx.db, { level: 2, rights: usersWith('contact') });
    expect(names(await found(contactOnly, { search: 'pepe1970' }), 'users')).toEqual(['José Vandeperre']);
    expect(group(await found(contactOnly, { search: 'kasterlee' }), 'users')!.total).toBe(0);
  });

  it('gives a volunteer neither people nor projects (no users or projects read)', async () => {
    const answer = await found(volunteer, { search: 'zoekmans' });
    expect(answer).toEqual({ search: 'zoekmans', limit: 5, offset: 0, groups: [] });
    expect((await found(volunteer, { search: 'jose', type: 'users' })).groups).toEqual([]);
    // Not even the projects open for registration, also when asked for by type.
    expect((await found(volunteer, { search: 'zoekmans', type: 'projects' })).groups).toEqual([]);
  });

  it('hides projects from staff without projects read', async () => {
    const answer = await found(reader, { search: 'zoekmans' });
    expect(answer.groups.map((g) => g.type)).toEqual(['users']);
    const noRights = await buildUser(t.ctx.db, { level: 3 });
    expect((await found(noRights, { search: 'geel kermis' })).groups).toEqual([]);
  });

  it('gives every project to projects read, without people when they lack users read', async () => {
    const answer = await found(wardrobe, { search: 'geel kermis' });
    expect(answer.groups.map((g) => g.type)).toEqual(['projects']);
    expect(names(answer, 'projects')).toEqual(['Gëel Kermisstoet']);
    expect(group(answer, 'projects')!.items[0]!.active).toBe(false);
    // Accent-insensitive on projects too, both ways.
    expect(names(await found(wardrobe, { search: 'gëël' }), 'projects')).toEqual(['Gëel Kermisstoet']);
  });

  it('gives nothing to a user who still has to verify their data', async () => {
    expect((await found(verifying, { search: 'zoekmans' })).groups).toEqual([]);
  });

  it('finds articles by padded number, description and tag, accents and typos forgiven', async () => {
    const padded = String(articleIds.cape).padStart(6, '0');
    const ids = async (text: string) => group(await found(stockKeeper, { search: text }), 'articles')?.items.map((i) => i.id);
    for (const text of [padded, 'geborduurde', 'fluwelen CAPE', 'kraag adel', 'Gebórduurde']) expect(await ids(text), text).toContain(articleIds.cape);
    expect(await ids('harnas')).toEqual([]);
    expect(await ids('fluwelne cape')).toEqual([articleIds.cape]);
    // Active articles first; a removed one is still found (its history can be looked up).
    expect(await ids('monnik')).toEqual([articleIds.pij, articleIds.oldPij]);
    const cape = group(await found(stockKeeper, { search: padded }), 'articles')!.items[0];
    expect(cape).toEqual({ id: articleIds.cape, description: 'Geborduurde fluwelen cape', category: 'Mantel', size: 'L', rackId: null, active: true });
  });

  it('gives articles only to holders of articles read', async () => {
    expect((await found(stockKeeper, { search: 'monnik' })).groups.map((g) => g.type)).toEqual(['articles']);
    for (const user of [staff, wardrobe, volunteer]) expect(group(await found(user, { search: 'monnik' }), 'articles'), user.email).toBeUndefined();
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(group(await found(admin, { search: '%%' }), 'users')!.total).toBe(0);
    expect(group(await found(admin, { search: '__' }), 'users')!.total).toBe(0);
  });
});
