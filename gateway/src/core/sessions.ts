/**
 * Sign-in sessions. A token is 32 random bytes (base64url) handed to the client once; the database keeps
 * only its sha256, so a leaked table does not leak usable tokens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../db/connection.js';
import { sysSession, sysUser } from '../db/schema.js';

export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface ActiveSession {
  sessionId: number;
  userId: number;
  token: string;
  expiresAt: Date;
}

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export async function createSession(db: AppDatabase, userId: number, ttlMs: number): Promise<ActiveSession> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sysSession)
    .values({ tokenHash: hashToken(token), userId, expiresAt })
    .returning({ id: sysSession.id });
  if (!row) throw new Error('session insert returned no row');
  return { sessionId: row.id, userId, token, expiresAt };
}

export type SessionLookup = { state: 'active'; session: ActiveSession } | { state: 'revoked' } | { state: 'none' };

/**
 * Active sessions looked up in the last few seconds, by token hash: a screen's burst of calls (a list,
 * its dictionaries, its counts) costs one session query instead of one each. Signing out and revoking
 * in this process drop the entries at once, and the other gateway processes on the same PostgreSQL drop
 * theirs when the cache bus tells them (core/cache-bus.ts; at worst, without it, after SESSION_CACHE_MS).
 */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;
const recentSessions = new Map<string, { session: ActiveSession; until: number }>();

/** Sessions taken away: one (signed out), or every session of a user (revoked, user disabled). */
export type SessionRevocation = { sessionId: number } | { userId: number };

const revocationListeners = new Set<(revoked: SessionRevocation) => void>();

/** Calls `listener` after each revocation of this process is stored; answers the function that stops it. */
export function onSessionsRevoked(listener: (revoked: SessionRevocation) => void): () => void {
  revocationListeners.add(listener);
  return () => revocationListeners.delete(listener);
}

/** Drops this process's cached sessions: the revoked ones, or all ('all'). Nothing is written or told. */
export function forgetCachedSessions(revoked: SessionRevocation | 'all'): void {
  if (revoked === 'all') {
    recentSessions.clear();
    return;
  }
  const matches = 'sessionId' in revoked ? (session: ActiveSession) => session.sessionId === revoked.sessionId : (session: ActiveSession) => session.userId === revoked.userId;
  for (const [hash, entry] of recentSessions) if (matches(entry.session)) recentSessions.delete(hash);
}

/**
 * After the revocation is stored: drops the cached entries (also any a concurrent lookup cached from the
 * row before the update) and tells the listeners (the cache bus: the other processes).
 */
function revoked(revocation: SessionRevocation): void {
  forgetCachedSessions(revocation);
  for (const listener of revocationListeners) listener(revocation);
}

/**
 * What a token stands for: an active session; `revoked` when it is still within its lifetime but an
 * administrator took access away (the session was revoked for that reason, or the user disabled);
 * otherwise `none` (unknown, expired or signed out). Expiry is compared with this process's clock, the
 * same clock that set it.
 */
export async function lookupSession(db: AppDatabase, token: string): Promise<SessionLookup> {
  if (!token) return { state: 'none' };
  const hash = hashToken(token);
  const now = Date.now();
  const cached = recentSessions.get(hash);
  if (cached && cached.until > now && cached.session.expiresAt.getTime() > now) return { state: 'active', session: cached.session };
  if (cached) recentSessions.delete(hash);
  const [row] = await db
    .select({
      sessionId: sysSession.id,
      userId: sysSession.userId,
      expiresAt: sysSession.expiresAt,
      revokeReason: sysSession.revokeReason,
      enabled: sysUser.enabled,
    })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(and(eq(sysSession.tokenHash, hash), gt(sysSession.expiresAt, new Date(now))))
    .limit(1);
  if (!row || row.revokeReason === 'logout') return { state: 'none' };
  if (row.revokeReason === 'revoked' || row.enabled !== 1) return { state: 'revoked' };
  const session = { sessionId: row.sessionId, userId: row.userId, expiresAt: row.expiresAt, token };
  if (recentSessions.size >= SESSION_CACHE_MAX) recentSessions.clear();
  recentSessions.set(hash, { session, until: now + SESSION_CACHE_MS });
  return { state: 'active', session };
}

/** The active session of a token, or null (see lookupSession). */
export async function findActiveSession(db: AppDatabase, token: string): Promise<ActiveSession | null> {
  const found = await lookupSession(db, token);
  return found.state === 'active' ? found.session : null;
}

/** Ends one session: the user signed out. */
export async function revokeSession(db: AppDatabase, sessionId: number): Promise<void> {
  forgetCachedSessions({ sessionId });
  const now = new Date();
  await db
    .update(sysSession)
    .set({ revokedAt: now, revokeReason: 'logout', updatedTime: now })
    .where(and(eq(sysSession.id, sessionId), isNull(sysSession.revokedAt)));
  revoked({ sessionId });
}

/** Takes access away from every live session of a user (an administrator's act): their calls get 403 with body code 403. */
export async function revokeUserSessions(db: AppDatabase, userId: number): Promise<void> {
  forgetCachedSessions({ userId });
  const now = new Date();
  await db
    .update(sysSession)
    .set({ revokedAt: now, revokeReason: 'revoked', updatedTime: now })
    .where(and(eq(sysSession.userId, userId), isNull(sysSession.revokedAt)));
  revoked({ userId });
}
