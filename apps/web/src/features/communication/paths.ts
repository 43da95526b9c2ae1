/** The notifications screen (spec 1 §2): the bell links to it and shows only where it opens. */
export const NOTIFICATIONS_PATH = '/meldingen';
