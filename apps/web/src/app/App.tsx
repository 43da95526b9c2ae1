import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter } from 'react-router';
import { appScreens } from './appScreens';
import { appTabs } from './appTabs';
import { Providers } from './Providers';
import { AppRoutes, buildRoutes } from './router';

const routes = buildRoutes(appScreens);

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  return (
    <Providers queryClient={queryClient} i18n={i18n} screens={appScreens} tabs={appTabs}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </Providers>
  );
}
