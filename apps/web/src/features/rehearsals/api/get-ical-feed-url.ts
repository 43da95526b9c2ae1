import { apiRequest } from '../../../lib/api';

/** GET /api/repetitions/ical/url: the caller's personal calendar feed address. */
export const getIcalFeedUrl = () => apiRequest<{ url: string }>('/repetitions/ical/url');
