import { has, type ProjectPage, type Tab } from '../../app/tabs/tabs';

export const registrationsPage: ProjectPage = {
  host: 'project',
  key: 'registrations',
  labelKey: 'registrations.title',
  path: 'inschrijvingen',
  kind: 'tab',
  order: 20,
  available: has('canReadRegistrations'),
};
export const copyRegistrationsPage: ProjectPage = {
  host: 'project',
  key: 'copyRegistrations',
  labelKey: 'registrations.list.copy',
  path: 'kopieer-deelnemers',
  kind: 'action',
  order: 30,
  available: has('canCopyRegistrations'),
};

/** The registrations tab and the "copy participants" link of the project page (spec 2 §2). */
export const registrationsTabs: readonly Tab[] = [registrationsPage, copyRegistrationsPage];
