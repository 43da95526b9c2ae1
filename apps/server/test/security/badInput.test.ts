import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { locations, projects, repetitions, repetitionTypes, userTokens } from '../../src/db/schema/index';
import { areaRights, bearer, buildProject, buildUser } from '../factories';
import { appWithRoutes, fillParams, hasBody, isApiRoute } from './routeTable';
import { leavesOf, type AccessRule } from '../../src/platform/access/rules';

/**
 * Bad input (OWASP ASVS V5, issue 11) answers a Dutch 400, or the guard's 403, before anything
 * touches the database: never a 500, a partial write or a date rolled over to another day.
 */
const { t, routes } = await appWithRoutes();
const db = t.ctx.db;
const project = await buildProject(db, { name: 'Grenzen' });
// Staff as the fuzz test has them: a few global areas plus rights in one project, so the guard
// loads project rights from the database for every project-scoped route.
const staff = await buildUser(db, {
  level: 2,
  rights: {
    ...areaRights('repetitions', 'read', 'create', 'update'),
    ...areaRights('orders', 'read', 'create', 'update'),
    ...areaRights('projects', 'read', 'update'),
    ...areaRights('calendar', 'read'),
  },
  projectRights: { projectId: project.id, rights: { ...areaRights('scenes', 'read', 'create'), ...areaRights('registrations', 'read') } },
});
const [location] = await db
  .insert(locations)
  .values({ projectId: project.id, name: 'Zaal', identifier: 'Z', streetName: 'Markt', houseNumber: '1', zipCode: '9000', cityName: 'Gent' })
  .returning();
const [type] = await db.insert(repetitionTypes).values({ projectId: project.id, name: 'Scène' }).returning();

const send = (method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'POST', url, headers: bearer(staff), ...(payload === undefined ? {} : { payload: payload as object }) });

/** Whether a rule reads a project id from the path (the guard then loads that project's rights). */
const namesProject = (rule: AccessRule): boolean =>
  leavesOf(rule).some(
    (leaf) =>
      typeof leaf === 'object' &&
      ('right' in leaf || 'flag' in leaf) &&
      leaf.project !== undefined &&
      (typeof leaf.project === 'string' || 'param' in leaf.project),
  );
const projectScoped = routes.filter((r) => isApiRoute(r.url) && r.method !== 'HEAD' && r.access !== undefined && namesProject(r.access));

describe('ids beyond PostgreSQL integer on project-scoped routes', () => {
  it('covers the project routes', () => expect(projectScoped.length).toBeGreaterThan(50));

  // 2^31, 2^53 + 1 and 1e20 are no row ids: the guard must not query with them (it answered 500;
  // a rule through a record answers 404 for a refusal).
  it.each(['2147483648', '9007199254740993', '1e20'])('id %s answers 400, 403 or 404 (through a record), never 500', async (id) => {
    const answers = await Promise.all(
      projectScoped.map(async (route) => {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: fillParams(route.url, () => id),
          headers: bearer(staff),
          ...(hasBody(route.method) ? { payload: {} } : {}),
        });
        return `${route.method} ${route.url} → ${res.statusCode}`;
      }),
    );
    expect(answers.filter((a) => !/→ (400|403|404)$/.test(a))).toEqual([]);
  });
});

describe('POST /api/downloads', () => {
  it('refuses a path longer than the token column holds with a Dutch 400, writing no token', async () => {
    const path = `/api/reports/${'a'.repeat(250)}.xlsx`;
    const res = await send('POST', '/api/downloads', { path });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.path).toBe('De gegevens zijn ongeldig');
    expect(await db.select().from(userTokens).where(eq(userTokens.purpose, path))).toEqual([]);
  });
});

const IMPOSSIBLE_DATES = ['0000-00-00', '2027-02-30', '2026-13-01', '2026-00-10', '2027-02-29', ' 2026-01-01', '2026-1-1'];

describe('impossible dates', () => {
  it.each(IMPOSSIBLE_DATES)('POST /api/orders/price refuses %j with "Ongeldige datum"', async (date) => {
    const res = await send('POST', '/api/orders/price', { startDt: date, priceCategory: 1, periods: 1, items: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.startDt).toBe('Ongeldige datum');
  });

  const repetition = (date: string, start = '19:00') => ({
    projectId: project.id,
    identifier: 'R1',
    name: 'Repetitie',
    date,
    start,
    end: '22:00',
    locationId: location!.id,
    typeId: type!.id,
  });
  it.each(IMPOSSIBLE_DATES)('POST /api/repetitions refuses %j with "Ongeldige datum" and saves nothing', async (date) => {
    const res = await send('POST', '/api/repetitions', repetition(date));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.date).toBe('Ongeldige datum');
    expect(await db.select().from(repetitions).where(eq(repetitions.projectId, project.id))).toEqual([]);
  });

  it.each(['24:00', '23:60', '7:5'])('POST /api/repetitions refuses the time %j with "Ongeldig tijdstip"', async (time) => {
    const res = await send('POST', '/api/repetitions', repetition('2030-05-20', time));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.start).toBe('Ongeldig tijdstip');
  });

  it('PUT /api/project/{id} refuses 30 February rather than storing 2 March', async () => {
    const [before] = await db.select().from(projects).where(eq(projects.id, project.id));
    const body = { name: 'Grenzen', openFrom: '2027-02-01', closedFrom: '2027-02-30', closedOffStage: '2027-03-31', projectClosed: '2027-06-30' };
    const res = await send('PUT', `/api/project/${project.id}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.closedFrom).toBe('Ongeldige datum');
    expect(await db.select().from(projects).where(eq(projects.id, project.id))).toEqual([before]);
  });

  it('GET /api/repetitions/all refuses an impossible range with "Ongeldig tijdstip"', async () => {
    const res = await send('GET', '/api/repetitions/all?from=2027-02-30T00:00:00.000Z&to=2027-03-31T00:00:00.000Z');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.from).toBe('Ongeldig tijdstip');
  });
});
