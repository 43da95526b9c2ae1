import type { CategoryDto } from '@coulisse/shared/schemas/wardrobe/stock';
import { useStockItem } from './get-stock-item';

/** GET /api/category/{id}: a price category with its price history. */
export const useCategory = (id: number | null) => useStockItem<CategoryDto>('/category', id);
