import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, linkIn, newestMail, signIn, test, uniqueEmail } from './fixtures';

/**
 * Stored XSS (ASVS V3/V5, issue 11): every free-text field that a screen renders holds a payload
 * that would set `window.__xss` if it ever reached the DOM as HTML — an event handler, a script
 * element, an SVG onload and a javascript: link. The journey makes the records through the API and
 * then visits every screen that shows them: each must show the payload as text, run nothing, load
 * nothing (the <img> would request /xss-probe) and cause no Content-Security-Policy report (a
 * report would mean the app injected HTML and only the policy stopped it).
 */

const stamp = Date.now().toString(36);
/** The full payload (under 200 characters), for fields of 255 characters and more. */
const xss = (tag: string) =>
  `${tag}-${stamp} <img src=/xss-probe onerror="window.__xss=1"><script>window.__xss=1</script><svg onload="window.__xss=1"></svg><a href="javascript:window.__xss=1">klik</a>`;
/** At most 70 characters (rehearsal names). */
const midXss = (tag: string) => `${tag}-${stamp}<img src=/xss-probe onerror=__xss=1>`;
/** At most 30 characters (casts, rehearsal types, locations). */
const shortXss = (tag: string) => `${tag}<svg onload=__xss=1>`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const inDays = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date(Date.now() + days * 86_400_000));

async function ok<T>(response: Promise<APIResponse>, status = 0): Promise<T> {
  const res = await response;
  if (status) expect(res.status(), await res.text()).toBe(status);
  else expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

interface Visit {
  path: string;
  /** Texts the screen must show (as text): proves the payload was rendered at all. */
  shows: string[];
  /** Optional step on the screen before checking, e.g. opening a popover. */
  then?: (page: Page) => Promise<void>;
}

/**
 * Creates every record through the API as the demo admin; answers the screens that show them, and
 * how to remove the project and the access role again (lists other journeys read).
 */
async function storePayloads(request: APIRequestContext): Promise<{ visits: Visit[]; cleanUp: () => Promise<void> }> {
  const { token } = await ok<{ token: string }>(request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD } }));
  const headers = bearer(token);
  const post = <T>(url: string, data: unknown, status = 0) => ok<T>(request.post(url, { headers, data }), status);
  const put = <T>(url: string, data: unknown) => ok<T>(request.put(url, { headers, data }));

  // A volunteer signs up with payloads in the name: the admins get a `new_users` notification.
  const email = uniqueEmail('xss');
  await ok(
    request.post('/api/signup', {
      data: {
        firstName: xss('voornaam'),
        lastName: xss('achternaam'),
        dateOfBirth: '1995-05-17',
        sex: 1,
        nationality: 'Belg',
        origin: 'BE',
        email,
        emailConfirm: email,
        cellPhone: '0470123456',
        streetName: xss('adres'),
        houseNumber: '1',
        zipCode: '2440',
        cityName: xss('woonplaats'),
        tShirt: 'S',
        password: 'geheim123',
        passwordConfirm: 'geheim123',
        privacy: true,
      },
    }),
    201,
  );
  const users = await ok<{ data: { id: number }[] }>(request.get(`/api/users?filters=${encodeURIComponent(JSON.stringify({ text: email }))}`, { headers }));
  const userId = users.data[0]!.id;
  // The own remark is the volunteer's to write (confirmed and signed in); the owner remarks staff's.
  const confirmToken = new URL(`http://x${linkIn(await newestMail(email))}`).searchParams.get('confirmToken');
  await ok(request.post('/api/confirm-email', { data: { token: confirmToken } }));
  const volunteer = await ok<{ token: string }>(request.post('/api/auth', { data: { email, password: 'geheim123' } }));
  await ok(request.put(`/api/user/${userId}/remarks`, { headers: bearer(volunteer.token), data: { remarks: xss('opmerking') } }));
  await put(`/api/user/${userId}/remarks`, { ownerRemarks: xss('eigenaarsopmerking') });

  const project = await post<{ id: number }>(
    '/api/projects',
    {
      name: xss('project'),
      title: xss('titel'),
      subtitle: xss('ondertitel'),
      openFrom: inDays(-30),
      closedFrom: inDays(300),
      closedOffStage: inDays(300),
      projectClosed: inDays(330),
      rolesOpen: '',
      rolesClosed: '',
      editRegistrationClosed: '',
      deleteRegistrationClosed: '',
      auditionHint: '',
    },
    201,
  );
  const p = `/api/project/${project.id}`;
  const choice = await post<{ id: number }>(`${p}/choices`, { name: xss('voorkeur'), onStage: true, role: true }, 201);
  await post(`${p}/casts`, { name: shortXss('cast') }, 201);
  const type = await post<{ id: number }>(`${p}/repetition_types`, { name: shortXss('type') }, 201);
  const location = await post<{ id: number }>(
    `${p}/locations`,
    { name: shortXss('locatie'), identifier: 'LOC', streetName: xss('straat'), houseNumber: '1', zipCode: '2440', cityName: xss('gemeente') },
    201,
  );
  await post(`${p}/project_roles`, { identifier: 'R1', name: xss('rol'), description: xss('rolbeschrijving') }, 201);
  await post(`${p}/groups`, { identifier: 'G1', name: xss('groep'), description: xss('groepbeschrijving') }, 201);
  const sceneGroup = await post<{ data: { id: number } }>(
    `${p}/scene_groups`,
    { identifier: 'SG1', name: xss('scenegroep'), description: xss('scenegroepbeschrijving') },
    201,
  );
  await post(`${p}/scenes`, { identifier: 'S1', name: xss('scene'), description: xss('scenebeschrijving'), sceneGroupId: sceneGroup.data.id }, 201);
  const registration = await post<{ data: { id: number } }>(
    `${p}/user/${userId}`,
    {
      location: 1,
      choices: [choice.id],
      talents: xss('talenten'),
      remarks: xss('inschrijvingsopmerking'),
      diet: xss('dieet'),
      ownerRemarks: xss('inschrijvingseigenaar'),
    },
    201,
  );
  const rehearsal = await post<{ id: number }>(
    '/api/repetitions',
    {
      projectId: project.id,
      identifier: 'XSS',
      name: midXss('repetitie'),
      description: xss('repetitiebeschrijving'),
      date: inDays(1),
      start: '19:00',
      end: '21:00',
      locationId: location.id,
      typeId: type.id,
      register: true,
      selection: [{ kind: 'all' }],
    },
    201,
  );

  const role = await post<{ id: number }>('/api/access_roles', { name: midXss('toegangsrol'), description: xss('toegangsrolbeschrijving'), rights: [] });

  await post('/api/clothing/color', { name: xss('kleur') }, 201);
  await post('/api/clothing/fabric', { type: xss('stof') }, 201);
  await post('/api/clothing/pattern', { name: xss('motief') }, 201);
  const rackId = 900_000 + Math.floor(Math.random() * 90_000);
  await post('/api/clothing/rack', { id: rackId, description: xss('rek') }, 201);
  const category = await post<{ id: number }>('/api/clothing/category', { name: xss('categorie'), priceA: 1, priceB: 2, priceC: 3, priceD: 4, priceE: 5 }, 201);
  const [size] = await ok<{ id: number }[]>(request.get('/api/clothing/articleClothingSizes', { headers }));
  const article = await post<{ id: number; number: string }>(
    '/api/article',
    { description: xss('artikel'), clothingId: category.id, clothingSizeId: size!.id, rackId, tags: 'xss', active: true },
    201,
  );
  const order = await post<{ rentalId: number }>(
    '/api/orders',
    {
      type: 4,
      priceCategory: 1,
      name: xss('huurder'),
      companyName: xss('vereniging'),
      cellPhone: '0470112233',
      email: 'huurder@voorbeeld.be',
      streetName: xss('huurstraat'),
      houseNumber: '1',
      zipCode: '2440',
      cityName: xss('huurgemeente'),
      projectName: xss('huurproject'),
      projectOwner: xss('projectverantwoordelijke'),
      fromDt: inDays(1),
      toDt: inDays(8),
      periods: 1,
      info: xss('huurinfo'),
      items: [{ articleId: article.id, remarks: xss('itemopmerking') }],
    },
    201,
  );

  await post('/api/mail', { to: [userId], subject: xss('onderwerp'), html: `<p>${xss('mailtekst')}</p>` }, 202);
  const unread = await ok<{ items: { id: number; notification: string }[] }>(request.get('/api/notifications/unread', { headers }));
  const notification = unread.items.find((n) => n.notification.includes(`voornaam-${stamp}`));
  expect(notification, 'the sign-up notification').toBeDefined();

  const tag = (name: string) => `${name}-${stamp}`;
  const proj = `/projecten/${project.id}`;
  const cleanUp = async () => {
    for (const url of [`/api/project/${project.id}`, `/api/access_role/${role.id}`]) expect((await request.delete(url, { headers })).ok(), url).toBe(true);
  };
  const visits: Visit[] = [
    { path: `/medewerkers?text=${tag('voornaam')}`, shows: [tag('voornaam')] },
    { path: `/medewerker/${userId}/overzicht`, shows: [tag('voornaam'), tag('opmerking'), tag('eigenaarsopmerking')] },
    { path: `/medewerker/${userId}/inschrijvingen`, shows: [tag('project')] },
    { path: `/medewerker/${userId}/geschiedenis`, shows: [tag('opmerking')] },
    {
      path: '/overzicht',
      shows: [],
      then: async (page) => {
        await page.getByRole('button', { name: /^Meldingen/ }).click();
        await expect(page.getByRole('dialog').getByText(tag('voornaam')).first()).toBeVisible();
      },
    },
    { path: `/meldingen?text=${tag('voornaam')}`, shows: [tag('voornaam')] },
    { path: `/meldingen?melding=${notification!.id}`, shows: [tag('voornaam')] },
    { path: `/projecten?text=${tag('project')}`, shows: [tag('project')] },
    { path: `${proj}/overzicht`, shows: [tag('project')] },
    {
      path: `${proj}/instellingen`,
      shows: [],
      then: async (page) => {
        const tabs: [string, string[]][] = [
          ['Inschrijvingsvoorkeuren', [tag('voorkeur')]],
          ['Casts', [shortXss('cast')]],
          ['Repetitietypes', [shortXss('type')]],
          ['Locaties', [shortXss('locatie'), tag('straat')]],
        ];
        for (const [tab, texts] of tabs) {
          await page.getByRole('tab', { name: tab }).click();
          for (const text of texts) await expect(page.getByRole('tabpanel').getByText(text).first(), `${tab} shows ${text}`).toBeVisible();
        }
      },
    },
    { path: `${proj}/inschrijvingen`, shows: [tag('voornaam')] },
    {
      path: `${proj}/inschrijvingen/${registration.data.id}`,
      shows: [tag('voorkeur')],
      then: async (page) => {
        await expect(page.getByRole('textbox', { name: 'Talenten' })).toHaveValue(xss('talenten'));
        await expect(page.getByRole('textbox', { name: 'Opmerkingen', exact: true })).toHaveValue(xss('inschrijvingsopmerking'));
      },
    },
    { path: `${proj}/rollen`, shows: [tag('rol')] },
    { path: `${proj}/groepen`, shows: [tag('groep')] },
    { path: `${proj}/scenes`, shows: [tag('scene')] },
    { path: `${proj}/repetities?text=${tag('repetitie')}`, shows: [tag('repetitie')] },
    { path: `/repetities/${rehearsal.id}/aanwezigheid`, shows: [tag('repetitie')] },
    { path: `/repetities/${rehearsal.id}/bewerk`, shows: [] },
    { path: `${proj}/kalender`, shows: [tag('repetitie')] },
    { path: '/inschrijvingen', shows: [] },
    { path: `/toegangsrollen?text=${tag('toegangsrol')}`, shows: [tag('toegangsrol')] },
    { path: `/toegangsrollen/${role.id}/bewerk`, shows: [] },
    { path: `/kledijbeheer/kleuren?text=${tag('kleur')}`, shows: [tag('kleur')] },
    { path: `/kledijbeheer/stoffen?text=${tag('stof')}`, shows: [tag('stof')] },
    { path: `/kledijbeheer/motieven?text=${tag('motief')}`, shows: [tag('motief')] },
    { path: `/kledijbeheer/rekken?text=${tag('rek')}`, shows: [tag('rek')] },
    { path: `/retributiebeheer/categorieen?text=${tag('categorie')}`, shows: [tag('categorie')] },
    { path: `/kledijbeheer/artikels?text=${article.number}`, shows: [tag('artikel')] },
    { path: `/kledijbeheer/artikel/${article.id}`, shows: [] },
    { path: `/retributiebeheer/bestelformulieren?text=${tag('huurder')}`, shows: [tag('vereniging')] },
    { path: `/retributiebeheer/bestelformulieren/detail/${order.rentalId}`, shows: [tag('huurder'), tag('artikel')] },
    { path: `/retributiebeheer/bestelformulieren/bewerk/${order.rentalId}`, shows: [] },
    {
      // The mail's HTML is the one place the app renders HTML: escaped by the server, shown in a sandboxed frame.
      path: `/verzonden-mails?text=${tag('onderwerp')}`,
      shows: [tag('onderwerp')],
      then: async (page) => {
        await page.getByRole('link', { name: new RegExp(tag('onderwerp')) }).click();
        await expect(page.getByRole('dialog').frameLocator('iframe').getByText(tag('mailtekst'))).toBeVisible();
      },
    },
    { path: `/zoekresultaten?q=${tag('voornaam')}`, shows: [tag('voornaam')] },
  ];
  return { visits, cleanUp };
}

/** The screens are checked in parts, so no single test holds 40 page loads. */
const PARTS = 4;

test.describe.serial('stored HTML and script in every free-text field never run and are shown as text', () => {
  let stored: Awaited<ReturnType<typeof storePayloads>>;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright, baseURL }) => {
    api = await playwright.request.newContext({ baseURL });
    stored = await storePayloads(api);
  });

  test.afterAll(async () => {
    await stored?.cleanUp();
    await api?.dispose();
  });

  for (let part = 0; part < PARTS; part++) {
    test(`screens, part ${part + 1} of ${PARTS}`, async ({ page }) => {
      // About ten full page loads, each checked by axe: 20–30 s alone on the 2-core CI machine, and
      // past 60 s in one run beside the every-screen worker (on a branch whose first load was slower).
      test.slow();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(`${page.url()}: ${message.text()}`);
      });
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.endsWith('/xss-probe')) problems.push(`${page.url()}: an injected <img> loaded ${req.url()}`);
      });
      page.on('dialog', (dialog) => {
        problems.push(`${page.url()}: a dialog opened: ${dialog.message()}`);
        void dialog.dismiss();
      });

      await signIn(page, DEMO.admin);
      const size = Math.ceil(stored.visits.length / PARTS);
      for (const visit of stored.visits.slice(part * size, (part + 1) * size)) {
        await test.step(visit.path, async () => {
          await page.goto(visit.path);
          for (const text of visit.shows) await expect(page.getByText(text).first(), `${visit.path} shows ${text}`).toBeVisible();
          if (visit.then) await visit.then(page);
          if (!visit.shows.length && !visit.then) await expect(page.locator('main')).toBeVisible();
          expect(await page.evaluate(() => (globalThis as { __xss?: unknown }).__xss), visit.path).toBeUndefined();
          expect(problems).toEqual([]);
        });
      }
    });
  }
});
