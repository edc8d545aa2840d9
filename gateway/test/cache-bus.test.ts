/**
 * The cache bus (core/cache-bus.ts): what one gateway process invalidates reaches the others over
 * PostgreSQL LISTEN/NOTIFY. Two connections on one database stand for two processes (each with its own
 * bus; the caches themselves are module state shared in this one process, so the receiving side is
 * watched through its `apply`, or checked on rows changed behind the cache's back). PostgreSQL only
 * (skipped without TEST_DATABASE_URL), except the payload rules.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateAccess, loadAccess } from '../src/core/access.js';
import {
  applyInvalidation,
  CACHE_CHANNEL,
  CacheBus,
  decodeInvalidation,
  encodeInvalidation,
  EVERYTHING,
  mergeInvalidations,
  type CacheInvalidation,
} from '../src/core/cache-bus.js';
import { createSession, lookupSession, revokeSession, revokeUserSessions } from '../src/core/sessions.js';
import { openDatabase, type DatabaseConnection } from '../src/db/connection.js';
import { sysSession, sysUser, sysUserRole } from '../src/db/schema.js';
import { databaseTargets, type TestDatabase } from './helpers/databases.js';

/** Polls `probe` until it answers a value, for at most `ms`. */
async function within<T>(ms: number, probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`nothing within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const touches = (received: readonly CacheInvalidation[], userId: number) =>
  received.some((invalidation) => Array.isArray(invalidation.access) && invalidation.access.includes(userId));

describe('cache invalidation payloads', () => {
  it('merges what one tick invalidates, "all" winning over lists', () => {
    expect(mergeInvalidations({ access: [1, 2] }, { access: [2, 3], sessions: [9] })).toEqual({ access: [1, 2, 3], sessions: [9] });
    expect(mergeInvalidations({ access: [1] }, { access: 'all' })).toEqual({ access: 'all' });
    expect(mergeInvalidations({ sessions: [9] }, { sessionUsers: 'all' })).toEqual({ sessionUsers: 'all' });
  });

  it('round-trips a payload, widens one too large for NOTIFY, and refuses other shapes', () => {
    const payload = encodeInvalidation('me', { access: [1, 2], sessionUsers: [3], sessions: [4] });
    expect(decodeInvalidation(payload)).toEqual({ origin: 'me', invalidation: { access: [1, 2], sessionUsers: [3], sessions: [4] } });
    const many = Array.from({ length: 3000 }, (_, index) => index + 1);
    const wide = encodeInvalidation('me', { access: many, sessions: many });
    expect(wide.length).toBeLessThan(8000);
    expect(decodeInvalidation(wide)).toEqual({ origin: 'me', invalidation: { access: 'all', sessionUsers: 'all' } });
    for (const bad of ['', 'not json', '[]', '{"access":[1]}', '{"origin":"x","access":["1"]}', '{"origin":"x","sessions":"all"}']) {
      expect(decodeInvalidation(bad)).toBeNull();
    }
  });
});

const postgres = databaseTargets.find((target) => target.name === 'postgres');

describe.skipIf(!postgres)('[postgres] cache bus between two connections', () => {
  let database: TestDatabase;
  let other: DatabaseConnection;
  let busA: CacheBus;
  let busB: CacheBus;
  const receivedA: CacheInvalidation[] = [];
  const receivedB: CacheInvalidation[] = [];
  const warnings: unknown[] = [];
  const logger = { warn: (object: unknown, message?: string) => warnings.push(message ?? object) };
  let buyerId: number;

  beforeAll(async () => {
    database = await postgres!.open();
    other = await openDatabase({ url: database.url });
    busA = new CacheBus(database.connection, logger, { apply: (invalidation) => receivedA.push(invalidation) });
    // B drops this process's caches for real, as a process would.
    busB = new CacheBus(other, logger, {
      apply: (invalidation) => {
        receivedB.push(invalidation);
        applyInvalidation(invalidation);
      },
    });
    await Promise.all([busA.start(), busB.start()]);
    const [buyer] = await other.db.select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.account, 'buyer'));
    buyerId = buyer!.id;
  });
  afterAll(async () => {
    await busA?.stop();
    await busB?.stop();
    await other?.close();
    await database?.dispose();
  });

  it('carries an invalidation to the other connection within 1 s, and not back to its sender', async () => {
    const started = Date.now();
    busA.publish({ access: [-101] });
    await busA.flushed();
    busB.publish({ access: [-202] });
    await within(1000, () => (touches(receivedA, -202) && touches(receivedB, -101) ? true : undefined));
    expect(Date.now() - started).toBeLessThan(1000);
    // Each side got the other's (sent after its own, and delivered in order) but not its own.
    expect(touches(receivedA, -101)).toBe(false);
    expect(touches(receivedB, -202)).toBe(false);
  });

  it("sends this process's invalidateAccess and session revocations, one NOTIFY per tick", async () => {
    const heard: string[] = [];
    const stop = await other.listen(CACHE_CHANNEL, { payload: (text) => heard.push(text) });
    try {
      invalidateAccess(-1);
      invalidateAccess(-2);
      await revokeUserSessions(database.connection.db, -3);
      await revokeSession(database.connection.db, -4);
      const fromA = await within(1000, () => {
        const found = heard.map((text) => decodeInvalidation(text)).filter((message) => message?.origin === busA.origin);
        return found.length >= 3 ? found.map((message) => message!.invalidation) : undefined;
      });
      expect(fromA).toEqual([{ access: [-1, -2] }, { sessionUsers: [-3] }, { sessions: [-4] }]);
    } finally {
      await stop();
    }
  });

  it("drops this process's cached session when another process revokes it", async () => {
    const session = await createSession(database.connection.db, buyerId, 60_000);
    expect((await lookupSession(other.db, session.token)).state).toBe('active');
    // Revoked behind the cache's back (as another process's write would be): still active from the cache.
    await database.connection.db.update(sysSession).set({ revokedAt: new Date(), revokeReason: 'revoked' }).where(eq(sysSession.id, session.sessionId));
    expect((await lookupSession(other.db, session.token)).state).toBe('active');
    busA.publish({ sessionUsers: [buyerId] });
    // Well within SESSION_CACHE_MS (5 s): the bus dropped the entry.
    await within(1000, async () => ((await lookupSession(other.db, session.token)).state === 'revoked' ? true : undefined));
  });

  it("drops this process's cached access when another process changes a user's roles", async () => {
    expect((await loadAccess(other.db, buyerId)).roleCodes.has('buyer')).toBe(true);
    await database.connection.db.delete(sysUserRole).where(eq(sysUserRole.userId, buyerId));
    expect((await loadAccess(other.db, buyerId)).roleCodes.has('buyer')).toBe(true);
    busA.publish({ access: [buyerId] });
    await within(1000, async () => ((await loadAccess(other.db, buyerId)).roleCodes.size === 0 ? true : undefined));
  });

  it('listens again after its connection is terminated, dropping everything it may have missed', async () => {
    const terminated = await database.connection.db.execute<{ n: number }>(
      sql`select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = current_database() and application_name = 'srm-gateway-listen'`,
    );
    expect(terminated.rows[0]?.n).toBe(2);
    await within(5000, () => (receivedB.some((invalidation) => invalidation.access === EVERYTHING.access && invalidation.sessionUsers === EVERYTHING.sessionUsers) ? true : undefined));
    expect(warnings).toContain('cache bus: the listening connection failed; connecting again');
    // Listening again: a new invalidation gets through (A's listener came back too).
    busA.publish({ access: [-303] });
    await within(1000, () => (touches(receivedB, -303) ? true : undefined));
  });
});
