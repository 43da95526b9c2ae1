import type { Catalogue } from '../nl';

/** French texts of the global search (same keys as nl/search.ts). */
export const searchTexts: Pick<Catalogue, 'search'> = {
  search: {
    label: 'Rechercher',
    placeholder: 'Rechercher…',
    open: 'Ouvrir la recherche',
    clear: 'Effacer la recherche',
    searching: 'Recherche en cours…',
    tooShort: 'Tapez au moins {{min}} caractères',
    showAll: 'Afficher tous les résultats',
    loadFailed: 'La recherche a échoué. Veuillez réessayer.',
    title: 'Résultats de recherche',
    resultsFor: 'Résultats pour « {{search}} »',
    noQuery: 'Tapez un terme dans le champ de recherche.',
    submit: 'Rechercher',
    pages: 'Pages de {{label}}',
    types: {
      users: 'Bénévoles',
      projects: 'Projets',
      articles: 'Articles',
    },
    rack: 'Portant {{rack}}',
    active: 'Actif',
    inactive: 'Inactif',
  },
};
