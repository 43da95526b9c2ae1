import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { homeRoute } from '@coulisse/shared/rules/levels';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionHint } from '../../lib/session';

/**
 * A screen of the app. Features export their screens; the app mounts them and asks the same
 * list whether a path can be opened, so a menu item, a widget link or a home route only points
 * to a screen that exists for this user.
 */
export interface Screen {
  path: string;
  element: ReactNode;
  /** `signedOut`: sign-in and friends; `signedIn`: behind the guard; `public`: both. */
  access: 'signedOut' | 'signedIn' | 'public';
  /** Some screens exist only for some users (the welcome screen at /projecten for level 0). */
  availableFor?: (user: SessionUser) => boolean;
  /** Card width of a signed-out screen (the register form needs more room). */
  publicWidth?: number;
  /** Still reachable for a user who has to verify their data (spec 1 §4). */
  openWhileVerifying?: boolean;
  /** Signed in but without the app frame (menu, top bar): the pin kiosk. */
  bare?: boolean;
  /**
   * Shows the sections other features add (`app/tabs`, the participant's home) to the users
   * `shownTo` holds for: opened at this address, the app fetches their chunks together with the
   * screen's (`preloadScreenAt`) and, when the stored session's hint or the session says they are
   * shown, their data (`main.tsx`),
   * with the screen's own (`prefetch`, which loads its query module itself).
   */
  sections?: { host: 'home'; shownTo: (user: SessionHint) => boolean; prefetch?: (client: QueryClient) => Promise<void> };
}

export const PROFILE_PATH = '/profiel';

export function screenAvailable(screens: readonly Screen[], path: string, user: SessionUser): boolean {
  const screen = screens.find((s) => s.path === path && s.access !== 'signedOut');
  if (!screen) return false;
  if (user.shouldVerify && !screen.openWhileVerifying) return false;
  return screen.availableFor ? screen.availableFor(user) : true;
}

/** The level's home (spec 1 §2; the kiosk start screen for a reception account), or the profile while that home is not a screen of this app. */
export function homeFor(screens: readonly Screen[], user: SessionUser): string {
  const home = homeRoute(user.level, user.shouldVerify, user.flags);
  return screenAvailable(screens, home, user) ? home : PROFILE_PATH;
}
