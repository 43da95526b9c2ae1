import type { RightFlags } from '@coulisse/shared/access/flags';
import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import type { ProjectDto } from '@coulisse/shared/schemas/projects';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { SessionHint } from '../../lib/session';

/**
 * Tabs, toolbar entries and section pages that a feature adds to a page another part of the app
 * hosts (the project page, a volunteer's profile, a registration, the clothing and rental
 * sections). Features list theirs next to their screens (`routes.tsx`), `app/appTabs.ts` joins
 * the lists and the hosts read them with `useTabs(host)`: a host never imports a feature, and a
 * feature never imports another to appear on its page.
 */

/**
 * A tab or toolbar link of `/projecten/{id}/…` (spec 2 §2). The project shell shows it when a
 * screen is registered at `/projecten/:id/<path>` (see `projectScreen`) and `available` holds for
 * the caller's flags in this project (global ∪ project access roles, from GET /api/project/{id}).
 */
export interface ProjectPage {
  host: 'project';
  /** Stable key; the shell marks the tab or action of the screen showing. */
  key: string;
  /** Catalogue key of the label. */
  labelKey: string;
  /** Address after `/projecten/{id}/`, e.g. `repetities`. */
  path: string;
  /** `tab`: one of the tabs; `action`: a toolbar button that opens a page. */
  kind: 'tab' | 'action';
  /** Position among its kind, in the order of spec 2 §2. */
  order: number;
  available: (flags: RightFlags) => boolean;
}

/** A toolbar control of the project page that opens a dialog rather than a page (copy, delete, role scheme import). */
interface ProjectTool {
  host: 'projectTool';
  key: string;
  order: number;
  /** The control (and its dialog); renders nothing when the caller may not use it. */
  render: (project: ProjectDto) => ReactNode;
}

/** A tab of `/medewerker/{id}/{key}` (spec 1 §2); it exists only where its right does. */
export interface ProfileTab {
  host: 'profile';
  /** The address segment. */
  key: string;
  labelKey: string;
  order: number;
  availableFor: (viewer: SessionUser, userId: number) => boolean;
  render: (userId: number) => ReactNode;
  /** Also shown below the sections of `/profiel`, the signed-in user's own profile. */
  onOwnProfile?: boolean;
}

/** What a registration tab is shown for: the person and the reader's flags in the project. */
interface RegistrationTabContext {
  projectId: number;
  userId: number;
  /** The reader's flags in the registration's project. */
  flags: RightFlags;
}

/** A tab of `/projecten/{id}/inschrijvingen/{registrationId}/{key}` (spec 1 §2). */
interface RegistrationTab {
  host: 'registration';
  key: string;
  labelKey: string;
  order: number;
  available: (flags: RightFlags) => boolean;
  render: (context: RegistrationTabContext) => ReactNode;
}

export type SectionKey = 'clothing' | 'rental';

/** A tab of the clothing-management (`/kledijbeheer`) or rental (`/retributiebeheer`) section (spec 3 §2). */
export interface SectionPage {
  host: 'section';
  section: SectionKey;
  key: string;
  labelKey: string;
  /** The tab's own screen path; shown only when that screen is registered. */
  path: string;
  order: number;
  available: (flags: RightFlags) => boolean;
}

/**
 * A section of the participant's home (`/projecten` for level 0, spec 1 §2): next rehearsals,
 * unread notifications, own projects with their roles, open projects. Each renders its own empty state.
 */
interface HomeSection {
  host: 'home';
  key: string;
  order: number;
  render: (user: SessionUser) => ReactNode;
  /** Fetches the section's chunk before the home renders it (`preloadScreenAt`). */
  preload: () => void;
  /**
   * Asks for the section's data as soon as the session, or its stored hint, is known (`main.tsx`),
   * so it arrives while the home renders instead of after; loads its query module itself, to keep
   * it out of the entry.
   */
  prefetch: (client: QueryClient, user: SessionHint) => Promise<void>;
}

export type Tab = ProjectPage | ProjectTool | ProfileTab | RegistrationTab | SectionPage | HomeSection;
export type TabHost = Tab['host'];
export type TabOf<H extends TabHost> = Extract<Tab, { host: H }>;

/** The tabs of one host, in order. */
export function tabsOf<H extends TabHost>(tabs: readonly Tab[], host: H): TabOf<H>[] {
  return tabs.filter((tab): tab is TabOf<H> => tab.host === host).sort((a, b) => a.order - b.order);
}

/** A right flag as a test: `has('canReadRoles')`. */
export const has =
  (flag: string) =>
  (flags: RightFlags): boolean =>
    flags[flag] === true;
