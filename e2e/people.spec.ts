import type { Page } from '@playwright/test';
import { DEMO, expect, newestMail, signIn, test } from './fixtures';

const FIRST_NAMES = ['Lotte', 'Jens', 'Mira', 'Bram', 'Fien', 'Wout', 'Noor', 'Lars', 'Elise', 'Tuur'];
const LAST_NAMES = ['Peeters', 'Janssens', 'Maes', 'Jacobs', 'Mertens', 'Willems', 'Claes', 'Goossens', 'Wouters', 'De Smet'];

/**
 * An employee import file as a secretary exports it: semicolon separated, a title row above the
 * header, 500 people of whom some cannot be imported, and a few rows without an e-mail address.
 */
function volunteersCsv(tag: string) {
  const rows = ['Vrijwilligers zomer 2026', 'Voornaam;Achternaam;E-mailadres;Geboortedatum;Geslacht;G.S.M.-nummer;Straat;Huisnummer;Postcode;Gemeente;T-shirtmaat'];
  const refused: string[] = [];
  for (let i = 0; i < 500; i++) {
    const first = FIRST_NAMES[i % 10]!;
    const last = `${LAST_NAMES[Math.floor(i / 10) % 10]}-${tag}${i}`;
    let email = `${first.toLowerCase()}.${tag}${i}@voorbeeld.be`;
    let birth = `${String((i % 28) + 1).padStart(2, '0')}/${String((i % 12) + 1).padStart(2, '0')}/${1950 + (i % 60)}`;
    // Per hundred rows: an address without @, an impossible date, the address of row 3 again.
    if (i % 100 === 7) email = `${first.toLowerCase()}-zonder-apenstaart.voorbeeld.be`;
    if (i % 100 === 13) birth = '31/02/1990';
    if (i % 100 === 21) email = `lotte.${tag}0@voorbeeld.be`;
    // Once: somebody who already has an account.
    if (i === 42) email = DEMO.volunteer;
    if ([7, 13, 21].includes(i % 100) || i === 42) refused.push(last);
    // Per hundred rows: no address at all, dropped without a word of blame.
    if (i % 100 === 55) email = '';
    rows.push([first, last, email, birth, ['M', 'V', 'X'][i % 3], '0475 12 34 56', 'Markt', String(i + 1), '2440', 'Geel', 'M'].join(';'));
  }
  return { csv: rows.join('\r\n'), refused };
}

async function openImport(page: Page) {
  await page.getByRole('link', { name: 'Medewerkers' }).first().click();
  await expect(page.getByRole('heading', { name: 'Medewerkers', level: 1 })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Acties' }).getByRole('link', { name: 'Importeren' }).click();
  await expect(page.getByRole('heading', { name: 'Medewerkers importeren' })).toBeVisible();
}

test.describe('Medewerkers', () => {
  test('de beheerder mailt een medewerker die hij in de lijst opzoekt', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('link', { name: 'Medewerkers' }).first().click();
    await page.getByRole('searchbox', { name: 'Zoek medewerkers' }).fill('vrijwilliger@coulisse');
    await expect(page.getByRole('status').first()).toHaveText('1 resultaat');
    await page.getByRole('checkbox', { name: 'Jens Peeters selecteren' }).check();
    await page.getByRole('region', { name: 'Acties voor de selectie' }).getByRole('button', { name: 'Mailen' }).click();

    await expect(page.getByRole('heading', { name: 'Mail versturen' })).toBeVisible();
    await expect(page.getByText('1 geadresseerde')).toBeVisible();
    await expect(page.getByText('Jens Peeters')).toBeVisible();
    const subject = `Kostuumpas zaterdag ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill(subject);
    await page.getByRole('textbox', { name: 'Bericht' }).fill('<p>Beste {{firstName}},</p><p>De kostuumpas is zaterdag om 10 uur &lt;in de zaal&gt;.</p>');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Mail(s) werd(en) succesvol verzonden')).toBeVisible();
    await expect(page).toHaveURL(/\/medewerkers$/);

    const mail = await newestMail(DEMO.volunteer, subject);
    expect(mail.text).toContain('Beste Jens,');
    expect(mail.text).toContain('De kostuumpas is zaterdag om 10 uur <in de zaal>.');
  });

  test('de beheerder importeert 500 vrijwilligers, ziet welke rijen geweigerd werden en vindt een nieuwe medewerker terug', async ({ page }) => {
    const tag = Date.now().toString(36);
    const { csv, refused } = volunteersCsv(tag);
    await signIn(page, DEMO.admin);
    await openImport(page);

    await page.locator('input[type=file]').setInputFiles({ name: 'vrijwilligers.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    // 500 rows: 5 without an address are dropped, 5 + 5 + 5 + 1 refused.
    await expect(page.getByText('479 medewerkers klaar om te importeren')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('16 rijen met fouten worden niet geïmporteerd')).toBeVisible();
    await expect(page.getByText(/^5 rijen zonder e-mailadres werden overgeslagen \(rij 58, 158, 258, 358, 458\)\.$/)).toBeVisible();
    const refusedTable = page.getByRole('table', { name: 'Rijen met fouten' });
    await expect(refusedTable.getByRole('row').filter({ hasText: refused[0]! })).toContainText('E-mailadres is geen geldig mailadres');
    await expect(refusedTable.getByRole('row').filter({ hasText: 'Geboortedatum' }).first()).toContainText('Geen geldige datum (dag/maand/jaar): 31/02/1990');
    await expect(refusedTable.getByRole('row').filter({ hasText: 'komt al voor op rij 3' }).first()).toBeVisible();
    await expect(refusedTable.getByRole('row').filter({ hasText: 'Er bestaat al een account met dit e-mailadres' })).toHaveCount(1);

    await page.getByRole('button', { name: '479 medewerkers importeren' }).click();
    await expect(page.getByText('479 medewerkers werden succesvol geïmporteerd')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Niet geïmporteerd' }).getByRole('row')).toHaveCount(17);
    await expect(page.getByRole('table', { name: 'Geïmporteerd' }).getByText(`Jens Janssens-${tag}11`, { exact: true })).toBeVisible();

    await page.getByRole('link', { name: 'Naar de medewerkers', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Zoek medewerkers' }).fill(`jens.${tag}11@`);
    await expect(page.getByRole('status').first()).toHaveText('1 resultaat');
    const row = page.getByRole('row').filter({ hasText: `Janssens-${tag}11, Jens` });
    await expect(row).toContainText(`jens.${tag}11@voorbeeld.be`);
    await expect(row).toContainText('Geel');

    // A refused person was not created.
    await page.getByRole('searchbox', { name: 'Zoek medewerkers' }).fill(refused[0]!.toLowerCase());
    await expect(page.getByText('Er zijn geen medewerkers die voldoen aan de gekozen filters.')).toBeVisible();
  });
});
