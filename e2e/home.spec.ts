import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Screenshots of a screen at 1280 and 390 px, kept with the run's results. */
async function shots(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: test.info().outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
}

test.describe('De startpagina (issue 13, 14)', () => {
  test('een vrijwilliger op een gsm ziet zijn volgende repetitie, meldt zich af en opent Mijn rollen', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await signIn(page, 'vrijwilliger@coulisse.be');
    await expect(page).toHaveURL(/\/projecten$/);
    await expect(page.getByRole('heading', { name: 'Dag Jens' })).toBeVisible();

    // The demo plans one of Jens's rehearsals 45 minutes after the server started; one tonight
    // may already be within the 30-minute cut-off, so take the first that still offers the buttons.
    const rehearsals = page.getByRole('region', { name: 'Je volgende repetities' });
    await expect(rehearsals.getByTestId('rehearsal-card').first()).toContainText(/\d\d\/\d\d\/\d{4} \d\d:\d\d – \d\d:\d\d · /);
    const next = rehearsals.getByTestId('rehearsal-card').filter({ has: page.getByRole('button', { name: /aanwezig zijn$/ }) }).first();
    const canCome = next.getByRole('button', { name: 'Ik kan aanwezig zijn' });
    const cannotCome = next.getByRole('button', { name: 'Ik kan niet aanwezig zijn' });
    await expect(canCome.or(cannotCome)).toBeVisible();
    if (await canCome.isVisible()) {
      await canCome.click();
      await expect(cannotCome).toBeVisible();
    }
    await cannotCome.click();
    await page.getByRole('textbox', { name: 'Reden (optioneel)' }).fill('Ziek');
    await page.getByRole('dialog').getByRole('button', { name: 'Afmelden' }).click();
    await expect(canCome).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mijn projecten' }).getByTestId('own-project').first()).toBeVisible();
    await shots(page, 'home-volunteer');

    await page.getByRole('button', { name: 'Menu openen' }).click();
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Mijn rollen' }).click();
    // One project: the chooser goes straight to its roles page.
    await expect(page).toHaveURL(/\/rollen\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Het Geels Dolhuys');
  });

  test('het onthaalaccount komt op het startscherm en opent het pinscherm', async ({ page, context }) => {
    await signIn(page, 'kiosk@coulisse.be');
    await expect(page).toHaveURL(/\/onthaal$/);
    const today = page.getByTestId('kiosk-rehearsal');
    await expect(today.first()).toBeVisible();
    await shots(page, 'kiosk-start');
    const [pinScreen] = await Promise.all([context.waitForEvent('page'), today.first().getByRole('link', { name: 'Pinscherm openen' }).click()]);
    await expect(pinScreen).toHaveURL(/\/pinscherm\/\d+\?repetitionIds=\d+/);
    await expect(pinScreen.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(pinScreen.getByTestId('pin-dots')).toBeVisible();
  });
});
