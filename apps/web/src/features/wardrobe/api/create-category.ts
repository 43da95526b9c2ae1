import type { CategoryCreateBody, CategoryDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { apiRequest } from '../../../lib/api';
import { useStockMutation } from './stock-mutation';

/** POST /api/clothing/category: a category with its first price (from today). */
const createCategory = (body: CategoryCreateBody) => apiRequest<CategoryDto>('/clothing/category', { method: 'POST', body });

export const useCreateCategory = () => useStockMutation(createCategory);
