import type { RightsMatrixArea } from '@coulisse/shared/schemas/access';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { accessRolesKey } from './keys';

/** GET /api/access_roles/rights: the empty matrix of the new-role screen (spec 3 §7). */
const getRightsMatrix = (): Promise<RightsMatrixArea[]> => apiRequest<RightsMatrixArea[]>('/access_roles/rights');

// The registry only changes with a new release.
const rightsMatrixQuery = () => queryOptions({ queryKey: [...accessRolesKey, 'rights'], queryFn: getRightsMatrix, staleTime: Infinity });

export const useRightsMatrix = () => useQuery(rightsMatrixQuery());
