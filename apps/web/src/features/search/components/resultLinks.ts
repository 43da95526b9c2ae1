import type { SearchGroup } from '@coulisse/shared/schemas/search';
import { useCallback } from 'react';
import { matchPath } from 'react-router';
import { useAuth } from '../../../app/auth/useAuth';
import { useScreens } from '../../../app/screens/ScreenRegistry';
import { screenAvailable } from '../../../app/screens/screens';

export type SearchItem = SearchGroup['items'][number];

/**
 * The spec route of a result (spec 1 §2): a person's profile overview, a project's overview (the
 * server gives projects only to holders of projects read, issue 3), an article's detail.
 */
function resultPath(group: SearchGroup['type'], item: SearchItem): string {
  switch (group) {
    case 'users':
      return `/medewerker/${item.id}/overzicht`;
    case 'projects':
      return `/projecten/${item.id}/overzicht`;
    case 'articles':
      return `/kledijbeheer/artikel/${item.id}`;
  }
}

/**
 * Can this concrete path (`/medewerker/12/overzicht`) be opened: is there a screen whose pattern
 * matches it and that exists for the user? A result links only then, so results of an area
 * whose screens are not built yet are shown without a link.
 */
function useOpenable(): (path: string) => boolean {
  const screens = useScreens();
  const { user } = useAuth();
  return useCallback(
    (path: string) => {
      if (!user) return false;
      const screen = screens.find((s) => s.access !== 'signedOut' && matchPath({ path: s.path, end: true }, path) !== null);
      return screen !== undefined && screenAvailable(screens, screen.path, user);
    },
    [screens, user],
  );
}

/** The result's link, or null when its screen does not exist for this user. */
export function useResultLink(): (type: SearchGroup['type'], item: SearchItem) => string | null {
  const { user } = useAuth();
  const openable = useOpenable();
  return useCallback(
    (type: SearchGroup['type'], item: SearchItem) => {
      if (!user) return null;
      const path = resultPath(type, item);
      return openable(path) ? path : null;
    },
    [user, openable],
  );
}
