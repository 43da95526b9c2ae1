import type { AbsenceInfo } from '@coulisse/shared/schemas/reminders';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/repetitions/absence?token=: the rehearsal of a mailed "ik kan niet" link (no sign-in); the page shows a refusal itself. */
export function useAbsenceLink(token: string | null) {
  return useQuery({
    queryKey: ['absence-link', token],
    queryFn: () => apiRequest<AbsenceInfo>(`/repetitions/absence?token=${encodeURIComponent(token!)}`),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}

/** POST /api/repetitions/absence {token, reason}: signs the person off; refused within 30 minutes of the start. */
export function useReportAbsence() {
  return useMutation({
    mutationFn: (body: { token: string; reason: string | null }) => apiRequest<{ message: string }>('/repetitions/absence', { method: 'POST', body }),
    meta: { handlesErrors: true },
  });
}
