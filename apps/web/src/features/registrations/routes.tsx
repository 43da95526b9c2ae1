import type { Screen } from '../../app/screens/screens';
import { AllRegistrationsScreen, RegistrationRedirectScreen } from './routes/AllRegistrationsScreen';
import { CopyRegistrationsScreen } from './routes/CopyRegistrationsScreen';
import { NotRegisteredScreen } from './routes/NotRegisteredScreen';
import { ProjectRegistrationsScreen } from './routes/ProjectRegistrationsScreen';
import { RegisterScreen } from './routes/RegisterScreen';
import { RegistrationDetailScreen } from './routes/RegistrationDetailScreen';

/** Staff levels read projects (spec 1 §6); inside a project the project's own flags decide what each screen offers. */
const staff = (u: { level: number }) => u.level > 0;

/**
 * Registrations (spec 1 §2, issue 4). Registering and one's own registration are for everyone
 * signed in (the server applies the window and the rights); the project lists are staff screens
 * that check the caller's rights in that project.
 */
export const registrationsScreens: readonly Screen[] = [
  { path: '/projecten/inschrijven/:id', element: <RegisterScreen />, access: 'signedIn' },
  { path: '/projecten/inschrijven/:id/:userId', element: <RegisterScreen />, access: 'signedIn' },
  { path: '/projecten/:id/inschrijvingen', element: <ProjectRegistrationsScreen />, access: 'signedIn', availableFor: staff },
  { path: '/projecten/:id/inschrijvingen/niet-ingeschreven', element: <NotRegisteredScreen />, access: 'signedIn', availableFor: staff },
  { path: '/projecten/:id/inschrijvingen/:registrationId', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/projecten/:id/inschrijvingen/:registrationId/:tab', element: <RegistrationDetailScreen />, access: 'signedIn' },
  { path: '/projecten/:id/kopieer-deelnemers', element: <CopyRegistrationsScreen />, access: 'signedIn', availableFor: staff },
  { path: '/inschrijvingen', element: <AllRegistrationsScreen />, access: 'signedIn' },
  { path: '/inschrijvingen/:id', element: <RegistrationRedirectScreen />, access: 'signedIn' },
];
