/** Every stock query (lookups, racks, categories and prices) starts with this key, so a save refreshes the lists and the open item. */
export const stockKey = ['stock'] as const;

/** Every article query starts with `articleKeys.all`; a save, a status change or an import refreshes them all. */
export const articleKeys = {
  all: ['articles'] as const,
  list: ['articles', 'list'] as const,
  one: (id: number) => ['articles', 'one', id] as const,
  rentInfo: (id: number) => ['articles', 'rentinfo', id] as const,
  next: ['articles', 'next'] as const,
  lookups: ['articles', 'lookups'] as const,
  descriptions: (text: string) => ['articles', 'descriptions', text] as const,
  tags: (text: string) => ['articles', 'tags', text] as const,
};

/** Every query of rental orders starts with this key; a change invalidates the lists and the order. */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: number) => [...ordersKey, 'detail', id] as const;
export const priceKey = (body: unknown) => [...ordersKey, 'price', body] as const;
export const articleHitsKey = (text: string) => [...ordersKey, 'articles', text] as const;
