import { describe, expect, it } from 'vitest';
import { hasText, sanitizeMailHtml } from './sanitize';

/** Known XSS payloads (OWASP cheat sheet): nothing of them may survive that could run or load. */
describe('the mail HTML allow-list', () => {
  it.each([
    ['<script>alert(1)</script><p>tekst</p>', '<p>tekst</p>'],
    ['<p onclick="alert(1)" onmouseover=alert(1)>tekst</p>', '<p>tekst</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<a href="javascript:alert(1)">klik</a>', '<a rel="noopener noreferrer" target="_blank">klik</a>'],
    ['<a href="JaVaScRiPt:alert(1)">klik</a>', '<a rel="noopener noreferrer" target="_blank">klik</a>'],
    ['<a href="&#106;avascript:alert(1)">klik</a>', '<a rel="noopener noreferrer" target="_blank">klik</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">klik</a>', '<a rel="noopener noreferrer" target="_blank">klik</a>'],
    ['<a href="//evil.example/x">klik</a>', '<a rel="noopener noreferrer" target="_blank">klik</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<style>body{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['<form action="https://evil.example"><input name=a></form>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeMailHtml(dirty)).toBe(clean);
  });

  it('keeps the markup a mail needs, and links to http(s) and mailto', () => {
    const html =
      '<h2>Titel</h2><p>Beste {{firstName}}, <strong>vet</strong> <em>schuin</em> <u>onder</u><br>lijn</p><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>' +
      '<a href="https://coulisse.example/x?a=1&amp;b=2">web</a> <a href="mailto:regie@example.be">mail</a>';
    expect(sanitizeMailHtml(html)).toBe(
      '<h2>Titel</h2><p>Beste {{firstName}}, <strong>vet</strong> <em>schuin</em> <u>onder</u><br />lijn</p><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>' +
        '<a href="https://coulisse.example/x?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">web</a> <a href="mailto:regie@example.be" rel="noopener noreferrer" target="_blank">mail</a>',
    );
  });

  it('tells a body with text from one that sanitising emptied', () => {
    expect(hasText('<p>Hallo</p>')).toBe(true);
    expect(hasText(sanitizeMailHtml('<script>alert(1)</script><img src=x>'))).toBe(false);
    expect(hasText('<p> </p>')).toBe(false);
  });
});
