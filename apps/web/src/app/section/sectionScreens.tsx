import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import type { Screen } from '../screens/screens';
import { useAuth } from '../auth/useAuth';
import { useScreenAvailable } from '../screens/ScreenRegistry';
import { SECTIONS, sectionAvailable, sectionTabs, type SectionKey } from './sectionNav';

/** `/kledijbeheer` and `/retributiebeheer` open the section's first tab the caller may use. */
function SectionHome({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const exists = useScreenAvailable();
  const first = sectionTabs(section, user?.flags ?? {}, exists)[0];
  return first ? <Navigate to={first.path} replace /> : <Alert color="orange">{t('errors.forbidden')}</Alert>;
}

/** The homes of the clothing-management and rental sections (spec 3 §2); the level-3 home is `/kledijbeheer`. */
export const sectionScreens: readonly Screen[] = (['clothing', 'rental'] as const).map((section) => ({
  path: SECTIONS[section].path,
  element: <SectionHome section={section} />,
  access: 'signedIn',
  availableFor: (user) => sectionAvailable(section, user.flags),
}));
