import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { userTokens, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { hashToken, newToken } from '../../platform/auth/tokens';

/** Every kind of single-use token a user holds. */
export type TokenKind = (typeof userTokens.$inferSelect)['kind'];

/** Tokens bound to one address: the confirmation of a new login address, the undo for the old one. */
export type AddressTokenKind = 'email-change' | 'email-undo';

/**
 * Issues a single-use token bound to an address (`purpose`). With `replace`, the user's earlier
 * unused tokens of that kind stop working: a newer pending change replaces an older one. Undo
 * links never replace each other (see `voidNewerUndoLinks`).
 */
export async function issueAddressToken(
  db: DbOrTx,
  token: { userId: number; kind: AddressTokenKind; address: string; ttlMs: number; replace: boolean },
): Promise<string> {
  if (token.replace) await voidUserTokens(db, token.userId, [token.kind]);
  const { token: value, hash } = newToken();
  await db
    .insert(userTokens)
    .values({ kind: token.kind, tokenHash: hash, userId: token.userId, purpose: token.address, expiresAt: new Date(Date.now() + token.ttlMs) });
  return value;
}

/** Consumes an address token atomically: its user, address and id once, or null when unknown, used or expired. */
export async function consumeAddressToken(db: DbOrTx, token: string, kind: AddressTokenKind): Promise<{ id: number; userId: number; address: string } | null> {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .returning({ id: userTokens.id, userId: userTokens.userId, address: userTokens.purpose });
  return row?.address ? { id: row.id, userId: row.userId, address: row.address } : null;
}

/** Voids the user's unused tokens of these kinds: after a login address changes, links sent for the old state stop working. */
export async function voidUserTokens(db: DbOrTx, userId: number, kinds: readonly TokenKind[]): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.kind, [...kinds]), isNull(userTokens.usedAt)));
}

/**
 * After an undo, the undo links issued after it stop working; older ones stay. Whoever changed
 * the address twice (A → B → C) holds the link back to B, the owner holds the link back to A: the
 * owner's, being older, always has the last word.
 */
export async function voidNewerUndoLinks(db: DbOrTx, userId: number, tokenId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, 'email-undo'), isNull(userTokens.usedAt), gt(userTokens.id, tokenId)));
}

/** Undo links that still work: their address (`purpose`) is held back for their account. */
const liveUndoLink = () => and(eq(userTokens.kind, 'email-undo'), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date()));
const purposeLowered = sql<string>`lower(${userTokens.purpose})`;

/**
 * Whether an address may not be given to an account: another account signs in with it, or it is
 * held back for another account's undo link (otherwise whoever took an address over could block
 * the undo by claiming the old address). Compared as the unique index does: in lower case.
 */
export async function isEmailTaken(db: DbOrTx, email: string, exceptUserId?: number): Promise<boolean> {
  const lowered = email.trim().toLowerCase();
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${lowered}`, exceptUserId === undefined ? undefined : ne(users.id, exceptUserId)))
    .limit(1);
  if (holder) return true;
  const [held] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(and(liveUndoLink(), sql`${purposeLowered} = ${lowered}`, exceptUserId === undefined ? undefined : ne(userTokens.userId, exceptUserId)))
    .limit(1);
  return held !== undefined;
}

/** Which of these lower-case addresses are held back for an undo link (bulk variant for the import). */
export async function addressesHeldForUndo(db: DbOrTx, lowered: readonly string[]): Promise<string[]> {
  if (!lowered.length) return [];
  const rows = await db
    .selectDistinct({ address: purposeLowered })
    .from(userTokens)
    .where(and(liveUndoLink(), inArray(purposeLowered, [...lowered])));
  return rows.map((r) => r.address);
}
