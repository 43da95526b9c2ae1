import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const BASE_URL = `http://localhost:${PORT}`;

// A fresh data folder per run, one per port (two runs cannot share a port anyway). Workers load
// this file again and must find the folder the runner made, so it travels in the environment.
if (!process.env.E2E_DATA_DIR) {
  const fresh = path.join(os.tmpdir(), `coulisse-e2e-${PORT}`);
  fs.rmSync(fresh, { recursive: true, force: true });
  fs.mkdirSync(fresh, { recursive: true });
  process.env.E2E_DATA_DIR = fresh;
}
const dataDir = process.env.E2E_DATA_DIR;

/**
 * Browser journeys against the real server with the built web app and the demo organisation.
 * Chromium comes from the system (stack-pins.md): never download browsers here.
 */
export default defineConfig({
  testDir: 'e2e',
  workers: 1,
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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npm run build -w @coulisse/web && npx tsx apps/server/src/main.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // Every journey registers its people through /api/signup from 127.0.0.1: more than the default 10 an hour.
      // Sign-in needs no such override: only failures count, and journeys sign in with the right password.
      SIGN_UP_LIMIT: '100',
    },
  },
});
