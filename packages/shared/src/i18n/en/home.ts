import type { homeTexts as nl } from '../nl/home';

export const homeTexts: typeof nl = {
  home: {
    greeting: 'Hello {{firstName}}',
    nextRehearsals: 'Your next rehearsals',
    allRehearsals: 'All rehearsals',
    noRehearsals: 'No rehearsals are planned for you yet.',
    unread: 'Unread messages',
    allMessages: 'All messages',
    noUnread: 'You have no unread messages.',
    myProjects: 'My projects',
    noProjects: 'You have not registered for any project yet. Register for an open project below.',
    roles: 'My roles',
    rehearsals: 'My rehearsals',
    chooseProject: 'Choose a project',
    openProjects: 'Open projects',
  },
  kiosk: {
    title: 'Reception',
    today: "Today's rehearsals",
    openPin: 'Open pin screen',
    noneToday: 'There are no rehearsals today. The pin screen appears here on the day of a rehearsal.',
    clothingReturn: 'Take back clothing',
    clothingReturnText: 'Open the reception screen for returning clothing.',
  },
};
