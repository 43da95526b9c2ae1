import type { SettingsBody } from '@coulisse/shared/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const settingsKey = ['settings'] as const;

/** GET /api/settings (needs canReadSettings). */
const getSettings = (): Promise<SettingsBody> => apiRequest<SettingsBody>('/settings');

const settingsQuery = () => queryOptions({ queryKey: settingsKey, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQuery());
