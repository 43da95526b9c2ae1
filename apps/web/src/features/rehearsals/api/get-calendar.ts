import type { CalendarEvent } from '@coulisse/shared/schemas/rehearsals';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET /api/repetitions/all?from&to[&projectId]: the calendar's rehearsals in a range. */
const getCalendar = (projectId: number | null, from: string, to: string) =>
  apiRequest<CalendarEvent[]>(`/repetitions/all?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${projectId ? `&projectId=${projectId}` : ''}`);

const calendarQuery = (projectId: number | null, from: string, to: string) =>
  queryOptions({ queryKey: rehearsalKeys.calendar(projectId, from, to), queryFn: () => getCalendar(projectId, from, to), placeholderData: keepPreviousData });

export const useCalendar = (projectId: number | null, from: string, to: string) => useQuery({ ...calendarQuery(projectId, from, to), enabled: Boolean(from && to) });
