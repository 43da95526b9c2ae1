import type { Catalogue } from '../nl';

/** English texts of the clothing and rental sections' frame (same keys as nl/clothing.ts). */
export const clothingTexts: Pick<Catalogue, 'clothingNav'> = {
  clothingNav: {
    clothing: 'Clothing management',
    rental: 'Rental',
    sections: 'Parts of {{section}}',
    articles: 'Articles',
    racks: 'Racks',
    fabrics: 'Fabrics',
    patterns: 'Patterns',
    colors: 'Colours',
    sizes: 'Clothing sizes',
    import: 'Import',
    kiosk: 'Returns',
    orders: 'Order forms',
    categories: 'Clothing items and prices',
    projectLines: 'Projects',
  },
};
