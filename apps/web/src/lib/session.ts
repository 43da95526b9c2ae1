import { TOKEN_KEY } from './storageKeys';

/** The session token is kept locally (spec 1 §4) so a reload keeps the user signed in. */
export const sessionToken = {
  get(): string | null {
    return localStorage.getItem(TOKEN_KEY);
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
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
