import { COPY_PROGRESS_EVENT, copyProgressEvent, type CopyRegistrationsAnswer, type CopyRegistrationsBody } from '@coulisse/shared/schemas/registrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { apiRequest } from '../../../lib/api';
import { copyTargetsKey, registrationsKey } from './keys';

/** POST /api/project/{id}/registrations/copy: every registration of project {id} into another one. */
export const copyRegistrations = (projectId: number, body: CopyRegistrationsBody) =>
  apiRequest<CopyRegistrationsAnswer>(`/project/${projectId}/registrations/copy`, { method: 'POST', body });

export function useCopyRegistrations(projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CopyRegistrationsBody) => copyRegistrations(projectId, body),
    meta: { handlesErrors: true },
    onSuccess: () => client.invalidateQueries({ queryKey: registrationsKey }),
  });
}

/** The projects one may copy to (GET /api/project/{id}/registrations/copy-targets: newest first). */
export const useCopyTargets = (projectId: number) =>
  useQuery({
    queryKey: [...copyTargetsKey, projectId],
    queryFn: () => apiRequest<{ value: number; label: string }[]>(`/project/${projectId}/registrations/copy-targets`),
    meta: { silent: true },
  });

const CONNECT_WAIT_MS = 1500;

/**
 * Listens for `REGISTRATIONS_COPY_PROGRESS` of one copy (its uuid) on a connection of its own, opened with the
 * session token so it joins the user's room. Resolves once the server greeted it (or after a short
 * wait), with the function that closes it.
 */
export function listenCopyProgress(token: string, uuid: string, listener: (progress: number) => void): Promise<() => void> {
  const socket = io({ path: '/websocket', auth: { token }, transports: ['websocket', 'polling'] });
  socket.on(COPY_PROGRESS_EVENT, (payload: unknown) => {
    const parsed = copyProgressEvent.safeParse(payload);
    if (parsed.success && parsed.data.uuid === uuid) listener(parsed.data.progress);
  });
  const close = () => {
    socket.disconnect();
  };
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(close), CONNECT_WAIT_MS);
    socket.once('connected', () => {
      clearTimeout(timer);
      resolve(close);
    });
  });
}
