import { articlesTexts } from './articles';
import { rentalsTexts } from './rentals';
import { stockTexts } from './stock';

/**
 * Texts of the wardrobe (spec 3), one file per sub-area: the stock lookups and categories with
 * prices (`stock.ts`), rental orders (`rentals.ts`) and costume articles (`articles.ts`); the
 * sections' frame is here. The key paths (`clothingNav`, `stock`, `rentals`, `articles`) are those
 * the code has always used.
 */
export const wardrobeTexts = {
  /** Texts of the clothing and rental sections' frame (spec 3 §2): section titles and tabs. */
  clothingNav: {
    clothing: 'Kledijbeheer',
    rental: 'Verhuur',
    sections: 'Onderdelen van {{section}}',
    articles: 'Artikels',
    racks: 'Rekken',
    fabrics: 'Stoffen',
    patterns: 'Motieven',
    colors: 'Kleuren',
    sizes: 'Kledij-maten',
    import: 'Importeren',
    kiosk: 'Terugname',
    orders: 'Bestelformulieren',
    categories: 'Kledingstukken en prijzen',
    projectLines: 'Projecten',
  },
  ...stockTexts,
  ...rentalsTexts,
  ...articlesTexts,
};
