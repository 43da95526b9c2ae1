import type { Catalogue } from '../nl';

/** English texts of the global search (same keys as nl/search.ts). */
export const searchTexts: Pick<Catalogue, 'search'> = {
  search: {
    label: 'Search',
    placeholder: 'Search…',
    open: 'Open search',
    clear: 'Clear search',
    searching: 'Searching…',
    tooShort: 'Type at least {{min}} characters',
    showAll: 'Show all results',
    loadFailed: 'The search failed. Please try again.',
    title: 'Search results',
    resultsFor: 'Results for "{{search}}"',
    noQuery: 'Type something to search for in the search box.',
    submit: 'Search',
    pages: 'Pages of {{label}}',
    types: {
      users: 'Volunteers',
      projects: 'Projects',
      articles: 'Articles',
    },
    rack: 'Rack {{rack}}',
    active: 'Active',
    inactive: 'Inactive',
  },
};
