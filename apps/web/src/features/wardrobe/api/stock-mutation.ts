import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockKey } from './keys';

/** A stock write: refreshes every stock query; the forms show field errors themselves. */
export function useStockMutation<TBody, TAnswer>(request: (body: TBody) => Promise<TAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKey }),
  });
}
