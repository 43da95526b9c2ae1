import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const loaders = new Set<() => Promise<unknown>>();

/**
 * A screen component loaded when first shown, from its own chunk: `lazyNamed(() =>
 * import('./routes/X'), 'X')`. The bundle a volunteer's phone loads first then holds the shell
 * and the sign-in screens, not every screen of every area (FullCalendar, the staff lists).
 * The router shows a loader while a chunk arrives (`ScreenSuspense`).
 */
// Any props: the component keeps its own prop types through M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> {
  loaders.add(load);
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Loads every lazy screen's module now: the web tests do so up front, so a test's time is not spent compiling a chunk. */
export const preloadLazyScreens = (): Promise<unknown> => Promise.all([...loaders].map((load) => load()));
