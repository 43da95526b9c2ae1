import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO, signIn, uniqueEmail } from './fixtures';

/** Signs somebody up through the API: José with an accent, a last name of this run only. */
async function signUpJose(request: APIRequestContext): Promise<string> {
  const lastName = `Vandeperre-${Date.now().toString(36)}`;
  const email = uniqueEmail('jvdp');
  const res = await request.post('/api/signup', {
    data: {
      firstName: 'José',
      lastName,
      dateOfBirth: '1988-03-14',
      sex: 0,
      nationality: 'Belg',
      origin: 'BE',
      email,
      emailConfirm: email,
      cellPhone: '0470123456',
      streetName: 'Markt',
      houseNumber: '1',
      zipCode: '2440',
      cityName: 'Geel',
      tShirt: 'L',
      password: 'geheim123',
      passwordConfirm: 'geheim123',
      privacy: true,
    },
  });
  expect(res.status()).toBe(201);
  return `José ${lastName}`;
}

test.describe('Zoeken', () => {
  test('staf zoekt "jose" in de bovenbalk, vindt José en opent zijn profiel via de resultaten', async ({ page, request }) => {
    const name = await signUpJose(request);
    await signIn(page, DEMO.staff);

    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill('jose');
    const listbox = page.getByRole('listbox');
    const option = listbox.getByRole('option', { name: new RegExp(name) });
    await expect(option).toBeVisible();
    await expect(listbox.getByText('Medewerkers')).toBeVisible();

    // The arrows reach "Toon alle resultaten" after the results; Enter opens the results page.
    await listbox.getByRole('option', { name: /Toon alle resultaten/ }).click();
    await expect(page).toHaveURL(/\/zoekresultaten\?q=jose$/);
    await expect(page.getByRole('heading', { name: 'Zoekresultaten' })).toBeVisible();
    const people = page.getByRole('region', { name: 'Medewerkers' });
    await people.getByRole('link', { name: new RegExp(name) }).click();

    await expect(page).toHaveURL(/\/medewerker\/\d+\/overzicht$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('met het toetsenbord: pijltjes en Enter openen een profiel, Escape sluit de lijst', async ({ page, request }) => {
    const name = await signUpJose(request);
    await signIn(page, DEMO.staff);
    const box = page.getByRole('combobox', { name: 'Zoeken' });
    await box.fill(name.replace('José', 'jose'));
    await expect(page.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/medewerker\/\d+\/overzicht$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await box.fill('jose');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('jose');
    await box.press('Escape');
    await expect(box).toHaveValue('');
  });

  test('een vrijwilliger vindt geen medewerkers', async ({ page }) => {
    await signIn(page, DEMO.volunteer);
    await page.getByRole('combobox', { name: 'Zoeken' }).fill('peeters');
    await expect(page.getByRole('listbox').getByText('Geen resultaten gevonden')).toBeVisible();
  });
});
