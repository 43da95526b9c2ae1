import type { ArticleHit } from '@coulisse/shared/schemas/wardrobe/rentals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleHitsKey } from './keys';

/** GET /api/orders/articles?text: at most 20 articles by number, description or tag (the order form's search window). */
const searchArticles = (text: string) => apiRequest<ArticleHit[]>(`/orders/articles?text=${encodeURIComponent(text)}`);

const articleHitsQuery = (text: string) => queryOptions({ queryKey: articleHitsKey(text), queryFn: () => searchArticles(text) });

export const useArticleHits = (text: string, enabled: boolean) => useQuery({ ...articleHitsQuery(text), enabled: enabled && text.length >= 2 });
