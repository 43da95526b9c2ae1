import type { APIRequestContext, Page } from '@playwright/test';
import { createConfirmedUser, DEMO, DEMO_PASSWORD, expect, field, signIn, test, uniqueEmail } from './fixtures';

/** Registers someone who never confirmed the address, and answers their id (read by the administrator). */
async function unconfirmedVolunteer(request: APIRequestContext): Promise<{ id: number; email: string }> {
  const email = uniqueEmail('ruben');
  const signup = await request.post('/api/signup', {
    data: {
      firstName: 'Ruben',
      lastName: 'Mertens',
      dateOfBirth: '1992-08-14',
      sex: 0,
      nationality: 'Belg',
      origin: 'BE',
      email,
      emailConfirm: email,
      cellPhone: '0471 22 33 44',
      streetName: 'Nieuwstraat',
      houseNumber: '5',
      zipCode: '2440',
      cityName: 'Geel',
      tShirt: 'L',
      password: 'vergeten1',
      passwordConfirm: 'vergeten1',
      privacy: true,
    },
  });
  expect(signup.status()).toBe(201);
  const { token } = (await (await request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).json()) as { token: string };
  const found = await request.get(`/api/users?filters=${encodeURIComponent(JSON.stringify({ text: email }))}`, { headers: { authorization: `Bearer ${token}` } });
  const { data } = (await found.json()) as { data: { id: number }[] };
  return { id: data[0]!.id, email };
}

const openProfileMenu = (page: Page, name: string) => page.getByRole('button', { name: `Profielmenu van ${name}` }).click();

test.describe('Beheer van profielen', () => {
  test('de beheerder bevestigt het mailadres van een medewerker en maakt een link voor een nieuw wachtwoord', async ({ page, browser, request }) => {
    const ruben = await unconfirmedVolunteer(request);
    await signIn(page, DEMO.admin);
    await page.goto(`/medewerker/${ruben.id}`);
    await expect(page.getByRole('heading', { name: 'Ruben Mertens', level: 1 })).toBeVisible();

    const actions = page.getByRole('group', { name: 'Beheer van dit profiel' });
    await actions.getByRole('button', { name: 'E-mailadres bevestigen' }).click();
    await expect(page.getByText('Profiel werd succesvol bevestigd')).toBeVisible();
    await expect(actions.getByText('E-mailadres bevestigd')).toBeVisible();

    await actions.getByRole('button', { name: 'Link voor nieuw wachtwoord' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link om een nieuw wachtwoord te kiezen' });
    await expect(dialog.getByText(`Met de link kan een nieuw wachtwoord gekozen worden voor ${ruben.email}.`)).toBeVisible();
    const link = dialog.getByRole('textbox', { name: 'Link voor Ruben Mertens' });
    await expect(link).toHaveValue(/\/nieuw-wachtwoord\/\?email=.+&token=.+/);
    const url = new URL(await link.inputValue());
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();

    // Ruben gets the link, chooses a password and signs in with it.
    const rubenPage = await (await browser.newContext()).newPage();
    await rubenPage.goto(`${url.pathname}${url.search}`);
    await field(rubenPage, 'Nieuw wachtwoord').fill('eigen-geheim');
    await field(rubenPage, 'Bevestig wachtwoord').fill('eigen-geheim');
    await rubenPage.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(rubenPage.getByText('Uw wachtwoord werd succesvol gewijzigd, u kan nu aanmelden')).toBeVisible();
    await signIn(rubenPage, ruben.email, 'eigen-geheim');
    await expect(rubenPage.getByRole('button', { name: 'Profielmenu van Ruben Mertens' })).toBeVisible();
  });

  test('een ouder maakt een profiel aan voor een kind en wisselt ernaar en terug', async ({ page, request }) => {
    const parent = await createConfirmedUser(request);
    await signIn(page, parent.email, parent.password);
    await openProfileMenu(page, 'An Janssens');
    await page.getByRole('menuitem', { name: 'Profiel aanmaken' }).click();
    await expect(page.getByRole('heading', { name: 'Profiel aanmaken' })).toBeVisible();

    await field(page, 'Voornaam').fill('Lotte');
    await field(page, 'Achternaam').fill('Janssens');
    await field(page, 'Geboortedatum').fill('02/06/2014');
    await page.getByRole('radio', { name: 'Vrouw' }).check();
    await field(page, 'Nationaliteit').fill('Belg');
    await field(page, 'Geboorteland').fill('Belg');
    await page.getByRole('option', { name: 'België' }).click();
    await field(page, 'G.S.M.-nummer').fill('0470 12 34 56');
    await field(page, 'Zoek uw adres').fill('Markt 1, 2440 Geel');
    await field(page, 'T-shirtmaat').click();
    await page.getByRole('option', { name: 'XS', exact: true }).click();
    await page.getByRole('checkbox', { name: /privacyverklaring/ }).check();
    await page.getByRole('button', { name: 'Profiel aanmaken' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profiel werd succesvol aangemaakt' })).toBeVisible();

    await openProfileMenu(page, 'An Janssens');
    await expect(page.getByText('Wissel van profiel')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Wissel naar Lotte Janssens' }).click();
    // The app loads again at Lotte's home, signed in as Lotte.
    await expect(page.getByRole('button', { name: 'Profielmenu van Lotte Janssens' })).toBeVisible();
    await expect(page).toHaveURL(/\/(projecten|profiel)$/);

    await openProfileMenu(page, 'Lotte Janssens');
    await page.getByRole('menuitem', { name: 'Wissel naar An Janssens' }).click();
    await expect(page.getByRole('button', { name: 'Profielmenu van An Janssens' })).toBeVisible();
  });
});
