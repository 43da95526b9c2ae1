import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { apiRequest } from '../../../lib/api';

/** GET /api/auth: the account behind the stored token, with fresh flags (used on reload). */
export const getSession = (): Promise<SessionUser> => apiRequest<SessionUser>('/auth');

let early: Promise<SessionUser> | null = null;

/**
 * Starts the check of a stored token before React renders (`main.tsx`): on a phone the answer then
 * arrives while the code of the first screen loads, not one round trip after it (issue 14).
 */
export function checkSessionEarly(): Promise<SessionUser> {
  early = getSession();
  // Read by the first `sessionOnLoad`; a failure is handled there.
  early.catch(() => undefined);
  return early;
}

/** The check `checkSessionEarly` started, taken once; afterwards (or without it) a fresh one. */
export function sessionOnLoad(): Promise<SessionUser> {
  const found = early ?? getSession();
  early = null;
  return found;
}
