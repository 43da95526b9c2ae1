import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test } from './fixtures';

const CLOTHING = 'kledij@coulisse.be';

interface Article {
  id: number;
  number: string;
  description: string;
  status: string;
  accessory: boolean;
}

async function headersOf(request: APIRequestContext): Promise<Record<string, string>> {
  const res = await request.post('/api/auth', { data: { email: CLOTHING, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

/** Active articles on a rack that are no accessory (their status shows the rack). */
async function onRack(request: APIRequestContext, headers: Record<string, string>): Promise<Article[]> {
  const res = await request.get(`/api/articles?items=100&filters=${encodeURIComponent('{"status":1}')}`, { headers });
  return ((await res.json()) as { data: Article[] }).data.filter((a) => a.status === 'rack' && !a.accessory);
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('Artikels', () => {
  test('kledijbeheer filtert, bekijkt, wijzigt en maakt artikels aan', async ({ page, request }) => {
    const headers = await headersOf(request);
    const [first] = await onRack(request, headers);
    await signIn(page, CLOTHING);
    await page.goto('/kledijbeheer/artikels');
    await expect(page.getByRole('tab', { name: 'Artikels' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('status').filter({ hasText: /resultaten/ })).toBeVisible();
    await shoot(page, 'list-desktop');

    // Filter by the padded number: exactly that article.
    await page.getByLabel('Nummer, omschrijving of tag').fill(first!.number);
    await expect(page.getByRole('status').filter({ hasText: '1 resultaat' })).toBeVisible();
    await expect(page.getByRole('link', { name: first!.number })).toBeVisible();

    // Status "In de was": every row shows that status.
    await page.getByLabel('Nummer, omschrijving of tag').fill('');
    await expect(page).not.toHaveURL(/text=/);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'In de was' }).click();
    await expect(page).toHaveURL(/status=3/);
    // Accessories always show their rack (spec 3 §4); every other row shows 'In de was'.
    // The previous rows stay on screen while the filtered ones load: wait until none of another status is left.
    const rows = page.getByRole('table').locator('tbody tr').filter({ hasNotText: 'accessoire' });
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNot: page.getByText('In de was', { exact: true }) })).toHaveCount(0);

    // Open the article and change its description.
    await page.goto(`/kledijbeheer/artikel/${first!.id}`);
    await expect(page.getByRole('heading', { name: `Artikel ${first!.number}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Uitleningen' })).toBeVisible();
    await shoot(page, 'detail-desktop');
    const description = page.getByRole('combobox', { name: 'Omschrijving' });
    await description.fill(`${first!.description} (hersteld)`);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(`Artikel ${first!.number} werd gewijzigd`)).toBeVisible();
    await expect(description).toHaveValue(`${first!.description} (hersteld)`);

    // Create an article: required fields first.
    await page.goto('/kledijbeheer/artikels');
    await page.getByRole('link', { name: 'Nieuw artikel' }).click();
    await expect(page).toHaveURL(/\/kledijbeheer\/artikel\/nieuw$/);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Veld mag niet leeg zijn').first()).toBeVisible();
    await page.getByRole('combobox', { name: 'Omschrijving' }).fill('Fluwelen mantel (e2e)');
    await page.getByRole('combobox', { name: 'Kledingstuk' }).click();
    await page.getByRole('option', { name: 'Mantel' }).click();
    await page.getByRole('combobox', { name: 'Maat' }).click();
    await page.getByRole('option', { name: 'L', exact: true }).click();
    await page.getByRole('combobox', { name: 'Tags' }).fill('e2e');
    await page.keyboard.press('Enter');
    await page.getByLabel('Accessoire').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(/Artikel \d{6} werd aangemaakt/)).toBeVisible();
    await expect(page).toHaveURL(/\/kledijbeheer\/artikel\/\d+$/);
    await expect(page.getByRole('heading', { name: /Artikel \d{6}/ })).toBeVisible();
  });

  test('terugname: een artikel naar de was, en de lijst toont het', async ({ page, request }) => {
    const headers = await headersOf(request);
    const article = (await onRack(request, headers)).at(-1)!;
    await signIn(page, CLOTHING);
    await page.goto('/kledijbeheer/terugname');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    const number = page.getByRole('textbox', { name: 'Artikelnummer' });
    const laundry = page.getByRole('button', { name: 'Naar de was' });
    await number.fill(String(article.id));
    await expect(laundry).toBeDisabled();
    await number.fill('999999');
    await laundry.click();
    await expect(page.getByText('Artikel niet gevonden')).toBeVisible();
    await number.fill(article.number);
    await laundry.click();
    await expect(page.getByText("Artikel staat gemarkeerd als 'Naar wasserij'")).toBeVisible();
    await shoot(page, 'kiosk-desktop');

    await page.goto(`/kledijbeheer/artikels?text=${article.number}`);
    const row = page.getByRole('row', { name: new RegExp(article.number) });
    await expect(row.getByText('In de was', { exact: true })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/kledijbeheer/terugname');
    await page.getByRole('textbox', { name: 'Artikelnummer' }).fill(article.number);
    await page.getByRole('button', { name: 'Terug in rek' }).click();
    await page.getByRole('textbox', { name: 'Reknummer' }).fill('7');
    await page.getByRole('button', { name: 'In rek hangen' }).click();
    await expect(page.getByText("Artikel staat gemarkeerd als 'In rek'")).toBeVisible();
    await shoot(page, 'kiosk-phone');
    await page.goto('/kledijbeheer/artikels');
    await expect(page.getByRole('status').filter({ hasText: /resultaten/ })).toBeVisible();
    await shoot(page, 'list-phone');
    await page.goto(`/kledijbeheer/artikel/${article.id}`);
    await expect(page.getByText('Rek 7', { exact: true })).toBeVisible();
    await shoot(page, 'detail-phone');
  });

  test('import: de voorbeeldrijen, eerst met een probleem, dan correct', async ({ page }) => {
    await signIn(page, CLOTHING);
    await page.goto('/kledijbeheer/import');
    await expect(page.getByRole('tab', { name: 'Importeren' })).toHaveAttribute('aria-selected', 'true');
    await shoot(page, 'import-desktop');
    const titles = 'Nummer;Omschrijving;Kledingstuk;Maat;Stof;Motief;Kleur;Rek;Tags;Actief';
    const file = (rows: string[]) => ({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from([titles, ...rows].join('\r\n')) });
    const input = page.locator('input[type=file]');
    await input.setInputFiles(file([';Wollen mantel (import);Mantel;L;Wol;Effen;Bruin;12;middeleeuwen|winter;ja', '000001;Hoed (import);Hoed;One size;Vilt;;Zwart;3;accessoire;niet actief']));
    await expect(page.getByText('Artikel 000001 bestaat al')).toBeVisible();
    await expect(page.getByRole('button', { name: '1 artikel importeren' })).toBeDisabled();
    await page.getByRole('button', { name: 'Nog een bestand importeren' }).click();
    await page.locator('input[type=file]').setInputFiles(file([';Wollen mantel (import);Mantel;L;Wol;Effen;Bruin;12;middeleeuwen|winter;ja', ';Hoed (import);Hoed;One size;Vilt;;Zwart;3;accessoire;niet actief']));
    await expect(page.getByText('In orde')).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'import-phone');
    await page.getByRole('button', { name: '2 artikels importeren' }).click();
    await expect(page.getByText(/2 artikels werden geïmporteerd/)).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de artikels' }).click();
    await page.getByLabel('Nummer, omschrijving of tag').fill('(import)');
    await expect(page.getByRole('status').filter({ hasText: '2 resultaten' })).toBeVisible();
  });
});
