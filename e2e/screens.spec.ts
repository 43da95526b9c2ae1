import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { axeFindings, settle } from './a11y';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';
import { screenRoutes, type DemoIds, type DemoUser, type Visit } from './screenRoutes';

/**
 * Every screen route of the app, opened as the demo user it is meant for, at 1280 and at 390 px:
 * no serious or critical axe violation at either width, and nothing wider than a phone
 * (docs/areas/accessibility.md). Each user signs in once; the pages are kept between tests.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const EMAIL: Record<Exclude<DemoUser, 'signedOut'>, string> = {
  admin: DEMO.admin,
  staff: DEMO.staff,
  volunteer: DEMO.volunteer,
  wardrobe: 'kledij@coulisse.be',
  kiosk: 'kiosk@coulisse.be',
};

// This spec runs axe itself, at both widths; a trace of every axe run would double its time.
test.use({ auditOnNavigation: false, trace: 'off', screenshot: 'off' });

async function signInToken(request: APIRequestContext, email: string): Promise<{ token: string; id: number }> {
  const res = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok(), `sign-in of ${email}`).toBe(true);
  return (await res.json()) as { token: string; id: number };
}

/** The id of the first row a list call answers (`{data: […]}` or a bare array). */
async function firstId(request: APIRequestContext, token: string, path: string): Promise<number> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), path).toBe(true);
  const body = (await res.json()) as { data?: { id: number }[] } | { id: number }[];
  const rows = Array.isArray(body) ? body : (body.data ?? []);
  expect(rows.length, `a row at ${path}`).toBeGreaterThan(0);
  return rows[0]!.id;
}

async function demoIds(request: APIRequestContext, admin: string, volunteer: number): Promise<DemoIds> {
  const get = (path: string) => firstId(request, admin, path);
  // The open demo project, with rehearsals, casting and the demo volunteer registered.
  const projects = (await (await request.get('/api/projects', { headers: { authorization: `Bearer ${admin}` } })).json()) as {
    data: { id: number; name: string }[];
  };
  const { id: project, name: projectName } = projects.data.find((p) => /Geels Dolhuys/.test(p.name))!;
  return {
    project,
    projectName,
    volunteer,
    registration: await get(`/api/project/${project}/registrations?items=1`),
    rehearsal: await get(`/api/project/${project}/repetitions?items=1`),
    projectRole: await get(`/api/project/${project}/project_roles?items=1`),
    group: await get(`/api/project/${project}/groups?items=1`),
    scene: await get(`/api/project/${project}/scenes?items=1`),
    accessRole: await get('/api/access_roles?items=1'),
    projectAccessRole: await get(`/api/project/${project}/access_roles`),
    rack: await get('/api/stock/racks?items=1'),
    fabric: await get('/api/stock/fabrics?items=1'),
    pattern: await get('/api/stock/patterns?items=1'),
    clothingSize: await get('/api/stock/clothing_sizes?items=1'),
    article: await get('/api/articles?items=1'),
    category: await get('/api/categories?items=1'),
    order: await get('/api/clothing/orders?items=1'),
  };
}

/** One browser context per demo user, signed in through its stored token (no sign-in screen per test). */
class DemoSessions {
  private readonly pages = new Map<DemoUser, Page>();
  private readonly contexts: BrowserContext[] = [];
  private readonly tokens = new Map<DemoUser, string>();

  constructor(
    private readonly browser: Browser,
    private readonly baseURL: string,
  ) {}

  remember(user: DemoUser, token: string): void {
    this.tokens.set(user, token);
  }

  async page(user: DemoUser, request: APIRequestContext): Promise<Page> {
    const open = this.pages.get(user);
    if (open) return open;
    let token = this.tokens.get(user);
    if (!token && user !== 'signedOut') token = (await signInToken(request, EMAIL[user])).token;
    const origins = token ? [{ origin: this.baseURL, localStorage: [{ name: 'coulisse.token', value: token }] }] : [];
    const context = await this.browser.newContext({ storageState: { cookies: [], origins }, viewport: DESKTOP });
    this.contexts.push(context);
    const page = await context.newPage();
    this.pages.set(user, page);
    return page;
  }

  async close(): Promise<void> {
    await Promise.all(this.contexts.map((c) => c.close()));
  }
}

/** How far the document is wider than the window (0 when nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) => page.evaluate<number>('document.scrollingElement.scrollWidth - document.scrollingElement.clientWidth');

let sessions: DemoSessions;
let ids: DemoIds;

test.beforeAll(async ({ browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const admin = await signInToken(request, DEMO.admin);
  const volunteer = await signInToken(request, DEMO.volunteer);
  ids = await demoIds(request, admin.token, volunteer.id);
  sessions = new DemoSessions(browser, baseURL!);
  sessions.remember('admin', admin.token);
  sessions.remember('volunteer', volunteer.token);
  await request.dispose();
});

test.afterAll(async () => {
  await sessions?.close();
});

/** Opens a visit at 1280 px, then at 390 px; answers what axe and the overflow check found. */
async function check(visit: Visit, request: APIRequestContext, notFound = false): Promise<string[]> {
  const page = await sessions.page(visit.as, request);
  const label = `${visit.url} (${visit.as})`;
  await page.setViewportSize(DESKTOP);
  await page.goto(visit.url);
  await settle(page);
  await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet' }), `${label}: the 404 page or not`).toHaveCount(notFound ? 1 : 0);
  const findings = await axeFindings(page, `${label} [1280 px]`);

  await page.setViewportSize(PHONE);
  await settle(page);
  findings.push(...(await axeFindings(page, `${label} [390 px]`)));
  const overflow = await sidewaysOverflow(page);
  if (overflow > 0) findings.push(`${label} [390 px]: scrolls sideways by ${overflow} px`);
  return findings;
}

/** Stands in for the demo records while the tests are declared: it gives each address its title. */
const PLACEHOLDER = new Proxy({} as DemoIds, { get: (_, key) => (key === 'projectName' ? '{project}' : `{${String(key)}}`) });

test.describe('Elk scherm, op 1280 en 390 px', () => {
  // One test per address, so a screen with many tabs gets the same time as any other.
  for (const [route, visits] of Object.entries(screenRoutes)) {
    visits(PLACEHOLDER).forEach((shown, index) => {
      test(`${route}: ${shown.url} (${shown.as})`, async ({ request }) => {
        expect(await check(visits(ids)[index]!, request)).toEqual([]);
      });
    });
  }

  for (const visit of [
    ...(['signedOut', 'admin', 'kiosk'] as const).map((as) => ({ as, url: '/bestaat-niet' })),
    // A bare screen (no app frame) the user may not open.
    { as: 'volunteer' as const, url: '/kledijbeheer/terugname' },
  ]) {
    test(`een adres dat niet bestaat (404): ${visit.url} (${visit.as})`, async ({ request }) => {
      expect(await check(visit, request, true)).toEqual([]);
    });
  }
});
