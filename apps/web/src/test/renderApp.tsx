import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router';
import { appScreens } from '../app/appScreens';
import { appTabs } from '../app/appTabs';
import { Providers } from '../app/Providers';
import { createQueryClient } from '../app/queryClient';
import { AppRoutes, buildRoutes } from '../app/router';
import type { Screen } from '../app/screens/screens';
import type { Tab } from '../app/tabs/tabs';
import type { i18n as I18n } from 'i18next';
import { i18n as appI18n } from '../lib/i18n';
import type { SessionSocket } from '../lib/socket';

/** A live connection that never connects: screens under test do not talk to a socket server. */
const idleSocket = (): SessionSocket => ({ connected: false, id: undefined, emit: () => undefined, on: () => undefined, off: () => undefined, disconnect: () => undefined });

interface Options {
  screens?: readonly Screen[];
  tabs?: readonly Tab[];
  connectSocket?: (token: string) => SessionSocket;
  /** Signed in with this token (GET /api/auth must be mocked). */
  token?: string;
  /** Another i18next instance than the app's (with the whole Dutch catalogue). */
  i18n?: I18n;
}

/** Renders the whole app (providers, guards, layout) at a path, as the browser would. */
export function renderApp(
  path: string | { pathname: string; search?: string; state?: unknown },
  { screens = appScreens, tabs = appTabs, connectSocket = idleSocket, token, i18n = appI18n }: Options = {},
) {
  if (token) localStorage.setItem('coulisse.token', token);
  const { router, Probe } = routerProbe();
  const queryClient = createQueryClient();
  const view = render(
    <Providers queryClient={queryClient} i18n={i18n} screens={screens} tabs={tabs} connectSocket={connectSocket}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <AppRoutes routes={buildRoutes(screens)} />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router, queryClient };
}

/**
 * What a test reads of the router and does with it: the current address, and going to another.
 * `Probe`, rendered inside the router, keeps both current.
 */
function routerProbe() {
  let go: NavigateFunction | null = null;
  const router = {
    state: { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } as Location },
    async navigate(to: string): Promise<void> {
      await go?.(to);
    },
  };
  function Probe() {
    router.state.location = useLocation();
    go = useNavigate();
    return null;
  }
  return { router, Probe };
}
