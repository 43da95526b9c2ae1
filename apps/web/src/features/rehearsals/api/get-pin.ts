import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { rehearsalKeys } from './keys';

/** GET /api/user/{id}/pin: the user's pin, handed out when first asked. */
const getPin = (userId: number) => apiRequest<{ pin: string }>(`/user/${userId}/pin`);

const pinQuery = (userId: number) => queryOptions({ queryKey: rehearsalKeys.pin(userId), queryFn: () => getPin(userId) });

export const usePin = (userId: number | null) => useQuery({ ...pinQuery(userId ?? 0), enabled: userId !== null });
