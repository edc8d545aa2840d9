import { afterEach, describe, expect, it, vi } from 'vitest';
import { callEnded, callStarted, callsInFlight, whenCallsSettle } from './callActivity';

describe('whenCallsSettle', () => {
  afterEach(() => {
    while (callsInFlight() > 0) callEnded();
    vi.useRealTimers();
  });

  it('waits while a call is in flight and for the quiet time after it ends', async () => {
    vi.useFakeTimers();
    callStarted();
    let settled = false;
    void whenCallsSettle(300, 10_000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    callEnded();
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('gives up waiting after the longest wait', async () => {
    vi.useFakeTimers();
    callStarted();
    let settled = false;
    void whenCallsSettle(300, 2000).then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(1900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });

  it('looks only after the quiet time, so a call made just after asking still counts', async () => {
    vi.useFakeTimers();
    let settled = false;
    void whenCallsSettle(300, 10_000).then(() => {
      settled = true;
    });
    callStarted();
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled).toBe(false);
    callEnded();
    await vi.advanceTimersByTimeAsync(400);
    expect(settled).toBe(true);
  });

  it('never counts below zero', () => {
    callEnded();
    expect(callsInFlight()).toBe(0);
  });
});
