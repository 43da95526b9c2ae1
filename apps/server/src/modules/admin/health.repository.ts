import type { Database } from '../../platform/db/client';

/** Whether the database answers: one trivial statement (GET /api/health). */
export async function pingDatabase(database: Database): Promise<void> {
  await database.raw.query('select 1');
}
