import type { CategoryDto } from '@coulisse/shared/schemas/stock';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Every stock query starts with this key, so a save refreshes the lists and the open item. */
export const stockKey = ['stock'] as const;

/** GET one lookup row or category; a missing one is the screen's own not-found message. */
export function useStockItem<T>(path: string, id: number | null) {
  return useQuery({
    queryKey: [...stockKey, path, id],
    queryFn: () => apiRequest<T>(`${path}/${id}`),
    enabled: id !== null,
    meta: { silent: true },
  });
}

/** A stock write: refreshes every stock query; the forms show field errors themselves. */
export function useStockMutation<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
}

export const useCategory = (id: number | null) => useStockItem<CategoryDto>('/category', id);

export const deleteStockItem = (path: string) => apiRequest<{ message?: string } | undefined>(path, { method: 'DELETE' });
