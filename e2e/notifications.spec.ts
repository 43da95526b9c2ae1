import type { Page } from '@playwright/test';
import { createConfirmedUser, DEMO, expect, signIn, test } from './fixtures';

/** The bell of the top bar; its accessible name carries the unread count (spec 1 §2, §9). */
const bell = (page: Page) => page.getByRole('button', { name: /^Meldingen(, \d+ ongelezen)?$/ });

async function unreadCount(page: Page): Promise<number> {
  const name = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ongelezen/.exec(name)?.[1] ?? 0);
}

/** The unread count as the server holds it, asked with the page's own session (a string: e2e has no DOM types). */
const serverUnreadCount = (page: Page): Promise<number> =>
  page.evaluate<number>(
    `fetch('/api/notifications/unread', { headers: { authorization: 'Bearer ' + localStorage.getItem('coulisse.token') } }).then((r) => r.json()).then((b) => b.count)`,
  );

test.describe('Meldingen', () => {
  test('een vrijwilliger wijzigt zijn contactgegevens; de beheerder ziet de melding live binnenkomen en opent ze', async ({ browser, request }) => {
    const { email, password } = await createConfirmedUser(request);

    // The administrator, in two tabs of one session.
    const admin = await browser.newContext();
    const adminPage = await admin.newPage();
    await signIn(adminPage, DEMO.admin);
    await expect(bell(adminPage)).toBeVisible();
    const secondTab = await admin.newPage();
    await secondTab.goto('/profiel');
    await expect(bell(secondTab)).toBeVisible();
    // Both tabs show the server's count before the change happens. (A bell without a count may
    // still be loading, so the tabs are compared with the server, not with each other.)
    const before = await serverUnreadCount(adminPage);
    await expect.poll(() => Promise.all([unreadCount(adminPage), unreadCount(secondTab)])).toEqual([before, before]);

    const volunteer = await browser.newContext();
    const page = await volunteer.newPage();
    await signIn(page, email, password);
    await page.goto('/profiel');
    const contact = page.getByRole('region', { name: 'Contactgegevens' });
    await contact.getByRole('button', { name: 'Contactgegevens bewerken' }).click();
    await contact.getByLabel(/^Telefoonnummer( \*)?$/).fill('014 58 12 34');
    await contact.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Contactgegevens werden succesvol gewijzigd')).toBeVisible();

    // Live, without reloading: the count rises in both tabs and the spec's notice shows.
    await expect(bell(adminPage)).toHaveAccessibleName(`Meldingen, ${before + 1} ongelezen`);
    await expect(bell(secondTab)).toHaveAccessibleName(`Meldingen, ${before + 1} ongelezen`);
    await expect(adminPage.getByText('U heeft een nieuwe melding ontvangen')).toBeVisible();

    // The newest unread one is in the bell's popover.
    await bell(adminPage).click();
    const popover = adminPage.getByRole('dialog', { name: 'Ongelezen meldingen' });
    await expect(popover.getByRole('listitem').first()).toContainText('De contactgegevens van An Janssens werden gewijzigd.');
    await popover.getByRole('link', { name: 'Alle meldingen bekijken' }).click();

    // /meldingen shows the unread ones; opening it marks it read.
    await expect(adminPage).toHaveURL(/\/meldingen$/);
    await expect(adminPage.getByRole('radio', { name: 'Ongelezen' })).toBeChecked();
    const row = adminPage.getByRole('row').filter({ hasText: 'De contactgegevens van An Janssens werden gewijzigd.' }).first();
    await row.getByRole('link', { name: 'Contactgegevens gewijzigd' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Contactgegevens gewijzigd' });
    await expect(dialog.getByText('De contactgegevens van An Janssens werden gewijzigd.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Naar het profiel' })).toBeVisible();

    // Read now: the count drops in this tab and, through the socket, in the other one.
    await expect(bell(adminPage)).toHaveAccessibleName(before ? `Meldingen, ${before} ongelezen` : 'Meldingen');
    await expect(bell(secondTab)).toHaveAccessibleName(before ? `Meldingen, ${before} ongelezen` : 'Meldingen');

    // It is among the read ones once the dialog closes.
    // The dialog's own button; the corner cross carries the same name.
    await dialog.getByRole('button', { name: 'Sluiten' }).last().click();
    await adminPage.locator('label').filter({ hasText: /^Gelezen$/ }).click();
    await expect(adminPage.getByRole('radio', { name: 'Gelezen', exact: true })).toBeChecked();
    await expect(adminPage.getByRole('row').filter({ hasText: 'De contactgegevens van An Janssens werden gewijzigd.' }).first()).toBeVisible();

    await Promise.all([admin.close(), volunteer.close()]);
  });
});
