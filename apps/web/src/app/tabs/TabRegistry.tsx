import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { tabsOf, type Tab, type TabHost, type TabOf } from './tabs';

const TabRegistryContext = createContext<readonly Tab[]>([]);

/** Hands the app's tabs (`app/appTabs.ts`) to the pages that host them. */
export function TabRegistryProvider({ tabs, children }: { tabs: readonly Tab[]; children: ReactNode }) {
  return <TabRegistryContext.Provider value={tabs}>{children}</TabRegistryContext.Provider>;
}

/** The tabs the features added to this host, in order. */
export function useTabs<H extends TabHost>(host: H): TabOf<H>[] {
  const tabs = useContext(TabRegistryContext);
  return useMemo(() => tabsOf(tabs, host), [tabs, host]);
}
