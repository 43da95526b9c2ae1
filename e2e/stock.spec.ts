import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/** Screenshots of the stock screens land here when E2E_SHOTS is set (checked by hand). */
const SHOTS = process.env.E2E_SHOTS ?? '';
const KLEDIJ = 'kledij@coulisse.be';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/stock-${name}-desktop.png`, fullPage: true });
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/stock-${name}-mobile.png`, fullPage: true });
  await page.setViewportSize(size);
}

const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
/**
 * The list writes its search text to the address 300 ms after the last key; leaving before that
 * lets the late write land on the next screen's address, so wait for it and for the one match.
 */
async function settled(page: Page) {
  await expect(page).toHaveURL(/[?&]text=/);
  await expect(page.getByText('1 resultaat', { exact: true })).toBeVisible();
}
const suffix = Date.now().toString(36).slice(-4);

test.describe('Kledijbeheer: stock', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('kledij@ beheert stoffen, maten, kleuren, rekken en een kledingstuk met prijzen', async ({ page }) => {
    await signIn(page, KLEDIJ);

    // A fabric, through its own screen.
    await page.goto('/kledijbeheer/stoffen');
    await expect(page.getByRole('tab', { name: 'Stoffen' })).toHaveAttribute('aria-selected', 'true');
    await shoot(page, 'fabrics');
    await page.getByRole('link', { name: 'Nieuwe stof' }).click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Veld mag niet leeg zijn')).toBeVisible();
    await page.getByRole('textbox', { name: 'Type' }).fill(`Tule ${suffix}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, `Stof Tule ${suffix} werd aangemaakt`);
    await expect(page).toHaveURL(/\/kledijbeheer\/stoffen$/);

    // Edit it from the list.
    await page.getByRole('searchbox', { name: 'Zoeken op type' }).fill(`Tule ${suffix}`);
    await settled(page);
    await page.getByRole('link', { name: `Tule ${suffix}` }).first().click();
    await expect(page).toHaveURL(/\/kledijbeheer\/stoffen\/\d+$/);
    await page.getByRole('textbox', { name: 'Type' }).fill(`Tule ${suffix} (fijn)`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, 'Stof werd gewijzigd');

    // A size.
    await page.goto('/kledijbeheer/kledij-maten');
    await page.getByRole('link', { name: 'Nieuwe kledij-maat' }).click();
    await expect(page).toHaveURL(/\/kledijbeheer\/kledij-maat\/nieuw$/);
    await page.getByRole('textbox', { name: 'Maat' }).fill(`K${suffix}`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, `Kledij-maat K${suffix} werd aangemaakt`);

    // A colour, in the modal.
    await page.goto('/kledijbeheer/kleuren');
    await page.getByRole('button', { name: 'Nieuwe kleur' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nieuwe kleur' });
    await dialog.getByRole('textbox', { name: 'Naam' }).fill(`Oker ${suffix}`);
    await shoot(page, 'color-modal');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, `Kleur Oker ${suffix} werd aangemaakt`);
    await expect(dialog).toBeHidden();

    // A rack: a taken number is refused, a free one is created.
    await page.goto('/kledijbeheer/rekken/nieuw');
    await page.getByRole('textbox', { name: 'Nummer' }).fill('1');
    await page.getByRole('textbox', { name: 'Omschrijving' }).fill('Nieuw rek');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Rek 1 bestaat al')).toBeVisible();
    const number = String(500 + Math.floor(Math.random() * 400_000));
    await page.getByRole('textbox', { name: 'Nummer' }).fill(number);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, `Rek ${number} werd aangemaakt`);
    await expect(page.getByText(/\d+ resultaten/)).toBeVisible();
    await shoot(page, 'racks');

    // The new rack opens from the list, still empty; demo rack 1 holds articles, each linking to its article.
    await page.getByRole('searchbox', { name: 'Zoeken op nummer of omschrijving' }).fill(number);
    await settled(page);
    await page.getByRole('link', { name: number, exact: true }).click();
    await expect(page.getByRole('heading', { name: `Rek ${number}` })).toBeVisible();
    await expect(page.getByText('Nieuw rek', { exact: true })).toBeVisible();
    await expect(page.getByText(/nog geen artikels op dit rek/i)).toBeVisible();
    await page.goto('/kledijbeheer/rekken/1/artikels');
    await expect(page.getByRole('heading', { name: 'Rek 1' })).toBeVisible();
    const firstArticle = page.getByRole('table').getByRole('link').first();
    await expect(firstArticle).toHaveAttribute('href', /\/kledijbeheer\/artikel\/\d+$/);
    await shoot(page, 'rack-articles');

    // A clothing item with its five prices, then a new price from tomorrow.
    await page.goto('/retributiebeheer/categorieen');
    await shoot(page, 'categories');
    await page.getByRole('link', { name: 'Nieuw kledingstuk' }).click();
    const name = `Pelerine ${suffix}`;
    await page.getByRole('textbox', { name: 'Naam' }).fill(name);
    for (const [tier, amount] of [['A', '25'], ['B', '20'], ['C', '15'], ['D', '10']]) await page.getByRole('textbox', { name: `Prijs ${tier}` }).fill(amount!);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('textbox', { name: 'Prijs E' })).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('textbox', { name: 'Prijs E' }).fill('5');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await toast(page, `Kledingstuk ${name} werd aangemaakt`);
    await page.getByRole('searchbox', { name: 'Zoeken op naam' }).fill(name);
    await settled(page);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('€ 25,00');
    await row.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/retributiebeheer\/categorieen\/\d+\/bewerk$/);

    await page.getByRole('textbox', { name: 'Geldig vanaf' }).fill(tomorrow());
    for (const [tier, amount] of [['A', '30'], ['B', '24'], ['C', '18'], ['D', '12'], ['E', '6']]) await page.getByRole('textbox', { name: `Prijs ${tier}` }).fill(amount!);
    await page.getByRole('button', { name: 'Prijs toevoegen' }).click();
    await toast(page, 'Prijs werd aangemaakt');
    const history = page.getByRole('table', { name: 'Prijzen' });
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history.locator('tr[aria-current="true"]')).toContainText('€ 25,00');
    await expect(history).toContainText('€ 30,00');
    await shoot(page, 'category-edit');
  });
});
