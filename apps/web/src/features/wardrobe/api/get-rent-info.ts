import type { RentInfoDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/articles/{id}/rentinfo: the article's rentals. */
const getRentInfo = (id: number) => apiRequest<RentInfoDto>(`/articles/${id}/rentinfo`);

const rentInfoQuery = (id: number) => queryOptions({ queryKey: articleKeys.rentInfo(id), queryFn: () => getRentInfo(id) });

export const useRentInfo = (id: number) => useQuery(rentInfoQuery(id));
