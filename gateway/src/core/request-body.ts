/**
 * preValidation hooks for request bodies, shared by every module: an absent body read as `{}`, and a
 * refusal of body keys a schema does not declare.
 */
import type { FastifyRequest } from 'fastify';
import type { TObject } from 'typebox';
import { ApiError, MESSAGES } from './envelope.js';

/** Lets a route take no body at all (the app may post nothing): an absent body reads as `{}`. */
export async function emptyBodyAsObject(request: { body: unknown }): Promise<void> {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * A preValidation hook refusing body keys the schema does not declare. Fastify's validator strips
 * unknown properties silently; for a search body that would turn a misspelt filter into "no filter"
 * and answer everything, so it is a 400 instead. An absent body reads as `{}`.
 */
export function knownKeysOnly(schema: TObject) {
  const allowed = new Set(Object.keys(schema.properties));
  return async (request: FastifyRequest): Promise<void> => {
    await emptyBodyAsObject(request);
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const unknown = Object.keys(body).find((key) => !allowed.has(key));
    if (unknown !== undefined) throw new ApiError(400, `${MESSAGES.badRequest}：${unknown} 不是允许的参数`);
  };
}

/** A text field of a request as stored: trimmed, and null when absent or blank. */
export function blankToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
