import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/articles/next: the number a new article will get. */
export const getNextNumber = () => apiRequest<{ id: number; number: string }>('/articles/next');

export const nextNumberQuery = () => queryOptions({ queryKey: articleKeys.next, queryFn: getNextNumber });

export const useNextNumber = (enabled: boolean) => useQuery({ ...nextNumberQuery(), enabled });
