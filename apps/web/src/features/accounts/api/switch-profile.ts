import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { sessionToken } from '../../../lib/session';

/** GET /api/auth/switchProfile/{id}: a session for a linked profile, shaped like signing in (spec 1 §4, §7). */
const switchProfile = (id: number) => apiRequest<SessionUser>(`/auth/switchProfile/${id}`);

/**
 * Switches: the new session replaces the old one (which the server has closed) and the app loads
 * again at the home screen, so nothing of the previous profile stays in memory.
 */
export const useSwitchProfile = () =>
  useMutation({
    mutationFn: switchProfile,
    onSuccess: (session) => {
      sessionToken.set(session.token);
      window.location.assign('/');
    },
  });
