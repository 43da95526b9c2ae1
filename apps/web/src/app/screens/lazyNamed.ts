import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { allTexts } from '../../lib/i18n';

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
): LazyExoticComponent<M[K]> {
  loaders.add(load);
  // The screen's chunk and the whole catalogue arrive together; only a screen marked `core` (sign-in)
  // shows with the catalogue's core alone (lib/i18n.ts).
  return lazy(async () => {
    const [module] = await Promise.all([load(), texts === 'all' && allTexts()]);
    return { default: module[name] };
  });
}

/** Loads every lazy screen's module now: the web tests do so up front, so a test's time is not spent compiling a chunk. */
export const preloadLazyScreens = (): Promise<unknown> => Promise.all([...loaders].map((load) => load()));
