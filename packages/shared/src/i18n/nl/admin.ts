/** Texts of administration: the overview, the general settings and the welcome (spec 1 §2, spec 3). */
export const adminTexts = {
  overview: {
    title: 'Overzicht',
    projects: 'Projecten',
    employees: 'Medewerkers',
    onlineUsers: 'Online medewerkers',
    articles: 'Artikels',
    rentals: 'Lopende verhuringen',
    openList: 'Naar de lijst',
    unknown: '–',
  },
  settingsScreen: {
    intro: 'Deze gegevens verschijnen op het welkomstscherm en bepalen de boete bij laattijdig terugbrengen.',
    readOnly: 'U kan deze instellingen bekijken, maar niet wijzigen.',
  },
  settings: {
    title: 'Instellingen',
    siteTitle: 'Titel',
    description: 'Omschrijving',
    fine: 'Boete (per stuk per dag)',
    saved: 'Instellingen werden succesvol gewijzigd',
  },
  welcome: {
    title: 'Welkom op ons inschrijfsysteem',
    description: 'Er zijn momenteel geen projecten open voor inschrijving.',
  },
};
