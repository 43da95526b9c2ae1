import { nlCore } from '@coulisse/shared/i18n/nl/core';
import i18next from 'i18next';

/**
 * An i18next instance with only the Dutch catalogue's core, as the app has it before the rest
 * loads (lib/i18n.ts), and the keys a render asked for that the core lacks: for the screens that
 * show with the core alone (sign-in, the pin kiosk; issue 14).
 */
export async function coreOnly() {
  const missing: string[] = [];
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'nl',
    fallbackLng: false,
    resources: { nl: { translation: nlCore } },
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.push(key),
  });
  return { instance, missing };
}
