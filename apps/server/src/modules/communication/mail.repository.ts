import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { mailTemplates, mailUnsubscribes, projects, registrations, users } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

/** Ids or addresses per `in (…)` list: well below PostgreSQL's parameter limit. */
const LOOKUP_BATCH = 1000;

async function inBatches<T, R>(items: readonly T[], find: (batch: T[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (let start = 0; start < items.length; start += LOOKUP_BATCH) found.push(...(await find(items.slice(start, start + LOOKUP_BATCH))));
  return found;
}

export type TemplateRow = typeof mailTemplates.$inferSelect;
export type TemplateValues = Pick<TemplateRow, 'name' | 'subject' | 'html'>;

export const listTemplates = (db: DbOrTx) => db.select().from(mailTemplates).orderBy(asc(mailTemplates.name), asc(mailTemplates.id));

export async function findTemplate(db: DbOrTx, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(mailTemplates).where(eq(mailTemplates.id, id));
  return row ?? null;
}

export async function insertTemplate(db: DbOrTx, values: TemplateValues): Promise<TemplateRow> {
  const [row] = await db.insert(mailTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(db: DbOrTx, id: number, values: TemplateValues): Promise<TemplateRow | null> {
  const [row] = await db
    .update(mailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mailTemplates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<boolean> {
  return (await db.delete(mailTemplates).where(eq(mailTemplates.id, id)).returning({ id: mailTemplates.id })).length > 0;
}

export interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}
const person = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

/** The people of these ids that exist. */
export const peopleByIds = (db: DbOrTx, ids: readonly number[]): Promise<Person[]> =>
  inBatches(ids, (batch) => db.select(person).from(users).where(inArray(users.id, batch)));

/** The people whose address is one of these (lower case), to fill in their names. */
export const peopleByEmails = (db: DbOrTx, emails: readonly string[]): Promise<Person[]> =>
  inBatches(emails, (batch) =>
    db
      .select(person)
      .from(users)
      .where(inArray(sql`lower(${users.email})`, batch)),
  );

/** Which of these users are registered in the project. */
export const registeredAmong = async (db: DbOrTx, projectId: number, userIds: readonly number[]): Promise<number[]> =>
  (
    await inBatches(userIds, (batch) =>
      db
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(and(eq(registrations.projectId, projectId), inArray(registrations.userId, batch))),
    )
  ).map((r) => r.userId);

/** The people of these registrations of the project; a registration of another project is left out. */
export const peopleOfRegistrations = async (db: DbOrTx, projectId: number, registrationIds: readonly number[]): Promise<number[]> =>
  (
    await inBatches(registrationIds, (batch) =>
      db
        .select({ userId: registrations.userId })
        .from(registrations)
        .where(and(eq(registrations.projectId, projectId), inArray(registrations.id, batch))),
    )
  ).map((r) => r.userId);

/** The name and reply-to address of a project, or null when it does not exist. */
export async function projectForMail(db: DbOrTx, id: number): Promise<{ name: string; replyTo: string | null } | null> {
  const [row] = await db.select({ name: projects.name, replyTo: projects.replyTo }).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

/** The address of a user, or null when there is no such user. */
export async function emailOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

export async function isUnsubscribed(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db.select({ email: mailUnsubscribes.email }).from(mailUnsubscribes).where(eq(mailUnsubscribes.email, email.toLowerCase()));
  return rows.length > 0;
}

/** Turns bulk mail off (idempotent) or back on for an address. */
export async function setUnsubscribed(db: DbOrTx, email: string, unsubscribed: boolean): Promise<void> {
  const address = email.toLowerCase();
  if (unsubscribed) await db.insert(mailUnsubscribes).values({ email: address }).onConflictDoNothing();
  else await db.delete(mailUnsubscribes).where(eq(mailUnsubscribes.email, address));
}
