import type { Screen } from '../../app/screens/screens';
import { OverviewScreen } from './routes/OverviewScreen';
import { SettingsScreen } from './routes/SettingsScreen';

/** Admin (spec 3 §2): overview widgets and global settings. */
export const adminScreens: readonly Screen[] = [
  { path: '/overzicht', element: <OverviewScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 || u.level === 2 },
  { path: '/instellingen', element: <SettingsScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadSettings === true },
];
