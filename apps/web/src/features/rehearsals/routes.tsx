import { RECEPTION_HOME } from '@coulisse/shared/rules/levels';
import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../../app/project/projectScreen';
import { calendarPage, rehearsalsPage } from './tabs';
import { lazyNamed } from '../../app/screens/lazyNamed';

const AbsenceLinkScreen = lazyNamed(() => import('./routes/AbsenceLinkScreen'), 'AbsenceLinkScreen');
const AttendanceScreen = lazyNamed(() => import('./routes/AttendanceScreen'), 'AttendanceScreen');
const KioskStartScreen = lazyNamed(() => import('./routes/KioskStartScreen'), 'KioskStartScreen');
const CalendarScreen = lazyNamed(() => import('./routes/CalendarScreen'), 'CalendarScreen');
const MyRehearsalsScreen = lazyNamed(() => import('./routes/MyRehearsalsScreen'), 'MyRehearsalsScreen');
const PinKioskScreen = lazyNamed(() => import('./routes/PinKioskScreen'), 'PinKioskScreen', 'core');
const ProjectRehearsalsScreen = lazyNamed(() => import('./routes/ProjectRehearsalsScreen'), 'ProjectRehearsalsScreen');
const RehearsalFormScreen = lazyNamed(() => import('./routes/RehearsalFormScreen'), 'RehearsalFormScreen');

/**
 * Rehearsals (spec 2 §2). The project tab lives in the project shell; the form, the attendance
 * page and the own page are open to every signed-in user in the router (the server checks each
 * call); the pin kiosk has no app frame; the mail's "ik kan niet" page is public; `/onthaal` is
 * the reception account's start screen.
 */
export const rehearsalsScreens: readonly Screen[] = [
  projectScreen(rehearsalsPage, <ProjectRehearsalsScreen />),
  projectScreen(calendarPage, <CalendarScreen />),
  // The calendar needs repetitions read (canSeeCalendar, spec 2 §6); project roles open the project's own calendar.
  { path: '/kalender', element: <CalendarScreen />, access: 'signedIn', availableFor: (u) => u.flags.canSeeCalendar === true },
  { path: '/repetities/nieuw', element: <RehearsalFormScreen />, access: 'signedIn' },
  { path: '/repetities/:id/bewerk', element: <RehearsalFormScreen />, access: 'signedIn' },
  { path: '/repetities/:id/aanwezigheid', element: <AttendanceScreen />, access: 'signedIn' },
  { path: '/repetities/alle', element: <MyRehearsalsScreen />, access: 'signedIn' },
  { path: '/repetities/:projectName', element: <MyRehearsalsScreen />, access: 'signedIn' },
  // The kiosk start screen: today's rehearsals from the calendar call, each opening the pin screen.
  { path: RECEPTION_HOME, element: <KioskStartScreen />, access: 'signedIn', availableFor: (u) => u.flags.canUsePin === true && u.flags.canSeeCalendar === true },
  { path: '/pinscherm/:id', element: <PinKioskScreen />, access: 'signedIn', bare: true },
  // The one-click "ik kan niet" link of a rehearsal mail: the signed token stands in for signing in.
  { path: '/afmelden/repetitie', element: <AbsenceLinkScreen />, access: 'public' },
];
