import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './fixtures';

test('screenshots', async ({ page }) => {
  await signIn(page, DEMO.admin);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/mail-sjablonen');
    await expect(page.getByRole('heading', { name: 'Mailsjablonen' })).toBeVisible();
    if (width === 1280) {
      await page.getByRole('button', { name: 'Nieuw sjabloon' }).click();
      await page.getByLabel(/^Naam/).fill('Uitnodiging repetitie');
      await page.getByLabel(/^Onderwerp/).fill('Repetitie voor {{firstName}}');
      await page.getByRole('textbox', { name: /^Inhoud/ }).fill('<p>Beste {{firstName}},</p><p>Zaterdag is er <strong>repetitie</strong> voor {{project}}.</p>');
      await page.screenshot({ path: `/tmp/x/template-dialog-${width}.png` });
      await page.getByRole('button', { name: 'Opslaan' }).click();
      await expect(page.getByText('Uitnodiging repetitie')).toBeVisible();
    }
    await page.screenshot({ path: `/tmp/x/templates-${width}.png`, fullPage: true });
    await page.goto('/medewerkers/mail');
    await expect(page.getByRole('heading', { name: 'Mail versturen' })).toBeVisible();
    await page.screenshot({ path: `/tmp/x/mail-${width}.png`, fullPage: true });
    await page.goto('/afmelden?token=ongeldig');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.screenshot({ path: `/tmp/x/unsubscribe-${width}.png` });
    await page.goto('/');
  }
});
