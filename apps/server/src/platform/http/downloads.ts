import { DOWNLOAD_PATH_MAX, DOWNLOAD_TOKEN_MS } from '@coulisse/shared/rules/constants';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { users, userTokens } from '../../db/schema/index';
import type { DbOrTx } from '../db/client';
import { loadGlobalRights } from '../access/rights.repository';
import { authUserColumns, type Auth, type AuthUser } from '../auth/sessions';
import { hashToken, newToken } from '../auth/tokens';

/**
 * Downloads the spec opens "with token in the query" (reports, templates, certificates) take a
 * short-lived token bound to one path and used once, never the session token (ARCHITECTURE §6).
 */
/** POST /api/downloads: the download to open, at most as long as the column that binds the token. */
export const downloadRequest = z.object({ path: z.string().max(DOWNLOAD_PATH_MAX).regex(/^\/api\/(reports|templates|certificate)\/[\w./-]+$/) });

export async function issueDownloadToken(db: DbOrTx, userId: number, path: string): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(Date.now() + DOWNLOAD_TOKEN_MS);
  await db.insert(userTokens).values({ kind: 'download', tokenHash: hash, userId, purpose: path, expiresAt });
  return { token, expiresAt };
}

export async function consumeDownloadToken(db: DbOrTx, token: string, path: string): Promise<AuthUser | null> {
  const [used] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, 'download'), eq(userTokens.purpose, path), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())),
    )
    .returning({ userId: userTokens.userId });
  if (!used) return null;
  const [user] = await db.select(authUserColumns).from(users).where(eq(users.id, used.userId));
  return user ?? null;
}

/** The identity a download token stands for, used once: its issuer, without a session. */
export async function consumeDownloadAuth(db: DbOrTx, token: string, path: string): Promise<Auth | null> {
  const user = await consumeDownloadToken(db, token, path);
  return user && { user, sessionId: 0, rights: await loadGlobalRights(db, user) };
}
