import { describe, expect, it, vi } from 'vitest';
import { createEarlyRequest, stableKey } from './earlyRequest';

type Body = { page: number; filters?: Record<string, unknown> };

function setup(options: { maxAgeMs?: number } = {}) {
  let clock = 1000;
  let token = 'token-a';
  const send = vi.fn((body: Body) => Promise.resolve(`early ${stableKey(body)}`));
  const fallback = vi.fn((body: Body) => Promise.resolve(`fallback ${stableKey(body)}`));
  const early = createEarlyRequest<Body, string>({
    send,
    fallback,
    keyOf: (body) => `${token} ${stableKey(body)}`,
    now: () => clock,
    ...options,
  });
  return {
    early,
    send,
    fallback,
    advance: (ms: number) => (clock += ms),
    signInAs: (next: string) => (token = next),
  };
}

describe('stableKey', () => {
  it('does not depend on the order of the keys, at any depth', () => {
    expect(stableKey({ b: 1, a: { d: [2, 1], c: null } })).toBe(stableKey({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(stableKey({ a: [1, 2] })).not.toBe(stableKey({ a: [2, 1] }));
  });
});

describe('createEarlyRequest', () => {
  it('hands the request in flight over once, to the same request', async () => {
    const { early, send } = setup();
    early.start({ page: 1 });
    const taken = early.take({ page: 1 });
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toBe('early {"page":1}');
    expect(send).toHaveBeenCalledTimes(1);
    // Taken: the next load (a reload after an action, the page opened again) asks the gateway.
    expect(early.take({ page: 1 })).toBeNull();
  });

  it('does not send the same request twice while it is fresh', () => {
    const { early, send, advance } = setup();
    early.start({ page: 1, filters: { a: 1, b: 2 } });
    advance(1000);
    early.start({ page: 1, filters: { b: 2, a: 1 } });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('gives nothing for another query, and forgets the early one then', () => {
    const { early } = setup();
    early.start({ page: 1 });
    // The user changed the query before the table loaded: the early answer is not for it.
    expect(early.take({ page: 1, filters: { status: 'SIGN' } })).toBeNull();
    expect(early.take({ page: 1 })).toBeNull();
  });

  it('never hands over a stale request', () => {
    const { early, send, advance } = setup({ maxAgeMs: 5000 });
    early.start({ page: 1 });
    advance(5001);
    expect(early.take({ page: 1 })).toBeNull();
    // A fresh one is not sent twice; once stale it is sent again.
    early.start({ page: 1 });
    early.start({ page: 1 });
    expect(send).toHaveBeenCalledTimes(2);
    advance(5001);
    early.start({ page: 1 });
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("never hands one user's request to another session", () => {
    const { early, signInAs } = setup();
    early.start({ page: 1 });
    signInAs('token-b');
    expect(early.take({ page: 1 })).toBeNull();
  });

  it('sends the request again, the page’s way, when the early one failed', async () => {
    const { early, send, fallback } = setup();
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    early.start({ page: 1 });
    await expect(early.take({ page: 1 })).resolves.toBe('fallback {"page":1}');
    expect(fallback).toHaveBeenCalledWith({ page: 1 });
  });

  it('does not report an early failure nobody took as unhandled', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    const { early, send } = setup();
    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    early.start({ page: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('clear forgets the request in flight', () => {
    const { early } = setup();
    early.start({ page: 1 });
    early.clear();
    expect(early.take({ page: 1 })).toBeNull();
  });

  it('hands an answer that has come over synchronously, once, and only to the same fresh request', async () => {
    const { early, send, advance } = setup();
    await early.start({ page: 1 });
    expect(early.takeAnswered({ page: 2 })).toBeNull();
    expect(early.takeAnswered({ page: 1 })).toBe('early {"page":1}');
    // Handed over: neither way gives it twice.
    expect(early.takeAnswered({ page: 1 })).toBeNull();
    expect(early.take({ page: 1 })).toBeNull();

    await early.start({ page: 1 });
    advance(5001);
    expect(early.takeAnswered({ page: 1 })).toBeNull();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('leaves a request still in flight, or one that failed, to take', async () => {
    const { early, send, fallback } = setup();
    let answer!: (value: string) => void;
    send.mockImplementationOnce(() => new Promise<string>((resolve) => (answer = resolve)));
    const settled = early.start({ page: 1 });
    expect(early.takeAnswered({ page: 1 })).toBeNull();
    answer('late');
    await settled;
    expect(early.takeAnswered({ page: 1 })).toBe('late');

    send.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    // start's promise settles after a failure too, without rejecting.
    await expect(early.start({ page: 3 })).resolves.toBeUndefined();
    expect(early.takeAnswered({ page: 3 })).toBeNull();
    await expect(early.take({ page: 3 })).resolves.toBe('fallback {"page":3}');
    expect(fallback).toHaveBeenCalledTimes(1);
  });
});
