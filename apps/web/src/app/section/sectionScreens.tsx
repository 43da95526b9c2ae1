import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { useScreenAvailable } from '../screens/ScreenRegistry';
import type { Screen } from '../screens/screens';
import { useTabs } from '../tabs/TabRegistry';
import { tabsOf, type SectionKey, type Tab } from '../tabs/tabs';
import { SECTIONS, sectionAvailable, sectionTabs } from './sectionNav';

/** `/kledijbeheer` and `/retributiebeheer` open the section's first tab the caller may use. */
function SectionHome({ section }: { section: SectionKey }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const exists = useScreenAvailable();
  const pages = useTabs('section');
  const first = sectionTabs(pages, section, user?.flags ?? {}, exists)[0];
  return first ? <Navigate to={first.path} replace /> : <Alert color="orange">{t('errors.forbidden')}</Alert>;
}

/**
 * The homes of the clothing-management and rental sections (spec 3 §2), each there for whoever may
 * open one of its tabs (`tabs`: the app's tab list); the level-3 home is `/kledijbeheer`.
 */
export function sectionScreens(tabs: readonly Tab[]): Screen[] {
  const pages = tabsOf(tabs, 'section');
  return (['clothing', 'rental'] as const).map((section) => ({
    path: SECTIONS[section].path,
    element: <SectionHome section={section} />,
    access: 'signedIn',
    availableFor: (user) => sectionAvailable(pages, section, user.flags),
  }));
}
