import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

interface GeneralInfo {
  title: string;
  description: string;
}

/** GET /api/general/info: title and description of the welcome screen (spec 1 §2). */
const getGeneralInfo = (): Promise<GeneralInfo> => apiRequest<GeneralInfo>('/general/info');

const generalInfoQuery = () => queryOptions({ queryKey: ['general-info'], queryFn: getGeneralInfo });

export const useGeneralInfo = () => useQuery(generalInfoQuery());
