import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { PublicLayout } from './layout/PublicLayout';
import { EitherLayout, NotFoundScreen, ScreenGate, SignedInBare, SignedInOnly, SignedOutOnly } from './guards';
import type { Screen } from './screens/screens';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { ScreenSuspense } from './screens/ScreenSuspense';

/** Builds the route tree from the screens the features export. */
export function buildRoutes(screens: readonly Screen[]): RouteObject[] {
  const of = (access: Screen['access']) => screens.filter((s) => s.access === access);
  return [
    {
      element: <SignedOutOnly />,
      children: of('signedOut').map((s) => ({
        path: s.path,
        element: (
          <PublicLayout width={s.publicWidth}>
            <ScreenSuspense>{s.element}</ScreenSuspense>
          </PublicLayout>
        ),
      })),
    },
    {
      element: <SignedInOnly />,
      children: of('signedIn')
        .filter((s) => !s.bare)
        .map((s) => ({ path: s.path, element: <ScreenGate screen={s} /> })),
    },
    {
      element: <SignedInBare />,
      children: of('signedIn')
        .filter((s) => s.bare)
        .map((s) => ({ path: s.path, element: <ScreenGate screen={s} /> })),
    },
    { element: <EitherLayout />, children: of('public').map((s) => ({ path: s.path, element: <ScreenSuspense>{s.element}</ScreenSuspense> })) },
    { path: '*', element: <NotFoundScreen /> },
  ];
}

/**
 * The app's routes in the browser's router (`App`; `renderApp` in tests, in memory). The app uses
 * none of the data router's loaders, actions or fetchers: the declarative router leaves them out of
 * the entry, 14 kB (brotli) less before the first screen on a phone (issue 14). A screen that fails
 * to render shows the catalogue's message in the frame (`ScreenSuspense`); a frame that fails, here.
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname} main>
      {useRoutes(routes)}
    </ScreenErrorBoundary>
  );
}
