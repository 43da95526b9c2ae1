import type { CategoryDto, CategoryPriceBody } from '@coulisse/shared/schemas/wardrobe/stock';
import { apiRequest } from '../../../lib/api';
import { useStockMutation } from './stock-mutation';

/** POST /api/category/{id}/prices: a new price from its start date on; it closes the open one. */
const addCategoryPrice = (id: number, body: CategoryPriceBody) => apiRequest<CategoryDto>(`/category/${id}/prices`, { method: 'POST', body });

export const useAddCategoryPrice = (id: number) => useStockMutation((body: CategoryPriceBody) => addCategoryPrice(id, body));
