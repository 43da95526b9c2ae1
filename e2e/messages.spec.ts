import type { APIRequestContext, Browser } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, signIn, expect, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A bearer header of a demo login. */
async function headersOf(request: APIRequestContext, email: string): Promise<{ authorization: string }> {
  const res = await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } });
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
}

interface ReportRow {
  id: number;
  lastName: string;
  firstName: string;
  openedDt: string | null;
  readDt: string | null;
}

/** A volunteer opens the message on a 390 px phone, and marks it read. */
async function readOnPhone(browser: Browser, email: string, title: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await signIn(page, email);
    await page.getByRole('button', { name: 'Menu openen' }).click();
    const news = page.getByRole('link', { name: /Nieuws/ });
    await expect(news.getByTestId('news-unread')).toBeVisible();
    await news.click();
    const row = page.getByRole('link', { name: title }).first();
    // Unread titles are bold (spec 2 §4).
    await expect(page.locator('[data-unread]').filter({ hasText: title }).first()).toBeVisible();
    await row.click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText('Vergeet je schoenen niet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'draaiboek.pdf' })).toBeVisible();
    await page.getByRole('button', { name: 'Markeer als gelezen' }).click();
    await expect(page.getByText('Bericht werd gemarkeerd als gelezen')).toBeVisible();
    await expect(page.getByText(/Gemarkeerd als gelezen op/)).toBeVisible();
    await page.screenshot({ path: `test-results/messages-phone-${email.split('@')[0]}.png`, fullPage: true });
  } finally {
    await context.close();
  }
}

test.describe('Berichten', () => {
  test('staf stuurt een bericht met een pdf aan één cast; twee vrijwilligers lezen het op de gsm; het leesrapport toont beiden met tijden', async ({ page, browser, request }) => {
    // Three browsers and a PDF upload: about 54 s alone on the 2-core CI machine, too near the 60 s limit.
    test.slow();
    const staff = await headersOf(request, DEMO.staff);
    const admin = await headersOf(request, DEMO.admin);
    const projects = (await (await request.get('/api/projects', { headers: staff })).json()) as { data: { id: number; name: string }[] };
    const projectId = projects.data.find((p) => /Geels Dolhuys/.test(p.name))!.id;
    const selector = (await (await request.get(`/api/messages/selectorData?projectId=${projectId}`, { headers: staff })).json()) as { casts: { id: number; name: string }[] };
    // The demo volunteer plays in the first cast (seed/casting.ts).
    const cast = [...selector.casts].sort((a, b) => a.id - b.id)[0]!;
    const title = `Kostuumpas ${Date.now().toString(36)}`;

    await signIn(page, DEMO.staff);
    await page.goto(`/projecten/${projectId}/berichten`);
    await expect(page.getByRole('tab', { name: 'Berichten' }).or(page.getByRole('link', { name: 'Berichten' })).first()).toBeVisible();
    await page.getByRole('button', { name: 'Nieuw bericht' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /^Titel/ }).fill(title);
    const editor = dialog.getByRole('textbox', { name: 'Beschrijving van het bericht' });
    await editor.click();
    await page.keyboard.type('Zaterdag kostuumpas om 10 uur. ');
    await dialog.getByRole('button', { name: 'Vet' }).click();
    await page.keyboard.type('Vergeet je schoenen niet.');
    await dialog.getByRole('combobox', { name: 'Deelnemers' }).click();
    await page.getByRole('option', { name: 'Casts' }).click();
    await dialog.getByRole('combobox', { name: 'Casts', exact: true }).click();
    await page.getByRole('option', { name: cast.name, exact: true }).click();
    await dialog.getByRole('button', { name: 'Toevoegen', exact: true }).click();
    await expect(dialog.getByTestId('selection')).toContainText(cast.name);
    // A PDF attachment: uploaded at once (type checked by content), claimed when the message is sent.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'draaiboek.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('draaiboek.pdf')).toBeVisible();
    await page.screenshot({ path: 'test-results/messages-write-1280.png', fullPage: true });
    await dialog.getByRole('button', { name: 'Versturen' }).click();
    await expect(page.getByText('Bericht werd succesvol aangemaakt')).toBeVisible();

    // The fan-out job resolves the cast; the report then lists its players.
    const messages = (await (await request.get(`/api/messages/projects/${projectId}?filters=${encodeURIComponent(JSON.stringify({ text: title }))}`, { headers: staff })).json()) as { data: { id: number }[] };
    const messageId = messages.data[0]!.id;
    const reportUrl = `/api/messages/projects/${projectId}/messages/${messageId}?all=1`;
    let report: ReportRow[] = [];
    await expect
      .poll(async () => {
        report = ((await (await request.get(reportUrl, { headers: staff })).json()) as { data: ReportRow[] }).data;
        return report.length;
      })
      .toBeGreaterThan(1);
    const jens = report.find((r) => r.firstName === 'Jens' && r.lastName === 'Peeters')!;
    expect(jens).toBeTruthy();
    // A second player of the cast who can sign in (some generated accounts are not confirmed yet).
    let other: ReportRow | undefined;
    let otherEmail = '';
    for (const candidate of report.filter((r) => r.id !== jens.id)) {
      const { email } = (await (await request.get(`/api/user/${candidate.id}`, { headers: admin })).json()) as { email: string };
      if ((await request.post('/api/auth', { data: { email, password: DEMO_PASSWORD } })).ok()) {
        [other, otherEmail] = [candidate, email];
        break;
      }
    }
    expect(other).toBeTruthy();

    await readOnPhone(browser, DEMO.volunteer, title);
    await readOnPhone(browser, otherEmail, title);

    await page.goto(`/projecten/${projectId}/berichten`);
    const row = page.getByRole('row', { name: new RegExp(title) });
    await expect(row).toContainText(`2 / ${report.length}`);
    await row.getByRole('link', { name: 'Leesrapport' }).click();
    await expect(page).toHaveURL(new RegExp(`/projecten/${projectId}/berichten/${messageId}/gelezen`));
    await expect(page.getByRole('heading', { name: `Leesrapport: ${title}` })).toBeVisible();
    await page.getByRole('radio', { name: 'Gemarkeerd als gelezen' }).or(page.getByRole('combobox', { name: 'Status' })).first().click();
    await page.getByRole('option', { name: 'Gemarkeerd als gelezen' }).click();
    for (const person of [jens, other!]) {
      const line = page.getByRole('row', { name: new RegExp(person.lastName) });
      await expect(line).toContainText(person.firstName);
      await expect(line).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}.*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
      await expect(line).not.toContainText('Niet gemarkeerd als gelezen');
    }
    await page.screenshot({ path: 'test-results/messages-report-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/messages-report-390.png', fullPage: true });
  });
});
