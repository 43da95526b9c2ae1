import { en } from './en';
import { fr } from './fr';
import { nl, type Catalogue } from './nl';

export const LANGUAGES = ['nl', 'en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LOCALES: Record<Language, string> = { nl: 'nl-BE', en: 'en-GB', fr: 'fr-FR' };

export const catalogues: Record<Language, Catalogue> = { nl, en, fr };
export { nl };
export type { Catalogue };

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

/** Looks up a dotted key in the Dutch catalogue and fills {{placeholders}}; the server speaks Dutch. */
export function translateNl(keyWithParams: string, extra: Record<string, string | number> = {}): string {
  const { key, params: own } = parseMessageKey(keyWithParams);
  const params: Record<string, string | number> = { ...own, ...extra };
  let node: unknown = nl;
  for (const part of key.split('.')) {
    if (node && typeof node === 'object' && part in node) node = (node as Record<string, unknown>)[part];
    else return key;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
