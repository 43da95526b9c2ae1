import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ScreenErrorBoundary } from '../ScreenErrorBoundary';
import { screenShown } from './firstScreen';

function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <Center py="xl">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/** Inside the boundary, beside the screen: its effect runs only once the screen has committed. */
function Shown() {
  const client = useQueryClient();
  useEffect(() => screenShown(client), [client]);
  return null;
}

/**
 * Around every screen: a screen loaded from its own chunk (`lazyNamed`) shows a loader meanwhile,
 * and one that fails to render the catalogue's message, inside the app frame.
 */
export function ScreenSuspense({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary pathname={pathname}>
      <Suspense fallback={<ScreenLoading />}>
        <Shown />
        {children}
      </Suspense>
    </ScreenErrorBoundary>
  );
}
