import { hasWideLayout } from '@coulisse/shared/rules/levels';
import { AppShell, Box, Burger, Container, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { NOTIFICATIONS_PATH } from '../../features/communication/paths';
import { SEARCH_RESULTS_PATH } from '../../features/search/paths';
import { useAuth } from '../auth/useAuth';
import { useFirstScreenPainted } from '../screens/firstScreen';
import { lazyNamed } from '../screens/lazyNamed';
import { useScreenAvailable } from '../screens/ScreenRegistry';
import { Brand } from './Brand';
import { Footer } from './Footer';
import { LanguageSwitch } from './LanguageSwitch';
import { MainMenu } from './MainMenu';
import { ProfileMenu } from './ProfileMenu';
import { RequestErrorBanner } from './RequestErrorBanner';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

// The search, the bell and the certificate reminder (with their combobox, popover, upload and the
// search results' schemas) load once the first screen is painted with its data, not before it: the
// frame and the screen's content show first on a phone (issue 14).
const GlobalSearch = lazyNamed(() => import('../../features/search/components/GlobalSearch'), 'GlobalSearch');
const NotificationBell = lazyNamed(() => import('../../features/communication/components/NotificationBell'), 'NotificationBell');
const CertificateReminder = lazyNamed(() => import('../../features/people/components/certificate/CertificateReminder'), 'CertificateReminder');

/** A top-bar control that loads after the first screen: its place is kept meanwhile, so nothing moves when it arrives. */
function DeferredControl({ path, width, children }: { path: string; width: number | Record<string, number>; children: ReactNode }) {
  const available = useScreenAvailable()(path);
  const painted = useFirstScreenPainted();
  if (!available) return null;
  const place = <Box w={width} h={34} />;
  return painted ? <Suspense fallback={place}>{children}</Suspense> : place;
}

/** The certificate reminder, for who is asked: it too waits for the first screen (`DeferredControl`). */
function DeferredCertificateReminder() {
  const painted = useFirstScreenPainted();
  return painted ? (
    <Suspense fallback={null}>
      <CertificateReminder />
    </Suspense>
  ) : null;
}

/**
 * The signed-in shell. Levels 1–3 get the wide layout with a side menu; participants get the
 * menu in the header. Under 960 px (Mantine's `md`) everyone gets the burger menu.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  const wide = user ? hasWideLayout(user.level) : false;
  // Read at the first render, not in an effect after it: that second render of the whole frame was
  // a long task on a phone, right while the first screen loads (issue 14).
  const desktop = useMediaQuery('(min-width: 60em)', undefined, { getInitialValueInEffect: false });
  // A collapsed navbar only slides out of view: leave its links out so Tab never lands on them.
  const navbarShown = desktop ? wide : opened;

  useEffect(close, [pathname, close]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: !opened, desktop: !wide } }}
      padding={{ base: 'md', md: 'lg' }}
    >
      <SkipLink />
      <AppShell.Header bg="coulisse.7" c="white" withBorder={false}>
        {/* On a 390 px phone six controls share the bar: tighter spacing, and the brand yields first. */}
        <Group h="100%" px={{ base: 'xs', sm: 'md' }} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              color="white"
              aria-label={t('app.openMenu')}
              aria-expanded={opened}
              aria-controls="hoofdmenu"
            />
            <Brand compact />
            {!wide && desktop && (
              // If a participant's links still do not fit, they scroll sideways; the brand keeps its width.
              <Group component="nav" aria-label={t('shell.mainMenu')} ml="xs" wrap="nowrap" style={{ minWidth: 0, overflowX: 'auto' }}>
                <MainMenu placement="header" />
              </Group>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {/* The search is a field from 960 px on (`md`), an icon below; the bell an icon. */}
            <DeferredControl path={SEARCH_RESULTS_PATH} width={{ base: 34, md: 200, xl: 260 }}>
              <GlobalSearch />
            </DeferredControl>
            <DeferredControl path={NOTIFICATIONS_PATH} width={34}>
              <NotificationBell />
            </DeferredControl>
            <LanguageSwitch color="white" />
            <ProfileMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar id="hoofdmenu" p="sm" component="nav" aria-label={t('shell.mainMenu')} hidden={!navbarShown} display={navbarShown ? undefined : 'none'}>
        {navbarShown && <MainMenu onNavigate={close} />}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" style={{ display: 'flex', flexDirection: 'column', outline: 'none' }}>
        <Container size={wide ? 'xl' : 'md'} w="100%" p={0} style={{ flex: 1 }}>
          <RequestErrorBanner />
          {children}
          {user?.shouldUploadCertificate && <DeferredCertificateReminder />}
        </Container>
        <Footer />
      </AppShell.Main>
    </AppShell>
  );
}
