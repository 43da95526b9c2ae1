import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { createConfirmedUser, DEMO, expect, linkIn, newestMail, signIn, test } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens a section's edit mode, lets `fill` change it, saves and waits for the spec 1 §8 text. */
async function editSection(page: Page, name: string, fill: (form: Locator) => Promise<void>, success: string) {
  const card = section(page, name);
  await card.getByRole('button', { name: `${name} bewerken` }).click();
  await fill(card);
  await card.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
}

const input = (card: Locator, label: string) => card.getByLabel(new RegExp(`^${label}( \\*)?$`)).first();

test.describe('Mijn profiel', () => {
  test('een vrijwilliger past elk onderdeel van zijn profiel aan', async ({ browser, request }) => {
    const { email, password } = await createConfirmedUser(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, password);
    await page.getByRole('button', { name: /Profielmenu van An Janssens/ }).click();
    await page.getByRole('menuitem', { name: 'Profiel bekijken' }).click();
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();

    await editSection(
      page,
      'Persoonlijke gegevens',
      async (card) => {
        await input(card, 'Voornaam').fill('A');
        await input(card, 'Nationaliteit').click();
        await expect(card.getByText('Voornaam is ongeldig')).toBeVisible();
        await input(card, 'Voornaam').fill('Anneke');
        await input(card, 'Nationaliteit').fill('Belgische');
      },
      'Persoonlijke gegevens werden succesvol gewijzigd',
    );
    // The top bar follows the new name.
    await expect(page.getByRole('button', { name: /Profielmenu van Anneke Janssens/ })).toBeVisible();

    await editSection(
      page,
      'Contactgegevens',
      async (card) => {
        await input(card, 'Telefoonnummer').fill('12345');
        await input(card, 'Tweede e-mailadres').click();
        await expect(card.getByText('Telefoonnummer is ongeldig')).toBeVisible();
        await input(card, 'Telefoonnummer').fill('014 58 12 34');
        await input(card, 'Tweede e-mailadres').fill('anneke@thuis.be');
      },
      'Contactgegevens werden succesvol gewijzigd',
    );

    await editSection(
      page,
      'Adres',
      async (card) => {
        await input(card, 'Huisnummer').fill('');
        await input(card, 'Bus').click();
        await card.getByRole('button', { name: 'Opslaan' }).click();
        await expect(card.getByText('Veld mag niet leeg zijn').or(card.getByText('Adres is niet volledig')).first()).toBeVisible();
        await input(card, 'Straat').fill('Stationsstraat');
        await input(card, 'Huisnummer').fill('7');
        await input(card, 'Bus').fill('2');
      },
      'Adres werd succesvol gewijzigd',
    );
    await expect(section(page, 'Adres').getByText('Stationsstraat 7 bus 2, 2440 Geel')).toBeVisible();

    await editSection(
      page,
      'Privacy',
      (card) => card.getByRole('checkbox', { name: 'Toestemming om foto’s te gebruiken' }).check(),
      'Privacy-instellingen werden succesvol gewijzigd',
    );

    await editSection(page, 'Overige info', (card) => input(card, 'Opmerking').fill('Ik help graag bij de opbouw.'), 'Opmerking werd succesvol gewijzigd');

    await editSection(
      page,
      'Kledingmaten',
      async (card) => {
        await input(card, 'Lengte').fill('300');
        await input(card, 'Taille').click();
        await expect(card.getByText('Geef een waarde tussen 50 en 230')).toBeVisible();
        await input(card, 'Lengte').fill('172');
        await input(card, 'Taille').fill('74');
      },
      'Kledijgegevens werden succesvol gewijzigd',
    );
    await expect(section(page, 'Kledingmaten').getByText('172 cm')).toBeVisible();

    // Everything was stored.
    await page.reload();
    await expect(section(page, 'Persoonlijke gegevens').getByText('Belgische')).toBeVisible();
    await expect(section(page, 'Contactgegevens').getByText('014 58 12 34')).toBeVisible();
    await expect(section(page, 'Privacy').getByText('Ja', { exact: true })).toBeVisible();
    await expect(section(page, 'Overige info').getByText('Ik help graag bij de opbouw.')).toBeVisible();
    await expect(section(page, 'Kledingmaten').getByText('74 cm')).toBeVisible();
    await context.close();
  });

  // The picture and the e-mail address in a journey of their own: together with the sections above
  // it took most of a test's minute on a loaded machine.
  test('een vrijwilliger kiest een profielfoto en wijzigt zijn e-mailadres', async ({ browser, request }) => {
    const { email, password } = await createConfirmedUser(request);
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email, password);
    await page.goto('/profiel');
    await expect(page.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();

    // A second tab of the same person: the new picture reaches it over the live connection.
    const otherTab = await context.newPage();
    await otherTab.goto('/profiel');
    await expect(otherTab.getByRole('heading', { name: 'Mijn profiel' })).toBeVisible();

    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#2f5380' } })
      .png()
      .toBuffer();
    await page.getByRole('button', { name: 'Foto wijzigen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto wijzigen' });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    const crop = dialog.getByRole('group', { name: /Uitsnede van de foto/ });
    await expect(crop).toBeVisible();
    await crop.focus();
    await page.keyboard.press('ArrowLeft');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Profielfoto werd succesvol gewijzigd')).toBeVisible();
    await expect(dialog).toBeHidden();

    const avatar = page.getByRole('img', { name: 'Profielfoto van An Janssens' });
    await expect(avatar).toHaveAttribute('src', /^\/api\/uploads\/[0-9a-f]{64}\.jpg$/);
    const src = await avatar.getAttribute('src');
    await expect(otherTab.locator(`header img[src="${src}"]`)).toBeVisible();
    await expect(otherTab.getByRole('img', { name: 'Profielfoto van An Janssens' })).toHaveAttribute('src', src!);
    const served = await page.request.get(src!);
    expect(served.headers()['content-type']).toBe('image/jpeg');
    expect((await sharp(await served.body()).metadata()).width).toBe(200);

    // A new e-mail address waits for its confirmation link; until then the old one still counts.
    const newEmail = email.replace('@', '.nieuw@');
    await editSection(page, 'Contactgegevens', (card) => input(card, 'E-mailadres').fill(newEmail), `We stuurden een bevestigingslink naar ${newEmail}`);
    await expect(section(page, 'Contactgegevens').getByText(`Nieuw e-mailadres: ${newEmail}`)).toBeVisible();
    await expect(section(page, 'Contactgegevens').getByText(email, { exact: true })).toBeVisible();

    // Following the link confirms it and signs the volunteer out, in every tab (spec 1 §4).
    await page.goto(linkIn(await newestMail(newEmail, 'Bevestig uw nieuwe e-mailadres')));
    await expect(page.getByText('Uw nieuwe e-mailadres werd bevestigd.', { exact: false })).toBeVisible();
    await expect(otherTab.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
    await newestMail(email, 'Uw e-mailadres werd gewijzigd');
    await page.getByRole('link', { name: 'Aanmelden' }).click();
    await signIn(page, newEmail, password);
    await expect(page.getByRole('button', { name: /Profielmenu van An Janssens/ })).toBeVisible();
    await context.close();
  });

  test('de beheerder schrijft een opmerking bij een vrijwilliger en ziet wie wat wijzigde', async ({ page, request }) => {
    const { email, password } = await createConfirmedUser(request);
    const volunteer = (await (await request.post('/api/auth', { data: { email, password } })).json()) as { id: number; token: string };
    await request.put(`/api/user/${volunteer.id}/clothing-sizes`, {
      headers: { authorization: `Bearer ${volunteer.token}` },
      data: { shirtSize: 'M', height: 168 },
    });

    await signIn(page, DEMO.admin);
    await page.goto(`/medewerker/${volunteer.id}/`);
    await expect(page.getByRole('heading', { name: 'An Janssens', level: 1 })).toBeVisible();
    await expect(page.getByText(/^Medewerker sinds/)).toBeVisible();
    await editSection(
      page,
      'Opmerkingen van de organisatie',
      (card) => input(card, 'Opmerking van de organisatie').fill('Heeft ervaring als figurant.'),
      'Opmerking werd succesvol gewijzigd',
    );

    await page.getByRole('tab', { name: 'Inschrijvingen' }).click();
    await expect(page).toHaveURL(new RegExp(`/medewerker/${volunteer.id}/inschrijvingen$`));
    await expect(page.getByText('Er zijn nog geen inschrijvingen.')).toBeVisible();

    await page.getByRole('tab', { name: 'Geschiedenis' }).click();
    await expect(page.getByText('Heeft ervaring als figurant.')).toBeVisible();
    await expect(page.getByText(/door Els Van den Broeck/)).toBeVisible();
    await expect(page.getByText(/door An Janssens/)).toBeVisible();
    await expect(page.getByText(/Lengte: van – naar 168/)).toBeVisible();

    await page.goto('/medewerker/999999/');
    await expect(page.getByText('Deze gebruiker kon niet worden gevonden')).toBeVisible();
    await page.getByRole('link', { name: 'Terug' }).click();
    await expect(page).toHaveURL(/\/projecten$/);
  });
});
