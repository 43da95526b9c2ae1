import type { adminTexts as nl } from '../nl/admin';

/** Texts of administration: the overview, the general settings and the welcome (spec 1 §2, spec 3). */
export const adminTexts: typeof nl = {
  overview: {
    title: 'Overview',
    projects: 'Projects',
    employees: 'Volunteers',
    onlineUsers: 'Volunteers online',
    articles: 'Articles',
    rentals: 'Running rentals',
    openList: 'Go to the list',
    unknown: '–',
  },
  settingsScreen: {
    intro: 'These details appear on the welcome screen and set the fine for late returns.',
    readOnly: 'You can view these settings but not change them.',
  },
  settings: {
    title: 'Settings',
    siteTitle: 'Title',
    description: 'Description',
    fine: 'Fine (per item per day)',
    saved: 'Settings were updated successfully',
  },
  welcome: {
    title: 'Welcome to our registration system',
    description: 'There are currently no projects open for registration.',
  },
};
