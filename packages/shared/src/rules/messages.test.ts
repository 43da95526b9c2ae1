import { describe, expect, it } from 'vitest';
import { isUnread, messageDescriptionRule, messageRecipientsRule, messageTitleRule, readState, richTextOf } from './messages';

// spec 2 §5: title required 3–255.
describe('messageTitleRule', () => {
  it.each<[string, string | null | undefined, string | null]>([
    ['missing', undefined, 'validation.required'],
    ['blank', '   ', 'validation.required'],
    ['2 characters', 'ab', 'validation.length?min=3&max=255'],
    ['3 characters', 'abc', null],
    ['3 characters after trimming', '  abc  ', null],
    ['255 characters', 'x'.repeat(255), null],
    ['256 characters', 'x'.repeat(256), 'validation.length?min=3&max=255'],
  ])('%s', (_, value, expected) => expect(messageTitleRule(value)).toBe(expected));
});

// spec 2 §5: description required 10–255, counted on what the reader sees.
describe('messageDescriptionRule', () => {
  it.each<[string, string, string | null]>([
    ['empty', '', 'validation.required'],
    ['markup only', '<p></p><p><br></p>', 'validation.required'],
    ['9 visible characters in markup', '<p><strong>123456789</strong></p>', 'validation.length?min=10&max=255'],
    ['10 visible characters', '<p>1234567890</p>', null],
    ['an entity counts as one character', '<p>123456789&amp;</p>', null],
    ['255 visible characters wrapped in markup', `<p><em>${'x'.repeat(255)}</em></p>`, null],
    ['256 visible characters', `<p>${'x'.repeat(256)}</p>`, 'validation.length?min=10&max=255'],
  ])('%s', (_, value, expected) => expect(messageDescriptionRule(value)).toBe(expected));
});

describe('richTextOf', () => {
  it.each<[string, string]>([
    ['<p>Eerste</p><p>Tweede</p>', 'Eerste Tweede'],
    ['a<br>b', 'a b'],
    ['<ul><li>één</li><li>twee</li></ul>', 'één twee'],
    ['&lt;script&gt; &quot;x&quot; &#39;y&#39; &#233;', '<script> "x" \'y\' é'],
    ['&unknown;', '&unknown;'],
    ['  <p>  ruimte   genoeg </p> ', 'ruimte genoeg'],
  ])('%s → %s', (html, text) => expect(richTextOf(html)).toBe(text));
});

describe('messageRecipientsRule', () => {
  it('needs at least one part', () => {
    expect(messageRecipientsRule([])).toBe('messages.errors.noRecipients');
    expect(messageRecipientsRule([{ kind: 'all' }])).toBeNull();
  });
});

describe('read state (spec 2 §4, §8 read report)', () => {
  it.each<[string | null, string | null, boolean, string]>([
    [null, null, true, 'unopened'],
    ['2026-11-26T10:00:00Z', null, false, 'opened'],
    ['2026-11-26T10:00:00Z', '2026-11-26T10:01:00Z', false, 'read'],
    // A "read" mark without an opened time (an old client) still counts as read.
    [null, '2026-11-26T10:01:00Z', false, 'read'],
  ])('opened %s, read %s', (openedDt, readDt, unread, state) => {
    expect(isUnread({ openedDt, readDt })).toBe(unread);
    expect(readState({ openedDt, readDt })).toBe(state);
  });
});
