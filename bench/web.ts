/**
 * `npm run bench -- --only=web` (issue 14): Lighthouse's mobile profile (simulated slow 4G, a
 * 4× slower CPU, a phone's screen) in Debian's Chromium on three routes of the built app served by
 * the real server with the demo organisation: sign-in, the volunteer's home and the pin kiosk.
 * Next to Lighthouse's figures, the JavaScript each route loads: as transferred (brotli) and as
 * the Vite manifest says (`apps/web/build/budget.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { routeWeights, SIGN_IN_GOAL } from '../apps/web/build/budget';
import { SESSION_HINT_KEY, TOKEN_KEY } from '../apps/web/src/lib/storageKeys';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_PASSWORD = 'coulisse';
export const WEB_GOALS = { performance: 90, lcpMs: 2500 };
/** Cold Lighthouse runs per route (`WEB_RUNS`, default 3): the report gives the median run and the range. */
const WEB_RUNS = Math.max(1, Number(process.env.WEB_RUNS ?? 3) || 3);

export interface WebRoute {
  route: string;
  /** How many cold runs this route had; the figures are the median run's (by performance). */
  runs: number;
  /** The lowest and highest performance of those runs. */
  performanceRange: [number, number];
  /** The machine's load average (1 min) just before and after this route's run: Lighthouse's CPU-bound figures feel it. */
  loadBefore: number;
  loadAfter: number;
  url: string;
  performance: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  scripts: number;
  scriptTransfer: number;
  scriptSize: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(base: string, ms = 120_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(`${base}/api/health`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server at ${base} did not start`);
}

async function api<T>(base: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const res = await fetch(`${base}/api${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const tokenOf = async (base: string, email: string) => (await api<{ token: string }>(base, '/auth', null, { email, password: DEMO_PASSWORD })).token;

/** A rehearsal of the open demo project, for the pin kiosk. */
async function kioskRehearsal(base: string, token: string): Promise<number> {
  const projects = await api<{ data: { id: number; name: string }[] }>(base, '/projects', token);
  const project = projects.data.find((p) => /Geels Dolhuys/.test(p.name)) ?? projects.data[0]!;
  const rehearsals = await api<{ data: { id: number }[] }>(base, `/project/${project.id}/repetitions`, token);
  return rehearsals.data[0]!.id;
}

/** One cold Lighthouse run: HTTP cache, service worker and caches cleared; with a token, after a first visit signed in (localStorage as the app leaves it). */
async function measure(
  browser: Browser,
  debuggingPort: number,
  base: string,
  route: string,
  pathname: string,
  token: string | null,
): Promise<Omit<WebRoute, 'loadBefore' | 'loadAfter' | 'runs' | 'performanceRange'>> {
  const page = await browser.newPage();
  const session = await page.createCDPSession();
  await page.goto(`${base}/api/health`);
  await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'all' });
  // A returning user: signed in (the session token in localStorage; a string of code, as this file
  // is not compiled for the DOM), who opened this address before. That visit leaves what the app
  // keeps in localStorage (the session's hint, the first screen's requests: `apps/web/src/lib`);
  // the cache, the service worker and its stored files go before the measured run.
  if (token) {
    await page.evaluate(`localStorage.setItem(${JSON.stringify(TOKEN_KEY)}, ${JSON.stringify(token)})`);
    // Quiet for half a second: the first screen is shown and what the app keeps is written (a screen
    // that asks for no data, like the pin kiosk, leaves no first requests).
    await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(`localStorage.getItem(${JSON.stringify(SESSION_HINT_KEY)}) !== null`, { timeout: 30_000 });
    await session.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'cache_storage,service_workers' });
  }
  await session.send('Network.clearBrowserCache');
  await page.close();
  // Lighthouse opens its own tab in the same browser (profile and localStorage shared).
  const result = await lighthouse(`${base}${pathname}`, { port: debuggingPort, logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
  const { lhr } = result;
  // WEB_LHR_DIR=<folder>: keeps each run's full Lighthouse report, to see what costs.
  if (process.env.WEB_LHR_DIR) fs.writeFileSync(path.join(process.env.WEB_LHR_DIR, `${route.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`${pathname}: ${lhr.runtimeError.message}`);
  const requests = (
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[] } | undefined)?.items ?? []
  ).filter((r) => r.resourceType === 'Script');
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    route,
    url: pathname,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    speedIndexMs: numeric('speed-index'),
    scripts: requests.length,
    scriptTransfer: requests.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    scriptSize: requests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
  };
}

export async function benchWeb(log: (line: string) => void): Promise<WebRoute[]> {
  // WEB_SKIP_BUILD=1: measures the build already in apps/web/dist (while trying a change to it).
  if (!process.env.WEB_SKIP_BUILD) {
    log('web: building the app …');
    if (spawnSync('npm', ['run', 'build', '-w', '@coulisse/web'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('npm run build failed');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-bench-web-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '1', PUBLIC_URL: base, LOG_LEVEL: 'warn', WEB_DIST: dist },
  });
  let browser: Browser | null = null;
  try {
    await waitForHealth(base);
    const volunteer = await tokenOf(base, 'vrijwilliger@coulisse.be');
    const kiosk = await tokenOf(base, 'kiosk@coulisse.be');
    const rehearsal = await kioskRehearsal(base, kiosk);
    const debuggingPort = await freePort();
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: [
        `--remote-debugging-port=${debuggingPort}`,
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const routes: [string, string, string | null][] = [
      ['sign-in', '/', null],
      ["volunteer's home", '/projecten', volunteer],
      ['pin kiosk', `/pinscherm/${rehearsal}?repetitionIds=${rehearsal}`, kiosk],
    ];
    const results: WebRoute[] = [];
    // WEB_ROUTE=<part of a route's name>: measures only the matching routes (while working on one).
    const only = process.env.WEB_ROUTE;
    for (const [route, pathname, token] of routes.filter(([name]) => !only || name.includes(only))) {
      log(`web: Lighthouse on ${pathname}, ${WEB_RUNS} runs …`);
      const loadBefore = os.loadavg()[0]!;
      const runs = [];
      for (let run = 0; run < WEB_RUNS; run++) runs.push(await measure(browser, debuggingPort, base, route, pathname, token));
      // Lighthouse's advice for a noisy machine: take the median of several runs, not one.
      const sorted = runs.sort((a, b) => a.performance - b.performance);
      const median = sorted[Math.floor(sorted.length / 2)]!;
      results.push({
        ...median,
        runs: runs.length,
        performanceRange: [sorted[0]!.performance, sorted.at(-1)!.performance],
        loadBefore,
        loadAfter: os.loadavg()[0]!,
      });
    }
    return results;
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function renderWebReport(results: WebRoute[]): string {
  const built = routeWeights(dist);
  const lines = [
    '## Web: first load on a phone (issue 14)',
    '',
    `Produced by \`npm run bench -- --only=web\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: Lighthouse ${(lighthouse as unknown as { version?: string }).version ?? '12'} (mobile profile: simulated slow 4G, 4× CPU slowdown, 412 px screen) in ${spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout.trim()}, the median of ${results[0]?.runs ?? WEB_RUNS} cold runs per route by performance (HTTP cache and service worker cleared before each; signed in, the volunteer and the kiosk had opened the address once before, so localStorage holds what the app keeps there: token, session hint, the first screen's requests; the range of the runs' scores beside it), against \`npm start\`'s server with the demo organisation on 127.0.0.1. Chromium asks 127.0.0.1 for brotli too (a potentially trustworthy origin: the transfer sizes match the build's \`.br\` files), as a phone asks the production server over https. Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}.`,
    '',
    `| route | performance (range) | LCP | FCP | TBT | speed index | JS files | JS transferred | JS uncompressed | load average (1 min) before, after | goal (≥ ${WEB_GOALS.performance}, LCP ≤ ${s(WEB_GOALS.lcpMs)}) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...results.map(
      (r) =>
        `| ${r.route} \`${r.url.split('?')[0]}\` | ${r.performance} (${r.performanceRange.join('–')}) | ${s(r.lcpMs)} | ${s(r.fcpMs)} | ${Math.round(r.tbtMs)} ms | ${s(r.speedIndexMs)} | ${r.scripts} | ${kB(r.scriptTransfer)} | ${kB(r.scriptSize)} | ${r.loadBefore.toFixed(1)}, ${r.loadAfter.toFixed(1)} | ${r.performance >= WEB_GOALS.performance && r.lcpMs <= WEB_GOALS.lcpMs ? 'met' : '**missed**'} |`,
    ),
    '',
    `JavaScript per route from the build's manifest (\`apps/web/build/budget.ts\`: the entry, the route's lazy screen and the Dutch catalogue (only its core on sign-in), with everything they import), brotli at the build's quality; goal for sign-in ≤ ${kB(SIGN_IN_GOAL)}:`,
    '',
    '| route | files | uncompressed | brotli |',
    '| --- | ---: | ---: | ---: |',
    ...built.map((w) => `| ${w.route} | ${w.files} | ${kB(w.raw)} | ${kB(w.brotli)} |`),
    '',
  ];
  return lines.join('\n');
}

const START = '<!-- web:start -->';
const END = '<!-- web:end -->';

/** Puts the web section into the report file between its markers (the database runs keep theirs). */
export function writeWebSection(file: string, section: string): void {
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const block = `${START}\n${section}${END}\n`;
  const at = current.indexOf(START);
  const next = at >= 0 ? current.slice(0, at) + block + current.slice(current.indexOf(END) + END.length + 1) : `${current.trimEnd()}\n\n${block}`;
  fs.writeFileSync(file, next);
}
