import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../projects/components/projectScreen';
import { AllRegistrationsScreen, RegistrationRedirectScreen } from './routes/AllRegistrationsScreen';
import { CopyRegistrationsScreen } from './routes/CopyRegistrationsScreen';
import { NotRegisteredScreen } from './routes/NotRegisteredScreen';
import { ProjectRegistrationsScreen } from './routes/ProjectRegistrationsScreen';
import { RegisterScreen } from './routes/RegisterScreen';
import { RegistrationDetailScreen } from './routes/RegistrationDetailScreen';

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
  // Inside the project shell (tabs and actions of projectNav.ts); the shell checks the entry's flag in the project.
  projectScreen('registrations', <ProjectRegistrationsScreen />),
  projectScreen('registrations', <NotRegisteredScreen />, 'niet-ingeschreven'),
  projectScreen('copyRegistrations', <CopyRegistrationsScreen />),
  { path: '/projecten/:id/inschrijvingen/:registrationId', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/projecten/:id/inschrijvingen/:registrationId/:tab', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/inschrijvingen', element: <AllRegistrationsScreen />, access: 'signedIn' },
  { path: '/inschrijvingen/:id', element: <RegistrationRedirectScreen />, access: 'signedIn' },
];
