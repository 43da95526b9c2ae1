import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** Counts of the overview widgets (spec 1 §2, spec 3 §2). */
export interface OverviewCounts {
  projects: number;
  employees: number;
  onlineUsers: number;
  /** Active articles in the stock. */
  articles: number;
  /** Orders neither billed nor canceled (the order list's default view). */
  rentals: number;
}

/** GET /api/statistics/overview. */
const getOverview = (): Promise<OverviewCounts> => apiRequest<OverviewCounts>('/statistics/overview');

const overviewQuery = () => queryOptions({ queryKey: ['statistics', 'overview'], queryFn: getOverview });

export const useOverview = () => useQuery(overviewQuery());
