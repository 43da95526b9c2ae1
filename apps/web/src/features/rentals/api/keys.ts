/** Every query of rental orders starts with this key; a change invalidates the lists and the order. */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: number) => [...ordersKey, 'detail', id] as const;
export const priceKey = (body: unknown) => [...ordersKey, 'price', body] as const;
export const articleHitsKey = (text: string) => [...ordersKey, 'articles', text] as const;
