import { describe, expect, it } from 'vitest';
import { CLOTHING_SIZES, countriesIn, COUNTRY_CODES, NOT_IN_GEEL, partOfTownChoices, PARTS_OF_TOWN, SHIRT_SIZES } from './lookups';

describe('lookups of the register and registration forms (spec 1 §7)', () => {
  it("offers 'Ik woon niet in Geel' with id 0 first, then Geel's parts of town", () => {
    const choices = partOfTownChoices();
    expect(choices[0]).toEqual({ value: 0, label: 'Ik woon niet in Geel' });
    expect(choices.slice(1)).toEqual(PARTS_OF_TOWN);
    expect(NOT_IN_GEEL.value).toBe(0);
  });

  it('numbers the parts of town 1, 2, 3… once each: the ids are stored with registrations', () => {
    expect(PARTS_OF_TOWN.map((p) => p.value)).toEqual(PARTS_OF_TOWN.map((_, i) => i + 1));
    expect(new Set(PARTS_OF_TOWN.map((p) => p.label)).size).toBe(PARTS_OF_TOWN.length);
  });

  it('lists every country once, by its Dutch name in Dutch order, with codes that fit origin (varchar 2)', () => {
    const countries = countriesIn('nl-BE');
    expect(countries).toHaveLength(COUNTRY_CODES.length);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.value))).toBe(true);
    expect(countries.find((c) => c.value === 'BE')?.label).toBe('België');
    const labels = countries.map((c) => c.label);
    expect(labels).toEqual([...labels].sort(new Intl.Collator('nl-BE').compare));
  });

  it('has shirt and clothing sizes without duplicates that fit their columns (varchar 10)', () => {
    for (const sizes of [SHIRT_SIZES, CLOTHING_SIZES]) {
      expect(new Set(sizes).size).toBe(sizes.length);
      expect(sizes.every((s) => s.length <= 10)).toBe(true);
    }
    expect(CLOTHING_SIZES).toContain('34');
    expect(CLOTHING_SIZES).toContain('60');
  });
});
