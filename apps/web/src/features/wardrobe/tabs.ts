import { has, type SectionPage, type Tab } from '../../app/tabs/tabs';

const clothing = (key: string, path: string, order: number, flag: string): SectionPage => ({
  host: 'section',
  section: 'clothing',
  key,
  labelKey: `clothingNav.${key}`,
  path: `/kledijbeheer/${path}`,
  order,
  available: has(flag),
});

/**
 * The wardrobe's tabs of the clothing-management section, and the orders and prices tabs of the
 * rental section (spec 3 §2); each is shown for its right once its screen is registered.
 */
export const wardrobeTabs: readonly Tab[] = [
  clothing('articles', 'artikels', 10, 'canReadArticles'),
  clothing('racks', 'rekken', 20, 'canReadRacks'),
  clothing('fabrics', 'stoffen', 30, 'canReadFabrics'),
  clothing('patterns', 'motieven', 40, 'canReadPatterns'),
  clothing('colors', 'kleuren', 50, 'canReadColors'),
  clothing('sizes', 'kledij-maten', 60, 'canReadSizes'),
  clothing('import', 'import', 70, 'canCreateArticles'),
  clothing('kiosk', 'terugname', 80, 'canUpdateArticles'),
  {
    host: 'section',
    section: 'rental',
    key: 'orders',
    labelKey: 'clothingNav.orders',
    path: '/retributiebeheer/bestelformulieren',
    order: 10,
    available: has('canReadOrders'),
  },
  {
    host: 'section',
    section: 'rental',
    key: 'categories',
    labelKey: 'clothingNav.categories',
    path: '/retributiebeheer/categorieen',
    order: 20,
    available: has('canReadCategories'),
  },
];
