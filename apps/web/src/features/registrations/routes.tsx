import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { copyRegistrationsPage, registrationsPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';

const AllRegistrationsScreen = lazyNamed(() => import('./routes/AllRegistrationsScreen'), 'AllRegistrationsScreen');
const RegistrationRedirectScreen = lazyNamed(() => import('./routes/AllRegistrationsScreen'), 'RegistrationRedirectScreen');
const CopyRegistrationsScreen = lazyNamed(() => import('./routes/CopyRegistrationsScreen'), 'CopyRegistrationsScreen');
const NotRegisteredScreen = lazyNamed(() => import('./routes/NotRegisteredScreen'), 'NotRegisteredScreen');
const ProjectRegistrationsScreen = lazyNamed(() => import('./routes/ProjectRegistrationsScreen'), 'ProjectRegistrationsScreen');
const RegisterScreen = lazyNamed(() => import('./routes/RegisterScreen'), 'RegisterScreen');
const RegistrationDetailScreen = lazyNamed(() => import('./routes/RegistrationDetailScreen'), 'RegistrationDetailScreen');

/**
 * Registrations (spec 1 §2, issue 4). Registering and one's own registration are for everyone
 * signed in (the server applies the window and the rights); the project lists are staff screens
 * in the project shell, which checks the caller's rights in that project. The registration detail
 * stays outside the shell: a participant opens their own registration there, in a project whose
 * management page they cannot see.
 */
export const registrationsScreens: readonly Screen[] = [
  { path: '/projecten/inschrijven/:id', element: <RegisterScreen />, access: 'signedIn' },
  { path: '/projecten/inschrijven/:id/:userId', element: <RegisterScreen />, access: 'signedIn' },
  // Inside the project shell (its tab and toolbar link are in tabs.tsx); the shell checks the entry's flag in the project.
  projectScreen(registrationsPage, <ProjectRegistrationsScreen />),
  projectScreen(registrationsPage, <NotRegisteredScreen />, 'niet-ingeschreven'),
  projectScreen(copyRegistrationsPage, <CopyRegistrationsScreen />),
  { path: '/projecten/:id/inschrijvingen/:registrationId', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/projecten/:id/inschrijvingen/:registrationId/:tab', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/inschrijvingen', element: <AllRegistrationsScreen />, access: 'signedIn' },
  { path: '/inschrijvingen/:id', element: <RegistrationRedirectScreen />, access: 'signedIn' },
];
