import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_REQUESTS, EARLY_SESSION_CHECK, FIRST_REQUESTS_KEY } from '../src/lib/storageKeys';
import { preloadScript } from './signedInPreload';

const files = {
  frame: ['/assets/frame.js', '/assets/common.js'],
  bare: [
    { pattern: '^/pinscherm/[^/]+/?$', files: ['/assets/PinKiosk.js', '/assets/common.js'], allTexts: false },
    { pattern: '^/kledijbeheer/terugname/?$', files: ['/assets/Kiosk.js', '/assets/common.js'], allTexts: true },
  ],
  catalogues: { nl: ['/assets/nl.js', '/assets/common.js'], en: ['/assets/en.js'], fr: ['/assets/fr.js'] },
};

/** Runs the script against a stored session and an address; answers the files it asked for and the session check it started. */
function start(stored: Record<string, string>, pathname: string, search = '') {
  const links: { rel: string; as: string; crossOrigin: string; href: string }[] = [];
  const document = {
    createElement: () => ({ rel: '', as: '', crossOrigin: 'unset', href: '' }),
    head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
  };
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const checks: { url: string; init: { headers: Record<string, string> } }[] = [];
  const answer = Promise.resolve('the response');
  const fetch = (url: string, init: (typeof checks)[number]['init']) => (checks.push({ url, init }), answer);
  const window: Record<string, unknown> = {};
  vm.runInNewContext(preloadScript(files), { localStorage, location: { pathname, search }, document, fetch, window });
  for (const link of links) expect(link).toMatchObject({ rel: 'modulepreload', as: 'script', crossOrigin: '' });
  return { files: links.map((link) => link.href), checks, left: window[EARLY_SESSION_CHECK], early: window[EARLY_REQUESTS], answer };
}
const run = (stored: Record<string, string>, pathname: string) => start(stored, pathname).files;

const token = { 'coulisse.token': 'x' };

describe("index.html's script for a signed-in start (issue 14)", () => {
  it.each<[string, Record<string, string>, string, string[]]>([
    ['nobody signed in', {}, '/projecten', []],
    ['a session, Dutch by default', token, '/projecten', ['/assets/frame.js', '/assets/common.js', '/assets/nl.js']],
    ['a session in French', { ...token, 'coulisse.language': 'fr' }, '/profiel', ['/assets/frame.js', '/assets/common.js', '/assets/fr.js']],
    ['an unknown stored language', { ...token, 'coulisse.language': 'de' }, '/projecten', ['/assets/frame.js', '/assets/common.js', '/assets/nl.js']],
    [
      "an object's own key as language",
      { ...token, 'coulisse.language': '__proto__' },
      '/projecten',
      ['/assets/frame.js', '/assets/common.js', '/assets/nl.js'],
    ],
    ['the pin kiosk: its screen, no frame, no whole catalogue', token, '/pinscherm/12', ['/assets/PinKiosk.js', '/assets/common.js']],
    [
      'the return kiosk: its screen and the whole catalogue, no frame',
      token,
      '/kledijbeheer/terugname',
      ['/assets/Kiosk.js', '/assets/common.js', '/assets/nl.js'],
    ],
    ['a screen beneath a kiosk address', token, '/pinscherm/12/extra', ['/assets/frame.js', '/assets/common.js', '/assets/nl.js']],
  ])('%s', (_name, stored, pathname, expected) => {
    expect(run(stored, pathname)).toEqual(expected);
  });

  it.each([
    ['the home', '/projecten'],
    ['the pin kiosk, which shows without the frame', '/pinscherm/12'],
  ])("starts the stored session's check on %s and leaves it for the app", (_name, pathname) => {
    const { checks, left, answer } = start({ 'coulisse.token': 'abc' }, pathname);
    expect(checks).toEqual([{ url: '/api/auth', init: { headers: { accept: 'application/json', authorization: 'Bearer abc' } } }]);
    expect(left).toBe(answer);
  });

  const remembered = (at: string, paths: unknown) => ({ 'coulisse.token': 'abc', [FIRST_REQUESTS_KEY]: JSON.stringify({ at, paths }) });

  it("asks again for the first screen's requests of the last start at this address, under /api only", () => {
    const {
      checks,
      early,
      answer,
      files: asked,
    } = start(remembered('/projecten?tab=1', ['/registrations', '/user/5/repetitions?upcoming=1', 'http://elders', 7]), '/projecten', '?tab=1');
    const headers = { accept: 'application/json', authorization: 'Bearer abc' };
    expect(checks).toEqual([
      { url: '/api/auth', init: { headers } },
      { url: '/api/registrations', init: { headers } },
      { url: '/api/user/5/repetitions?upcoming=1', init: { headers } },
    ]);
    expect(early).toEqual({ '/registrations': answer, '/user/5/repetitions?upcoming=1': answer });
    expect(asked).toEqual(['/assets/frame.js', '/assets/common.js', '/assets/nl.js']);
  });

  it.each([
    ['another address', remembered('/profiel', ['/registrations']), ['/api/auth']],
    ['what is stored is no JSON', { 'coulisse.token': 'abc', [FIRST_REQUESTS_KEY]: '{' }, ['/api/auth']],
  ])('asks for no data on %s, and still for the files', (_name, storage, urls) => {
    const { checks, files: asked } = start(storage, '/projecten');
    expect(checks.map((check) => check.url)).toEqual(urls);
    expect(asked).toEqual(['/assets/frame.js', '/assets/common.js', '/assets/nl.js']);
  });

  it('checks no session when none is stored', () => {
    expect(start({}, '/projecten')).toMatchObject({ checks: [], left: undefined });
  });

  it('leaves the page alone when storage cannot be read', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => vm.runInNewContext(preloadScript(files), { localStorage: blocked, location: { pathname: '/' }, document: {} })).not.toThrow();
  });
});
