import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/clothing/tags[?text]: the tags in use (that contain the text). */
const getTagSuggestions = (text: string) => apiRequest<string[]>(`/clothing/tags${text ? `?text=${encodeURIComponent(text)}` : ''}`);

const tagSuggestionsQuery = (text: string) => queryOptions({ queryKey: articleKeys.tags(text), queryFn: () => getTagSuggestions(text), placeholderData: keepPreviousData });

export const useTagSuggestions = (text = '') => useQuery(tagSuggestionsQuery(text));
