import type { Catalogue } from '../nl';

/** French texts of the clothing and rental sections' frame (same keys as nl/clothing.ts). */
export const clothingTexts: Pick<Catalogue, 'clothingNav'> = {
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
};
