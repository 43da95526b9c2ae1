import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/articles/next: the number a new article will get. */
const getNextNumber = () => apiRequest<{ id: number; number: string }>('/articles/next');

const nextNumberQuery = () => queryOptions({ queryKey: articleKeys.next, queryFn: getNextNumber });

export const useNextNumber = (enabled: boolean) => useQuery({ ...nextNumberQuery(), enabled });
