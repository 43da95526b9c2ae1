import { describe, expect, it } from 'vitest';
import { notificationParagraphs, notificationPlainText } from './notificationText';
import { timeAgo } from './timeAgo';

describe('notificationParagraphs: HTML as text only', () => {
  it.each([
    ['<p>De contactgegevens van José werden gewijzigd.</p>', ['De contactgegevens van José werden gewijzigd.']],
    ['<p>Ann D&#39;hondt &amp; co &lt;b&gt;</p>', ["Ann D'hondt & co <b>"]],
    ['<p>Een</p><p>Twee <b>vet</b></p>', ['Een', 'Twee vet']],
    ['<script>alert(1)</script><style>p{}</style><p>Tekst<img src=x onerror=alert(1)></p>', ['Tekst']],
    ['losse tekst', ['losse tekst']],
    ['', []],
  ])('%s', (html, expected) => {
    expect(notificationParagraphs(html)).toEqual(expected);
  });

  it('joins the paragraphs to one line', () => {
    expect(notificationPlainText('<p>Een</p>\n<p>Twee</p>')).toBe('Een Twee');
  });
});

describe('timeAgo', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();
  it.each([
    [ago(20_000), 'nl', 'zonet'],
    [ago(5 * 60_000), 'nl', '5 minuten geleden'],
    [ago(60_000), 'en', '1 minute ago'],
    [ago(3 * 3_600_000), 'nl', '3 uur geleden'],
    [ago(26 * 3_600_000), 'nl', 'gisteren'],
    [ago(3 * 86_400_000), 'fr', 'il y a 3 jours'],
    [new Date(now + 60_000).toISOString(), 'nl', 'zonet'],
    ['geen datum', 'nl', ''],
  ])('%s in %s', (iso, language, expected) => {
    expect(timeAgo(iso, language, 'zonet', now)).toBe(expected);
  });

  it('gives the date from a week on', () => {
    expect(timeAgo(ago(8 * 86_400_000), 'nl', 'zonet', now)).toMatch(/^13\/11\/2026 \d\d:\d\d$/);
  });
});
