import { describe, expect, it } from 'vitest';
import { placeholderRule, placeholdersIn } from './mail';

const unknown = (name: string) => `bulkMail.unknownPlaceholder?${new URLSearchParams({ name, allowed: 'firstName, lastName, email, project' }).toString()}`;

describe('issue 13: a mail holds only known placeholders', () => {
  it.each([
    ['Beste {{firstName}} {{lastName}}', null],
    ['{{ project }}: repetitie', null],
    ['Geen plaatshouders', null],
    ['{{email}}{{firstName}}', null],
    ['Één accolade {firstName} is gewone tekst', null],
    ['Beste {{voornaam}}', unknown('voornaam')],
    ['{{firstName}} {{FirstName}}', unknown('FirstName')],
    ['{{}}', unknown('')],
    ['{{ first name }}', unknown('first name')],
    ['{{constructor}}', unknown('constructor')],
  ])('%j → %s', (text, outcome) => {
    expect(placeholderRule(text)).toBe(outcome);
  });

  it('lists the names in order of appearance', () => {
    expect(placeholdersIn('{{a}} en {{ b }} en {{a}}')).toEqual(['a', 'b', 'a']);
  });
});
