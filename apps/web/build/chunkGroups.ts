import path from 'node:path';

const web = path.resolve(import.meta.dirname, '..');

/**
 * The lazy modules a volunteer's home opens at once: the signed-in frame, the screen at
 * `/projecten` and the sections it shows (`main.tsx` fetches them side by side). Paths from
 * `apps/web`, as Vite's manifest names them.
 */
export const SIGNED_IN_HOME = [
  'src/app/layout/AppLayout.tsx',
  'src/features/projects/routes/ProjectsScreen.tsx',
  'src/features/rehearsals/components/NextRehearsalsSection.tsx',
  'src/features/communication/components/UnreadSection.tsx',
  'src/features/casting/components/OwnProjectsSection.tsx',
];

const under = (pattern: string) => {
  const test = new RegExp(pattern.replaceAll('/', '[\\\\/]'));
  return (id: string) => test.test(id);
};

/**
 * The code-splitting groups after the entry's and the inputs' (`vite.config.ts`).
 *
 * What the volunteer's home needs beyond the entry (the frame, the screen, its sections, and the
 * Mantine parts and hooks they use) is one chunk, `frame`. Left to itself, Rolldown makes a chunk
 * for every set of lazy modules that share a module: the home loaded 69 scripts before it showed,
 * and on a slow phone network each costs a round trip (issue 14: largest contentful paint). Every
 * framed screen loads the frame anyway, so what it shares with the home costs it bytes, no requests.
 *
 * A group takes its modules' dependencies with it, unless a group before it took them, and whoever
 * needs one of them then loads the whole group. So what the home shares with the screens that show
 * without the frame comes first, in small groups of its own: dayjs (the catalogue loads it for every
 * screen), the query client's hooks, the toasts' store, Mantine's helpers, the rehearsal rules (the
 * pin kiosk) and the date formats. The budget test holds sign-in, the pin kiosk and the catalogue
 * free of the frame (`build/budget.test.ts`); the sign-up form, the absence link and the wardrobe
 * kiosk share Mantine components with it and load it.
 */
export function chunkGroups(): { name: string; test: (id: string) => boolean }[] {
  return [
    { name: 'dayjs', test: under('/node_modules/dayjs/dayjs\\.min\\.js$') },
    { name: 'query', test: under('/node_modules/@tanstack/') },
    { name: 'toasts', test: under('/node_modules/(@mantine/(notifications|store)|react-transition-group)/') },
    { name: 'mantine-utils', test: under('/node_modules/@mantine/(core/esm/core/utils|hooks)/') },
    { name: 'rehearsal-rules', test: under('/packages/shared/src/rules/(rehearsals|dates)\\.ts$') },
    { name: 'dates', test: under('/apps/web/src/lib/dates\\.ts$') },
    { name: 'frame', test: (id) => SIGNED_IN_HOME.some((file) => id === path.join(web, file)) },
  ];
}

/** The chunk a lazy module (a path from `apps/web`) is grouped in, if it is (the manifest then has no key of its own for it). */
export const groupOf = (file: string): string | undefined => (SIGNED_IN_HOME.includes(file) ? 'frame' : undefined);
