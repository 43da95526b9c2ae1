import { createConfirmedUser, DEMO, expect, signIn, test } from './fixtures';

test.describe('Verzonden mails', () => {
  test('na een registratie vindt de beheerder de bevestigingsmail en bekijkt ze', async ({ page, request }) => {
    const { email } = await createConfirmedUser(request);
    await signIn(page, DEMO.admin);
    await page.getByRole('link', { name: 'Verzonden mails' }).click();
    await page.getByRole('searchbox', { name: 'Zoek op ontvanger of onderwerp' }).fill(email);
    await expect(page.getByRole('status')).toHaveText('1 resultaat');
    await expect(page).toHaveURL(new RegExp(`text=${encodeURIComponent(email).replace(/\./g, '\\.')}`));

    await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Bevestig uw mailadres' }).click();
    const preview = page.getByRole('dialog', { name: `Mail aan ${email}` });
    await expect(preview.getByText('Bevestig uw mailadres')).toBeVisible();
    const frame = preview.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(preview.frameLocator('iframe').getByRole('link', { name: 'Mailadres bevestigen' })).toBeVisible();

    await preview.getByRole('tab', { name: 'Tekst' }).click();
    await expect(preview.getByText(/confirmToken=/)).toBeVisible();

    // The preview is part of the address: a reload keeps it and the filter.
    await page.reload();
    await expect(page.getByRole('dialog', { name: `Mail aan ${email}` })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Zoek op ontvanger of onderwerp' })).toHaveValue(email);
  });
});
