import { describe, expect, it } from 'vitest';
import { ageOn } from './age';

describe('ageOn (the age column and filters of /medewerkers, spec 1 §2)', () => {
  it.each([
    ['1990-04-03', '2026-04-02', 35],
    ['1990-04-03', '2026-04-03', 36],
    ['1990-04-03', '2026-12-31', 36],
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2026-01-01', '2026-01-01', 0],
    ['1990-02-31', '2026-01-01', null],
    ['', '2026-01-01', null],
  ])('born %s, on %s: %s', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });
});
