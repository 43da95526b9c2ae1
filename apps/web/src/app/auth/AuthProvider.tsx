import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getSession, sessionOnLoad } from '../../features/accounts/api/get-session';
import { signOut } from '../../features/accounts/api/sign-out';
import { ApiError, onUnauthenticated } from '../../lib/api';
import { useLiveEvent } from '../../lib/liveEvents';
import { requestErrors } from '../../lib/requestErrors';
import { sessionHint, sessionToken } from '../../lib/session';
import type { SessionSocket } from '../../lib/socket';
import { firstScreenPainted } from '../screens/firstScreen';
import { AuthContext, type Auth } from './authContext';

interface Props {
  children: ReactNode;
  /** Tests pass a fake live connection; by default a Socket.IO client. */
  connectSocket?: (token: string) => SessionSocket;
}

/**
 * Holds the login state. On load a stored token is checked with GET /api/auth; while signed in
 * the live connection verifies the token and carries the server's logout (spec 1 §4).
 */
export function AuthProvider({ children, connectSocket }: Props) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loggedIn, setLoggedIn] = useState<boolean | null>(() => (sessionToken.get() ? null : false));

  const endSession = useCallback(() => {
    sessionToken.clear();
    setUser(null);
    setLoggedIn(false);
    requestErrors.clear();
    queryClient.clear();
  }, [queryClient]);

  const startSession = useCallback((next: SessionUser) => {
    sessionToken.set(next.token);
    requestErrors.clear();
    setUser(next);
    setLoggedIn(true);
  }, []);

  const signOff = useCallback(async () => {
    // Forget the session locally even when the server cannot be reached.
    await signOut().catch(() => undefined);
    endSession();
  }, [endSession]);

  const refreshSession = useCallback(async () => {
    const token = sessionToken.get();
    if (!token) return;
    const found = await getSession();
    // Signed off in the meantime: do not bring the session back.
    if (sessionToken.get() === token) setUser(found);
  }, []);

  // A new picture, from this tab or another one (spec 1 §7 USER_IMAGE): the top bar follows.
  useLiveEvent('USER_IMAGE', ({ userId, image }) => setUser((current) => (current && current.id === userId ? { ...current, image } : current)));

  useEffect(() => {
    onUnauthenticated(endSession);
    return () => onUnauthenticated(null);
  }, [endSession]);

  useEffect(() => {
    if (!sessionToken.get()) return;
    let cancelled = false;
    sessionOnLoad()
      // A transition: React renders the signed-in frame and the first screen in slices of a few
      // milliseconds instead of one long task a slow phone cannot answer input in (issue 14).
      .then((found) => !cancelled && startTransition(() => startSession(found)))
      .catch((error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 401) return endSession();
        // The server is unreachable: keep the token for the next attempt, show the sign-in screen.
        requestErrors.report(error instanceof Error ? error.message : String(error));
        setLoggedIn(false);
      });
    return () => {
      cancelled = true;
    };
  }, [startSession, endSession]);

  // The next start asks for its first screen's data with this, before the session is confirmed.
  useEffect(() => {
    if (user && sessionToken.get() === user.token) sessionHint.set(user);
  }, [user]);

  const token = user?.token ?? null;
  useEffect(() => {
    if (!token) return;
    // The server also closes the watched session when the user switches profile (`endsWith`).
    const endWatched = () => sessionToken.endsWith(token) && endSession();
    // The socket client (Socket.IO and the event schemas) is a chunk of its own: a signed-out
    // visitor never downloads it (issue 14, the sign-in budget), and a signed-in start fetches it
    // once the first screen is on screen.
    let stop: (() => void) | null = null;
    let stopped = false;
    void firstScreenPainted.then(() => import('../../lib/socket')).then(({ watchSession }) => {
      if (!stopped) stop = watchSession(token, { onExpired: endWatched, onLogout: endWatched }, connectSocket);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [token, endSession, connectSocket]);

  const auth = useMemo<Auth>(
    () => ({ loggedIn, user, startSession, signOff, endSession, refreshSession }),
    [loggedIn, user, startSession, signOff, endSession, refreshSession],
  );
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
