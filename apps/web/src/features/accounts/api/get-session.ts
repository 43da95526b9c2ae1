import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { apiAnswer, apiRequest } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';
import { EARLY_SESSION_CHECK } from '../../../lib/storageKeys';

/** GET /api/auth: the account behind the stored token, with fresh flags (used on reload). */
export const getSession = (): Promise<SessionUser> => apiRequest<SessionUser>('/auth');

let early: Promise<SessionUser> | null = null;

/** The check of the stored token `index.html` started before the app's code arrived, taken once (`build/signedInPreload.ts`). */
function takeStartedCheck(): Promise<Response> | null {
  const page = window as unknown as Record<string, unknown>;
  const started = page[EARLY_SESSION_CHECK];
  delete page[EARLY_SESSION_CHECK];
  return started instanceof Promise ? (started as Promise<Response>) : null;
}

/**
 * Starts the check of a stored token before React renders (`main.tsx`), or takes over the one
 * `index.html` started while the app's code was still on its way: on a phone the answer then
 * arrives while the code of the first screen loads, not one round trip after it (issue 14).
 */
export function checkSessionEarly(): Promise<SessionUser> {
  const started = takeStartedCheck();
  early = started ? apiAnswer<SessionUser>(() => started, sessionToken.get()) : getSession();
  // Read by the first `sessionOnLoad`; a failure is handled there.
  early.catch(() => undefined);
  return early;
}

/** How long the first signed-in render waits for its screen's data at most (`holdSessionFor`). */
export const FIRST_DATA_WAIT_MS = 1500;

/**
 * Holds the answer of `checkSessionEarly`, and so the first signed-in render, until `data` (the
 * first screen's data, asked for as soon as the session was known) has arrived, or at most
 * `FIRST_DATA_WAIT_MS`. React renders the frame and the screen in slices of a few milliseconds (a
 * transition), but an answer that arrives while that render is under way changes react-query's
 * store mid-render, and React then redoes the render in one piece: a long task on a phone, and the
 * content later (issue 14). With the data there first, the frame and the content come in one
 * sliced render.
 */
export function holdSessionFor(data: (user: SessionUser) => Promise<unknown>): void {
  if (!early) return;
  early = early.then((user) =>
    Promise.race([data(user).catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS))]).then(() => user),
  );
  early.catch(() => undefined);
}

/** The check `checkSessionEarly` started, taken once; afterwards (or without it) a fresh one. */
export function sessionOnLoad(): Promise<SessionUser> {
  const found = early ?? getSession();
  early = null;
  return found;
}
