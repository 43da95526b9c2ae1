/**
 * The most ids one bulk call takes (`idsBody`, `roleUsersBody`: 1,000), while "select all"
 * can hand over up to 5,000.
 */
export const BULK_BATCH = 1000;

/** Runs a bulk call over the ids in consecutive batches the server accepts, in order. */
export async function inBatches<T>(ids: readonly number[], run: (batch: number[]) => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < ids.length; start += BULK_BATCH) answers.push(await run(ids.slice(start, start + BULK_BATCH)));
  return answers;
}
