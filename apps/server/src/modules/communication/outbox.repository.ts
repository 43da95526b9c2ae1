import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index';
import type { DbOrTx } from '../../platform/db/client';

export async function findMail(db: DbOrTx, id: number) {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row ?? null;
}
