/**
 * Request ids: a caller's (a reverse proxy's) `X-Request-Id` is kept when it is a plain token, so one id
 * follows a request from the proxy's log into ours; anything else (absent, too long, characters a log
 * line or a header could be forged with) gets a fresh UUID. Every answer carries the id back.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a kept caller id may look like: letters, digits and `._:-`, at most 128 characters. */
export const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Fastify's genReqId: the caller's X-Request-Id when valid, otherwise a new UUID. */
export function genRequestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}
