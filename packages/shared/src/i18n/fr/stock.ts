/** Texts of the stock lookups (racks, sizes, fabrics, patterns, colours) and categories with prices (spec 3). */
export const stockTexts = {
  stock: {
    kinds: { rack: 'Portant', size: 'Taille', fabric: 'Tissu', pattern: 'Motif', color: 'Couleur', category: 'Vêtement' },
    validation: {
      cents: 'Indiquez un montant en euro avec au plus 2 décimales',
      validFromPast: "Veuillez choisir une date à partir d'aujourd'hui",
      endBeforeStart: 'La date de fin ne peut pas précéder la date de début',
    },
    errors: {
      rackExists: 'Le portant {{id}} existe déjà',
      inUse: '{{name}} est utilisé par {{count}} article(s) et ne peut pas être supprimé. Donnez d’abord une autre valeur à ces articles.',
      priceNotAfter: 'Un prix commençant le {{date}} ou plus tard existe déjà',
    },
    success: {
      sizeCreated: 'La taille {{size}} a été créée',
      sizeUpdated: 'La taille a été modifiée',
      fabricCreated: 'Le tissu {{fabric}} a été créé',
      fabricUpdated: 'Le tissu a été modifié',
      patternCreated: 'Le motif {{pattern}} a été créé',
      patternUpdated: 'Le motif a été modifié',
      colorCreated: 'La couleur {{color}} a été créée',
      colorUpdated: 'La couleur a été modifiée',
      rackCreated: 'Le portant {{id}} a été créé',
      rackUpdated: 'Le portant {{id}} a été modifié',
      categoryCreated: 'Le vêtement {{name}} a été créé',
      categoryUpdated: 'Le vêtement a été modifié',
      priceCreated: 'Le prix a été créé',
      deleted: '{{name}} a été supprimé',
    },
  },
};
