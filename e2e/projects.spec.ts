import { closeToasts, DEMO, expect, field, signIn, test } from './fixtures';

/** A date `days` from today as the form takes it (DD/MM/YYYY). */
const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

test.describe('Projecten', () => {
  test('staf maakt een project, voegt een voorkeur en een cast toe, dupliceert het en ziet de voortgang en de kopie', async ({ page }) => {
    await signIn(page, DEMO.staff);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Projecten' }).click();
    await expect(page.getByRole('heading', { name: 'Projecten', level: 1 })).toBeVisible();
    // The demo's open project is active; the finished one only under "Niet actief".
    await expect(page.getByRole('rowheader', { name: /Het Geels Dolhuys/ })).toBeVisible();
    await expect(page.getByRole('rowheader', { name: /Dimpna-spel/ })).toHaveCount(0);
    await page
      .locator('label')
      .filter({ hasText: /^Niet actief$/ })
      .click();
    await expect(page.getByRole('rowheader', { name: /Dimpna-spel/ })).toBeVisible();

    await page.getByRole('link', { name: 'Nieuw project' }).click();
    const name = `Kermisspel ${Date.now().toString(36)}`;
    await field(page, 'Naam').fill(name);
    await field(page, 'Inschrijvingen open vanaf').fill(inDays(-1));
    await field(page, 'Einde inschrijvingen op het podium').fill(inDays(30));
    await field(page, 'Einde inschrijvingen naast het podium').fill(inDays(40));
    await field(page, 'Einde project').fill(inDays(90));
    await page
      .locator('label')
      .filter({ hasText: /^Audities$/ })
      .click();
    await field(page, 'Uitleg bij de audities').fill('kort');
    await field(page, 'Uitleg bij de audities').blur();
    await expect(page.getByText('min. 10 en max. 255 karakters')).toBeVisible();
    await field(page, 'Uitleg bij de audities').fill('Audities op zaterdag in de zaal');
    // Leave the field first: its message disappears on blur and the button moves up.
    await field(page, 'Uitleg bij de audities').blur();
    await expect(page.getByText('min. 10 en max. 255 karakters')).toHaveCount(0);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Project werd succesvol aangemaakt')).toBeVisible();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/projecten\/\d+\/overzicht$/);
    await expect(page.getByText('Inschrijvingen', { exact: true }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Instellingen' }).click();
    await page.getByRole('tab', { name: 'Inschrijvingsvoorkeuren' }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    const choiceDialog = page.getByRole('dialog');
    await choiceDialog.getByLabel('Naam').fill('Vendelzwaaier');
    await choiceDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Voorkeur werd succesvol aangemaakt')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: 'Vendelzwaaier' })).toBeVisible();

    await page.getByRole('tab', { name: 'Casts' }).click();
    await page.getByRole('button', { name: 'Toevoegen' }).click();
    await page.getByRole('dialog').getByLabel('Naam').fill('Cast Zon');
    await page.getByRole('dialog').getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('rowheader', { name: 'Cast Zon' })).toBeVisible();

    await closeToasts(page);
    await page.getByRole('button', { name: 'Dupliceren' }).click();
    const copyDialog = page.getByRole('dialog', { name: `${name} dupliceren` });
    await expect(copyDialog.getByLabel('Naam')).toHaveValue(`${name} (kopie)`);
    // Dates in the past make the copy inactive: the warning shows until they are moved.
    await copyDialog.getByLabel(/Einde inschrijvingen op het podium/).fill(inDays(-10));
    await copyDialog.getByLabel(/Einde inschrijvingen naast het podium/).fill(inDays(-10));
    await copyDialog.getByLabel(/Inschrijvingen open vanaf/).fill(inDays(-20));
    await expect(copyDialog.getByText(/Dit project is niet actief/)).toBeVisible();
    await copyDialog.getByLabel(/Einde inschrijvingen op het podium/).fill(inDays(60));
    await copyDialog.getByLabel(/Einde inschrijvingen naast het podium/).fill(inDays(60));
    await expect(copyDialog.getByText(/Dit project is niet actief/)).toHaveCount(0);
    await copyDialog.getByRole('button', { name: 'Dupliceren' }).click();
    await expect(copyDialog.getByRole('progressbar', { name: 'Voortgang van het dupliceren' })).toBeVisible();
    await expect(copyDialog.getByText('100%')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Project succesvol gedupliceerd' }).or(page.getByText('Project succesvol gedupliceerd').last()),
    ).toBeVisible();
    await copyDialog.getByRole('button', { name: 'Naar het nieuwe project' }).click();
    await expect(page.getByRole('heading', { name: `${name} (kopie)`, level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Instellingen' }).click();
    await page.getByRole('tab', { name: 'Casts' }).click();
    await expect(page.getByRole('rowheader', { name: 'Cast Zon' })).toBeVisible();
  });

  test('een vrijwilliger ziet enkel de projecten die open zijn voor inschrijving', async ({ page }) => {
    await signIn(page, DEMO.volunteer);
    await page.goto('/projecten');
    // The home lists the project twice: under "Mijn projecten" and under "Open projecten".
    const open = page.getByRole('region', { name: 'Open projecten' }).getByRole('article').filter({ hasText: 'Het Geels Dolhuys' });
    await expect(open).toBeVisible();
    await expect(open.getByText('Je bent ingeschreven')).toBeVisible();
    await expect(page.getByText(/Dimpna-spel/)).toHaveCount(0);
    // No project list for staff, no new-project button.
    await expect(page.getByRole('link', { name: 'Nieuw project' })).toHaveCount(0);
  });
});
