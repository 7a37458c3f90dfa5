import { describe, expect, it } from 'vitest';
import { type CountedViews, createVisitBuffer } from './visit-buffer.js';

const silent = { error: () => {} };
const view = (objectId: number) => ({ objectType: 'product' as const, objectId, merchantId: 7 });

describe('visit buffer', () => {
  it('adds views of the same object up and writes them in one batch after the interval', async () => {
    const batches: CountedViews[][] = [];
    const buffer = createVisitBuffer({ flushMs: 30, log: silent, write: async (b) => void batches.push(b) });
    for (let i = 0; i < 5; i++) await buffer.add(view(1));
    await buffer.add(view(2));
    expect(batches).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await buffer.flush();
    expect(batches).toEqual([
      [
        { ...view(1), views: 5 },
        { ...view(2), views: 1 },
      ],
    ]);
    expect(buffer.size).toBe(0);
  });

  it('keeps the views of a failed write for the next one, so none is lost or counted twice', async () => {
    const written: CountedViews[] = [];
    let fail = true;
    const buffer = createVisitBuffer({
      flushMs: 60_000,
      log: silent,
      write: async (b) => {
        if (fail) throw new Error('database away');
        written.push(...b);
      },
    });
    await buffer.add(view(1));
    await buffer.flush();
    expect(buffer.size).toBe(1);
    await buffer.add(view(1));
    fail = false;
    await buffer.flush();
    expect(written).toEqual([{ ...view(1), views: 2 }]);
  });

  it('writes each view at once when the interval is 0', async () => {
    const batches: CountedViews[][] = [];
    const buffer = createVisitBuffer({ flushMs: 0, log: silent, write: async (b) => void batches.push(b) });
    await buffer.add(view(3));
    expect(batches).toEqual([[{ ...view(3), views: 1 }]]);
  });
});
