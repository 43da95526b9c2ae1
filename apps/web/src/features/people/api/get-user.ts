import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/user/{id}: the profile fields; a field the caller may not read is null. */
export interface UserProfile {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  image: string | null;
  sex: number | null;
  dateOfBirth: string | null;
  nationality: string | null;
  origin: string | null;
  phoneNumber: string | null;
  cellPhone: string | null;
  streetName: string | null;
  houseNumber: string | null;
  bus: string | null;
  zipCode: string | null;
  cityName: string | null;
  tShirt: string | null;
  since: string | null;
  level: number | null;
}

export const getUser = (id: number): Promise<UserProfile> => apiRequest<UserProfile>(`/user/${id}`);

// A missing profile is shown on the screen itself, not in the red banner.
export const userQuery = (id: number) => queryOptions({ queryKey: ['user', id], queryFn: () => getUser(id), meta: { silent: true } });

export const useUser = (id: number) => useQuery(userQuery(id));
