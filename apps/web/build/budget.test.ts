import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chunksLoaded, HOME_FILES, keyOf, NOT_ON_SIGN_IN, readManifest, ROUTE_CHUNKS, routeWeight, SIGN_IN_GOAL, WITH_ALL_TEXTS, type Manifest } from './budget';
import { SIGNED_IN_HOME } from './chunkGroups';

const web = path.resolve(import.meta.dirname, '..');
let dist: string;
let manifest: Manifest;

// A production build of its own, in a temporary folder: the test never depends on a stale dist/.
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'coulisse-budget-'));
  // vitest sets NODE_ENV=test, and Vite would then build React's development code.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root: web, configFile: path.join(web, 'vite.config.ts'), mode: 'production', logLevel: 'error', build: { outDir: dist, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  manifest = readManifest(dist);
}, 180_000);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const signIn = ROUTE_CHUNKS['sign-in `/`'];

describe('what the sign-in route loads (issue 14)', () => {
  it('stays under its ceiling of JavaScript, brotli-compressed', () => {
    const weight = routeWeight(dist, manifest, 'sign-in', signIn);
    expect(weight.brotli, `${(weight.brotli / 1024).toFixed(1)} kB in ${weight.files} files`).toBeLessThanOrEqual(SIGN_IN_GOAL);
  });

  it('loads no calendar, signed-in frame, socket client or other language before it is needed', () => {
    const loaded = chunksLoaded(manifest, signIn);
    const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    for (const module of NOT_ON_SIGN_IN) {
      expect(keyOf(manifest, module), `${module} is not part of the entry`).not.toBe(entry);
      expect(loaded.has(keyOf(manifest, module)), module).toBe(false);
    }
    const files = [...loaded].map((key) => manifest[key]!.file).join(' ');
    expect(files).not.toMatch(/Calendar|tiptap|RichText|DatePicker|DateInput|socket|\ben-|\bfr-/i);
  });

  it('ships every text file with a brotli and a gzip twin', () => {
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
    for (const file of ['index.html', entry.file, ...(entry.css ?? [])]) {
      expect(fs.existsSync(path.join(dist, `${file}.br`)), `${file}.br`).toBe(true);
      expect(fs.existsSync(path.join(dist, `${file}.gz`)), `${file}.gz`).toBe(true);
    }
  });
});

describe('what a signed-in start loads (issue 14)', () => {
  const frame = () => keyOf(manifest, SIGNED_IN_HOME[0]!);
  const files = (modules: readonly string[]) => [...chunksLoaded(manifest, modules)].filter((key) => manifest[key]!.file.endsWith('.js'));

  it("loads the volunteer's home in a few files, the frame and its sections in one", () => {
    const home = files(ROUTE_CHUNKS["volunteer's home `/projecten`"]);
    expect(new Set(SIGNED_IN_HOME.map((module) => keyOf(manifest, module)))).toEqual(new Set([frame()]));
    expect(home.length, home.map((key) => manifest[key]!.file).join(' ')).toBeLessThanOrEqual(HOME_FILES);
  });

  // The script in index.html asks for them beside the entry (build/signedInPreload.ts).
  it("names every file of the volunteer's home in index.html, before the entry has run", () => {
    const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
    const home = files(ROUTE_CHUNKS["volunteer's home `/projecten`"]).map((key) => manifest[key]!.file);
    for (const file of home) expect(html, file).toContain(`/${file}`);
  });

  // What they share with the home lives in the small groups before the frame's (build/chunkGroups.ts).
  it.each([
    ['the sign-in route', ROUTE_CHUNKS['sign-in `/`']],
    ['the pin kiosk', ROUTE_CHUNKS['pin kiosk `/pinscherm/{id}`']],
    ['the whole catalogue', WITH_ALL_TEXTS],
  ])('keeps the frame out of %s', (_name, modules) => {
    const loaded = files(modules).map((key) => manifest[key]!.file);
    expect(loaded.some((file) => file === manifest[frame()]!.file), loaded.join(' ')).toBe(false);
  });
});
