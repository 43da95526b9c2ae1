const TOKEN_KEY = 'coulisse.token';

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
};
