import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { userHistoryKey } from './keys';

/** One change of a person's data: which section, which fields from what to what, and by whom. */
export interface UserChange {
  id: number;
  section: string;
  changes: Record<string, { from: unknown; to: unknown }>;
  createdAt: string;
  changedBy: { id: number; firstName: string; lastName: string } | null;
}

interface HistoryPage {
  data: UserChange[];
  total: number;
  offset: number;
  items: number;
}

/** GET /api/user/{id}/history (level 1): newest first, in batches of 10 (spec 1 §9). */
const getUserHistory = (userId: number, offset: number) => apiRequest<HistoryPage>(`/user/${userId}/history?offset=${offset}&items=${PAGE_SIZE}`);

export const useUserHistory = (userId: number) =>
  useInfiniteQuery({
    queryKey: userHistoryKey(userId),
    queryFn: ({ pageParam }) => getUserHistory(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.data.length < last.total ? last.offset + last.data.length : undefined),
  });
