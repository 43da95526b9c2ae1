import type { Page } from '@playwright/test';
import { DEMO, expect, field, signIn, test } from './fixtures';

const WARDROBE = 'kledij@coulisse.be';

/** The row of the roles list whose name is exactly this (a copy's name starts the same). */
const roleRow = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });

const settingsInMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Instellingen' });

test.describe('Toegangsrollen', () => {
  test('de beheerder stelt een rol samen, dupliceert ze en koppelt een medewerker die daardoor de instellingen krijgt', async ({ browser }) => {
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, DEMO.admin);
    await admin.getByRole('link', { name: 'Toegangsrollen' }).click();
    await admin.getByRole('link', { name: 'Nieuwe toegangsrol' }).click();

    const name = `Onthaal ${Date.now().toString(36)}`;
    await field(admin, 'Naam').fill(name);
    await field(admin, 'Omschrijving').fill('Beheert de algemene instellingen');
    const readSettings = admin.getByRole('checkbox', { name: 'Lezen voor Instellingen' });
    await expect(readSettings).not.toBeChecked();
    await admin.getByRole('checkbox', { name: 'Wijzigen voor Instellingen' }).check();
    await expect(readSettings).toBeChecked();
    await admin.getByRole('button', { name: 'Opslaan' }).click();
    await expect(admin.getByText('Toegangsrol werd succesvol aangemaakt')).toBeVisible();
    await expect(admin).toHaveURL(/\/toegangsrollen$/);

    await roleRow(admin, name).getByRole('button', { name: `Dupliceren: ${name}` }).click();
    await expect(admin.getByText('Toegangsrol succesvol gedupliceerd')).toBeVisible();
    const copy = `${name} (kopie)`;
    await roleRow(admin, copy).getByRole('link', { name: `Gebruikers: ${copy}` }).click();
    await expect(admin.getByRole('heading', { name: `Gebruikers van ${copy}` })).toBeVisible();
    await expect(admin.getByText('Er zijn nog geen gekoppelde gebruikers.')).toBeVisible();

    await admin.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
    const picker = admin.getByRole('dialog', { name: `Gebruiker toevoegen aan ${copy}` });
    await picker.getByRole('searchbox', { name: 'Zoek op naam of e-mailadres' }).fill(WARDROBE);
    await picker.getByRole('button', { name: 'Marleen Wouters koppelen' }).click();
    await expect(admin.getByText(`Marleen Wouters werd gekoppeld aan ${copy}`)).toBeVisible();
    await admin.keyboard.press('Escape');
    await expect(admin.getByRole('rowheader', { name: 'Marleen Wouters' })).toBeVisible();

    // The wardrobe manager signs in and finds the settings the copied role grants.
    const wardrobe = await (await browser.newContext()).newPage();
    await signIn(wardrobe, WARDROBE);
    await expect(settingsInMenu(wardrobe)).toBeVisible();

    await admin.getByRole('link', { name: 'Terug' }).click();
    await roleRow(admin, copy).getByRole('button', { name: `Verwijderen: ${copy}` }).click();
    const confirm = admin.getByRole('dialog', { name: 'Toegangsrol verwijderen' });
    await expect(confirm.getByText(copy)).toBeVisible();
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    await expect(admin.getByText('Toegangsrol werd succesvol verwijderd')).toBeVisible();
    await expect(roleRow(admin, copy)).toHaveCount(0);
    await expect(roleRow(admin, name)).toHaveCount(1);

    await wardrobe.reload();
    await expect(wardrobe.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Afmelden' })).toBeVisible();
    await expect(settingsInMenu(wardrobe)).toHaveCount(0);
  });

  test('een rol zonder naam kan niet bewaard worden en een onbekende rol geeft een duidelijke melding', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/toegangsrollen/nieuw');
    const name = field(page, 'Naam');
    await name.fill('Al');
    await name.blur();
    await expect(page.getByText('min. 3 en max. 255 karakters')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opslaan' })).toBeDisabled();

    await page.goto('/toegangsrollen/999999/bewerk');
    await expect(page.getByText('Deze toegangsrol kon niet worden gevonden')).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de toegangsrollen' }).click();
    await expect(page.getByRole('heading', { name: 'Toegangsrollen' })).toBeVisible();
  });
});
