import type { RegistrationDto } from '@coulisse/shared/schemas/registrations';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';
import { registrationKey } from './keys';

export type { RegistrationDto };

/** GET /api/registration/{id}: the registration with the sections the caller may read. */
const getRegistration = (id: number) => apiRequest<RegistrationDto>(`/registration/${id}`);

export const useRegistration = (id: number | null) =>
  useQuery({ queryKey: registrationKey(id ?? 0), queryFn: () => getRegistration(id!), enabled: id !== null, retry: false, meta: { silent: true } });

/** The server answers 404 for a missing registration and for one the caller may not see. */
export const isMissingRegistration = (error: unknown) => error instanceof ApiError && error.status === 404;
