import { describe, expect, it } from 'vitest';
import { containsPattern, foldText } from './text';

describe('foldText', () => {
  it.each([
    ['José', 'jose'],
    ['Françoise', 'francoise'],
    ['Müller', 'muller'],
    ['Ærø', 'aero'],
    ['Straße', 'strasse'],
    ['VAN DEN BROECK', 'van den broeck'],
  ])('%s → %s', (input, folded) => expect(foldText(input)).toBe(folded));

  it('escapes LIKE wildcards in a contains pattern', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});
