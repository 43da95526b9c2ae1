import { desc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../src/db/schema/index';
import type { Db } from '../src/platform/db/client';

/** The mails queued for an address (case-insensitive), newest first. */
export function mailsTo(db: Db, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(sql`lower(${mailOutbox.to})`, to.toLowerCase()))
    .orderBy(desc(mailOutbox.id));
}

/** The link in the newest mail to an address. */
export async function linkIn(db: Db, to: string): Promise<URL> {
  const [mail] = await mailsTo(db, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
}
