import type { SignUpBody } from '@coulisse/shared/schemas/accounts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { userTokens, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';
import { authUserColumns, type AuthUser } from '../../platform/auth/sessions';
import { hashToken, newToken } from '../../platform/auth/tokens';

type NewVolunteerFields = Pick<
  SignUpBody,
  'firstName' | 'lastName' | 'dateOfBirth' | 'sex' | 'nationality' | 'origin' | 'phoneNumber' | 'cellPhone' | 'streetName' | 'houseNumber' | 'bus' | 'zipCode' | 'cityName' | 'tShirt' | 'pictures'
>;

/**
 * The columns of a new, unconfirmed volunteer (level 0, since today) from the fields sign-up and
 * create profile share; both forms require the privacy statement, so it is accepted now.
 */
export const newVolunteerColumns = (body: NewVolunteerFields) => ({
  firstName: body.firstName,
  lastName: body.lastName,
  dateOfBirth: body.dateOfBirth,
  sex: body.sex,
  nationality: body.nationality,
  origin: body.origin,
  phoneNumber: body.phoneNumber || null,
  cellPhone: body.cellPhone || null,
  streetName: body.streetName,
  houseNumber: body.houseNumber,
  bus: body.bus || null,
  zipCode: body.zipCode,
  cityName: body.cityName,
  tShirt: body.tShirt,
  pictures: body.pictures,
  privacyAcceptedAt: new Date(),
  level: 0,
  confirmed: false,
  since: sql`current_date`,
});

export function findUserByEmail(db: DbOrTx, email: string) {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

export function findUserById(db: DbOrTx, id: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.id, id))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** Issues a single-use token of a kind; earlier unused tokens of that kind for the user are voided. */
export async function issueUserToken(db: DbOrTx, userId: number, kind: 'confirm' | 'reset', ttlMs: number): Promise<string> {
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  const { token, hash } = newToken();
  await db.insert(userTokens).values({ kind, tokenHash: hash, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Consumes a token atomically: answers its user id once, or null when unknown, used or expired. */
export async function consumeUserToken(db: DbOrTx, token: string, kind: 'confirm' | 'reset'): Promise<number | null> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, new Date())))
    .returning({ userId: userTokens.userId });
  return rows[0]?.userId ?? null;
}

/** Records a sign-in (also a switch into a linked profile) and answers the account as sessions see it. */
export async function markSignedIn(db: DbOrTx, id: number): Promise<AuthUser> {
  const [user] = await db.update(users).set({ lastLogin: sql`now()`, lastActivity: sql`now()` }).where(eq(users.id, id)).returning(authUserColumns);
  return user as AuthUser;
}

/** Writes a new account; answers what its creator needs for mails and the history. */
export async function insertUser(db: DbOrTx, values: PgInsertValue<typeof users>) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id, firstName: users.firstName, lastName: users.lastName, ownerId: users.ownerId, email: users.email });
  return row!;
}

/** Sets the password and/or the confirmed mark of an account. */
export async function updateCredentials(db: DbOrTx, id: number, values: { passwordHash?: string; confirmed?: boolean }): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

/** Sets the stored picture of an account (sign-up stores it once the account owns it). */
export async function setUserImage(db: DbOrTx, id: number, image: string): Promise<void> {
  await db.update(users).set({ image }).where(eq(users.id, id));
}
