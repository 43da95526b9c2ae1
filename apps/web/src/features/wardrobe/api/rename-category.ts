import type { CategoryDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { apiRequest } from '../../../lib/api';
import { useStockMutation } from './stock-mutation';

/** PUT /api/category/{id}: a category's new name. */
const renameCategory = (id: number, body: { name: string }) => apiRequest<CategoryDto>(`/category/${id}`, { method: 'PUT', body });

export const useRenameCategory = (id: number) => useStockMutation((body: { name: string }) => renameCategory(id, body));
