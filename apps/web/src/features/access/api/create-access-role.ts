import type { AccessRoleBody, AccessRoleDto } from '@coulisse/shared/schemas/access';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** POST /api/access_roles (generic create, spec 3 §7). */
const createAccessRole = (body: AccessRoleBody): Promise<AccessRoleDto> => apiRequest<AccessRoleDto>('/access_roles', { method: 'POST', body });

export function useCreateAccessRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccessRole,
    // The form shows field errors itself.
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accessRolesKey }),
  });
}
