import { useEffect, useState } from 'react';
import { apiRequest } from '../../../lib/api';

/** The two links of a login e-mail change: confirm the new address, or put the old one back. */
export type EmailChangeLink = 'confirm' | 'undo';

const PATHS: Record<EmailChangeLink, string> = { confirm: '/confirm-email-change', undo: '/undo-email-change' };

/** POST /api/confirm-email-change or /api/undo-email-change with the token of the mailed link. */
const followEmailChangeLink = (link: EmailChangeLink, token: string): Promise<{ message: string }> =>
  apiRequest(PATHS[link], { method: 'POST', body: { token } });

// The server ends the account's sessions before it answers, and the logout that follows swaps the
// page's layout, remounting it mid-request. The token is single use: each is posted once per page
// load, and every mount reads that one outcome.
const followed = new Map<string, Promise<unknown>>();

export type LinkOutcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; error: unknown };

/** Follows a mailed link once and reports how it went; `null` token: nothing to follow. */
export function useEmailChangeLink(link: EmailChangeLink, token: string | null): LinkOutcome | null {
  const key = token ? `${link}:${token}` : null;
  const [settled, setSettled] = useState<{ key: string; outcome: LinkOutcome } | null>(null);
  useEffect(() => {
    if (!key || !token) return;
    if (!followed.has(key)) followed.set(key, followEmailChangeLink(link, token));
    let current = true;
    followed.get(key)!.then(
      () => current && setSettled({ key, outcome: { state: 'done' } }),
      (error: unknown) => current && setSettled({ key, outcome: { state: 'failed', error } }),
    );
    return () => {
      current = false;
    };
  }, [key, link, token]);
  if (!key) return null;
  return settled?.key === key ? settled.outcome : { state: 'pending' };
}
