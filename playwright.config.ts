import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://localhost:${PORT}`;
/**
 * The screen check (every route at two widths) runs beside the journeys, against a server and demo
 * organisation of its own: the journeys change the data it opens, and it would otherwise see their
 * half-made records.
 */
const SCREENS_PORT = PORT + 100;
const SCREENS_URL = `http://localhost:${SCREENS_PORT}`;
/** The second half of the journeys, on a server of its own too (see `SECOND_HALF`). */
const SECOND_PORT = PORT + 200;
const SECOND_URL = `http://localhost:${SECOND_PORT}`;

/** A fresh data folder per run and server, named by port (two runs cannot share a port anyway). */
function freshFolder(variable: string, port: number): string {
  // Workers load this file again and must find the folder the runner made: it travels in the environment.
  if (!process.env[variable]) {
    const fresh = path.join(os.tmpdir(), `coulisse-e2e-${port}`);
    fs.rmSync(fresh, { recursive: true, force: true });
    fs.mkdirSync(fresh, { recursive: true });
    process.env[variable] = fresh;
  }
  return process.env[variable];
}
const dataDir = freshFolder('E2E_DATA_DIR', PORT);
const screensDataDir = freshFolder('E2E_SCREENS_DATA_DIR', SCREENS_PORT);
const secondDataDir = freshFolder('E2E_SECOND_DATA_DIR', SECOND_PORT);

const serverEnv = (port: number, folder: string, url: string) => ({
  PORT: String(port),
  DATA_DIR: folder,
  DEMO_DATA: '1',
  PUBLIC_URL: url,
  LOG_LEVEL: 'warn',
  // Every journey registers its people through /api/signup from 127.0.0.1: more than the default 10 an hour.
  // Sign-in needs no such override: only failures count, and journeys sign in with the right password.
  SIGN_UP_LIMIT: '100',
});

/**
 * The journeys run one after another per server (they share its data and mail folder), so they are
 * split in two halves of about equal time, each against a server of its own: measured on two
 * cores, one worker took 12 minutes for all of them, half of that in the accessibility audits
 * between tests; a journey mostly waits (on the server, on the page), so two use the cores better.
 * Every journey makes its own people and records, so either half may hold any of them.
 */
const SECOND_HALF = [
  'accounts.spec.ts',
  'calendar.spec.ts',
  'home.spec.ts',
  'notifications.spec.ts',
  'outbox.spec.ts',
  'people.spec.ts',
  'profile.spec.ts',
  'projects.spec.ts',
  'rehearsals.spec.ts',
  'reminders.spec.ts',
  'rentals.spec.ts',
  'useradmin.spec.ts',
];

/** Chromium from the system (stack-pins.md): never download browsers here. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** Browser journeys against the real server with the built web app and the demo organisation. */
export default defineConfig({
  testDir: 'e2e',
  // Three workers: each half of the journeys in one, the screen check in the third. (Four, with the
  // screen check in two, was no faster on two cores: every test ran at half speed.)
  workers: 3,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A journey takes 5–25 s. Slow journeys get faster waits (a web-first assertion, a response,
  // mails parsed once), never a longer limit (issue 12).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    locale: 'nl-BE',
    timezoneId: 'Europe/Brussels',
    // A failed journey keeps its trace with the page's DOM at each step, without the screencast (a
    // JPEG for every painted frame, CPU the workers need); the failure screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: ['screens.spec.ts', ...SECOND_HALF], workers: 1, use: chromium, metadata: { dataDir } },
    { name: 'chromium-2', testMatch: SECOND_HALF, workers: 1, use: { ...chromium, baseURL: SECOND_URL }, metadata: { dataDir: secondDataDir } },
    { name: 'screens', testMatch: 'screens.spec.ts', workers: 1, use: { ...chromium, baseURL: SCREENS_URL }, metadata: { dataDir: screensDataDir } },
  ],
  webServer: [
    {
      command: 'npm run build -w @coulisse/web && npx tsx apps/server/src/main.ts',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(PORT, dataDir, BASE_URL),
    },
    {
      // Started after the first, so the web app is built by then.
      command: 'npx tsx apps/server/src/main.ts',
      url: `${SCREENS_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(SCREENS_PORT, screensDataDir, SCREENS_URL),
    },
    {
      command: 'npx tsx apps/server/src/main.ts',
      url: `${SECOND_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: serverEnv(SECOND_PORT, secondDataDir, SECOND_URL),
    },
  ],
});
