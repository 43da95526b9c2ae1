import { Box, Center, Loader } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from './auth/useAuth';
import { ScreenSuspense } from './screens/ScreenSuspense';
import { lazyNamed } from './screens/lazyNamed';
import { MAIN_CONTENT_ID } from './layout/SkipLink';
import { NotFound } from '../components/ui/NotFound';
import { PublicLayout } from './layout/PublicLayout';
import { useHomePath, useScreens } from './screens/ScreenRegistry';
import { PROFILE_PATH, screenAvailable, type Screen } from './screens/screens';

function Checking() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

// The signed-in frame (menu, top bar, search, notifications) is a chunk of its own: the sign-in
// screen does not load it (issue 14).
const AppLayout = lazyNamed(() => import('./layout/AppLayout'), 'AppLayout');

/** Fetches the signed-in frame's chunk now: `main.tsx` asks for it when a session token is stored. */
export const preloadSignedInFrame = (): void => AppLayout.preload();

function SignedInFrame({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Checking />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  );
}

/** Sign-in, sign-up and forgot password: a signed-in user goes to the level's home. */
export function SignedOutOnly() {
  const { loggedIn } = useAuth();
  const home = useHomePath();
  if (loggedIn === null) return <Checking />;
  if (loggedIn) return <Navigate to={home} replace />;
  return <Outlet />;
}

/** Signed-in screens inside the app shell; a signed-out visitor goes to the sign-in screen. */
export function SignedInOnly() {
  const { loggedIn } = useAuth();
  if (loggedIn === null) return <Checking />;
  if (!loggedIn) return <Navigate to="/" replace />;
  return (
    <SignedInFrame>
      <Outlet />
    </SignedInFrame>
  );
}

/** Signed-in screens without the app frame (the pin kiosk, spec 2 §2 "no menu"), still one main landmark. */
export function SignedInBare() {
  const { loggedIn } = useAuth();
  if (loggedIn === null) return <Checking />;
  if (!loggedIn) return <Navigate to="/" replace />;
  return (
    <Box component="main" id={MAIN_CONTENT_ID}>
      <Outlet />
    </Box>
  );
}

/** Opens a screen only for the users it exists for; a user who must verify goes to the profile. */
export function ScreenGate({ screen }: { screen: Screen }) {
  const { user } = useAuth();
  const screens = useScreens();
  const home = useHomePath();
  if (!user) return null;
  if (screenAvailable(screens, screen.path, user)) return <ScreenSuspense>{screen.element}</ScreenSuspense>;
  if (user.shouldVerify) return <Navigate to={PROFILE_PATH} replace />;
  return <NotFound homePath={home} />;
}

/** Screens for both states (new password from a mail link, 404): shell when signed in. */
export function EitherLayout({ children }: { children?: ReactNode }) {
  const { loggedIn } = useAuth();
  const content = children ?? <Outlet />;
  if (loggedIn === null) return <Checking />;
  return loggedIn ? <SignedInFrame>{content}</SignedInFrame> : <PublicLayout>{content}</PublicLayout>;
}

export function NotFoundScreen() {
  const home = useHomePath();
  const { pathname } = useLocation();
  return (
    <EitherLayout>
      <NotFound key={pathname} homePath={home} />
    </EitherLayout>
  );
}
