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

/**
 * The session of a token that is known, not revoked, not expired and whose user is still enabled;
 * otherwise null. Expiry is compared with this process's clock, the same clock that set it.
 */
export async function findActiveSession(db: AppDatabase, token: string): Promise<ActiveSession | null> {
  if (!token) return null;
  const [row] = await db
    .select({ sessionId: sysSession.id, userId: sysSession.userId, expiresAt: sysSession.expiresAt })
    .from(sysSession)
    .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
    .where(
      and(
        eq(sysSession.tokenHash, hashToken(token)),
        isNull(sysSession.revokedAt),
        gt(sysSession.expiresAt, new Date()),
        eq(sysUser.enabled, 1),
      ),
    )
    .limit(1);
  return row ? { ...row, token } : null;
}

export async function revokeSession(db: AppDatabase, sessionId: number): Promise<void> {
  const now = new Date();
  await db
    .update(sysSession)
    .set({ revokedAt: now, updatedTime: now })
    .where(and(eq(sysSession.id, sessionId), isNull(sysSession.revokedAt)));
}
