import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { createContext } from 'react';

/** Login state of spec 1 §4: `loggedIn` is null while the stored token is being checked. */
export interface Auth {
  loggedIn: boolean | null;
  user: SessionUser | null;
  /** After a successful sign-in: keeps the token and the account. */
  startSession: (user: SessionUser) => void;
  /** Signs off on the server, then forgets the session. */
  signOff: () => Promise<void>;
  /** Forgets the session without a call (token expired or revoked). */
  endSession: () => void;
  /** Reads the account again (GET /api/auth) after the user changed it: name, picture, verification. */
  refreshSession: () => Promise<void>;
}

export const AuthContext = createContext<Auth | null>(null);
