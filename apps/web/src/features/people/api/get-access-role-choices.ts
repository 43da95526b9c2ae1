import type { AccessRoleListItem } from '@coulisse/shared/schemas/access';
import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRoleChoicesKey } from './keys';

/** GET /api/access_roles?all=true: every role, by name, to add one to a user. */
export const getAccessRoleChoices = () => apiRequest<ListAnswer<AccessRoleListItem>>('/access_roles?all=true&sort=name');

export const useAccessRoleChoices = (enabled: boolean) => useQuery({ queryKey: accessRoleChoicesKey, queryFn: getAccessRoleChoices, enabled });
