import type { adminTexts as nl } from '../nl/admin';

/** Texts of administration: the overview, the general settings and the welcome (spec 1 §2, spec 3). */
export const adminTexts: typeof nl = {
  overview: {
    title: 'Aperçu',
    projects: 'Projets',
    employees: 'Bénévoles',
    onlineUsers: 'Bénévoles en ligne',
    articles: 'Articles',
    rentals: 'Locations en cours',
    openList: 'Vers la liste',
    unknown: '–',
  },
  settingsScreen: {
    intro: 'Ces données apparaissent sur l’écran d’accueil et fixent l’amende en cas de retour tardif.',
    readOnly: 'Vous pouvez consulter ces paramètres, mais pas les modifier.',
  },
  settings: {
    title: 'Paramètres',
    siteTitle: 'Titre',
    description: 'Description',
    fine: 'Amende (par pièce et par jour)',
    saved: 'Les paramètres ont été modifiés avec succès',
  },
  welcome: {
    title: 'Bienvenue sur notre système d’inscription',
    description: 'Aucun projet n’est actuellement ouvert aux inscriptions.',
  },
};
