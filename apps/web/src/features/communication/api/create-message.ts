import type { MessageBody, ProjectMessageItem } from '@coulisse/shared/schemas/communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { projectMessagesKey } from './keys';

/** POST /api/messages/projects/{id}: the server sanitises the rich text and sends the message in the background. */
const createMessage = (projectId: number, body: MessageBody) =>
  apiRequest<{ message: string; data: ProjectMessageItem }>(`/messages/projects/${projectId}`, { method: 'POST', body });

export function useCreateMessage(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: MessageBody) => createMessage(projectId, body), onSuccess: () => queryClient.invalidateQueries({ queryKey: projectMessagesKey(projectId) }) });
}
