import { describe, expect, it } from 'vitest';
import { catalogues, LANGUAGES } from './index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as [dotted key, text]. */
function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`)));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const nl = new Map(leaves(catalogues.nl));

describe.each(LANGUAGES.filter((l) => l !== 'nl'))('catalogue %s', (language) => {
  const other = new Map(leaves(catalogues[language]));

  it('has exactly the keys of nl', () => {
    expect([...other.keys()].sort()).toEqual([...nl.keys()].sort());
  });

  it('uses the same {{placeholders}} as nl in every text', () => {
    const differing = [...nl].filter(([key, text]) => JSON.stringify(placeholders(other.get(key) ?? '')) !== JSON.stringify(placeholders(text)));
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('is a translation, not a copy of the Dutch texts', () => {
    const same = [...nl].filter(([key, text]) => other.get(key) === text && text.length > 12);
    expect(same.map(([key]) => key)).toEqual([]);
  });

  it('has no empty texts', () => {
    expect([...other].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
  });
});

// The web app adds the whole catalogue over the core section by section, without a deep merge
// (apps/web/src/lib/i18n.ts `addCatalogue`): each section of the core must be in it with all its texts.
describe.each(LANGUAGES)('the whole %s catalogue and its core', (language) => {
  it('holds every section of the core with all its texts', async () => {
    const core = (await import(`./${language}/core.ts`)) as Record<string, Record<string, unknown>>;
    const sections = Object.values(core).find((value) => typeof value === 'object' && value !== null && 'app' in value)!;
    for (const [section, texts] of Object.entries(sections)) expect(catalogues[language][section as keyof (typeof catalogues)[typeof language]], section).toMatchObject(texts as object);
  });
});
