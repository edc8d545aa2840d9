/**
 * Unit tests never open a network connection (vitest setup file). happy-dom answers a relative URL
 * from http://localhost:3000, so a call that a test forgot to stub would reach for a real server and
 * pass or fail by what happens to listen there. Every attempt is refused at once and fails the test
 * that made it, naming the address and where the call came from.
 */
import net from 'node:net';
import { afterEach, expect } from 'vitest';

interface Attempt {
  target: string;
  test: string | undefined;
  stack: string;
}

const attempts: Attempt[] = [];

function describeTarget(args: unknown[]): string {
  const [first, second] = args;
  // node's agents pass the normalised [options, callback] pair as one argument.
  if (Array.isArray(first)) return describeTarget(first);
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; port?: number; path?: string };
    return options.path ?? `${options.host ?? 'localhost'}:${options.port ?? '?'}`;
  }
  return typeof second === 'string' ? `${second}:${String(first)}` : `localhost:${String(first)}`;
}

net.Socket.prototype.connect = function refuseConnect(this: net.Socket, ...args: unknown[]) {
  const error = new Error(`Unit tests must not open network connections (tried ${describeTarget(args)})`);
  attempts.push({ target: describeTarget(args), test: expect.getState().currentTestName, stack: error.stack ?? '' });
  process.nextTick(() => this.destroy(error));
  return this;
} as typeof net.Socket.prototype.connect;

afterEach(() => {
  if (attempts.length === 0) return;
  const made = attempts.splice(0);
  throw new Error(
    `A unit test tried to open ${made.length} network connection(s); stub the call instead:\n` +
      made.map((attempt) => `- ${attempt.target} during "${attempt.test ?? '(no test)'}"\n${attempt.stack}`).join('\n'),
  );
});
