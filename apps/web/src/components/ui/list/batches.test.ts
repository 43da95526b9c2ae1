import { describe, expect, it } from 'vitest';
import { BULK_BATCH, inBatches } from './batches';

describe('inBatches (bulk calls take at most 1,000 ids, "select all" gives up to 5,000)', () => {
  it('splits the ids into consecutive batches, one call after the other', async () => {
    const ids = Array.from({ length: 2500 }, (_, i) => i + 1);
    const seen: number[][] = [];
    const answers = await inBatches(ids, async (batch) => {
      seen.push(batch);
      return batch.length;
    });
    expect(answers).toEqual([BULK_BATCH, BULK_BATCH, 500]);
    expect(seen.flat()).toEqual(ids);
  });

  it('makes no call without ids', async () => {
    expect(await inBatches([], async () => 1)).toEqual([]);
  });
});
