import { useMutation, useQueryClient } from '@tanstack/react-query';
import { castingKey } from './keys';

/** Any write to the casting structure: everything cached for the project is read again. */
export function useCastingMutation<TBody, TAnswer = { message: string }>(projectId: number, request: (body: TBody) => Promise<TAnswer>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: castingKey(projectId) }),
  });
}
