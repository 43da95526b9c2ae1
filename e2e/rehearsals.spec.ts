import type { APIRequestContext } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

/** A bearer token of a demo login, for looking up ids. */
async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  return ((await res.json()) as { token: string }).token;
}

async function openProjectId(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/projects', { headers: { authorization: `Bearer ${token}` } });
  const list = (await res.json()) as { data: { id: number; name: string }[] };
  return list.data.find((p) => /Geels Dolhuys/.test(p.name))!.id;
}

const inDays = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('Repetities', () => {
  test('staf plant een repetitie voor een scène en ziet de juiste deelnemers', async ({ page, request }) => {
    const token = await tokenOf(request, DEMO.staff);
    const headers = { authorization: `Bearer ${token}` };
    const projectId = await openProjectId(request, token);
    // The first scene of the demo scheme, and who the casting calls for it (the rehearsal must show exactly them).
    const scenes = (await (await request.get(`/api/project/${projectId}/scenes?sort=identifier:asc&items=1`, { headers })).json()) as {
      data: { id: number; identifier: string; name: string }[];
    };
    const scene = scenes.data[0]!;
    const called = (await (await request.get(`/api/project/${projectId}/scene/${scene.id}/called`, { headers })).json()) as {
      users: { firstName: string; lastName: string }[];
    };
    expect(called.users.length).toBeGreaterThan(0);

    await signIn(page, DEMO.staff);
    await page.goto(`/projecten/${projectId}/repetities`);
    await page.getByRole('link', { name: 'Nieuwe repetitie' }).click();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill('E2E');
    await page.getByRole('textbox', { name: 'Naam', exact: true }).fill('Scènerepetitie (e2e)');
    await page.getByRole('textbox', { name: 'Datum', exact: true }).fill(inDays(5));
    await page.getByRole('textbox', { name: 'Start', exact: true }).fill('19:30');
    await page.getByRole('textbox', { name: 'Einde', exact: true }).fill('21:30');
    await page.getByRole('combobox', { name: 'Locatie' }).click();
    await page.getByRole('option', { name: /Zaal De Werft/ }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Scènerepetitie' }).click();
    await page.getByLabel('Aanwezigheid registreren').check();
    await expect(page.getByLabel('Mail versturen')).toBeChecked();
    const label = `${scene.identifier} ${scene.name}`;
    await page.getByRole('combobox', { name: 'Scènes', exact: true }).click();
    await page.getByRole('option', { name: label }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await expect(page.getByTestId('selection')).toContainText(label);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page).toHaveURL(new RegExp(`/projecten/${projectId}/repetities`));
    const row = page.getByRole('row', { name: /Scènerepetitie \(e2e\)/ });
    await row.getByRole('link', { name: 'Aanwezigheid' }).click();
    await expect(page.getByRole('heading', { name: /E2E Scènerepetitie/ })).toBeVisible();
    await expect(page.getByText(`Te repeteren scènes: ${label}`)).toBeVisible();
    // Exactly the called players: the total, and the first batch of 10 of them.
    await expect(page.getByText(`${called.users.length} resultaten`)).toBeVisible();
    await expect(page.getByTestId('presence-row')).toHaveCount(Math.min(10, called.users.length));
    const first = called.users[0]!;
    await expect(page.getByRole('rowheader', { name: new RegExp(`${first.lastName}, ${first.firstName}`) })).toBeVisible();
  });

  test('een vrijwilliger meldt zich op de gsm af met een reden, en weer aan', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.volunteer);
    await page.goto('/repetities/alle');
    await expect(page.getByText('Je pincode: 12345')).toBeVisible();
    const card = page.getByTestId('rehearsal-card').filter({ hasText: 'Eerste doorloop' });
    await card.getByRole('button', { name: 'Ik kan niet aanwezig zijn' }).click();
    await page.getByLabel('Reden (optioneel)').fill('Op reis');
    await page.getByRole('dialog').getByRole('button', { name: 'Afmelden' }).click();
    await expect(page.getByText('U bent nu afgemeld voor deze repetitie')).toBeVisible();
    await card.getByRole('button', { name: 'Ik kan aanwezig zijn' }).click();
    await expect(page.getByText('U bent weer aangemeld voor deze repetitie')).toBeVisible();
  });

  test('het pinscherm aanvaardt een pincode en weigert een foute', async ({ page, request }) => {
    const token = await tokenOf(request, 'kiosk@coulisse.be');
    const projectId = await openProjectId(request, await tokenOf(request, DEMO.staff));
    const list = await request.get(`/api/project/${projectId}/repetitions?filters=${encodeURIComponent('{"text":"S1-2"}')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
    await signIn(page, 'kiosk@coulisse.be');
    await page.goto(`/pinscherm/${id}?repetitionIds=${id}`);
    // The kiosk listens to the keyboard once its screen is there (it loads as its own chunk).
    await expect(page.getByRole('heading', { name: 'Geef je pincode in' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await page.keyboard.type('99998');
    await expect(page.getByText(/Ongeldige pincode|U wordt niet verwacht/)).toBeVisible();
    await expect(page.getByTestId('pin-dots')).toHaveText('○○○○○');
    for (const d of '12345') await page.getByRole('button', { name: `Cijfer ${d}` }).click();
    await expect(page.getByText('Welkom, Jens')).toBeVisible();
    await expect(page.getByTestId('pin-dots')).toBeVisible();
  });

  test('de aanwezigheidslijst toont live wie zich op het pinscherm aanmeldt, zonder herladen', async ({ browser, request }) => {
    const staffToken = await tokenOf(request, DEMO.staff);
    const projectId = await openProjectId(request, staffToken);
    const headers = { authorization: `Bearer ${staffToken}` };
    const list = await request.get(`/api/project/${projectId}/repetitions?filters=${encodeURIComponent('{"text":"S1-2"}')}`, { headers });
    const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
    // A participant who is not present yet and is not the demo volunteer (the kiosk journey above uses 12345).
    const presence = await request.get(`/api/repetition/${id}/presence`, { headers });
    const rows = ((await presence.json()) as { data: { firstName: string; lastName: string; pin: string | null; present: boolean }[] }).data;
    const person = rows.find((r) => !r.present && r.pin && r.pin !== '12345')!;
    expect(person).toBeTruthy();

    const staffContext = await browser.newContext();
    const kioskContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, DEMO.staff);
      await staff.goto(`/repetities/${id}/aanwezigheid`);
      const row = staff.getByTestId('presence-row').filter({ hasText: `${person.lastName}, ${person.firstName}` });
      await expect(row).toBeVisible();
      const badge = row.locator('.mantine-Badge-root');
      await expect(badge).not.toHaveText('Aanwezig');
      await staff.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));

      const kiosk = await kioskContext.newPage();
      await signIn(kiosk, 'kiosk@coulisse.be');
      await kiosk.goto(`/pinscherm/${id}?repetitionIds=${id}`);
      await expect(kiosk.getByRole('heading', { name: 'Geef je pincode in' })).toBeVisible();
      // The welcome shows for only 500 ms: the kiosk's answer is checked on the wire.
      const answer = kiosk.waitForResponse((r) => r.url().includes(`/api/repetitions/${id}/enterPin`));
      for (const d of person.pin!) await kiosk.getByRole('button', { name: `Cijfer ${d}` }).click();
      expect(await (await answer).json()).toMatchObject({ success: true, firstName: person.firstName });

      await expect(badge).toHaveText('Aanwezig');
      expect(await staff.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await staffContext.close();
      await kioskContext.close();
    }
  });

  test('30 vrijwilligers melden zich na elkaar aan op het pinscherm; de aanwezigheidslijst in een tweede browser telt live mee', async ({
    browser,
    request,
  }) => {
    // Thirty pins one after another, each shown for PIN_RESULT_MS and reloading the live list in the
    // second browser: about 50 s alone on the 2-core CI machine, too near the 60 s limit.
    test.slow();
    const staffToken = await tokenOf(request, DEMO.staff);
    const projectId = await openProjectId(request, staffToken);
    const headers = { authorization: `Bearer ${staffToken}` };
    const settings = (await (await request.get(`/api/projects/${projectId}/settings`, { headers })).json()) as {
      locations: { id: number }[];
      types: { id: number }[];
    };
    // A rehearsal for everyone registered, starting in 30 minutes: inside the kiosk window (90 minutes before).
    const wall = (at: Date) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-CA', {
          timeZone: 'Europe/Brussels',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(at)
          .map((p) => [p.type, p.value]),
      );
      return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
    };
    const start = wall(new Date(Date.now() + 30 * 60_000));
    const later = wall(new Date(Date.now() + 150 * 60_000));
    const end = later.date === start.date ? later.time : '23:59';
    const made = await request.post('/api/repetitions', {
      headers,
      data: {
        projectId,
        identifier: 'KIOSK30',
        name: 'Doorloop met iedereen (e2e)',
        date: start.date,
        start: start.time,
        end,
        locationId: settings.locations[0]!.id,
        typeId: settings.types[0]!.id,
        register: true,
        selection: [{ kind: 'all' }],
      },
    });
    expect(made.status()).toBe(201);
    const id = ((await made.json()) as { id: number }).id;
    // Reading the list hands out the missing pins.
    const presence = await request.get(`/api/repetition/${id}/presence?items=100`, { headers });
    const rows = ((await presence.json()) as { data: { firstName: string; pin: string | null; present: boolean }[] }).data;
    const thirty = rows.filter((r) => r.pin && !r.present).slice(0, 30);
    expect(thirty).toHaveLength(30);

    const staffContext = await browser.newContext();
    const kioskContext = await browser.newContext();
    try {
      const staff = await staffContext.newPage();
      await signIn(staff, DEMO.staff);
      await staff.goto(`/repetities/${id}/aanwezigheid`);
      // The counts above the list cover everyone, also those below the first batch of 10.
      const present = staff.getByTestId('presence-counts').getByText(/^Aanwezig: \d+$/);
      await expect(staff.getByTestId('presence-row').first()).toBeVisible();
      await expect(present).toHaveText('Aanwezig: 0');
      await staff.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));

      const kiosk = await kioskContext.newPage();
      await signIn(kiosk, 'kiosk@coulisse.be');
      await kiosk.goto(`/pinscherm/${id}?repetitionIds=${id}`);
      await expect(kiosk.getByRole('heading', { name: 'Geef je pincode in' })).toBeVisible();
      for (const person of thirty) {
        await expect(kiosk.getByTestId('pin-dots')).toHaveText('○○○○○');
        const answer = kiosk.waitForResponse((r) => r.url().includes(`/api/repetitions/${id}/enterPin`));
        await kiosk.keyboard.type(person.pin!);
        expect(await (await answer).json()).toMatchObject({ success: true, firstName: person.firstName });
      }

      await expect(present).toHaveText('Aanwezig: 30');
      expect(await staff.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await staffContext.close();
      await kioskContext.close();
      await request.delete(`/api/repetition/${id}`, { headers });
    }
  });
});
