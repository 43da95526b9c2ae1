import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

let painted: () => void = () => undefined;
let shown = false;

/**
 * Resolves once the first screen has been shown with its data and painted. What a signed-in start
 * needs only after that (the socket client, the toasts' host, the search and the bell) waits for
 * it, so it does not take network and main thread from the first screen on a slow phone (issue 14:
 * largest contentful paint, which is the screen's content, not its skeletons).
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  painted = resolve;
});

/** A screen whose requests never end (a stalled network) does not hold the rest back longer than this. */
const SETTLE_LIMIT_MS = 4000;

/**
 * How long after the task that follows the screen's frame `firstScreenPainted` resolves. That
 * frame reaches the screen a frame or two after the task (compositing): what waits for the first
 * screen starts once it is on screen, not while its paint is still on its way (issue 14).
 */
const AFTER_PAINT_MS = 100;

/** Resolves once no query of `client` is fetching, or after `SETTLE_LIMIT_MS`. */
function settled(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, SETTLE_LIMIT_MS);
    const unsubscribe = client.getQueryCache().subscribe(() => client.isFetching() === 0 && done());
    if (client.isFetching() === 0) done();
  });
}

/**
 * Called by every screen's Suspense boundary when its screen has committed; the first call counts.
 * The screen's queries started with its render (or before, `prefetchSections`): once they have
 * answered, the frame after that is painted, and shortly after the task after that frame
 * (`AFTER_PAINT_MS`) it is on screen.
 */
export function screenShown(client: QueryClient): void {
  if (shown) return;
  shown = true;
  requestAnimationFrame(() => void settled(client).then(() => requestAnimationFrame(() => setTimeout(painted, AFTER_PAINT_MS))));
}

/** True once the first screen has been painted (`firstScreenPainted`). */
export function useFirstScreenPainted(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    let current = true;
    void firstScreenPainted.then(() => current && setDone(true));
    return () => {
      current = false;
    };
  }, []);
  return done;
}
