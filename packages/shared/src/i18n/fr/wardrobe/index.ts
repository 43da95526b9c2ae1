import type { Catalogue } from '../../nl';
import { articlesTexts } from './articles';
import { rentalsTexts } from './rentals';
import { stockTexts } from './stock';

/** French texts of the wardrobe (same keys as nl/wardrobe/). */
export const wardrobeTexts: Pick<Catalogue, 'clothingNav' | 'stock' | 'rentals' | 'articles'> = {
  /** French texts of the clothing and rental sections' frame. */
  clothingNav: {
    clothing: 'Gestion des costumes',
    rental: 'Location',
    sections: 'Parties de {{section}}',
    articles: 'Articles',
    racks: 'Portants',
    fabrics: 'Tissus',
    patterns: 'Motifs',
    colors: 'Couleurs',
    sizes: 'Tailles de vêtements',
    import: 'Importer',
    kiosk: 'Retours',
    orders: 'Bons de commande',
    categories: 'Pièces de vêtement et prix',
    projectLines: 'Projets',
  },
  ...stockTexts,
  ...rentalsTexts,
  ...articlesTexts,
};
