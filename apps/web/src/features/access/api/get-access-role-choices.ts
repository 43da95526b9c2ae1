import type { AccessRoleListItem } from '@coulisse/shared/schemas/access';
import type { ListAnswer } from '@coulisse/shared/schemas/lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRoleChoicesKey } from './keys';

/** GET /api/access_roles?all=true: every role, by name, to add one to a user (globally or in a project). */
const getAccessRoleChoices = () => apiRequest<ListAnswer<AccessRoleListItem>>('/access_roles?all=true&sort=name');

// Only asked by who may manage links; a refusal just leaves the picker empty.
const accessRoleChoicesQuery = () => queryOptions({ queryKey: accessRoleChoicesKey, queryFn: getAccessRoleChoices, meta: { silent: true } });

export const useAccessRoleChoices = (enabled: boolean) => useQuery({ ...accessRoleChoicesQuery(), enabled });
