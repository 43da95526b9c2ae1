import { DEMO, expect, field, signIn, test } from './fixtures';

test.describe('Schermindeling', () => {
  test('de taal wisselt van Nederlands naar Engels en Frans en blijft bewaard', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');

    await page.getByRole('button', { name: /Taal: Nederlands/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();

    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Aperçu' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();

    // Signed out the choice still holds.
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page.getByRole('heading', { name: 'Se connecter' })).toBeVisible();
  });

  test('op een smartphone opent het menu met de burgerknop', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, DEMO.admin);
    await expect(page.getByRole('heading', { name: 'Overzicht' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Overzicht' })).toBeVisible();
    await menu.getByRole('link', { name: 'Instellingen' }).click();
    await expect(page).toHaveURL(/\/instellingen$/);
    await expect(page.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
    await expect(menu).toBeHidden();

    // Nothing sticks out sideways on a small screen.
    const overflow = await page.evaluate<number>('document.documentElement.scrollWidth - window.innerWidth');
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('de beheerder wijzigt de instellingen', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.getByRole('link', { name: 'Instellingen' }).click();
    const title = field(page, 'Titel');
    await expect(title).not.toHaveValue('');
    await title.fill('Welkom bij Coulisse');
    await field(page, 'Boete (per stuk per dag)').fill('2,50');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Instellingen werden succesvol gewijzigd')).toBeVisible();

    await page.reload();
    await expect(field(page, 'Titel')).toHaveValue('Welkom bij Coulisse');
    await expect(field(page, 'Boete (per stuk per dag)')).toHaveValue('€ 2,50');

    await field(page, 'Titel').fill('');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Veld mag niet leeg zijn')).toBeVisible();
  });

  test('een onbekende pagina toont de 404-pagina', async ({ page }) => {
    await page.goto('/bestaat-niet');
    await expect(page.getByRole('heading', { name: 'Deze pagina bestaat niet' })).toBeVisible();
    await page.getByRole('link', { name: 'Naar de startpagina' }).click();
    await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  });
});
