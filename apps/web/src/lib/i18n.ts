import { isMessageKey, LANGUAGES, LOCALES, parseMessageKey, type Language } from '@coulisse/shared/i18n/keys';
import { nlCore, type CoreCatalogue } from '@coulisse/shared/i18n/nl/core';
import type { Catalogue } from '@coulisse/shared/i18n/nl/index';
import type Dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DAYJS_LOCALES } from './dayjsLocales';
import { LANGUAGE_KEY } from './storageKeys';

/**
 * Each language's catalogue and dayjs locale are chunks of their own, loaded when that language is
 * chosen: a phone downloads only the one it shows (issue 14), not all three. A catalogue comes in
 * two parts: the core (`core.ts`: frame, validation, errors, signing in) before the first render,
 * and the whole catalogue with dayjs and its locale once a screen needs them (`allTexts`, awaited
 * by `lazyNamed` screens), so the sign-in route does without the texts of every signed-in area and
 * without dates. The Dutch core is part of the entry: Dutch is the default and most visitors'
 * language, and every first screen waits for a core, so a file of its own cost every start a
 * request (issue 14); a visitor who chose English or French carries its 4 kB unused.
 */
const LOADERS: Record<Language, { core: () => Promise<CoreCatalogue>; all: () => Promise<Catalogue>; dayjsLocale: string; dayjs: () => Promise<unknown> }> = {
  nl: {
    core: async () => nlCore,
    all: () => import('@coulisse/shared/i18n/nl/index').then((m) => m.nl),
    dayjsLocale: DAYJS_LOCALES.nl,
    dayjs: () => import('dayjs/locale/nl-be'),
  },
  en: {
    core: () => import('@coulisse/shared/i18n/en/core').then((m) => m.enCore),
    all: () => import('@coulisse/shared/i18n/en/index').then((m) => m.en),
    dayjsLocale: DAYJS_LOCALES.en,
    dayjs: () => import('dayjs/locale/en-gb'),
  },
  fr: {
    core: () => import('@coulisse/shared/i18n/fr/core').then((m) => m.frCore),
    all: () => import('@coulisse/shared/i18n/fr/index').then((m) => m.fr),
    dayjsLocale: DAYJS_LOCALES.fr,
    dayjs: () => import('dayjs/locale/fr'),
  },
};
let dayjs: typeof Dayjs | undefined;
const dayjsLocales = new Map<Language, string>();
const loading = new Map<string, Promise<void>>();
/** The parts that have arrived, as `language:part`. */
const loaded = new Set<string>();
/** Set once a screen asked for the whole catalogue: a language chosen afterwards loads whole at once. */
let allWanted = false;

/** The languages whose whole catalogue is in i18next's store. */
const wholeAdded = new Set<Language>();

/**
 * Adds a part to i18next's store. The whole catalogue goes in as it is: it is a constant nobody
 * changes, so i18next need not copy it (its default, through JSON), and each of its sections holds
 * all the texts of the core's (`catalogues.test.ts`), so taking its sections over the core's
 * (shallow) loses nothing. Copying and deep-merging it was a long task on a phone while the first
 * screen loaded (issue 14). The core, small, is merged as before, and not at all once the whole
 * catalogue is there (a language switch asks for both at once).
 */
function addCatalogue(language: Language, part: 'core' | 'all', catalogue: object): void {
  if (part === 'core') {
    if (!wholeAdded.has(language)) i18n.addResourceBundle(language, 'translation', catalogue, true, true);
    return;
  }
  i18n.addResourceBundle(language, 'translation', catalogue, false, true, { skipCopy: true });
  wholeAdded.add(language);
}

function loadPart(language: Language, part: 'core' | 'all'): Promise<void> {
  const key = `${language}:${part}`;
  let promise = loading.get(key);
  if (!promise) {
    promise =
      part === 'core'
        ? LOADERS[language].core().then((catalogue) => addCatalogue(language, 'core', catalogue))
        : Promise.all([LOADERS[language].all(), import('dayjs'), LOADERS[language].dayjs()]).then(([catalogue, module]) => {
            addCatalogue(language, 'all', catalogue);
            dayjsLocales.set(language, LOADERS[language].dayjsLocale);
            dayjs = module.default;
            if (i18n.language === language) applyLanguage(language);
          });
    // A chunk that failed to arrive (the network) is asked for again next time.
    promise.then(() => loaded.add(key), () => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

const loadLanguage = async (language: Language): Promise<void> => {
  await Promise.all([loadPart(language, 'core'), allWanted && loadPart(language, 'all')]);
};

/** The whole catalogue of the language shown: every screen but sign-in waits for it (`lazyNamed`). */
export function allTexts(): Promise<void> {
  allWanted = true;
  return loadPart(isLanguage(i18n.language) ? i18n.language : storedLanguage(), 'all');
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language stored locally, default nl (spec 1 §1). */
function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'nl';
}

/** Whether the whole catalogue of the language shown has arrived (`allTexts`). */
export const hasAllTexts = (): boolean => loaded.has(`${isLanguage(i18n.language) ? i18n.language : storedLanguage()}:all`);

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  // Dates appear only on screens that wait for the whole catalogue, which brings dayjs (loadPart).
  dayjs?.locale(dayjsLocales.get(language));
}

export const i18n = i18next.createInstance();

/**
 * Sets up i18next in `language`. `texts`: `core` (the app's first render) waits only for the core
 * of the catalogue, `all` (tests, a language switch) for all of it.
 */
export async function initI18n(language: Language = storedLanguage(), texts: 'core' | 'all' = 'all'): Promise<typeof i18n> {
  if (texts === 'all') allWanted = true;
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      // Every catalogue holds every key (the catalogue test checks it), so there is nothing to fall back on.
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => isLanguage(lng) && applyLanguage(lng));
  }
  await loadLanguage(language);
  applyLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export const currentLocale = (language: string): string => (isLanguage(language) ? LOCALES[language] : LOCALES.nl);

/**
 * Translates what the shared rules and the server send: a catalogue key with `?params`
 * (`validation.length?min=3&max=255`) is looked up, any other text is shown as it is.
 */
export function translateMessage(t: TFunction, message: string | undefined | null): string {
  if (!message) return '';
  if (!isMessageKey(message)) return message;
  const { key, params } = parseMessageKey(message);
  return t(key, params);
}
