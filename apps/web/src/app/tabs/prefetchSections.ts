import type { QueryClient } from '@tanstack/react-query';
import type { SessionHint } from '../../lib/session';
import type { Screen } from '../screens/screens';
import type { Tab } from './tabs';

/**
 * Asks for the data of the sections `screen` shows, and its own, when it shows them to `user`:
 * `main.tsx` calls it at once with the stored session's hint, or as soon as the stored session is
 * confirmed, so the answers arrive while the frame and the screen render instead of after (issue
 * 14). The screens' own queries then find them in the cache. Settles when every answer has arrived
 * or failed.
 */
export async function prefetchSections(tabs: readonly Tab[], screen: Screen, client: QueryClient, user: SessionHint): Promise<void> {
  const sections = screen.sections;
  if (!sections?.shownTo(user)) return;
  const asked = tabs.filter((tab) => tab.host === sections.host).map((tab) => tab.prefetch(client, user));
  if (sections.prefetch) asked.push(sections.prefetch(client));
  // A query module that fails to arrive only means the section (or the screen) asks for its data itself.
  await Promise.allSettled(asked);
}
