import type { RightFlags } from '@coulisse/shared/access/flags';
import type { ProjectPage } from '../tabs/tabs';

/**
 * The sub-pages of a project (spec 2 §2 "Project management page"): the tabs of `/projecten/{id}/…`
 * and the toolbar links above them, added by the features as `ProjectPage`s (`app/tabs`). The
 * shell shows an entry when
 *   1. a screen is registered at `/projecten/:id/<path>` (so an entry can land before its screen), and
 *   2. `available(flags)` holds for the caller's flags **in this project** (global ∪ project
 *      access roles, as `GET /api/project/{id}` answers them in `flags`).
 *
 * Tabs in spec 2 §2's order: overzicht 10, inschrijvingen 20, rollen 30, groepen 40, scenes 50,
 * repetities 60, berichten 70, afspraken 80. Actions: bewerk 10, kopieer-deelnemers 30,
 * kalender 50, meldingen 80 (the caller's own notifications of the project), instellingen 90.
 */
export function projectNavFor(pages: readonly ProjectPage[], kind: ProjectPage['kind'], flags: RightFlags, exists: (path: string) => boolean): ProjectPage[] {
  return pages.filter((e) => e.kind === kind && e.available(flags) && exists(e.path)).sort((a, b) => a.order - b.order);
}

/** The screen path of an entry: `/projecten/:id/<path>`. */
export const projectScreenPath = (path: string): string => `/projecten/:id/${path}`;
