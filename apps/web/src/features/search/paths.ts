/** `/zoekresultaten` (spec 1 §2): every result per type, with paging; `?q=` holds the text. */
export const SEARCH_RESULTS_PATH = '/zoekresultaten';

export const searchResultsPath = (text: string): string => `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: text }).toString()}`;
