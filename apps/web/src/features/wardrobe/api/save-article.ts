import type { ArticleBody, ArticleDto } from '@coulisse/shared/schemas/wardrobe/articles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** POST /api/article (new) or PUT /api/article/{id}: the article form's save. */
const saveArticle = (id: number | null, body: ArticleBody) => apiRequest<ArticleDto>(id ? `/article/${id}` : '/article', { method: id ? 'PUT' : 'POST', body });

export function useSaveArticle(id: number | null) {
  const client = useQueryClient();
  return useMutation({ mutationFn: (body: ArticleBody) => saveArticle(id, body), onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }) });
}
