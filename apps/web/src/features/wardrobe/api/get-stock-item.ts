import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { stockKey } from './keys';

/** GET {path}/{id}: one lookup row (fabric, pattern, colour, size, rack) or category, `path` naming the resource. */
const getStockItem = <T>(path: string, id: number) => apiRequest<T>(`${path}/${id}`);

// A missing one is the screen's own not-found message.
const stockItemQuery = <T>(path: string, id: number) => queryOptions({ queryKey: [...stockKey, path, id], queryFn: () => getStockItem<T>(path, id), meta: { silent: true } });

export const useStockItem = <T>(path: string, id: number | null) => useQuery({ ...stockItemQuery<T>(path, id ?? 0), enabled: id !== null });
