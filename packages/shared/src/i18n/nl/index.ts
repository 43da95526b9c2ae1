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
import { nlCore, type Widen } from './core';
import { peopleTexts } from './people';
import { accessTexts } from './access';
import { adminTexts } from './admin';

/**
 * Dutch catalogue (nl-BE): complete, holds the specification's texts verbatim. English and French
 * mirror its keys (checked by a test).
 */
export const nl = {
  ...nlCore,
  menu: {
    overview: 'Overzicht',
    news: 'Nieuws',
    projects: 'Projecten',
    myRoles: 'Mijn rollen',
    myRepetitions: 'Mijn repetities',
    myAppointments: 'Mijn afspraken',
    registrations: 'Inschrijvingen',
    users: 'Medewerkers',
    clothing: 'Kledijbeheer',
    rental: 'Verhuur',
    accessRoles: 'Toegangsrollen',
    settings: 'Instellingen',
    outbox: 'Verzonden mails',
    mailTemplates: 'Mailsjablonen',
    signOff: 'Afmelden',
    profile: 'Profiel bekijken',
    changePassword: 'Wachtwoord wijzigen',
    switchProfile: 'Wissel van profiel',
    createProfile: 'Profiel aanmaken',
    calendar: 'Kalender',
    threads: 'Gesprekken',
    notifications: 'Meldingen',
  },
  empty: {
    resource: 'Er zijn nog geen {{resource}}.',
    resourceWithFilters: 'Er zijn geen {{resource}} die voldoen aan de gekozen filters.',
    clearFilters: 'Filters wissen',
  },
  success: {
    created: '{{resource}} werd succesvol aangemaakt',
    created_plural: '{{resource}} werden succesvol aangemaakt',
    updated: '{{resource}} werd succesvol gewijzigd',
    updated_plural: '{{resource}} werden succesvol gewijzigd',
    deleted: '{{resource}} werd succesvol verwijderd',
    deleted_plural: '{{resource}} werden succesvol verwijderd',
  },
  ...adminTexts,
  ...peopleTexts,
  ...accessTexts,
  list: {
    filter: 'Filteren',
    filters: 'Filters',
    filtersSet: '{{count}} gekozen',
    showResults: 'Resultaten tonen',
    firstPage: 'Eerste pagina',
    previousPage: 'Vorige pagina',
    nextPage: 'Volgende pagina',
    lastPage: 'Laatste pagina',
    export: 'Exporteren',
    more: 'Meer laden',
    total: '{{count}} resultaten',
    selected: '{{count}} geselecteerd',
    selectAll: 'Alles selecteren',
    sortBy: 'Sorteren op',
    exporting: 'Export wordt voorbereid…',
    total_one: '{{count}} resultaat',
    search: 'Zoeken',
    sortAsc: '{{field}} (oplopend)',
    sortDesc: '{{field}} (aflopend)',
    all: 'Alle',
    selectRow: '{{name}} selecteren',
    selectPage: 'Alle getoonde rijen selecteren',
    selectAllMatching: 'Alle {{count}} resultaten selecteren',
    allMatchingSelected: 'Alle {{count}} resultaten zijn geselecteerd.',
    clearSelection: 'Selectie wissen',
    bulkActions: 'Acties voor de selectie',
    actions: 'Acties',
    rowAction: '{{action}}: {{name}}',
    loadFailed: 'De lijst kon niet worden geladen.',
    retry: 'Opnieuw proberen',
    loadingMore: 'Meer resultaten worden geladen…',
    allLoaded: 'Alle resultaten zijn geladen.',
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
} as const;

export type Catalogue = Widen<typeof nl>;
