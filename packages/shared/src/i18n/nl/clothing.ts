/** Texts of the clothing and rental sections' frame (spec 3 §2): section titles and tabs. */
export const clothingTexts = {
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
};
