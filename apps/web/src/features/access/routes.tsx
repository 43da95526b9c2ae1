import type { Screen } from '../../app/screens/screens';

/**
 * Access-role screens (spec 3 §2: /toegangsrollen, /nieuw, /{id}/bewerk, /{id}/gebruikers).
 * The menu item "Toegangsrollen" appears as soon as `/toegangsrollen` is listed here.
 */
export const accessScreens: readonly Screen[] = [];
