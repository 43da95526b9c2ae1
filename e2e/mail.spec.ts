import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { createConfirmedUser, dataDir, DEMO, DEMO_PASSWORD, linkIn, newestMail, signIn, expect, test } from './fixtures';

/** The outbox rows of an address, through the level-1 API. */
async function outboxOf(request: APIRequestContext, token: string, email: string, subject: string) {
  const filters = encodeURIComponent(JSON.stringify({ text: email }));
  const res = await request.get(`/api/mails?filters=${filters}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: { subject: string; status: string }[] }).data.filter((m) => m.subject === subject).map((m) => m.status);
}

test.describe('Mail aan medewerkers', () => {
  test('de beheerder mailt twee aangevinkte vrijwilligers; één schrijft zich uit en krijgt geen groepsmail meer', async ({ page, browser, request }) => {
    const tag = Date.now().toString(36);
    const lastName = `Mailproef${tag}`;
    const anouk = await createConfirmedUser(request, 'geheim123', { firstName: 'Anouk', lastName });
    const bram = await createConfirmedUser(request, 'geheim123', { firstName: 'Bram', lastName });

    await signIn(page, DEMO.admin);
    await page.getByRole('link', { name: 'Medewerkers' }).first().click();
    await page.getByRole('searchbox', { name: 'Zoek medewerkers' }).fill(lastName);
    await expect(page.getByRole('status').first()).toHaveText('2 resultaten');
    await page.getByRole('checkbox', { name: `Anouk ${lastName} selecteren` }).check();
    await page.getByRole('checkbox', { name: `Bram ${lastName} selecteren` }).check();
    await page.getByRole('region', { name: 'Acties voor de selectie' }).getByRole('button', { name: 'Mailen' }).click();

    await expect(page.getByRole('heading', { name: 'Mail versturen' })).toBeVisible();
    await expect(page.getByText('2 geadresseerden')).toBeVisible();
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill(`Kostuumpas ${tag} voor {{firstName}}`);
    await page.getByRole('textbox', { name: 'Bericht' }).fill('<p>Dag {{firstName}} {{lastName}},</p><p>De kostuumpas is <strong>zaterdag</strong>.</p><script>alert(1)</script>');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Mail(s) werd(en) succesvol verzonden')).toBeVisible();

    // Each gets their own mail, placeholders filled, with a List-Unsubscribe one-click header and a link.
    const mail = await newestMail(anouk.email, `Kostuumpas ${tag} voor Anouk`);
    expect(mail.text).toContain(`Dag Anouk ${lastName},`);
    await newestMail(bram.email, `Kostuumpas ${tag} voor Bram`);
    const raw = await PostalMime.parse(await fs.readFile(path.join(dataDir(), 'mail', mail.file)));
    expect(raw.html).not.toContain('<script');
    expect(raw.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(/^<http:\/\/localhost:\d+\/api\/unsubscribe\/one-click\?token=/);
    expect(raw.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click');

    // Anouk follows the link in her mail, signed out, and lands on sign-in with the banner.
    const unsubscribeLink = linkIn(mail);
    expect(unsubscribeLink).toMatch(/^\/afmelden\?token=/);
    const anoukContext = await browser.newContext();
    const anoukPage = await anoukContext.newPage();
    await anoukPage.goto(unsubscribeLink);
    await expect(anoukPage).toHaveURL(/\/\?unsubscribed=1$/);
    await expect(anoukPage.getByText('U bent uitgeschreven voor alle mails.')).toBeVisible();
    await anoukContext.close();

    // A later bulk mail reaches Bram; Anouk's is skipped in the outbox and never written.
    const { token } = (await (await request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).json()) as { token: string };
    const later = `Nieuws ${tag}`;
    const sent = await request.post('/api/mail/send', { headers: { authorization: `Bearer ${token}` }, data: { addresses: [anouk.email, bram.email], subject: later, html: '<p>Nieuws</p>' } });
    expect(sent.status()).toBe(202);
    await newestMail(bram.email, later);
    await expect.poll(() => outboxOf(request, token, anouk.email, later)).toEqual(['skipped']);
    expect(await outboxOf(request, token, bram.email, later)).toEqual(['sent']);
    const files = await fs.readdir(path.join(dataDir(), 'mail'));
    const toAnouk = await Promise.all(files.filter((f) => f.endsWith('.eml')).map(async (f) => (await PostalMime.parse(await fs.readFile(path.join(dataDir(), 'mail', f)))).subject === later && (await fs.readFile(path.join(dataDir(), 'mail', f), 'utf8')).includes(anouk.email)));
    expect(toAnouk.some(Boolean)).toBe(false);
  });

  test('de beheerder mailt een aangevinkte inschrijving vanuit de inschrijvingenlijst van het project', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const { token } = (await (await request.post('/api/auth', { data: { email: DEMO.admin, password: DEMO_PASSWORD } })).json()) as { token: string };
    const projects = (await (await request.get('/api/users/projects', { headers: { authorization: `Bearer ${token}` } })).json()) as { value: number; label: string }[];
    const project = projects.find((p) => p.label.startsWith('Het Geels Dolhuys'))!;
    const person = await createConfirmedUser(request, 'geheim123', { firstName: 'Lien', lastName: `Lijstmail${tag}` });
    const own = (await (await request.post('/api/auth', { data: { email: person.email, password: person.password } })).json()) as { token: string };
    const form = (await (await request.get(`/api/project/${project.value}/registration-form`, { headers: { authorization: `Bearer ${own.token}` } })).json()) as { choices: { id: number; onStage: boolean }[] };
    const task = form.choices.find((c) => !c.onStage)!;
    expect((await request.post(`/api/project/${project.value}/users`, { headers: { authorization: `Bearer ${own.token}` }, data: { location: 0, choices: [task.id] } })).status()).toBe(201);

    await signIn(page, DEMO.admin);
    await page.goto(`/projecten/${project.value}/inschrijvingen`);
    await page.getByRole('searchbox', { name: 'Zoek op naam, e-mailadres of gemeente' }).fill(person.email);
    await expect(page.getByRole('status').first()).toHaveText('1 resultaat');
    await page.getByRole('checkbox', { name: `Lien Lijstmail${tag} selecteren` }).check();
    await page.getByRole('region', { name: 'Acties voor de selectie' }).getByRole('button', { name: 'Mailen' }).click();

    await expect(page.getByRole('heading', { name: 'Mail versturen' })).toBeVisible();
    await expect(page.getByText('1 geadresseerde')).toBeVisible();
    await page.getByRole('textbox', { name: 'Onderwerp' }).fill(`Planning ${tag} voor {{firstName}}`);
    await page.getByRole('textbox', { name: 'Bericht' }).fill('<p>Dag {{firstName}}, welkom bij {{project}}.</p>');
    await page.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Mail(s) werd(en) succesvol verzonden')).toBeVisible();
    // Back on the project's list, and the mail names the project.
    await expect(page).toHaveURL(new RegExp(`/projecten/${project.value}/inschrijvingen$`));
    const mail = await newestMail(person.email, `Planning ${tag} voor Lien`);
    expect(mail.text).toContain(`welkom bij ${project.label}`);
  });
});
