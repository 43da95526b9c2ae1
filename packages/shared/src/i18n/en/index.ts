import type { Catalogue } from '../nl';
import { rightsMatrix } from './rights';
import { userAdmin } from './userAdmin';
import { filesTexts } from './files';
import { emailChange } from './emailChange';
import { registrationsTexts } from './registrations';
import { castingTexts } from './casting';
import { projectsTexts } from './projects';
import { communicationTexts } from './communication';
import { searchTexts } from './search';
import { wardrobeTexts } from './wardrobe';
import { rehearsalsTexts } from './rehearsals';
import { remindersTexts } from './reminders';
import { homeTexts } from './home';
import { enCore } from './core';
import { peopleTexts } from './people';
import { accessTexts } from './access';
import { adminTexts } from './admin';

/** English (en-GB). Same keys and placeholders as nl, checked by catalogues.test.ts. */
export const en: Catalogue = {
  ...enCore,
  menu: {
    overview: 'Overview',
    news: 'News',
    projects: 'Projects',
    myRoles: 'My roles',
    myRepetitions: 'My rehearsals',
    myAppointments: 'My appointments',
    registrations: 'Registrations',
    users: 'Volunteers',
    clothing: 'Costume management',
    rental: 'Rental',
    accessRoles: 'Access roles',
    settings: 'Settings',
    outbox: 'Sent mails',
    mailTemplates: 'Mail templates',
    signOff: 'Sign out',
    profile: 'View profile',
    changePassword: 'Change password',
    switchProfile: 'Switch profile',
    createProfile: 'Create profile',
    calendar: 'Calendar',
    threads: 'Conversations',
    notifications: 'Notifications',
  },
  empty: {
    resource: 'There are no {{resource}} yet.',
    resourceWithFilters: 'There are no {{resource}} matching the chosen filters.',
    clearFilters: 'Clear filters',
  },
  success: {
    created: '{{resource}} was created successfully',
    created_plural: '{{resource}} were created successfully',
    updated: '{{resource}} was updated successfully',
    updated_plural: '{{resource}} were updated successfully',
    deleted: '{{resource}} was deleted successfully',
    deleted_plural: '{{resource}} were deleted successfully',
  },
  ...adminTexts,
  ...peopleTexts,
  ...accessTexts,
  list: {
    filter: 'Filter',
    filters: 'Filters',
    filtersSet: '{{count}} chosen',
    showResults: 'Show results',
    firstPage: 'First page',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    lastPage: 'Last page',
    export: 'Export',
    more: 'Load more',
    total: '{{count}} results',
    selected: '{{count}} selected',
    selectAll: 'Select all',
    sortBy: 'Sort by',
    exporting: 'Preparing export…',
    total_one: '{{count}} result',
    search: 'Search',
    sortAsc: '{{field}} (ascending)',
    sortDesc: '{{field}} (descending)',
    all: 'All',
    selectRow: 'Select {{name}}',
    selectPage: 'Select all rows shown',
    selectAllMatching: 'Select all {{count}} results',
    allMatchingSelected: 'All {{count}} results are selected.',
    clearSelection: 'Clear selection',
    bulkActions: 'Actions for the selection',
    actions: 'Actions',
    rowAction: '{{action}} – {{name}}',
    loadFailed: 'The list could not be loaded.',
    retry: 'Try again',
    loadingMore: 'Loading more results…',
    allLoaded: 'All results are loaded.',
  },
  rightsMatrix,
  userAdmin,
  files: filesTexts,
  emailChange,
  ...rehearsalsTexts,
  ...remindersTexts,
  ...registrationsTexts,
  ...castingTexts,
  ...projectsTexts,
  ...communicationTexts,
  ...searchTexts,
  ...wardrobeTexts,
  ...homeTexts,
};
