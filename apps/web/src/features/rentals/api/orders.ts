import type { OrderAnswer, OrderArticleDto, OrderBody, OrderDto, OrderStatusBody, PriceAnswer, PriceBody } from '@coulisse/shared/schemas/rentals';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Every query of rental orders starts with this key; a change invalidates the lists and the order. */
export const ordersKey = ['orders'] as const;
export const orderKey = (id: number) => [...ordersKey, 'detail', id] as const;

/** GET /api/order/{id}; a missing order is the screen's own message, not a red banner. */
export const orderQuery = (id: number) => queryOptions({ queryKey: orderKey(id), queryFn: () => apiRequest<OrderDto>(`/order/${id}`), meta: { silent: true } });
export const useOrder = (id: number | null) => useQuery({ ...orderQuery(id ?? 0), enabled: id !== null });

/** POST /api/orders/price, asked again whenever the items, dates or price category change. */
export function usePrice(body: PriceBody | null) {
  return useQuery({
    queryKey: [...ordersKey, 'price', body],
    queryFn: () => apiRequest<PriceAnswer>('/orders/price', { method: 'POST', body: body! }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET /api/orders/article/{number}: the article to add, with the open orders that use it. */
export const lookupArticle = (number: number, orderId: number | null) =>
  apiRequest<OrderArticleDto>(`/orders/article/${number}${orderId ? `?order=${orderId}` : ''}`);

function useOrderMutation<V, A = OrderAnswer>(call: (v: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }) });
}

export const useCreateOrder = () => useOrderMutation((body: OrderBody) => apiRequest<{ rentalId: number }>('/orders', { method: 'POST', body }));
export const useUpdateOrder = (id: number) =>
  useOrderMutation((body: OrderBody | OrderStatusBody) => apiRequest<OrderAnswer>(`/order/${id}`, { method: 'PUT', body }));
export const useSetFine = (id: number) => useOrderMutation((fine: number) => apiRequest<OrderAnswer>(`/order/${id}/fine`, { method: 'POST', body: { fine } }));
export const useSaveRemarks = (id: number) =>
  useOrderMutation(({ articleId, remarks }: { articleId: number; remarks: string }) =>
    apiRequest<OrderAnswer>(`/order/${id}/${articleId}/remarks`, { method: 'POST', body: { remarks } }),
  );
export const useItemAction = (id: number) =>
  useOrderMutation(({ itemId, action, amount }: { itemId: number; action: 'receive' | 'correct'; amount: number }) =>
    apiRequest<OrderAnswer>(`/order/${id}/item/${itemId}`, { method: 'PUT', body: { action, amount } }),
  );
export const useReceiveItems = (id: number) =>
  useOrderMutation((ids: number[]) => apiRequest<OrderAnswer>(`/order/${id}/items/receive`, { method: 'PUT', body: { ids } }));
export const useSetInactive = (id: number) => useOrderMutation(() => apiRequest<OrderAnswer>(`/order/${id}/inactive`));

/** Marks one order billed (the list's bulk action). */
export const markBilled = (id: number) => apiRequest<OrderAnswer>(`/order/${id}`, { method: 'PUT', body: { billed: true } });
