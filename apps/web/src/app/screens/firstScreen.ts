import { useEffect, useState } from 'react';

let painted: () => void = () => undefined;

/**
 * Resolves once the first screen has been shown and painted. What a signed-in start needs only
 * after that (the socket client, the toasts' host) waits for it, so it does not take network and
 * main thread from the first screen on a slow phone (issue 14: largest contentful paint).
 */
export const firstScreenPainted = new Promise<void>((resolve) => {
  painted = resolve;
});

/** Called by every screen's Suspense boundary when its screen has committed; the first call counts. */
export function screenShown(): void {
  // The frame after the commit is painted; the task after that frame runs once it is on screen.
  requestAnimationFrame(() => setTimeout(painted, 0));
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
