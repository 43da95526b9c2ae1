import type { PriceAnswer, PriceBody } from '@coulisse/shared/schemas/wardrobe/rentals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { priceKey } from './keys';

/** POST /api/orders/price: the price of the items, dates and price category (it reads, so it is a query). */
const getPrice = (body: PriceBody) => apiRequest<PriceAnswer>('/orders/price', { method: 'POST', body });

/** Asked again whenever the items, dates or price category change; null (an incomplete form) asks nothing. */
const priceQuery = (body: PriceBody | null) =>
  queryOptions({ queryKey: priceKey(body), queryFn: () => getPrice(body!), enabled: body !== null, placeholderData: keepPreviousData, meta: { silent: true } });

export const usePrice = (body: PriceBody | null) => useQuery(priceQuery(body));
