import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersKey } from './keys';

/** A write to an order: refreshes the lists and the open order, the keys `clothing_receive_items` refreshes too. */
export function useOrderMutation<V, A>(call: (v: V) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ordersKey }) });
}
