import type { Catalogue } from '../../nl';
import { articlesTexts } from './articles';
import { rentalsTexts } from './rentals';
import { stockTexts } from './stock';

/** English texts of the wardrobe (same keys as nl/wardrobe/). */
export const wardrobeTexts: Pick<Catalogue, 'clothingNav' | 'stock' | 'rentals' | 'articles'> = {
  /** English texts of the clothing and rental sections' frame. */
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
  ...stockTexts,
  ...rentalsTexts,
  ...articlesTexts,
};
