import { createElement, isValidElement, lazy, useState, type ComponentProps, type ComponentType, type FunctionComponent } from 'react';
import { matchPath } from 'react-router';
import { allTexts, hasAllTexts } from '../../lib/i18n';
import type { Tab } from '../tabs/tabs';
import type { Screen } from './screens';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A screen component loaded when first shown, from its own chunk: `lazyNamed(() =>
 * import('./routes/X'), 'X')`. The bundle a volunteer's phone loads first then holds the shell
 * and the sign-in screens, not every screen of every area (FullCalendar, the staff lists).
 * The router shows a loader while a chunk arrives (`ScreenSuspense`). `texts`: `core` for a
 * screen that needs only the catalogue's core (`lib/i18n.ts`).
 */
// Any props: the component keeps its own prop types through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
  texts: 'all' | 'core' = 'all',
): LazyScreen<M[K]> {
  // The screen's chunk and the whole catalogue arrive together; only a screen marked `core` (sign-in)
  // shows with the catalogue's core alone (lib/i18n.ts).
  let loadedComponent: M[K] | undefined;
  const loadModule = () => load().then((module) => (loadedComponent = module[name]));
  loaders.add(loadModule);
  const lazyComponent = lazy(async () => {
    const [component] = await Promise.all([loadModule(), texts === 'all' && allTexts()]);
    return { default: component };
  });
  const ready = () => (texts === 'core' || hasAllTexts() ? loadedComponent : undefined);
  // Once loaded (`preload`, or shown before) with its texts, the screen renders at once instead
  // of through React.lazy, which suspends on its first render even then: every nested boundary
  // that shows its fallback holds the content back for up to 300 ms (React's reveal throttle), and
  // the signed-in home nests three (frame, screen, sections). Chosen once per mount, so a screen
  // never remounts.
  function Screen(props: ComponentProps<M[K]>) {
    // In an object: useState would call a function component given as the state itself.
    const [chosen] = useState(() => ({ component: (ready() ?? lazyComponent) as ComponentType<ComponentProps<M[K]>> }));
    return createElement(chosen.component, props);
  }
  return Object.assign(Screen, { preload: () => void loadModule(), texts });
}

/** A lazy screen whose chunk can be fetched before it renders (`preloadScreenAt`), and the texts it waits for. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LazyScreen<C extends ComponentType<any>> = FunctionComponent<ComponentProps<C>> & { preload(): void; texts: 'all' | 'core' };

const lazyScreenOf = (screen: Screen) => (isValidElement(screen.element) ? (screen.element.type as Partial<LazyScreen<ComponentType>>) : undefined);

/** False for a screen that shows with the catalogue's core alone (sign-in, the pin kiosk); true when unknown. */
export const needsAllTexts = (screen: Screen | undefined): boolean => !screen || lazyScreenOf(screen)?.texts !== 'core';

/**
 * Starts fetching the chunk of the screen at `pathname` at once, while the catalogue loads, instead
 * of when the router first renders it: one round trip less before a phone shows the first screen.
 * With it the chunks of the sections it shows (`Screen.sections`). Returns that screen.
 */
export function preloadScreenAt(screens: readonly Screen[], tabs: readonly Tab[], pathname: string, signedIn: boolean): Screen | undefined {
  const screen = screens.find((s) => (s.access === 'signedOut' ? !signedIn : true) && matchPath(s.path, pathname));
  if (!screen) return undefined;
  lazyScreenOf(screen)?.preload?.();
  // The home's sections show for participants only; staff at the same address fetch a few kB in vain.
  for (const tab of tabs) if (tab.host === 'home' && screen.sections?.host === 'home') tab.preload();
  return screen;
}

/** Loads every lazy screen's module now: the web tests do so up front, so a test's time is not spent compiling a chunk. */
export const preloadLazyScreens = (): Promise<unknown> => Promise.all([...loaders].map((load) => load()));
