/** Texts of the volunteer's home (`/projecten` for participants) and the kiosk start screen (`/onthaal`). */
export const homeTexts = {
  home: {
    greeting: 'Dag {{firstName}}',
    nextRehearsals: 'Je volgende repetities',
    allRehearsals: 'Alle repetities',
    noRehearsals: 'Er staan nog geen repetities voor je gepland.',
    unread: 'Ongelezen berichten',
    allMessages: 'Alle berichten',
    noUnread: 'Je hebt geen ongelezen berichten.',
    myProjects: 'Mijn projecten',
    noProjects: 'Je bent nog voor geen project ingeschreven. Schrijf je hieronder in voor een open project.',
    roles: 'Mijn rollen',
    rehearsals: 'Mijn repetities',
    chooseProject: 'Kies een project',
    openProjects: 'Open projecten',
  },
  kiosk: {
    title: 'Onthaal',
    today: 'Repetities van vandaag',
    openPin: 'Pinscherm openen',
    noneToday: 'Er zijn vandaag geen repetities. Het pinscherm verschijnt hier op de dag van een repetitie.',
    clothingReturn: 'Kledij terugnemen',
    clothingReturnText: 'Open het onthaalscherm voor het terugbrengen van kledij.',
  },
};
