import { en } from './en';
import { fr } from './fr';
import { parseMessageKey, type Language } from './keys';
import { nl, type Catalogue } from './nl';

export * from './keys';

export const catalogues: Record<Language, Catalogue> = { nl, en, fr };
;
export type { Catalogue };

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
