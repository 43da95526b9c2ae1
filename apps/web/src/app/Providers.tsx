import '@mantine/core/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { SessionSocket } from '../lib/socket';
import { AuthProvider } from './auth/AuthProvider';
import { useAuth } from './auth/useAuth';
import { ScreenRegistryProvider } from './screens/ScreenRegistry';
import type { Screen } from './screens/screens';
import { TabRegistryProvider } from './tabs/TabRegistry';
import type { Tab } from './tabs/tabs';
import { useFirstScreenPainted } from './screens/firstScreen';
import { cssVariablesResolver, localisedTheme } from './theme';

// The toasts' host is a chunk of its own, loaded once signed in and the first screen is painted:
// only signed-in screens show toasts, and the store behind `notifications.show` keeps what is shown
// meanwhile (issue 14, the sign-in budget and the first screen's paint).
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

function SignedInToasts() {
  const { loggedIn } = useAuth();
  const painted = useFirstScreenPainted();
  if (!loggedIn || !painted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}

interface Props {
  queryClient: QueryClient;
  i18n: I18n;
  screens: readonly Screen[];
  tabs: readonly Tab[];
  connectSocket?: (token: string) => SessionSocket;
  children: ReactNode;
}

/** The Mantine theme, following the chosen language (`localisedTheme`). */
function useLocalisedTheme(i18n: I18n) {
  const [language, setLanguage] = useState(i18n.language);
  useEffect(() => {
    i18n.on('languageChanged', setLanguage);
    return () => i18n.off('languageChanged', setLanguage);
  }, [i18n]);
  return useMemo(() => localisedTheme(i18n.t('app.close', { lng: language })), [i18n, language]);
}

export function Providers({ queryClient, i18n, screens, tabs, connectSocket, children }: Props) {
  const theme = useLocalisedTheme(i18n);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider connectSocket={connectSocket}>
            <SignedInToasts />
            <ScreenRegistryProvider screens={screens}>
              <TabRegistryProvider tabs={tabs}>{children}</TabRegistryProvider>
            </ScreenRegistryProvider>
          </AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
