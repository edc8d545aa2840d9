import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead.js';

describe('readAhead', () => {
  it('asks for the next item while the consumer still works on the current one, and keeps the order', async () => {
    const asked: number[] = [];
    async function* source() {
      for (let index = 1; index <= 3; index += 1) {
        asked.push(index);
        yield index;
      }
    }
    const seen: { item: number; askedWhileWorking: number[] }[] = [];
    for await (const item of readAhead(source())) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      seen.push({ item, askedWhileWorking: [...asked] });
    }
    expect(seen).toEqual([
      { item: 1, askedWhileWorking: [1, 2] },
      { item: 2, askedWhileWorking: [1, 2, 3] },
      { item: 3, askedWhileWorking: [1, 2, 3] },
    ]);
  });

  it('passes on a failure of the source to the consumer', async () => {
    async function* failing() {
      yield 1;
      throw new Error('query failed');
    }
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const item of readAhead(failing())) seen.push(item);
      })(),
    ).rejects.toThrow('query failed');
    expect(seen).toEqual([1]);
  });

  it('closes the source when the consumer stops early, without an unhandled failure of the item read ahead', async () => {
    let closed = false;
    async function* source() {
      try {
        yield 1;
        throw new Error('never awaited');
      } finally {
        closed = true;
      }
    }
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      await expect(
        (async () => {
          for await (const item of readAhead(source())) throw new Error(`too many rows at ${item}`);
        })(),
      ).rejects.toThrow('too many rows at 1');
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
    expect(closed).toBe(true);
    expect(unhandled).toEqual([]);
  });
});
