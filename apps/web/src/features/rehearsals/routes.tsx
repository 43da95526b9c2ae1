import type { Screen } from '../../app/screens/screens';
import { projectScreen } from '../projects/components/projectScreen';
import { AttendanceScreen } from './routes/AttendanceScreen';
import { CalendarScreen } from './routes/CalendarScreen';
import { MyRehearsalsScreen } from './routes/MyRehearsalsScreen';
import { PinKioskScreen } from './routes/PinKioskScreen';
import { ProjectRehearsalsScreen } from './routes/ProjectRehearsalsScreen';
import { RehearsalFormScreen } from './routes/RehearsalFormScreen';

/**
 * Rehearsals (spec 2 §2). The project tab lives in the project shell; the form, the attendance
 * page and the own page are open to every signed-in user in the router (the server checks each
 * call); the pin kiosk has no app frame.
 */
export const rehearsalsScreens: readonly Screen[] = [
  projectScreen('rehearsals', <ProjectRehearsalsScreen />),
  projectScreen('calendar', <CalendarScreen />),
  // The calendar needs repetitions read (canSeeCalendar, spec 2 §6); project roles open the project's own calendar.
  { path: '/kalender', element: <CalendarScreen />, access: 'signedIn', availableFor: (u) => u.flags.canSeeCalendar === true },
  { path: '/repetities/nieuw', element: <RehearsalFormScreen />, access: 'signedIn' },
  { path: '/repetities/:id/bewerk', element: <RehearsalFormScreen />, access: 'signedIn' },
  { path: '/repetities/:id/aanwezigheid', element: <AttendanceScreen />, access: 'signedIn' },
  { path: '/repetities/alle', element: <MyRehearsalsScreen />, access: 'signedIn' },
  { path: '/repetities/:projectName', element: <MyRehearsalsScreen />, access: 'signedIn' },
  { path: '/pinscherm/:id', element: <PinKioskScreen />, access: 'signedIn', bare: true },
];
