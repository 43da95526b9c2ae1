import type { SelectorData } from '@coulisse/shared/schemas/rehearsals';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { messageSelectorKey } from './keys';

/** GET /api/messages/selectorData?projectId: the casts, scenes, groups, roles and people a message can go to. */
export const useMessageSelector = (projectId: number, enabled: boolean) =>
  useQuery({ queryKey: messageSelectorKey(projectId), queryFn: () => apiRequest<SelectorData>(`/messages/selectorData?projectId=${projectId}`), enabled });
