#!/usr/bin/env node
// `npm test`: lint (eslint, knip), typecheck, migration drift, unit + API tests (vitest), browser journeys
// (Playwright in Debian's Chromium). Ends with one plain "N passed, N failed, N skipped" line.
import { Buffer } from 'node:buffer';
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-test-run-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
/** What this run could not cover, named on the last line so a green run never hides a gap. */
const notRun = [];

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) problems.push(label);
  return ok;
}

/**
 * Runs independent checks side by side (each tool uses one core), printing each one's output in one
 * piece when it ends, in the order given.
 */
async function runSideBySide(steps) {
  const started = Date.now();
  const finished = steps.map(
    ([label, command, args]) =>
      new Promise((resolve) => {
        const child = spawn(command, args, { cwd: root, env: process.env });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (status) => resolve({ label, ok: status === 0, output: Buffer.concat(output).toString() }));
      }),
  );
  for (const { label, ok, output } of await Promise.all(finished)) {
    console.log(`\n▶ ${label}`);
    if (output.trim()) console.log(output.trimEnd());
    console.log(`${ok ? '✔' : '✘'} ${label}`);
    if (!ok) problems.push(label);
  }
  console.log(`(checks side by side: ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function countVitest(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
}

function countPlaywright(file) {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
}

/** Fails when the drizzle schema has changes that no committed migration holds. */
function checkMigrationDrift() {
  const out = path.join(tmp, 'drizzle');
  fs.cpSync(path.join(root, 'apps/server/drizzle'), out, { recursive: true });
  const config = path.join(tmp, 'drizzle.config.mjs');
  fs.writeFileSync(config, `export default { dialect: 'postgresql', schema: ${JSON.stringify(path.join(root, 'apps/server/src/db/schema/index.ts'))}, out: ${JSON.stringify(out)} };\n`);
  const before = fs.readdirSync(out).length;
  const result = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'drift'], { cwd: root, encoding: 'utf8' });
  const drift = result.status !== 0 || fs.readdirSync(out).length !== before;
  console.log(`\n${drift ? '✘' : '✔'} migrations match the schema`);
  if (drift) {
    console.log(result.stdout, result.stderr, '\nRun `npm run db:generate -- --name <change>` and commit the migration.');
    problems.push('migration drift');
  }
}

await runSideBySide([
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  // Unused files, exports and dependencies (knip.jsonc): a few seconds, and CI fails on new dead code.
  ['lint: unused code (knip)', 'npx', ['knip', '--no-progress']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['typecheck web', 'npx', ['tsc', '-p', 'apps/web/tsconfig.json']],
]);
checkMigrationDrift();

const vitestReport = path.join(tmp, 'vitest.json');
run('unit and API tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
countVitest(vitestReport);
if (!process.env.TEST_DATABASE_URL) notRun.push('the API tests on PostgreSQL (set TEST_DATABASE_URL)');
if (!process.env.TEST_REDIS_URL) notRun.push('the Redis scale-out tests (set TEST_REDIS_URL)');

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasE2e = fs.existsSync(path.join(root, 'playwright.config.ts'));
if (hasE2e && fs.existsSync(chromium)) {
  const pwReport = path.join(tmp, 'playwright.json');
  run('browser journeys (Playwright)', 'npx', ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwReport, CHROMIUM_PATH: chromium });
  countPlaywright(pwReport);
} else if (hasE2e) {
  const hint = `Chromium not found at ${chromium}: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH).`;
  if (process.env.REQUIRE_E2E === '1') {
    console.log(`✘ browser journeys: ${hint}`);
    problems.push('browser journeys (Chromium missing)');
  } else notRun.push(`the browser journeys (${hint})`);
}

fs.rmSync(tmp, { recursive: true, force: true });
if (problems.length) console.log(`\nFailed steps: ${problems.join(', ')}`);
// Steps that fail without counted tests (lint, typecheck, drift) still count as a failure.
const failed = totals.failed + (problems.length && !totals.failed ? problems.length : 0);
console.log(`\n${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
console.log(notRun.length ? `Not run: ${notRun.join('; ')}.` : 'Everything ran: lint, typechecks, migrations, unit and API tests on PGlite and PostgreSQL, Redis, browser journeys.');
process.exit(problems.length ? 1 : 0);
