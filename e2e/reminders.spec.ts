import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, field, newestMail, signIn } from './fixtures';

/** A demo login's session: token and user id. */
async function sessionOf(request: APIRequestContext, email: string): Promise<{ token: string; id: number }> {
  const res = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  return (await res.json()) as { token: string; id: number };
}

const SHOTS = process.env.E2E_SHOTS;

test.describe('Repetitiemails', () => {
  test('de oproeping komt per mail met een "ik kan niet"-link die zonder aanmelden afmeldt', async ({ browser, request }) => {
    const admin = await sessionOf(request, DEMO.admin);
    const volunteer = await sessionOf(request, DEMO.volunteer);
    const headers = { authorization: `Bearer ${admin.token}` };
    const projects = (await (await request.get('/api/projects', { headers })).json()) as { data: { id: number; name: string }[] };
    const projectId = projects.data.find((p) => /Geels Dolhuys/.test(p.name))!.id;
    const settings = (await (await request.get(`/api/projects/${projectId}/settings`, { headers })).json()) as { locations: { id: number }[]; types: { id: number }[] };
    const day = new Date(Date.now() + 4 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Brussels' });
    const made = await request.post('/api/repetitions', {
      headers,
      data: {
        projectId,
        identifier: 'MAIL',
        name: 'Mailrepetitie (e2e)',
        date: day,
        start: '19:30',
        end: '22:00',
        locationId: settings.locations[0]!.id,
        typeId: settings.types[0]!.id,
        register: true,
        sendMail: true,
        selection: [{ kind: 'user', refId: volunteer.id, castId: null }],
      },
    });
    expect(made.status()).toBe(201);

    const [y, m, d] = day.split('-');
    const mail = await newestMail(DEMO.volunteer, `Oproeping: Mailrepetitie (e2e) op ${d}/${m}/${y}`);
    expect(mail.text).toContain('Uur: 19:30 tot 22:00');
    const link = new URL(/Ik kan niet: (\S+)/.exec(mail.text)![1]!);

    // A phone that is not signed in.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'nl-BE', timezoneId: 'Europe/Brussels' });
    try {
      const page = await phone.newPage();
      await page.goto(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { name: 'Afmelden voor een repetitie' })).toBeVisible();
      await expect(page.getByText(`Kan je niet komen naar Mailrepetitie (e2e)`)).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/absence-390.png`, fullPage: true });
      await field(page, 'Reden (niet verplicht)').fill('Familiefeest');
      await page.getByRole('button', { name: 'Ik kan niet' }).click();
      await expect(page.getByText('U bent nu afgemeld voor deze repetitie')).toBeVisible();
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/absence-done-390.png`, fullPage: true });
      // The link again: already signed off, nothing to click.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.reload();
      await expect(page.getByText('Je bent al afgemeld voor deze repetitie.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Ik kan niet' })).toHaveCount(0);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/absence-again-1280.png`, fullPage: true });
      // A changed token is refused with a Dutch message.
      await page.goto(`${link.pathname}${link.search.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`);
      await expect(page.getByText('Deze link is ongeldig. Gebruik de link uit de laatste mail over deze repetitie.')).toBeVisible();
    } finally {
      await phone.close();
    }
  });

  test('de beheerder stelt de herinnering in bij de projectinstellingen, binnen de grenzen', async ({ page, request }) => {
    const admin = await sessionOf(request, DEMO.admin);
    const projects = (await (await request.get('/api/projects', { headers: { authorization: `Bearer ${admin.token}` } })).json()) as { data: { id: number; name: string }[] };
    const projectId = projects.data.find((p) => /Geels Dolhuys/.test(p.name))!.id;
    await signIn(page, DEMO.admin);
    await page.goto(`/projecten/${projectId}/instellingen/`);
    const hours = field(page, 'Herinnering voor een repetitie (uren vooraf)');
    await expect(hours).toHaveValue('24');
    await hours.fill('400');
    await hours.blur();
    await expect(page.getByText('Geef een waarde tussen 1 en 336')).toBeVisible();
    await hours.fill('48');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Instellingen opgeslagen')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
    await page.reload();
    await expect(field(page, 'Herinnering voor een repetitie (uren vooraf)')).toHaveValue('48');
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-390.png`, fullPage: true });
  });
});
