import type { Language } from '@coulisse/shared/i18n/keys';

/** The dayjs locale of each language (`lib/i18n.ts` loads it with the whole catalogue; `build/signedInPreload.ts` preloads it). */
export const DAYJS_LOCALES = { nl: 'nl-be', en: 'en-gb', fr: 'fr' } as const satisfies Record<Language, string>;
