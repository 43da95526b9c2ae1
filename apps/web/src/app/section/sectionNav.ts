import type { RightFlags } from '@coulisse/shared/access/flags';

/**
 * The tabs of the clothing-management and rental sections (spec 3 §2): `/kledijbeheer/…` and
 * `/retributiebeheer/…`. `SectionShell` shows an entry when a screen is registered at its path
 * (so an entry can land before its screen) and the caller holds its read right. Areas register
 * their screens wrapped in `<SectionShell section="clothing" page="articles">`.
 */
export interface SectionNavEntry {
  key: string;
  /** Catalogue key of the label. */
  labelKey: string;
  /** The tab's own screen path. */
  path: string;
  available: (flags: RightFlags) => boolean;
}

export type SectionKey = 'clothing' | 'rental';

const has = (flag: string) => (flags: RightFlags) => flags[flag] === true;

export const SECTIONS: Record<SectionKey, { labelKey: string; path: string; entries: readonly SectionNavEntry[] }> = {
  clothing: {
    labelKey: 'clothingNav.clothing',
    path: '/kledijbeheer',
    entries: [
      { key: 'articles', labelKey: 'clothingNav.articles', path: '/kledijbeheer/artikels', available: has('canReadArticles') },
      { key: 'racks', labelKey: 'clothingNav.racks', path: '/kledijbeheer/rekken', available: has('canReadRacks') },
      { key: 'fabrics', labelKey: 'clothingNav.fabrics', path: '/kledijbeheer/stoffen', available: has('canReadFabrics') },
      { key: 'patterns', labelKey: 'clothingNav.patterns', path: '/kledijbeheer/motieven', available: has('canReadPatterns') },
      { key: 'colors', labelKey: 'clothingNav.colors', path: '/kledijbeheer/kleuren', available: has('canReadColors') },
      { key: 'sizes', labelKey: 'clothingNav.sizes', path: '/kledijbeheer/kledij-maten', available: has('canReadSizes') },
      { key: 'import', labelKey: 'clothingNav.import', path: '/kledijbeheer/import', available: has('canCreateArticles') },
      { key: 'kiosk', labelKey: 'clothingNav.kiosk', path: '/kledijbeheer/terugname', available: has('canUpdateArticles') },
    ],
  },
  rental: {
    labelKey: 'clothingNav.rental',
    path: '/retributiebeheer',
    entries: [
      { key: 'orders', labelKey: 'clothingNav.orders', path: '/retributiebeheer/bestelformulieren', available: has('canReadOrders') },
      { key: 'categories', labelKey: 'clothingNav.categories', path: '/retributiebeheer/categorieen', available: has('canReadCategories') },
      { key: 'projectLines', labelKey: 'clothingNav.projectLines', path: '/retributiebeheer/projecten', available: has('canReadProjectClothing') },
    ],
  },
};

/** The section's tabs the caller may open, in order; `exists` tells whether a screen is registered for a path. */
export function sectionTabs(section: SectionKey, flags: RightFlags, exists: (path: string) => boolean): SectionNavEntry[] {
  return SECTIONS[section].entries.filter((e) => e.available(flags) && exists(e.path));
}

/** Whether the caller may open any tab of the section (its menu item and its home screen). */
export const sectionAvailable = (section: SectionKey, flags: RightFlags): boolean => SECTIONS[section].entries.some((e) => e.available(flags));
