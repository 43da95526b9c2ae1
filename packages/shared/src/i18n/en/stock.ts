/** Texts of the stock lookups (racks, sizes, fabrics, patterns, colours) and categories with prices (spec 3). */
export const stockTexts = {
  stock: {
    kinds: { rack: 'Rack', size: 'Clothing size', fabric: 'Fabric', pattern: 'Pattern', color: 'Colour', category: 'Clothing item' },
    validation: {
      cents: 'Enter an amount in euro with at most 2 decimals',
      validFromPast: 'Please choose a date from today on',
      endBeforeStart: 'The end date cannot be before the start date',
    },
    errors: {
      rackExists: 'Rack {{id}} already exists',
      inUse: '{{name}} is used by {{count}} article(s) and cannot be deleted. Give those articles another value first.',
      priceNotAfter: 'A price starting on or after {{date}} already exists',
    },
    success: {
      sizeCreated: 'Clothing size {{size}} was created',
      sizeUpdated: 'Clothing size was changed',
      fabricCreated: 'Fabric {{fabric}} was created',
      fabricUpdated: 'Fabric was changed',
      patternCreated: 'Pattern {{pattern}} was created',
      patternUpdated: 'Pattern was changed',
      colorCreated: 'Colour {{color}} was created',
      colorUpdated: 'Colour was changed',
      rackCreated: 'Rack {{id}} was created',
      rackUpdated: 'Rack {{id}} was changed',
      categoryCreated: 'Clothing item {{name}} was created',
      categoryUpdated: 'Clothing item was changed',
      priceCreated: 'Price was created',
      deleted: '{{name}} was deleted',
    },
  },
};
