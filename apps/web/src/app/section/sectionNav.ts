import type { RightFlags } from '@coulisse/shared/access/flags';
import type { SectionKey, SectionPage } from '../tabs/tabs';

/**
 * The clothing-management and rental sections (spec 3 §2): `/kledijbeheer/…` and
 * `/retributiebeheer/…`. Their tabs are the `SectionPage`s the wardrobe feature adds;
 * `SectionShell` shows a tab when a screen is registered at its path (so an entry can land before
 * its screen) and the caller holds its right. Screens are wrapped in
 * `<SectionShell section="clothing" page="articles">`.
 */
export const SECTIONS: Record<SectionKey, { labelKey: string; path: string }> = {
  clothing: { labelKey: 'clothingNav.clothing', path: '/kledijbeheer' },
  rental: { labelKey: 'clothingNav.rental', path: '/retributiebeheer' },
};

/** The section's tabs the caller may open, in order; `exists` tells whether a screen is registered for a path. */
export function sectionTabs(pages: readonly SectionPage[], section: SectionKey, flags: RightFlags, exists: (path: string) => boolean): SectionPage[] {
  return pages.filter((e) => e.section === section && e.available(flags) && exists(e.path)).sort((a, b) => a.order - b.order);
}

/** Whether the caller may open any tab of the section (its menu item and its home screen). */
export const sectionAvailable = (pages: readonly SectionPage[], section: SectionKey, flags: RightFlags): boolean =>
  pages.some((e) => e.section === section && e.available(flags));
