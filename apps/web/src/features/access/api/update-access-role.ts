import type { AccessRoleBody, AccessRoleDto } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** PUT /api/access_role/{id} (generic update, spec 3 §7). */
const updateAccessRole = (id: number, body: AccessRoleBody): Promise<AccessRoleDto> =>
  apiRequest<AccessRoleDto>(`/access_role/${id}`, { method: 'PUT', body });

export function useUpdateAccessRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccessRoleBody) => updateAccessRole(id, body),
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRolesKey }),
  });
}
