import { isMessageKey, LANGUAGES, LOCALES, parseMessageKey, type Language } from '@coulisse/shared/i18n/keys';
import type { Catalogue } from '@coulisse/shared/i18n/nl/index';
import dayjs from 'dayjs';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'coulisse.language';

/**
 * Each language's catalogue and dayjs locale is a chunk of its own, loaded when that language is
 * chosen: a phone downloads only the one it shows (issue 14), not all three.
 */
const LOADERS: Record<Language, () => Promise<[Catalogue, string]>> = {
  nl: () => Promise.all([import('@coulisse/shared/i18n/nl/index').then((m) => m.nl), import('dayjs/locale/nl-be').then(() => 'nl-be')]),
  en: () => Promise.all([import('@coulisse/shared/i18n/en/index').then((m) => m.en), import('dayjs/locale/en-gb').then(() => 'en-gb')]),
  fr: () => Promise.all([import('@coulisse/shared/i18n/fr/index').then((m) => m.fr), import('dayjs/locale/fr').then(() => 'fr')]),
};
const dayjsLocales = new Map<Language, string>();

async function loadLanguage(language: Language): Promise<void> {
  if (dayjsLocales.has(language)) return;
  const [catalogue, dayjsLocale] = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', catalogue);
  dayjsLocales.set(language, dayjsLocale);
}

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language stored locally, default nl (spec 1 §1). */
function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'nl';
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  dayjs.locale(dayjsLocales.get(language));
}

export const i18n = i18next.createInstance();

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
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
