import type {
  CalendarEvent,
  EnterPinAnswer,
  MarkPresenceBody,
  PresenceAnswer,
  PresenceEvent,
  RepetitionBody,
  RepetitionDto,
  SelectorData,
} from '@coulisse/shared/schemas/rehearsals';
import { PAGE_SIZE } from '@coulisse/shared/rules/constants';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';

export const rehearsalKeys = {
  all: ['rehearsals'] as const,
  list: (projectId: number) => ['rehearsals', 'list', projectId] as const,
  one: (id: number) => ['rehearsals', 'one', id] as const,
  presence: (id: number, filters: object) => ['rehearsals', 'presence', id, filters] as const,
  selector: (projectId: number, id: number | null) => ['rehearsals', 'selector', projectId, id] as const,
  user: (userId: number, projectId: number | null) => ['rehearsals', 'user', userId, projectId] as const,
  calendar: (projectId: number | null, from: string, to: string) => ['rehearsals', 'calendar', projectId, from, to] as const,
  pin: (userId: number) => ['rehearsals', 'pin', userId] as const,
};

export const useRehearsal = (id: number | null) =>
  useQuery({ queryKey: rehearsalKeys.one(id ?? 0), queryFn: () => apiRequest<RepetitionDto>(`/repetition/${id}`), enabled: id !== null });

export const useRehearsalCopy = (id: number | null) =>
  useQuery({ queryKey: ['rehearsals', 'copy', id], queryFn: () => apiRequest<RepetitionBody>(`/repetitions/copy/${id}`), enabled: id !== null });

export const useSelectorData = (projectId: number | null, id: number | null) =>
  useQuery({
    queryKey: rehearsalKeys.selector(projectId ?? 0, id),
    queryFn: () => apiRequest<SelectorData>(`/repetitions/selectorData?projectId=${projectId}${id ? `&repetitionId=${id}` : ''}`),
    enabled: projectId !== null,
  });

export function useSaveRehearsal(id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RepetitionBody) => apiRequest<RepetitionDto>(id ? `/repetitions/${id}` : '/repetitions', { method: id ? 'PUT' : 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rehearsalKeys.all }),
  });
}

export const bulkRehearsals = {
  open: (ids: number[]) => apiRequest('/repetitions/open', { method: 'PUT', body: { ids } }),
  close: (ids: number[]) => apiRequest('/repetitions/close', { method: 'PUT', body: { ids } }),
  remove: (ids: number[]) => apiRequest('/repetitions', { method: 'DELETE', body: { ids } }),
};

export interface PresenceFilterValues {
  text?: string;
  presence?: string;
  individualRole?: string;
}

/**
 * The attendance list in batches of 10 (spec 2 §9), the next one loaded as the end scrolls into
 * view. A live update refetches the loaded batches, so the counts and the rows agree.
 */
export function useAttendance(id: number, filters: PresenceFilterValues) {
  const set = Object.entries(filters).filter(([, v]) => v !== undefined && v !== '') as [string, string][];
  return useInfiniteQuery({
    queryKey: rehearsalKeys.presence(id, filters),
    queryFn: ({ pageParam }) =>
      apiRequest<PresenceAnswer>(
        `/repetition/${id}/presence?${new URLSearchParams([...set, ['offset', String(pageParam)], ['items', String(PAGE_SIZE)]]).toString()}`,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.offset + last.items < last.total && last.items > 0 ? last.offset + last.items : undefined),
    placeholderData: keepPreviousData,
  });
}

export function useMarkPresence(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkPresenceBody) => apiRequest<{ message: string; data: PresenceEvent }>(`/repetition/${id}/mark-presence`, { method: 'PUT', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rehearsalKeys.all }),
  });
}

export const enterPin = (id: number, pin: string, repetitionIds: number[]) =>
  apiRequest<EnterPinAnswer>(`/repetitions/${id}/enterPin`, { method: 'POST', body: { pin, repetitionIds, present: true } });

export const useUserRehearsals = (userId: number | null, projectId: number | null, upcoming: boolean) =>
  useQuery({
    queryKey: [...rehearsalKeys.user(userId ?? 0, projectId), upcoming],
    queryFn: () => apiRequest<RepetitionDto[]>(`${projectId ? `/project/${projectId}` : ''}/user/${userId}/repetitions${upcoming ? '?upcoming=1' : ''}`),
    enabled: userId !== null,
  });

export const usePin = (userId: number | null) =>
  useQuery({ queryKey: rehearsalKeys.pin(userId ?? 0), queryFn: () => apiRequest<{ pin: string }>(`/user/${userId}/pin`), enabled: userId !== null });

export const useCalendar = (projectId: number | null, from: string, to: string) =>
  useQuery({
    queryKey: rehearsalKeys.calendar(projectId, from, to),
    queryFn: () =>
      apiRequest<CalendarEvent[]>(
        `/repetitions/all?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${projectId ? `&projectId=${projectId}` : ''}`,
      ),
    enabled: Boolean(from && to),
    placeholderData: keepPreviousData,
  });

export const moveRehearsal = (id: number, startDt: string, endDt: string) =>
  apiRequest<RepetitionDto>(`/repetition/${id}/time`, { method: 'PUT', body: { startDt, endDt } });

/** Saves a file the call answers; the call needs the bearer header, so it is fetched, not linked. */
async function saveAs(path: string, filename: string): Promise<void> {
  const token = sessionToken.get();
  const response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) throw new Error(`${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/** Saves the caller's upcoming rehearsals as an .ics file. */
export const downloadIcal = (projectId?: number) => saveAs(`/repetitions/ical${projectId ? `?projectId=${projectId}` : ''}`, 'repetities.ics');

/** Saves the caller's upcoming rehearsals (of one project, or all) as a PDF. */
export const downloadPdf = (projectId?: number) => saveAs(`/repetitions/pdf${projectId ? `?projectId=${projectId}` : ''}`, 'repetities.pdf');

export const icalFeedUrl = () => apiRequest<{ url: string }>('/repetitions/ical/url');

/** Opens an xlsx report with a single-use download token (docs/lists.md "Downloads"). */
export async function openReport(path: string, query: string): Promise<void> {
  const { token } = await apiRequest<{ token: string }>('/downloads', { method: 'POST', body: { path } });
  window.open(`${path}?${query}&token=${encodeURIComponent(token)}`, '_blank', 'noopener');
}
