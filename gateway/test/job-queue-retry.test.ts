import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from '../src/core/jobs.js';

function pgError(code: string): Error & { code: string } {
  return Object.assign(new Error(`pg error ${code}`), { code });
}

describe('creating job queues when two processes start together', () => {
  it('tries again after PostgreSQL aborted the step to break a deadlock', async () => {
    let calls = 0;
    const answer = await retryOnDeadlock(async () => {
      calls++;
      if (calls < 3) throw pgError('40P01');
      return 'created';
    });
    expect(answer).toBe('created');
    expect(calls).toBe(3);
  });

  it('passes any other error on at once', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toThrow('pg error 23505');
    expect(calls).toBe(1);
  });

  it('gives up after the last try with the deadlock error', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls++;
        throw pgError('40P01');
      }, 3),
    ).rejects.toThrow('pg error 40P01');
    expect(calls).toBe(3);
  });
});
