/**
 * The keys the app keeps in localStorage. Also read before the app's code arrives, by the script
 * `index.html` holds for a signed-in start (`build/signedInPreload.ts`): kept here, free of imports.
 */

/** Where that script leaves the session check it started (GET /api/auth's response), for `checkSessionEarly`. */
export const EARLY_SESSION_CHECK = 'coulisseSessionCheck';

export const TOKEN_KEY = 'coulisse.token';
export const LANGUAGE_KEY = 'coulisse.language';
/** Who the stored token belongs to: id, level and rights, no personal data (`sessionHint`). */
export const SESSION_HINT_KEY = 'coulisse.sessionHint';
/** The GET requests the first screen at an address made, for the next start there (`lib/earlyRequests.ts`). */
export const FIRST_REQUESTS_KEY = 'coulisse.firstRequests';
/** Where `index.html`'s script leaves the answers to those requests it asked for again. */
export const EARLY_REQUESTS = 'coulisseEarlyRequests';
