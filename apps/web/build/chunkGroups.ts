import path from 'node:path';
import { DAYJS_LOCALES } from '../src/lib/dayjsLocales.ts';

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
 * without the frame comes first, in one group of its own, `common`: dayjs, the query client's hooks,
 * Mantine's helpers and hooks, the scroll lock (the frame's header names its class), the rehearsal
 * rules and the date formats, which the pin kiosk needs too. One file, not six: on a slow phone
 * network every file costs a request that holds a share of the bandwidth while it waits for its
 * first byte (issue 14). Each language's whole catalogue comes in one file with its dayjs locale
 * (beside its core, which the sign-in screen loads alone), and the toasts (after the first screen)
 * in one of their own. The budget test holds sign-in, the pin kiosk
 * and the catalogue free of the frame (`build/budget.test.ts`); the sign-up form, the absence link
 * and the wardrobe kiosk share Mantine components with it and load it.
 */
export function chunkGroups(): { name: string; test: (id: string) => boolean }[] {
  const languages = Object.keys(DAYJS_LOCALES) as (keyof typeof DAYJS_LOCALES)[];
  return [
    {
      name: 'common',
      test: under(
        [
          '/node_modules/dayjs/dayjs\\.min\\.js$',
          '/node_modules/@tanstack/',
          '/node_modules/@mantine/(core/esm/core/(utils|Box/get-style-object)|hooks)/',
          '/node_modules/(react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|tslib)/',
          '/packages/shared/src/rules/(rehearsals|dates)\\.ts$',
          '/apps/web/src/lib/dates\\.ts$',
        ].join('|'),
      ),
    },
    // The core first, with what it imports: the sign-in screen loads it alone.
    ...languages.map((language) => ({ name: `core-${language}`, test: under(`/packages/shared/src/i18n/${language}/core\\.ts$`) })),
    ...languages.map((language) => ({
      name: `texts-${language}`,
      test: under(`(/packages/shared/src/i18n/${language}/index\\.ts|/node_modules/dayjs/locale/${DAYJS_LOCALES[language]}\\.js)$`),
    })),
    { name: 'toasts', test: under('/node_modules/(@mantine/(notifications|store)|react-transition-group)/') },
    { name: 'frame', test: (id) => SIGNED_IN_HOME.some((file) => id === path.join(web, file)) },
  ];
}

/** The chunk a lazy module (a path from `apps/web`) is grouped in, if it is (the manifest then has no key of its own for it). */
export function groupOf(file: string): string | undefined {
  if (SIGNED_IN_HOME.includes(file)) return 'frame';
  const catalogue = /\/packages\/shared\/src\/i18n\/(\w+)\/(core|index)\.ts$/.exec(file);
  if (catalogue) return `${catalogue[2] === 'core' ? 'core' : 'texts'}-${catalogue[1]}`;
  const locale = Object.entries(DAYJS_LOCALES).find(([, name]) => file.endsWith(`/dayjs/locale/${name}.js`));
  return locale && `texts-${locale[0]}`;
}
