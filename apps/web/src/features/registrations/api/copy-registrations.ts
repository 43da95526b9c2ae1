import { COPY_PROGRESS_EVENT, type CopyRegistrationsAnswer, type CopyRegistrationsBody } from '@coulisse/shared/schemas/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { liveEvents } from '../../../lib/liveEvents';
import { registrationsKey } from './keys';

/** POST /api/project/{id}/registrations/copy: every registration of project {id} into another one. */
const copyRegistrations = (projectId: number, body: CopyRegistrationsBody) =>
  apiRequest<CopyRegistrationsAnswer>(`/project/${projectId}/registrations/copy`, { method: 'POST', body });

export function useCopyRegistrations(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyRegistrationsBody) => copyRegistrations(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKey }),
  });
}

/** Follows the `REGISTRATIONS_COPY_PROGRESS` events of one copy (its uuid) on the session socket; returns the stop. */
export const listenCopyProgress = (uuid: string, listener: (progress: number) => void): (() => void) =>
  liveEvents.on(COPY_PROGRESS_EVENT, (event) => {
    if (event.uuid === uuid) listener(event.progress);
  });
