/**
 * The keys the app keeps in localStorage. Also read before the app's code arrives, by the script
 * `index.html` holds for a signed-in start (`build/signedInPreload.ts`): kept here, free of imports.
 */
export const TOKEN_KEY = 'coulisse.token';
export const LANGUAGE_KEY = 'coulisse.language';
