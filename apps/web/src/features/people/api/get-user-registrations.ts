import type { UserRegistration } from '@coulisse/shared/schemas/people/profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { userRegistrationsKey } from './keys';

export type { UserRegistration };

/** GET /api/user/{id}/registrations: the person's registrations, newest first. */
const getUserRegistrations = (userId: number) => apiRequest<{ data: UserRegistration[]; total: number }>(`/user/${userId}/registrations`);

export const useUserRegistrations = (userId: number) => useQuery({ queryKey: userRegistrationsKey(userId), queryFn: () => getUserRegistrations(userId) });
