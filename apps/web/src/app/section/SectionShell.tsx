import { Alert, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../auth/useAuth';
import { useScreenAvailable } from '../screens/ScreenRegistry';
import { usePageTitle } from '../../lib/usePageTitle';
import { useTabs } from '../tabs/TabRegistry';
import type { SectionKey } from '../tabs/tabs';
import { SECTIONS, sectionTabs } from './sectionNav';

interface Props {
  section: SectionKey;
  /** The key of the `SectionPage` this screen belongs to. */
  page: string;
  children: ReactNode;
}

/**
 * The frame of the clothing-management and rental screens (spec 3 §2): the section's title and
 * the tabs the caller may open, then the page. The page renders only when the caller holds its
 * tab's right; the server refuses the calls anyway.
 */
export function SectionShell({ section, page, children }: Props) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const navigate = useNavigate();
  const exists = useScreenAvailable();
  const flags = user?.flags ?? {};
  const pages = useTabs('section');
  const tabs = sectionTabs(pages, section, flags, exists);
  const entry = pages.find((e) => e.section === section && e.key === page);
  const sectionLabel = t(SECTIONS[section].labelKey);
  usePageTitle(entry ? `${t(entry.labelKey)} · ${sectionLabel}` : sectionLabel);
  // A page without a tab of its own (an edit form) selects none: with a value no tab holds, every
  // tab would leave the keyboard order and the scrolling tab bar could not be reached.
  const activeTab = tabs.some((tab) => tab.key === entry?.key) ? entry!.key : null;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {sectionLabel}
      </Title>
      {tabs.length > 1 && (
        <ScrollArea type="auto" scrollbarSize={4} offsetScrollbars="x">
          <Tabs value={activeTab} onChange={(key) => key && void navigate(tabs.find((tab) => tab.key === key)!.path)}>
            <Tabs.List aria-label={t('clothingNav.sections', { section: sectionLabel })} style={{ flexWrap: 'nowrap' }}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.key} value={tab.key}>
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
      )}
      {entry?.available(flags) ? children : <Alert color="orange">{t('errors.forbidden')}</Alert>}
    </Stack>
  );
}
