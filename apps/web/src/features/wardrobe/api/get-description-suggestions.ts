import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { articleKeys } from './keys';

/** GET /api/articles/descriptions?text: descriptions in use that contain the text (the form's suggestions). */
const getDescriptionSuggestions = (text: string) => apiRequest<string[]>(`/articles/descriptions?text=${encodeURIComponent(text)}`);

const descriptionSuggestionsQuery = (text: string) =>
  queryOptions({ queryKey: articleKeys.descriptions(text), queryFn: () => getDescriptionSuggestions(text), placeholderData: keepPreviousData });

export const useDescriptionSuggestions = (text: string) => useQuery({ ...descriptionSuggestionsQuery(text), enabled: text.trim().length >= 2 });
