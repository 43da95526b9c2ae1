import type { RegistrationFormAnswer } from '@coulisse/shared/schemas/registrations';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { registrationFormKey } from './keys';

export type { RegistrationFormAnswer };

/** GET /api/project/{id}/registration-form[/{userId}]: project, window, choices, person and sizes. */
const getRegistrationForm = (projectId: number, userId: number | null) =>
  apiRequest<RegistrationFormAnswer>(`/project/${projectId}/registration-form${userId === null ? '' : `/${userId}`}`);

export const useRegistrationForm = (projectId: number | null, userId: number | null = null) =>
  useQuery({
    queryKey: registrationFormKey(projectId ?? 0, userId),
    queryFn: () => getRegistrationForm(projectId!, userId),
    enabled: projectId !== null,
    meta: { silent: true },
  });
