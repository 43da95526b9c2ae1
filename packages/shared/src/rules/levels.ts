/** The kiosk start screen: today's rehearsals with their pin screens (issue 14). */
export const RECEPTION_HOME = '/onthaal';

/**
 * A reception account (the access role Repetitie-onthaal, e.g. `kiosk@coulisse.be`): it signs
 * people in with their pin but reads neither projects nor volunteers, so the counts of /overzicht
 * mean nothing to it.
 */
export const isReceptionAccount = (flags: Record<string, boolean>): boolean => flags.canUsePin === true && flags.canReadProjects !== true && flags.canReadUsers !== true;

/** The logged-in home screen by level (spec 1 §2, spec 3 §6), and the kiosk start screen for a reception account. */
export function homeRoute(level: number, shouldVerify = false, flags: Record<string, boolean> = {}): string {
  if (shouldVerify) return '/profiel';
  if (level === 2 && isReceptionAccount(flags)) return RECEPTION_HOME;
  if (level === 1 || level === 2) return '/overzicht';
  if (level === 3) return '/kledijbeheer';
  return '/projecten';
}

/** Levels 1, 2 and 3 get the wide layout (spec 1 §6). */
export const hasWideLayout = (level: number): boolean => level >= 1 && level <= 3;

/**
 * Toolbar action visibility (spec 1 §6, spec 3 §6): visible if its right is held (or none is
 * needed) and either no level is needed, or the level equals the user's, or the user's level is
 * 2 and the action level is 1 or more.
 */
export function toolbarActionVisible(
  action: { right?: string; level?: number },
  user: { level: number; flags: Record<string, boolean> },
): boolean {
  const rightOk = !action.right || user.flags[action.right] === true;
  if (!rightOk) return false;
  if (action.level === undefined) return true;
  return action.level === user.level || (user.level === 2 && action.level >= 1);
}
