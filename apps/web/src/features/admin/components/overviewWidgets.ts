import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { IconHanger, IconMasksTheater, IconReceipt, IconUsers, IconWifi, type Icon } from '@tabler/icons-react';
import type { OverviewCounts } from '../api/get-overview';

export interface OverviewWidget {
  key: keyof OverviewCounts;
  labelKey: string;
  icon: Icon;
  /** The list the widget opens (spec 1 §2). */
  listPath: string;
  /** The read right that list needs. */
  right: string;
}

export const OVERVIEW_WIDGETS: readonly OverviewWidget[] = [
  { key: 'projects', labelKey: 'overview.projects', icon: IconMasksTheater, listPath: '/projecten', right: 'canReadProjects' },
  { key: 'employees', labelKey: 'overview.employees', icon: IconUsers, listPath: '/medewerkers', right: 'canReadUsers' },
  { key: 'onlineUsers', labelKey: 'overview.onlineUsers', icon: IconWifi, listPath: '/medewerkers/online', right: 'canReadUsers' },
  { key: 'articles', labelKey: 'overview.articles', icon: IconHanger, listPath: '/kledijbeheer/artikels', right: 'canReadArticles' },
  { key: 'rentals', labelKey: 'overview.rentals', icon: IconReceipt, listPath: '/retributiebeheer/bestelformulieren', right: 'canReadOrders' },
];

/** A widget links to its list only with the matching read right and when that screen exists. */
export function widgetLink(widget: OverviewWidget, user: SessionUser, screenAvailable: (path: string) => boolean): string | null {
  return user.flags[widget.right] === true && screenAvailable(widget.listPath) ? widget.listPath : null;
}
