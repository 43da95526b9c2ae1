import type { RouteObject } from 'react-router';
import { PublicLayout } from './layout/PublicLayout';
import { EitherLayout, NotFoundScreen, ScreenGate, SignedInBare, SignedInOnly, SignedOutOnly } from './guards';
import type { Screen } from './screens/screens';
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
