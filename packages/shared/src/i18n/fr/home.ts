import type { homeTexts as nl } from '../nl/home';

export const homeTexts: typeof nl = {
  home: {
    greeting: 'Bonjour {{firstName}}',
    nextRehearsals: 'Tes prochaines répétitions',
    allRehearsals: 'Toutes les répétitions',
    noRehearsals: 'Aucune répétition n’est encore prévue pour toi.',
    unread: 'Messages non lus',
    allMessages: 'Tous les messages',
    noUnread: 'Tu n’as aucun message non lu.',
    myProjects: 'Mes projets',
    noProjects: 'Tu n’es encore inscrit à aucun projet. Inscris-toi ci-dessous à un projet ouvert.',
    roles: 'Mes rôles',
    rehearsals: 'Mes répétitions',
    chooseProject: 'Choisis un projet',
    openProjects: 'Projets ouverts',
  },
  kiosk: {
    title: 'Accueil',
    today: 'Répétitions du jour',
    openPin: 'Ouvrir l’écran de code PIN',
    noneToday: 'Il n’y a pas de répétition aujourd’hui. L’écran de code PIN apparaît ici le jour d’une répétition.',
    clothingReturn: 'Reprendre les vêtements',
    clothingReturnText: 'Ouvre l’écran d’accueil pour le retour des vêtements.',
  },
};
