import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './richText';

// Known XSS payloads (OWASP XSS filter evasion cheat sheet, PortSwigger's list): none may survive.
describe('sanitizeRichText', () => {
  it.each<[string, string, string]>([
    ['a script element with its content', '<p>Hallo</p><script>alert(1)</script>', '<p>Hallo</p>'],
    ['a script split over case', '<ScRiPt>alert(1)</sCrIpT><p>x</p>', '<p>x</p>'],
    ['an event handler on an allowed tag', '<p onclick="alert(1)" onmouseover="alert(2)">Tekst</p>', '<p>Tekst</p>'],
    ['an img with onerror', '<p>a<img src=x onerror=alert(1)>b</p>', '<p>ab</p>'],
    ['a javascript: link', '<a href="javascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['an encoded javascript: link', '<a href="&#106;avascript:alert(1)">klik</a>', '<a>klik</a>'],
    ['a javascript: link with white space and case', '<a href=" JaVaScRiPt:alert(1)">klik</a>', '<a>klik</a>'],
    ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['a vbscript: link', '<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="1"/></svg><p>na</p>', '<p>na</p>'],
    ['an svg with a script inside', '<svg><script>alert(1)</script><a xlink:href="javascript:alert(2)">x</a></svg>', ''],
    ['a math element with a link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>', ''],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
    ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>', '<p>x</p>'],
    ['a form with a button', '<form action="https://evil.example"><button formaction="javascript:alert(1)">x</button></form>', 'x'],
    ['a meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>', '<p>x</p>'],
    ['an object and embed', '<object data="x.swf"></object><embed src="x.swf"><p>y</p>', '<p>y</p>'],
    ['a broken tag trying to hide an attribute', '<p/onclick="alert(1)">x</p>', '<p>x</p>'],
    ['a template', '<template><img src=x onerror=alert(1)></template><p>z</p>', '<p>z</p>'],
  ])('drops %s', (_, input, expected) => {
    expect(sanitizeRichText(input)).toBe(expected);
  });

  it('keeps what the editor makes', () => {
    const html = '<h2>Kop</h2><p><strong>vet</strong> <em>schuin</em> <u>onder</u> <s>door</s><br>regel</p><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>';
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps http(s) and mailto links, without any other attribute', () => {
    expect(sanitizeRichText('<a href="https://coulisse.be/x" onclick="y()" class="c" target="_top">site</a>')).toBe('<a href="https://coulisse.be/x">site</a>');
    expect(sanitizeRichText('<a href="mailto:info@coulisse.be">mail</a>')).toBe('<a href="mailto:info@coulisse.be">mail</a>');
  });

  it('escapes text that looks like markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "3"</p>')).toBe('<p>1 &lt; 2 &amp; "3"</p>');
    expect(sanitizeRichText('a < b')).toBe('a &lt; b');
  });
});
