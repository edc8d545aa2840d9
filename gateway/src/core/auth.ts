/**
 * Bearer-token authentication. A missing, unknown, revoked or expired token is HTTP 401 with
 * `登录状态已过期，请重新登录`; routes that need a signed-in user add `requireSession` as a preHandler
 * and read `request.auth`.
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppDatabase } from '../db/connection.js';
import { sessionExpired } from './envelope.js';
import { findActiveSession, type ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the requireSession guard. */
    auth: ActiveSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** The active session for a token, or a 401 ApiError. */
export async function authenticate(db: AppDatabase, token: string | null | undefined): Promise<ActiveSession> {
  const session = token ? await findActiveSession(db, token) : null;
  if (!session) throw sessionExpired();
  return session;
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

export function requireSession(db: AppDatabase): preHandlerAsyncHookHandler {
  return async (request) => {
    request.auth = await authenticate(db, bearerToken(request));
  };
}
