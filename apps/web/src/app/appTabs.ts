import { accessTabs } from '../features/access/tabs';
import { castingTabs } from '../features/casting/tabs';
import { communicationTabs } from '../features/communication/tabs';
import { projectsTabs } from '../features/projects/tabs';
import { registrationsTabs } from '../features/registrations/tabs';
import { rehearsalsTabs } from '../features/rehearsals/tabs';
import { wardrobeTabs } from '../features/wardrobe/tabs';
import type { Tab } from './tabs/tabs';

/** Every tab, toolbar entry and section page the features add to pages hosted elsewhere (`app/tabs`). */
export const appTabs: readonly Tab[] = [
  ...projectsTabs,
  ...registrationsTabs,
  ...castingTabs,
  ...rehearsalsTabs,
  ...communicationTabs,
  ...accessTabs,
  ...wardrobeTabs,
];
