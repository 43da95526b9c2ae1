import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { groupOf, SIGNED_IN_HOME } from './chunkGroups';

/** One entry of Vite's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Issue 14's goal: the sign-in route loads at most this much JavaScript, brotli-compressed. Reached
 * (about 131 kB): the budget test holds the route to it (docs/areas/web-performance.md).
 */
export const SIGN_IN_GOAL = 150 * 1024;

/**
 * What a route loads besides the entry (which holds the Dutch catalogue's core): the lazy modules it
 * opens at once (its screen, for other screens than sign-in and the pin kiosk the whole catalogue
 * with its dayjs locale), by their source path as the manifest names them.
 */
/** The whole Dutch catalogue, dayjs and its locale, which every screen but sign-in loads with its chunk (`lazyNamed`, `lib/i18n.ts`). */
const ALL_TEXTS = '../../packages/shared/src/i18n/nl/index.ts';
// dayjs itself comes with its locale's chunk, which imports it (wherever the build put it).
export const WITH_ALL_TEXTS = [ALL_TEXTS, '../../node_modules/dayjs/locale/nl-be.js'];
export const ROUTE_CHUNKS = {
  // The sign-in screen is part of the entry.
  'sign-in `/`': [],
  // With the frame and the home's sections, which main.tsx fetches at once (the search and the bell come after).
  "volunteer's home `/projecten`": [...SIGNED_IN_HOME, ...WITH_ALL_TEXTS],
  // A signed-in start on the kiosk shows it with the catalogue's core alone (`needsAllTexts`).
  'pin kiosk `/pinscherm/{id}`': ['src/features/rehearsals/routes/PinKioskScreen.tsx'],
} as const;

/**
 * The most JavaScript files the volunteer's home loads before it shows: the entry (with the Dutch
 * catalogue's core) and its runtime, the whole catalogue, the `frame` chunk and the `common` group
 * it shares with the frameless screens (`build/chunkGroups.ts`). It loaded 69 (and 84 with the
 * search and the bell) before the groups, 12 before `common` and the catalogue groups.
 */
export const HOME_FILES = 5;

/** Modules the sign-in screen does without: heavy widgets of other screens, the signed-in texts and the other languages. */
export const NOT_ON_SIGN_IN = [
  'src/features/rehearsals/routes/CalendarScreen.tsx',
  ALL_TEXTS,
  '../../node_modules/dayjs/locale/nl-be.js',
  '../../packages/shared/src/i18n/en/index.ts',
  '../../packages/shared/src/i18n/fr/index.ts',
  'src/app/layout/AppLayout.tsx',
  'src/lib/socket.ts',
];

export const readManifest = (dist: string): Manifest => JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The manifest key of a module's chunk: its own, or its group's (`build/chunkGroups.ts`). */
export function keyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const group = groupOf(module);
  const key = group && Object.keys(manifest).find((candidate) => manifest[candidate]!.name === group);
  if (!key) throw new Error(`the manifest has no ${module}`);
  return key;
}

/** The manifest keys a page loads when it opens these lazy modules: the entry, the modules, and everything they import statically. */
export function chunksLoaded(manifest: Manifest, lazyModules: readonly string[]): Set<string> {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const seen = new Set<string>();
  const visit = (module: string) => {
    const key = keyOf(manifest, module);
    if (seen.has(key)) return;
    const chunk = manifest[key]!;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  for (const key of lazyModules) visit(key);
  return seen;
}

const brotliSize = (file: string) =>
  zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } }).length;

export interface RouteWeight {
  route: string;
  files: number;
  raw: number;
  brotli: number;
}

/** The JavaScript a route loads, in bytes as they are and brotli-compressed at the build's quality. */
export function routeWeight(dist: string, manifest: Manifest, route: string, lazyModules: readonly string[]): RouteWeight {
  const files = [...chunksLoaded(manifest, lazyModules)].map((key) => path.join(dist, manifest[key]!.file)).filter((file) => file.endsWith('.js'));
  return {
    route,
    files: files.length,
    raw: files.reduce((sum, file) => sum + fs.statSync(file).size, 0),
    brotli: files.reduce((sum, file) => sum + brotliSize(file), 0),
  };
}

export const routeWeights = (dist: string): RouteWeight[] => {
  const manifest = readManifest(dist);
  return Object.entries(ROUTE_CHUNKS).map(([route, modules]) => routeWeight(dist, manifest, route, modules));
};
