/**
 * Texts of the global search (spec 1 §2 top bar and /zoekresultaten, issue 3). "Geen resultaten
 * gevonden" is the catalogue's `errors.noSearchResults` (spec 3 §8).
 */
export const searchTexts = {
  search: {
    label: 'Zoeken',
    placeholder: 'Zoeken…',
    open: 'Zoeken openen',
    clear: 'Zoekterm wissen',
    searching: 'Bezig met zoeken…',
    tooShort: 'Typ minstens {{min}} tekens',
    showAll: 'Toon alle resultaten',
    loadFailed: 'Zoeken is mislukt. Probeer het opnieuw.',
    title: 'Zoekresultaten',
    resultsFor: 'Resultaten voor "{{search}}"',
    noQuery: 'Typ een zoekterm in het zoekveld.',
    submit: 'Zoek',
    pages: 'Pagina’s van {{label}}',
    types: {
      users: 'Medewerkers',
      projects: 'Projecten',
      articles: 'Artikels',
    },
    rack: 'Rek {{rack}}',
    active: 'Actief',
    inactive: 'Inactief',
  },
};
