/**
 * Languages and the key format of the catalogues, without any catalogue: the web app loads only
 * the chosen language's catalogue (each is tens of kilobytes), so it imports these from here.
 */
export const LANGUAGES = ['nl', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LOCALES: Record<Language, string> = { nl: 'nl-BE', en: 'en-GB', fr: 'fr-FR' };

/**
 * Rule results and validation messages travel as catalogue keys with optional parameters in a
 * query string, e.g. `validation.length?min=3&max=255`, so server and client can each translate.
 */
export function messageKey(key: string, params: Record<string, string | number> = {}): string {
  const qs = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return qs ? `${key}?${qs}` : key;
}

export function parseMessageKey(message: string): { key: string; params: Record<string, string> } {
  const [key = '', qs = ''] = message.split('?');
  return { key, params: Object.fromEntries(new URLSearchParams(qs)) };
}

/** Is this string a catalogue key (as opposed to a sentence)? */
export const isMessageKey = (s: string): boolean => /^[a-zA-Z]+(\.[a-zA-Z0-9_]+)+(\?.*)?$/.test(s);
