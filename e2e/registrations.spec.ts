import type { APIRequestContext } from '@playwright/test';
import { createConfirmedUser, DEMO, DEMO_PASSWORD, expect, signIn, test } from './fixtures';

/** The open demo project's id and name, looked up as the administrator. */
async function openProject(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const auth = await request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD } });
  const { token } = (await auth.json()) as { token: string };
  const projects = (await (await request.get('/api/users/projects', { headers: { authorization: `Bearer ${token}` } })).json()) as { value: number; label: string }[];
  const open = projects.find((p) => p.label.startsWith('Het Geels Dolhuys'));
  if (!open) throw new Error('the open demo project is missing');
  return { id: open.value, name: open.label };
}

test.describe('Inschrijvingen', () => {
  test('een vrijwilliger schrijft zich op een telefoon in op het podium, met voorkeuren en auditie', async ({ page, request }) => {
    const project = await openProject(request);
    const person = await createConfirmedUser(request);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, person.email, person.password);
    await page.goto(`/projecten/inschrijven/${project.id}`);
    await expect(page.getByRole('heading', { name: `Inschrijven voor ${project.name}` })).toBeVisible();

    // Off stage first: its tasks are offered; on stage switches the options to the roles.
    await page.getByRole('radio', { name: 'Naast het podium' }).check();
    await expect(page.getByRole('checkbox', { name: /Decorbouw/ })).toBeVisible();
    await page.getByRole('radio', { name: 'Op het podium' }).check();
    await expect(page.getByRole('checkbox', { name: /Decorbouw/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(page.getByText('Veld mag niet leeg zijn').first()).toBeVisible();

    await page.getByRole('checkbox', { name: /Figurant/ }).check();
    await page.getByRole('checkbox', { name: /Muzikant/ }).check();
    await page.getByRole('checkbox', { name: 'Ik wil auditie doen' }).check();
    await expect(page.getByText('De audities voor de sprekende rollen vinden plaats')).toBeVisible();
    await page.getByRole('textbox', { name: 'Talenten' }).fill('Zingen, gitaar spelen');
    await page.getByRole('button', { name: 'Inschrijven' }).click();

    await expect(page.getByText('Medewerker werd succesvol ingeschreven')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inschrijving van An Janssens' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Figurant/ })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Ik wil auditie doen' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Talenten' })).toHaveValue('Zingen, gitaar spelen');

    // A second visit to the form says so instead of registering twice.
    await page.goto(`/projecten/inschrijven/${project.id}`);
    await expect(page.getByText('Je bent al ingeschreven voor dit project.')).toBeVisible();
  });

  test('de staf filtert de inschrijvingen en exporteert ze', async ({ page, request }) => {
    const project = await openProject(request);
    await signIn(page, DEMO.staff);
    await page.goto(`/projecten/${project.id}/inschrijvingen`);
    await expect(page.getByRole('tab', { name: 'Inschrijvingen', selected: true })).toBeVisible();
    const total = page.getByRole('status').first();
    await expect(total).toHaveText(/^\d+ resultaten$/);
    const all = Number((await total.textContent())!.split(' ')[0]);
    expect(all).toBeGreaterThan(250);

    await page.getByRole('radiogroup', { name: 'Op/naast podium' }).getByText('Op het podium').click();
    await expect(total).not.toHaveText(`${all} resultaten`);
    const onStage = Number((await total.textContent())!.split(' ')[0]);
    expect(onStage).toBeLessThan(all);
    await expect(page).toHaveURL(/onStage=1/);

    await page.getByRole('textbox', { name: 'Min. leeftijd' }).fill('18');
    await expect(total).not.toHaveText(`${onStage} resultaten`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exporteren' }).click()]);
    expect(download.suggestedFilename()).toBe(`inschrijvingen-${project.id}.xlsx`);
    expect((await download.createReadStream()) !== null).toBe(true);
  });

  test('de staf schrijft iemand uit', async ({ page, request }) => {
    const project = await openProject(request);
    const person = await createConfirmedUser(request);
    // The person registers through the API; the staff member then finds and unregisters them.
    const auth = await request.post('/api/auth', { data: { email: person.email, password: person.password } });
    const { token } = (await auth.json()) as { token: string };
    const registered = await request.post(`/api/project/${project.id}/users`, { headers: { authorization: `Bearer ${token}` }, data: { location: 0, choices: [] } });
    expect(registered.status()).toBe(400);
    const form = (await (await request.get(`/api/project/${project.id}/registration-form`, { headers: { authorization: `Bearer ${token}` } })).json()) as { choices: { id: number; onStage: boolean }[] };
    const task = form.choices.find((c) => !c.onStage)!;
    expect((await request.post(`/api/project/${project.id}/users`, { headers: { authorization: `Bearer ${token}` }, data: { location: 0, choices: [task.id] } })).status()).toBe(201);

    await signIn(page, DEMO.staff);
    await page.goto(`/projecten/${project.id}/inschrijvingen`);
    await page.getByRole('searchbox', { name: 'Zoek op naam, e-mailadres of gemeente' }).fill(person.email);
    await expect(page.getByRole('status').first()).toHaveText('1 resultaat');
    await page.getByRole('link', { name: 'Janssens, An' }).click();
    await expect(page.getByRole('heading', { name: 'Inschrijving van An Janssens' })).toBeVisible();

    await page.getByRole('button', { name: 'Uitschrijven' }).click();
    const dialog = page.getByRole('dialog', { name: 'Uitschrijven' });
    await expect(dialog.getByText(`Bent u zeker dat u An Janssens wilt uitschrijven voor ${project.name}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Uitschrijven' }).click();
    await expect(page.getByText(`An Janssens werd uitgeschreven voor ${project.name}`)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/projecten/${project.id}/inschrijvingen$`));
    await page.getByRole('searchbox', { name: 'Zoek op naam, e-mailadres of gemeente' }).fill(person.email);
    await expect(page.getByText('Er zijn geen inschrijvingen die voldoen aan de gekozen filters.')).toBeVisible();
  });
});
