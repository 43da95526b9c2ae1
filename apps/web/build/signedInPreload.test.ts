import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { preloadScript } from './signedInPreload';

const files = { frame: ['/assets/frame.js', '/assets/query.js'], catalogues: { nl: ['/assets/nl.js'], en: ['/assets/en.js'], fr: ['/assets/fr.js'] } };

/** Runs the script against a stored session and an address; answers the files it asked for. */
function run(stored: Record<string, string>, pathname: string): string[] {
  const links: { rel: string; as: string; crossOrigin: string; href: string }[] = [];
  const document = { createElement: () => ({ rel: '', as: '', crossOrigin: 'unset', href: '' }), head: { appendChild: (link: (typeof links)[number]) => links.push(link) } };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  vm.runInNewContext(preloadScript(files), { localStorage, location: { pathname }, document });
  for (const link of links) expect(link).toMatchObject({ rel: 'modulepreload', as: 'script', crossOrigin: '' });
  return links.map((link) => link.href);
}

const token = { 'coulisse.token': 'x' };

describe("index.html's script for a signed-in start (issue 14)", () => {
  it.each<[string, Record<string, string>, string, string[]]>([
    ['nobody signed in', {}, '/projecten', []],
    ['a session, Dutch by default', token, '/projecten', ['/assets/frame.js', '/assets/query.js', '/assets/nl.js']],
    ['a session in French', { ...token, 'coulisse.language': 'fr' }, '/profiel', ['/assets/frame.js', '/assets/query.js', '/assets/fr.js']],
    ['an unknown stored language', { ...token, 'coulisse.language': 'de' }, '/projecten', ['/assets/frame.js', '/assets/query.js', '/assets/nl.js']],
    ["an object's own key as language", { ...token, 'coulisse.language': '__proto__' }, '/projecten', ['/assets/frame.js', '/assets/query.js', '/assets/nl.js']],
    ['the pin kiosk (no frame)', token, '/pinscherm/12', []],
    ['the return kiosk (no frame)', token, '/kledijbeheer/terugname', []],
    ['a screen beneath a kiosk address', token, '/pinscherm/12/extra', ['/assets/frame.js', '/assets/query.js', '/assets/nl.js']],
  ])('%s', (_name, stored, pathname, expected) => {
    expect(run(stored, pathname)).toEqual(expected);
  });

  it('leaves the page alone when storage cannot be read', () => {
    const blocked = { getItem: () => { throw new Error('SecurityError'); } };
    expect(() => vm.runInNewContext(preloadScript(files), { localStorage: blocked, location: { pathname: '/' }, document: {} })).not.toThrow();
  });
});
