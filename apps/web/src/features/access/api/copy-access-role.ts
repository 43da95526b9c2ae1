import type { AccessRoleDto } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** GET /api/access_role/{id}/copy: creates the copy (spec 3 §7) and answers it with the message. */
const copyAccessRole = (id: number): Promise<{ message: string; data: AccessRoleDto }> =>
  apiRequest<{ message: string; data: AccessRoleDto }>(`/access_role/${id}/copy`);

export function useCopyAccessRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyAccessRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRolesKey }) });
}
