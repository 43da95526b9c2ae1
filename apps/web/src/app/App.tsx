import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appScreens } from './appScreens';
import { appTabs } from './appTabs';
import { Providers } from './Providers';
import { buildRoutes } from './router';

export function App({ queryClient, i18n }: { queryClient: QueryClient; i18n: I18n }) {
  const [router] = useState(() => createBrowserRouter(buildRoutes(appScreens)));
  return (
    <Providers queryClient={queryClient} i18n={i18n} screens={appScreens} tabs={appTabs}>
      <RouterProvider router={router} />
    </Providers>
  );
}
