import type { SessionUser } from '@coulisse/shared/schemas/accounts';
import { FIRST_REQUESTS_KEY, SESSION_HINT_KEY, TOKEN_KEY } from './storageKeys';

/** What the app knows of the stored token's account before the server confirms it (`sessionHint`). */
export type SessionHint = Pick<SessionUser, 'id' | 'level' | 'flags'>;

/** What the app kept of the account behind the token: the hint and the first screen's requests (`lib/earlyRequests.ts`). */
function forgetAccount(): void {
  localStorage.removeItem(SESSION_HINT_KEY);
  localStorage.removeItem(FIRST_REQUESTS_KEY);
}

/** The session token is kept locally (spec 1 §4) so a reload keeps the user signed in. */
export const sessionToken = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  /** Another token may be another account's (a profile switch): its hint and first requests are written once it is known. */
  set(token: string): void {
    if (localStorage.getItem(TOKEN_KEY) !== token) forgetAccount();
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
    forgetAccount();
  },
  /**
   * Whether news that the session of `token` ended (a 401, the server's logout) ends this tab's
   * session: yes while that token is stored, or when none is (another tab heard it first and
   * removed it); no after a profile switch stored another one, which must survive.
   */
  endsWith(token: string): boolean {
    const stored = localStorage.getItem(TOKEN_KEY);
    return stored === token || stored === null;
  },
};

/**
 * The id, level and rights of the stored token's account as the server last gave them: a signed-in
 * start asks for the first screen's data with them right away, side by side with the token's check,
 * instead of one round trip after it (issue 14). Only a head start: the server still checks every
 * request, and a hint that no longer matches the session is asked again (`main.tsx`).
 */
export const sessionHint = {
  get(): SessionHint | null {
    try {
      const hint = JSON.parse(localStorage.getItem(SESSION_HINT_KEY) ?? 'null') as Partial<SessionHint> | null;
      return hint && typeof hint.id === 'number' && typeof hint.level === 'number' && typeof hint.flags === 'object' && hint.flags !== null
        ? { id: hint.id, level: hint.level, flags: hint.flags }
        : null;
    } catch {
      return null;
    }
  },
  set({ id, level, flags }: SessionHint): void {
    localStorage.setItem(SESSION_HINT_KEY, JSON.stringify({ id, level, flags }));
  },
};

/** Whether a hint describes `user` as the server now gives them: same account, level and rights. */
export const hintMatches = (hint: SessionHint, user: SessionUser): boolean =>
  hint.id === user.id && hint.level === user.level && JSON.stringify(hint.flags) === JSON.stringify(user.flags);
