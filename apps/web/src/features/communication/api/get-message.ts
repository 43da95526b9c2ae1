import type { MessageDto } from '@coulisse/shared/schemas/communication';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { messageKey } from './keys';

/** GET /api/messages/{id}: one message, for its recipients and the project's readers of messages. */
const getMessage = (id: number): Promise<MessageDto> => apiRequest<MessageDto>(`/messages/${id}`);

export const useMessage = (id: number) => useQuery({ queryKey: messageKey(id), queryFn: () => getMessage(id), meta: { silent: true } });
