import type { OrderDto } from '@coulisse/shared/schemas/wardrobe/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { orderKey } from './keys';

/** GET /api/order/{id}. */
const getOrder = (id: number) => apiRequest<OrderDto>(`/order/${id}`);

// A missing order is the screen's own message, not a red banner.
const orderQuery = (id: number) => queryOptions({ queryKey: orderKey(id), queryFn: () => getOrder(id), meta: { silent: true } });

export const useOrder = (id: number | null) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });
