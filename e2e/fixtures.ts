import type { APIRequestContext, Page } from '@playwright/test';
import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { expect, test } from './a11y';

/** Journeys take `test` and `expect` from here: `test` carries the accessibility gate (a11y.ts). */
export { expect, test } from './a11y';

/**
 * The data folder of the server the running test's project talks to (its `metadata.dataDir` in
 * playwright.config.ts); mails land in `mail/*.eml`.
 */
export const dataDir = (): string => String(test.info().project.metadata.dataDir ?? '');

export const DEMO_PASSWORD = 'coulisse';
export const DEMO = {
  admin: 'beheer@coulisse.be',
  staff: 'staf@coulisse.be',
  volunteer: 'vrijwilliger@coulisse.be',
} as const;

export interface Mail {
  to: string;
  subject: string;
  text: string;
  file: string;
}

/** Mails already read, by path: a poll parses only the files that arrived since the last one. */
const parsedMails = new Map<string, Mail>();

async function readMails(): Promise<Mail[]> {
  const folder = path.join(dataDir(), 'mail');
  const files = await fs.readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    files
      .filter((f) => f.endsWith('.eml') && !parsedMails.has(path.join(folder, f)))
      .map(async (file) => {
        const parsed = await PostalMime.parse(await fs.readFile(path.join(folder, file)));
        parsedMails.set(path.join(folder, file), { to: parsed.to?.map((a) => a.address ?? '').join(',') ?? '', subject: parsed.subject ?? '', text: parsed.text ?? '', file });
      }),
  );
  // File names start with an ISO timestamp, so name order is sending order.
  return [...parsedMails.entries()]
    .filter(([key]) => key.startsWith(folder))
    .map(([, mail]) => mail)
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Waits for the newest mail to an address, optionally with a given subject. */
export async function newestMail(to: string, subject?: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await readMails()).filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!subject || m.subject === subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000, message: `a mail to ${to}` },
    )
    .toBe(true);
  return found as Mail;
}

/** The first link in a mail, as a path for `page.goto` (the mail holds PUBLIC_URL). */
export function linkIn(mail: Mail): string {
  const url = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in mail "${mail.subject}"`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** An input by its visible label; Mantine adds " *" to required labels. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)).first();

/**
 * Closes every toast, as a user would before clicking under them: they lie over the top right
 * corner, where the project toolbar ends, and one the pointer rests on never closes by itself.
 * (The e2e programme has no DOM types, hence a string.)
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.evaluate(`document.querySelectorAll('.mantine-Notification-root button').forEach((close) => close.click())`);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await field(page, 'E-mailadres').fill(email);
  await field(page, 'Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(page).not.toHaveURL(/\/$/);
}

let counter = 0;
/** A unique address per call, so journeys never depend on each other. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(counter++).toString(36)}@voorbeeld.be`;

/** Registers and confirms a participant through the API, for journeys that start signed out. */
export async function createConfirmedUser(
  request: APIRequestContext,
  password = 'geheim123',
  names = { firstName: 'An', lastName: 'Janssens' },
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(names.firstName.toLowerCase());
  const signup = await request.post('/api/signup', {
    data: {
      ...names,
      dateOfBirth: '1995-05-17',
      sex: 1,
      nationality: 'Belg',
      origin: 'BE',
      email,
      emailConfirm: email,
      cellPhone: '0470123456',
      streetName: 'Markt',
      houseNumber: '1',
      zipCode: '2440',
      cityName: 'Geel',
      tShirt: 'S',
      password,
      passwordConfirm: password,
      privacy: true,
    },
  });
  expect(signup.status()).toBe(201);
  const token = new URL(`http://x${linkIn(await newestMail(email))}`).searchParams.get('confirmToken');
  expect((await request.post('/api/confirm-email', { data: { token } })).ok()).toBe(true);
  return { email, password };
}
