import { createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tab } from '../tabs/tabs';
import { lazyNamed, needsAllTexts, preloadScreenAt } from './lazyNamed';
import type { Screen } from './screens';

function lazyScreen(name: string) {
  const load = vi.fn(async () => ({ [name]: () => null }));
  return { load, element: createElement(lazyNamed(load, name)) };
}

function homeSection(key: string) {
  const preload = vi.fn();
  return { tab: { host: 'home', key, order: 1, render: () => null, preload, prefetch: async () => undefined } satisfies Tab, preload };
}

describe('preloadScreenAt: the first screen’s chunks are fetched before React renders (issue 14)', () => {
  const signIn = lazyScreen('SignIn');
  const home = lazyScreen('Home');
  const kiosk = lazyScreen('Kiosk');
  const screens: Screen[] = [
    { path: '/', element: signIn.element, access: 'signedOut' },
    { path: '/projecten', element: home.element, access: 'signedIn', sections: { host: 'home', shownTo: () => true } },
    { path: '/pinscherm/:id', element: kiosk.element, access: 'signedIn', bare: true },
  ];
  const rehearsals = homeSection('rehearsals');
  const unread = homeSection('unread');
  const tabs: Tab[] = [rehearsals.tab, unread.tab, { host: 'projectTool', key: 'copy', order: 1, render: () => null }];
  // The web tests' setup loads every lazy screen up front (preloadLazyScreens): count from here.
  beforeEach(() => vi.clearAllMocks());

  it('fetches the screen at the address and returns it', () => {
    expect(preloadScreenAt(screens, tabs, '/pinscherm/4', true)).toBe(screens[2]);
    expect(kiosk.load).toHaveBeenCalledTimes(1);
    expect(rehearsals.preload).not.toHaveBeenCalled();
  });

  it('fetches the sections of a screen that shows them, with it', () => {
    preloadScreenAt(screens, tabs, '/projecten', true);
    expect(home.load).toHaveBeenCalledTimes(1);
    expect(rehearsals.preload).toHaveBeenCalledTimes(1);
    expect(unread.preload).toHaveBeenCalledTimes(1);
  });

  it('skips the signed-out screens for someone with a stored session', () => {
    expect(preloadScreenAt(screens, tabs, '/', true)).toBeUndefined();
    expect(signIn.load).not.toHaveBeenCalled();
    expect(preloadScreenAt(screens, tabs, '/', false)).toBe(screens[0]);
    expect(signIn.load).toHaveBeenCalledTimes(1);
  });
});

describe('needsAllTexts: which first screens wait for the whole catalogue (issue 14)', () => {
  const load = async () => ({ Screen: () => null });
  it('is false for a screen marked `core` (sign-in, the pin kiosk), true for any other and when no screen matched', () => {
    expect(needsAllTexts({ path: '/pinscherm/:id', element: createElement(lazyNamed(load, 'Screen', 'core')), access: 'signedIn', bare: true })).toBe(false);
    expect(needsAllTexts({ path: '/projecten', element: createElement(lazyNamed(load, 'Screen')), access: 'signedIn' })).toBe(true);
    expect(needsAllTexts(undefined)).toBe(true);
  });
});

describe('lazyNamed: a loaded screen renders at once (issue 14)', () => {
  it('shows a preloaded screen in its first render, without the Suspense fallback React.lazy would show', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { Suspense } = await import('react');
    const Home = lazyNamed(async () => ({ Home: () => createElement('h1', null, 'Welkom') }), 'Home', 'core');
    Home.preload();
    await new Promise((resolve) => setTimeout(resolve, 0));

    render(createElement(Suspense, { fallback: createElement('p', null, 'Bezig') }, createElement(Home)));
    expect(screen.queryByText('Bezig')).not.toBeInTheDocument();
    expect(screen.getByText('Welkom')).toBeInTheDocument();
  });

  it('still loads a screen nobody preloaded, behind the fallback', async () => {
    const { render, screen } = await import('@testing-library/react');
    const { Suspense } = await import('react');
    const Later = lazyNamed(async () => ({ Later: () => createElement('h1', null, 'Later') }), 'Later', 'core');
    render(createElement(Suspense, { fallback: createElement('p', null, 'Bezig') }, createElement(Later)));
    expect(screen.getByText('Bezig')).toBeInTheDocument();
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });
});
