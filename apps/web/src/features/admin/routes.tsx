import type { Screen } from '../../app/screens/screens';
import { lazyNamed } from '../../app/screens/lazyNamed';

const OverviewScreen = lazyNamed(() => import('./routes/OverviewScreen'), 'OverviewScreen');
const SettingsScreen = lazyNamed(() => import('./routes/SettingsScreen'), 'SettingsScreen');

/** Admin (spec 3 §2): overview widgets and global settings. */
export const adminScreens: readonly Screen[] = [
  { path: '/overzicht', element: <OverviewScreen />, access: 'signedIn', availableFor: (u) => u.level === 1 || u.level === 2 },
  { path: '/instellingen', element: <SettingsScreen />, access: 'signedIn', availableFor: (u) => u.flags.canReadSettings === true },
];
