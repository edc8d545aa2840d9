/**
 * Cross-process cache invalidation over PostgreSQL LISTEN/NOTIFY (issue 30). Each gateway process keeps
 * two caches of who may do what: users' access (core/access.ts, 30 s) and recent sessions
 * (core/sessions.ts, 5 s). When this process changes what they hold (`invalidateAccess`, a session signed
 * out or revoked, a user disabled), the bus NOTIFYs channel `srm_cache`; every other process LISTENs on it
 * and drops the same entries, so a role revoked through one instance is refused by the others within a
 * moment instead of after the cache's lifetime.
 *
 * - A payload carries the bus's own id (`origin`): a process ignores what it sent itself (it has already
 *   dropped its entries).
 * - What one tick invalidates goes in one notification (a role saved for its 500 holders is one NOTIFY);
 *   a batch too large for a payload (8000 bytes) widens to "everything".
 * - The listener's connection is dedicated and made again when it drops (db/listener.ts); notifications
 *   of the gap are lost, so after a reconnection the process drops both caches entirely.
 * - On PGlite the bus does nothing: one process per data folder (it is locked, db/lock.ts).
 *
 * Other per-process state, and why it needs no message: the list engine's planner estimates
 * (core/list/estimates.ts, 30 s) are guesses by design (a total past COUNT_CAP is marked as an estimate);
 * the built-in print templates and the message catalogue are built from code; dictionaries and menus are
 * read from their tables on every request (nothing caches them).
 */
import { randomUUID } from 'node:crypto';
import type { DatabaseConnection } from '../db/connection.js';
import { dropCachedAccess, onAccessInvalidated } from './access.js';
import { forgetCachedSessions, onSessionsRevoked } from './sessions.js';

export const CACHE_CHANNEL = 'srm_cache';

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;

/** What a process asks the others to drop. */
export interface CacheInvalidation {
  /** Cached access of every user, or of these users. */
  access?: 'all' | number[];
  /** Cached sessions of every user, or every session of these users. */
  sessionUsers?: 'all' | number[];
  /** Cached sessions by id (signed out). */
  sessions?: number[];
}

/** Everything: what a listener that may have missed notifications drops. */
export const EVERYTHING: CacheInvalidation = { access: 'all', sessionUsers: 'all' };

function mergeIds(a: 'all' | number[] | undefined, b: 'all' | number[] | undefined): 'all' | number[] | undefined {
  if (a === 'all' || b === 'all') return 'all';
  if (!a) return b;
  if (!b) return a;
  return [...new Set([...a, ...b])];
}

/** One invalidation covering both. */
export function mergeInvalidations(a: CacheInvalidation, b: CacheInvalidation): CacheInvalidation {
  const merged: CacheInvalidation = {};
  const access = mergeIds(a.access, b.access);
  const sessionUsers = mergeIds(a.sessionUsers, b.sessionUsers);
  // Every session dropped already covers the single ones.
  const sessions = sessionUsers === 'all' ? undefined : mergeIds(a.sessions, b.sessions);
  if (access) merged.access = access;
  if (sessionUsers) merged.sessionUsers = sessionUsers;
  if (sessions && sessions !== 'all') merged.sessions = sessions;
  return merged;
}

/** The payload of a notification; past `maxBytes` the lists widen to everything they touch. */
export function encodeInvalidation(origin: string, invalidation: CacheInvalidation, maxBytes = MAX_PAYLOAD_BYTES): string {
  const payload = JSON.stringify({ origin, ...invalidation });
  if (Buffer.byteLength(payload, 'utf8') <= maxBytes) return payload;
  const wide: CacheInvalidation = {};
  if (invalidation.access) wide.access = 'all';
  if (invalidation.sessionUsers || invalidation.sessions?.length) wide.sessionUsers = 'all';
  return JSON.stringify({ origin, ...wide });
}

function idsOf(value: unknown): 'all' | number[] | undefined | null {
  if (value === undefined || value === 'all') return value;
  if (Array.isArray(value) && value.every((id) => Number.isSafeInteger(id))) return value as number[];
  return null;
}

/** A notification's sender and invalidation; null for a payload of any other shape (ignored). */
export function decodeInvalidation(payload: string): { origin: string; invalidation: CacheInvalidation } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { origin, access, sessionUsers, sessions } = parsed as Record<string, unknown>;
  const accessIds = idsOf(access);
  const userIds = idsOf(sessionUsers);
  const sessionIds = idsOf(sessions);
  if (typeof origin !== 'string' || accessIds === null || userIds === null || sessionIds === null || sessionIds === 'all') return null;
  const invalidation: CacheInvalidation = {};
  if (accessIds) invalidation.access = accessIds;
  if (userIds) invalidation.sessionUsers = userIds;
  if (sessionIds) invalidation.sessions = sessionIds;
  return { origin, invalidation };
}

/** Drops this process's entries (without telling anyone: the sender already did). */
export function applyInvalidation(invalidation: CacheInvalidation): void {
  if (invalidation.access === 'all') dropCachedAccess();
  else for (const userId of invalidation.access ?? []) dropCachedAccess(userId);
  if (invalidation.sessionUsers === 'all') forgetCachedSessions('all');
  else for (const userId of invalidation.sessionUsers ?? []) forgetCachedSessions({ userId });
  for (const sessionId of invalidation.sessions ?? []) forgetCachedSessions({ sessionId });
}

export interface CacheBusLogger {
  warn(object: unknown, message?: string): void;
}

export interface CacheBusOptions {
  /** What a notification from another process does; `applyInvalidation` by default (tests watch it). */
  apply?: (invalidation: CacheInvalidation) => void;
}

export class CacheBus {
  /** This bus's id in its payloads (per bus, not per OS process: tests run two in one process). */
  readonly origin = randomUUID();
  private readonly apply: (invalidation: CacheInvalidation) => void;
  private stopListening: (() => Promise<void>) | undefined;
  private readonly unhooks: (() => void)[] = [];
  private pending: CacheInvalidation | undefined;
  private queued = false;
  private sending: Promise<void> = Promise.resolve();

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly logger: CacheBusLogger,
    options: CacheBusOptions = {},
  ) {
    this.apply = options.apply ?? applyInvalidation;
  }

  /** Listens (PostgreSQL only) and passes this process's invalidations on. */
  async start(): Promise<void> {
    if (this.connection.kind !== 'postgres' || this.stopListening) return;
    this.stopListening = await this.connection.listen(CACHE_CHANNEL, {
      payload: (text) => this.receive(text),
      reconnected: () => this.applySafely(EVERYTHING),
      failed: (error) => this.logger.warn({ err: error }, 'cache bus: the listening connection failed; connecting again'),
    });
    this.unhooks.push(
      onAccessInvalidated((userId) => this.publish({ access: userId === undefined ? 'all' : [userId] })),
      onSessionsRevoked((revoked) => this.publish('userId' in revoked ? { sessionUsers: [revoked.userId] } : { sessions: [revoked.sessionId] })),
    );
  }

  /** Stops passing on, sends what is pending, stops listening. */
  async stop(): Promise<void> {
    for (const unhook of this.unhooks.splice(0)) unhook();
    await this.flushed();
    const stop = this.stopListening;
    this.stopListening = undefined;
    await stop?.();
  }

  /**
   * Tells the other processes to drop `invalidation`: batched with the rest of this tick into one
   * NOTIFY, sent after the previous one. Never throws: a failed NOTIFY is logged (the other processes'
   * entries then expire with their cache's lifetime).
   */
  publish(invalidation: CacheInvalidation): void {
    if (!this.stopListening) return;
    this.pending = this.pending ? mergeInvalidations(this.pending, invalidation) : invalidation;
    if (this.queued) return;
    this.queued = true;
    this.sending = this.sending.then(() => this.send());
  }

  /** Resolves once everything published so far has been sent. */
  flushed(): Promise<void> {
    return this.sending;
  }

  private async send(): Promise<void> {
    this.queued = false;
    const batch = this.pending;
    this.pending = undefined;
    if (!batch) return;
    try {
      await this.connection.notify(CACHE_CHANNEL, encodeInvalidation(this.origin, batch));
    } catch (error) {
      this.logger.warn({ err: error }, 'cache bus: NOTIFY failed; other processes keep their cached entries until they expire');
    }
  }

  private receive(text: string): void {
    const message = decodeInvalidation(text);
    if (!message) {
      this.logger.warn({ payload: text.slice(0, 200) }, 'cache bus: a notification of unknown shape was ignored');
      return;
    }
    if (message.origin === this.origin) return;
    this.applySafely(message.invalidation);
  }

  private applySafely(invalidation: CacheInvalidation): void {
    try {
      this.apply(invalidation);
    } catch (error) {
      this.logger.warn({ err: error }, 'cache bus: dropping cached entries failed');
    }
  }
}
