import type { PresenceAnswer } from '@coulisse/shared/schemas/rehearsals';
import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

export interface PresenceFilterValues {
  text?: string;
  presence?: string;
  individualRole?: string;
}

/** GET /api/repetition/{id}/presence: one batch of the attendance list with the counts. */
function getAttendance(id: number, filters: PresenceFilterValues, offset: number) {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '') as [string, string][];
  return apiRequest<PresenceAnswer>(`/repetition/${id}/presence?${new URLSearchParams([...set, ['offset', String(offset)], ['items', String(PAGE_SIZE)]]).toString()}`);
}

/**
 * The attendance list in batches of 10 (spec 2 §9), the next one loaded as the end scrolls into
 * view. A live update refetches the loaded batches, so the counts and the rows agree.
 */
const attendanceQuery = (id: number, filters: PresenceFilterValues) =>
  infiniteQueryOptions({
    queryKey: [...rehearsalKeys.presence(id), filters],
    queryFn: ({ pageParam }) => getAttendance(id, filters, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items < last.total && last.items > 0 ? last.offset + last.items : undefined),
    placeholderData: keepPreviousData,
  });

export const useAttendance = (id: number, filters: PresenceFilterValues) => useInfiniteQuery(attendanceQuery(id, filters));
