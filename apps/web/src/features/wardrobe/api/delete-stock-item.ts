import { apiRequest } from '../../../lib/api';
import { useStockMutation } from './stock-mutation';

/** DELETE {path}: a lookup row or category; refused (with the reason) while articles still use it. */
const deleteStockItem = (path: string) => apiRequest<{ message?: string } | undefined>(path, { method: 'DELETE' });

export const useDeleteStockItem = <T,>(path: (row: T) => string) => useStockMutation((row: T) => deleteStockItem(path(row)));
