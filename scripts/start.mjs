// `npm start`: builds the web app when its build is missing or older than its sources, then
// runs the API process, which also serves the built app (ARCHITECTURE §2).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The bundle includes the shared package, so its sources count too.
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/package.json', 'packages/shared/src'].map((p) => path.join(root, p));

function newestChange(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(path.join(entry, name))), stat.mtimeMs);
}

function buildIsStale() {
  const built = fs.statSync(builtIndex, { throwIfNoEntry: false });
  return !built || Math.max(...sources.map(newestChange)) > built.mtimeMs;
}

// WEB_DIST points the server at another build (or at none): this checkout's web app is not served.
const webDist = process.env.WEB_DIST;
const servesOwnBuild = webDist === undefined || path.resolve(root, webDist) === path.dirname(builtIndex);

if (servesOwnBuild && buildIsStale()) {
  console.log('Webapp wordt gebouwd…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@coulisse/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], { cwd: root, stdio: 'inherit' });

// `npm start` runs `sh -c 'exec node scripts/start.mjs'`, so npm's own forwarding reaches this
// process (a shell left in between would die of the signal without passing it on). The server
// decides what a repeated signal means (platform/shutdown.ts).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  if (!signal) process.exit(code ?? 0);
  // End the way the server ended, so a supervisor sees the same signal.
  process.removeAllListeners(signal);
  process.kill(process.pid, signal);
});
