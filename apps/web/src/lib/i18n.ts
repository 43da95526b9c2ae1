import { catalogues, isMessageKey, LANGUAGES, LOCALES, parseMessageKey, type Language } from '@coulisse/shared/i18n/index';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fr';
import 'dayjs/locale/nl-be';
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'coulisse.language';
const DAYJS_LOCALES: Record<Language, string> = { nl: 'nl-be', en: 'en-gb', fr: 'fr' };

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language stored locally, default nl (spec 1 §1). */
export function storedLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : 'nl';
}

function applyLanguage(language: Language): void {
  document.documentElement.lang = language;
  dayjs.locale(DAYJS_LOCALES[language]);
}

export const i18n = i18next.createInstance();

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'nl',
      supportedLngs: [...LANGUAGES],
      resources: Object.fromEntries(LANGUAGES.map((l) => [l, { translation: catalogues[l] }])),
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    i18n.on('languageChanged', (lng) => isLanguage(lng) && applyLanguage(lng));
  }
  applyLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  localStorage.setItem(LANGUAGE_KEY, language);
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
