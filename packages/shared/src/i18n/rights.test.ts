import { describe, expect, it } from 'vitest';
import { AREAS } from '../access/registry';
import { catalogues, LANGUAGES } from './index';

type Labels = Record<string, string | Record<string, string> | undefined>;

describe('rights matrix labels (spec 1 §6 areas and sub-rights)', () => {
  it('give every registry area and sub-right its Dutch registry label', () => {
    const areas: Labels = catalogues.nl.rightsMatrix.areas;
    const subRights: Record<string, Labels | undefined> = catalogues.nl.rightsMatrix.subRights;
    for (const area of AREAS) {
      expect(areas[area.name], area.name).toBe(area.label);
      for (const sub of area.subRights) expect(subRights[area.name]?.[sub.name], `${area.name}.${sub.name}`).toBe(sub.label);
    }
  });

  it.each(LANGUAGES)('label no area in %s that the registry does not know', (language) => {
    const known = new Set<string>(AREAS.map((a) => a.name));
    expect(Object.keys(catalogues[language].rightsMatrix.areas).filter((name) => !known.has(name))).toEqual([]);
  });
});
