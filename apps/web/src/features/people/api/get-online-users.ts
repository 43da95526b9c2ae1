import { ONLINE_REFRESH_MS } from '@coulisse/shared/rules/constants';
import type { OnlineUsersAnswer } from '@coulisse/shared/schemas/people/staffTools';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { onlineUsersKey } from './keys';

/** GET /api/statistics/users/online. */
const getOnlineUsers = (): Promise<OnlineUsersAnswer> => apiRequest<OnlineUsersAnswer>('/statistics/users/online');

/** Asked again every 30 s while the screen is open, also in a background tab (a wall screen); errors show on the screen. */
export const onlineUsersQuery = () =>
  queryOptions({ queryKey: onlineUsersKey, queryFn: getOnlineUsers, refetchInterval: ONLINE_REFRESH_MS, refetchIntervalInBackground: true, meta: { silent: true } });

export const useOnlineUsers = () => useQuery(onlineUsersQuery());
