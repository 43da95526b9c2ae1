import { accessScreens } from '../features/access/routes';
import { accountsScreens } from '../features/accounts/routes';
import { adminScreens } from '../features/admin/routes';
import { castingScreens } from '../features/casting/routes';
import { communicationScreens } from '../features/communication/routes';
import { peopleScreens } from '../features/people/routes';
import { projectsScreens } from '../features/projects/routes';
import { registrationsScreens } from '../features/registrations/routes';
import { rehearsalsScreens } from '../features/rehearsals/routes';
import { searchScreens } from '../features/search/routes';
import { wardrobeScreens } from '../features/wardrobe/routes';
import type { Screen } from './screens/screens';
import { appTabs } from './appTabs';
import { sectionScreens } from './section/sectionScreens';

/** Every screen of the app; a feature adds its screens to its own list. */
export const appScreens: readonly Screen[] = [
  ...accountsScreens,
  ...adminScreens,
  ...peopleScreens,
  ...projectsScreens,
  ...accessScreens,
  ...communicationScreens,
  ...searchScreens,
  ...registrationsScreens,
  ...castingScreens,
  ...rehearsalsScreens,
  ...wardrobeScreens,
  ...sectionScreens(appTabs),
];
