/**
 * Bearer-token authentication. A missing, unknown, signed-out or expired token is HTTP 401 with
 * `登录状态已过期，请重新登录`; a token whose access an administrator took away (session revoked, user
 * disabled) is HTTP 403 with body code 403, which the app answers by signing out. The permission
 * guard (core/permissions.ts) authenticates every route that is not public and sets `request.auth`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDatabase } from '../db/connection.js';
import { accessRevoked, sessionExpired } from './envelope.js';
import { lookupSession, type ActiveSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by the permission guard. */
    auth: ActiveSession | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return header ? (BEARER.exec(header)?.[1] ?? null) : null;
}

/** The active session for a token, or the ApiError to answer with (401, or 403 with body code 403). */
export async function authenticate(db: AppDatabase, token: string | null | undefined): Promise<ActiveSession> {
  const found = token ? await lookupSession(db, token) : null;
  if (found?.state === 'revoked') throw accessRevoked();
  if (found?.state !== 'active') throw sessionExpired();
  return found.session;
}

export function decorateAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}
