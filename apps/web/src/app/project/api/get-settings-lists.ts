import type { ProjectSettingsLists } from '@coulisse/shared/schemas/projects';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { settingsListsKey } from './keys';

/**
 * GET /api/projects/{id}/settings: the project's choices, casts, rehearsal types and locations.
 * One fetcher under one key for the settings tabs and the rehearsal form alike, so a location
 * added in the settings is in the form at once (the settings saves refresh `projectSettingsKey`).
 */
const getSettingsLists = (id: number) => apiRequest<ProjectSettingsLists>(`/projects/${id}/settings`);

const settingsListsQuery = (id: number) => queryOptions({ queryKey: settingsListsKey(id), queryFn: () => getSettingsLists(id) });

export const useSettingsLists = (id: number | null) => useQuery({ ...settingsListsQuery(id ?? 0), enabled: id !== null });
