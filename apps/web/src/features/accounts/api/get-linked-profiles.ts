import type { LinkedProfile } from '@coulisse/shared/schemas/userAdmin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const linkedProfilesKey = ['linkedProfiles'] as const;

/** GET /api/user/{id}/profiles: the family of a profile, owner first, each with `canSwitch` for the caller. */
const getLinkedProfiles = (id: number) => apiRequest<{ data: LinkedProfile[] }>(`/user/${id}/profiles`).then((answer) => answer.data);

const linkedProfilesQuery = (id: number) =>
  queryOptions({ queryKey: [...linkedProfilesKey, id], queryFn: () => getLinkedProfiles(id), enabled: id > 0 });

export const useLinkedProfiles = (id: number) => useQuery(linkedProfilesQuery(id));
