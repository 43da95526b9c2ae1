/** Texts of the stock lookups (racks, sizes, fabrics, patterns, colours) and categories with prices (spec 3). */
export const stockTexts = {
  stock: {
    kinds: {
      rack: 'Rek',
      size: 'Kledij-maat',
      fabric: 'Stof',
      pattern: 'Motief',
      color: 'Kleur',
      category: 'Kledingstuk',
    },
    validation: {
      cents: 'Geef een bedrag in euro met hoogstens 2 decimalen',
      validFromPast: 'Gelieve een datum te kiezen vanaf vandaag',
      endBeforeStart: 'De einddatum mag niet voor de begindatum liggen',
    },
    errors: {
      rackExists: 'Rek {{id}} bestaat al',
      inUse: '{{name}} wordt gebruikt door {{count}} artikel(s) en kan niet verwijderd worden. Geef die artikels eerst een andere waarde.',
      priceNotAfter: 'Er bestaat al een prijs die op of na {{date}} start',
    },
    success: {
      sizeCreated: 'Kledij-maat {{size}} werd aangemaakt',
      sizeUpdated: 'Kledij-maat werd gewijzigd',
      fabricCreated: 'Stof {{fabric}} werd aangemaakt',
      fabricUpdated: 'Stof werd gewijzigd',
      patternCreated: 'Motief {{pattern}} werd aangemaakt',
      patternUpdated: 'Motief werd gewijzigd',
      colorCreated: 'Kleur {{color}} werd aangemaakt',
      colorUpdated: 'Kleur werd gewijzigd',
      rackCreated: 'Rek {{id}} werd aangemaakt',
      rackUpdated: 'Rek {{id}} werd gewijzigd',
      categoryCreated: 'Kledingstuk {{name}} werd aangemaakt',
      categoryUpdated: 'Kledingstuk werd gewijzigd',
      priceCreated: 'Prijs werd aangemaakt',
      deleted: '{{name}} werd verwijderd',
    },
  },
};
