import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useAuth } from '../auth/useAuth';
import { homeFor, screenAvailable, type Screen } from './screens';

const ScreenRegistryContext = createContext<readonly Screen[]>([]);

export function ScreenRegistryProvider({ screens, children }: { screens: readonly Screen[]; children: ReactNode }) {
  return <ScreenRegistryContext.Provider value={screens}>{children}</ScreenRegistryContext.Provider>;
}

export const useScreens = (): readonly Screen[] => useContext(ScreenRegistryContext);

/** Can the signed-in user open this path in this app? False when signed out. */
export function useScreenAvailable(): (path: string) => boolean {
  const screens = useScreens();
  const { user } = useAuth();
  return useCallback((path: string) => (user ? screenAvailable(screens, path, user) : false), [screens, user]);
}

export function useHomePath(): string {
  const screens = useScreens();
  const { user } = useAuth();
  return user ? homeFor(screens, user) : '/';
}
