/**
 * The interface outbox (architecture: pg-boss for outbox retries; docs/domain.md "InterfaceLog"):
 *
 * - `enqueue(tx, message)` writes a PENDING message in the caller's transaction, so it exists exactly
 *   when the change it reports was committed; `dispatch(ids)` (after the commit) queues its job.
 * - The job claims the message (a conditional update that also takes a lease, so a job sent twice runs
 *   once), POSTs the payload as JSON to the configured endpoint with `X-Interface-System`, `X-Biz-Type`,
 *   `X-Biz-Key` and `Idempotency-Key` (the message id), keeps the attempt, and marks the message SUCCESS
 *   (2xx and `success: true` or `code: 200`, see receipt.ts) or schedules the next attempt (backoff.ts),
 *   ERROR after the last one. A success runs the handler registered for the message's bizType in the
 *   same transaction (a contract becomes synched).
 * - A sweep re-queues PENDING messages that are due: retries after their backoff, messages whose job was
 *   lost, and attempts whose process died (their lease ran out; such an attempt counts).
 * - Without a configured endpoint nothing is sent: messages stay PENDING with last_error
 *   未配置ERP同步地址, and go out once a process with the endpoint runs the sweep.
 * - `resend(tx, id)` puts an ERROR (or PENDING) message back to PENDING with a new round of attempts.
 */
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';
import { sysInterfaceAttempt as attemptTable, sysInterfaceLog as log, type InterfaceSystem } from '../../db/tables/interface-log.js';
import type { JobLogger, JobQueue } from '../jobs.js';
import { afterFailure, DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoff.js';
import { receiptOf } from './receipt.js';

export const OUTBOX_JOB = 'interface-outbox';

export const OUTBOX_MESSAGES = {
  notConfigured: '未配置ERP同步地址',
  timeout: (seconds: number) => `请求超时（${seconds}秒）`,
  unreachable: (reason: string) => `请求失败：${reason}`,
} as const;

/** The request headers of an attempt (lower case, as node reads them). */
export const OUTBOX_HEADERS = {
  system: 'x-interface-system',
  bizType: 'x-biz-type',
  bizKey: 'x-biz-key',
  idempotencyKey: 'idempotency-key',
} as const;

/** Tuning of the outbox; every field has a production default. */
export interface OutboxTuning extends RetryPolicy {
  /** Time limit of one POST. */
  timeoutMs: number;
  /** How often the sweep looks for due messages. */
  sweepEveryMs: number;
  /** A message queued this long ago whose job has not run yet is queued again by the sweep. */
  requeueAfterMs: number;
}

export const DEFAULT_OUTBOX_TUNING: OutboxTuning = {
  ...DEFAULT_RETRY_POLICY,
  timeoutMs: 30_000,
  sweepEveryMs: 15_000,
  requeueAfterMs: 60_000,
};

/** An attempt's lease outlasts its time limit by this much before the sweep takes it for dead. */
const LEASE_MARGIN_MS = 30_000;
/** The receiver's answer kept on the message. */
const RESPONSE_CHARS = 4000;
/** Due messages queued by one sweep. */
const SWEEP_BATCH = 500;

export interface OutboxMessage {
  system: InterfaceSystem;
  bizType: string;
  bizKey: string;
  bizId?: number | null | undefined;
  payload: unknown;
  createdBy?: string | null | undefined;
}

export interface SentMessage {
  id: number;
  system: InterfaceSystem;
  bizType: string;
  bizKey: string;
  bizId: number | null;
}

/**
 * Runs in the transaction that marks a message SUCCESS, with the receiver's whole answer parsed as JSON
 * (null when it was not JSON): a pull (materials from the ERP) saves what the answer carries.
 */
export type SuccessHandler = (tx: AppDatabase, message: SentMessage, answer: unknown) => Promise<void>;

export type ResendOutcome = 'resent' | 'succeeded' | 'missing';

export interface OutboxOptions {
  db: AppDatabase;
  /** The running job queue; without it messages are only written (another process may send them). */
  jobs?: JobQueue | undefined;
  /** Where messages are POSTed (ERP_SYNC_URL); none: they stay PENDING. */
  url?: string | undefined;
  tuning?: Partial<OutboxTuning> | undefined;
  logger?: JobLogger | undefined;
}

interface Attempted {
  ok: boolean;
  httpStatus: number | null;
  response: string | null;
  /** The whole answer parsed as JSON (null when it was not), for the success handler. */
  answer: unknown;
  error: string | null;
  durationMs: number;
}

/** Header values must be Latin-1; anything else travels percent-encoded. */
function headerValue(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);
}

/** The answer as JSON, or null. */
function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** `now() + ms` in the database's clock, which the sweep compares against. */
function inMs(ms: number) {
  return sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;
}

function isDue() {
  return or(isNull(log.nextAttemptTime), lte(log.nextAttemptTime, sql`now()`));
}

export class Outbox {
  readonly tuning: OutboxTuning;
  private readonly db: AppDatabase;
  private readonly jobs: JobQueue | undefined;
  private readonly url: string | undefined;
  private readonly logger: JobLogger;
  private readonly successHandlers = new Map<string, SuccessHandler>();
  /** Messages this process queued and whose job has not run yet: the sweep leaves them alone a while. */
  private readonly queued = new Map<number, number>();

  constructor(options: OutboxOptions) {
    this.db = options.db;
    this.jobs = options.jobs;
    this.url = options.url || undefined;
    this.logger = options.logger ?? console;
    this.tuning = { ...DEFAULT_OUTBOX_TUNING, ...options.tuning };
    if (this.jobs) {
      this.jobs.define<{ logId: number }>({ name: OUTBOX_JOB, handler: ({ logId }) => this.attempt(logId), concurrency: 2 });
      // Nothing to send without an endpoint: the messages wait for a process that has one.
      if (this.url) {
        this.jobs.every(this.tuning.sweepEveryMs, async () => {
          await this.sweep();
        });
      }
    }
  }

  /** Whether an endpoint is configured. */
  get configured(): boolean {
    return this.url !== undefined;
  }

  /** What to do, in the same transaction, when a message of `bizType` succeeds. */
  onSuccess(bizType: string, handler: SuccessHandler): void {
    this.successHandlers.set(bizType, handler);
  }

  /** Writes a PENDING message in the caller's transaction; call `dispatch` with its id after the commit. */
  async enqueue(tx: AppDatabase, message: OutboxMessage): Promise<number> {
    const [row] = await tx
      .insert(log)
      .values({
        system: message.system,
        bizType: message.bizType,
        bizKey: message.bizKey,
        bizId: message.bizId ?? null,
        direction: 'out',
        payload: message.payload ?? null,
        state: 'PENDING',
        attempts: 0,
        nextAttemptTime: this.url ? sql`now()` : null,
        lastError: this.url ? null : OUTBOX_MESSAGES.notConfigured,
        createdBy: message.createdBy ?? null,
      })
      .returning({ id: log.id });
    if (!row) throw new Error('the outbox message was not written');
    return row.id;
  }

  /**
   * Puts a message back to PENDING for a new round of attempts (in the caller's transaction; dispatch
   * after the commit). A message that already succeeded is left alone.
   */
  async resend(tx: AppDatabase, logId: number): Promise<ResendOutcome> {
    const [row] = await tx.select({ state: log.state }).from(log).where(eq(log.id, logId)).for('update');
    if (!row) return 'missing';
    if (row.state === 'SUCCESS') return 'succeeded';
    await tx
      .update(log)
      .set({
        state: 'PENDING',
        attempts: 0,
        nextAttemptTime: this.url ? sql`now()` : null,
        lastError: this.url ? null : OUTBOX_MESSAGES.notConfigured,
        updatedTime: sql`now()`,
        version: sql`${log.version} + 1`,
      })
      .where(eq(log.id, logId));
    return 'resent';
  }

  /**
   * Queues the jobs of committed messages. Never throws: a message whose job could not be queued stays
   * PENDING and the sweep queues it later.
   */
  async dispatch(ids: readonly number[]): Promise<void> {
    if (!this.url || !this.jobs?.isStarted) return;
    for (const logId of ids) {
      try {
        this.queued.set(logId, Date.now());
        await this.jobs.send(OUTBOX_JOB, { logId });
      } catch (error) {
        this.queued.delete(logId);
        this.logger.error({ err: error, logId }, 'outbox job not queued');
      }
    }
  }

  /** Queues the due PENDING messages (retries, lost jobs, attempts of a dead process); answers how many. */
  async sweep(): Promise<number> {
    if (!this.url || !this.jobs?.isStarted) return 0;
    const due = await this.db
      .select({ id: log.id })
      .from(log)
      .where(and(eq(log.state, 'PENDING'), isDue()))
      .orderBy(asc(log.nextAttemptTime), asc(log.id))
      .limit(SWEEP_BATCH);
    const now = Date.now();
    const ids = due.map((row) => row.id).filter((id) => now - (this.queued.get(id) ?? 0) >= this.tuning.requeueAfterMs);
    await this.dispatch(ids);
    return ids.length;
  }

  /** One attempt of one message (the job's handler); a message not due or not PENDING is left alone. */
  async attempt(logId: number): Promise<void> {
    this.queued.delete(logId);
    const url = this.url;
    // A process without the endpoint leaves the message to one that has it (its sweep queues it again).
    if (!url) return;
    const { timeoutMs } = this.tuning;
    const [claimed] = await this.db
      .update(log)
      .set({ attempts: sql`${log.attempts} + 1`, nextAttemptTime: inMs(timeoutMs + LEASE_MARGIN_MS), updatedTime: sql`now()` })
      .where(and(eq(log.id, logId), eq(log.state, 'PENDING'), isDue()))
      .returning();
    if (!claimed) return;

    const result = await this.post(url, claimed);
    await this.db.transaction(async (tx) => {
      const [last] = await tx
        .select({ n: sql<number>`coalesce(max(${attemptTable.attemptNo}), 0)::int` })
        .from(attemptTable)
        .where(eq(attemptTable.logId, logId));
      await tx.insert(attemptTable).values({
        logId,
        attemptNo: Number(last?.n ?? 0) + 1,
        httpStatus: result.httpStatus,
        ok: result.ok,
        error: result.error,
        durationMs: result.durationMs,
      });
      // Only the round this attempt belongs to: a manual resend meanwhile started a new one.
      const current = and(eq(log.id, logId), eq(log.state, 'PENDING'), eq(log.attempts, claimed.attempts));
      if (result.ok) {
        const [done] = await tx
          .update(log)
          .set({ state: 'SUCCESS', response: result.response, lastError: null, nextAttemptTime: null, updatedTime: sql`now()`, version: sql`${log.version} + 1` })
          .where(current)
          .returning({ id: log.id });
        const handler = this.successHandlers.get(claimed.bizType);
        if (done && handler) {
          await handler(tx, { id: claimed.id, system: claimed.system, bizType: claimed.bizType, bizKey: claimed.bizKey, bizId: claimed.bizId }, result.answer);
        }
        return;
      }
      const next = afterFailure(claimed.attempts, this.tuning);
      await tx
        .update(log)
        .set({
          state: next.state,
          response: result.response,
          lastError: result.error,
          nextAttemptTime: next.state === 'ERROR' ? null : inMs(next.delayMs),
          updatedTime: sql`now()`,
          version: sql`${log.version} + 1`,
        })
        .where(current);
    });
  }

  private async post(url: string, message: typeof log.$inferSelect): Promise<Attempted> {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [OUTBOX_HEADERS.system]: message.system,
          [OUTBOX_HEADERS.bizType]: headerValue(message.bizType),
          [OUTBOX_HEADERS.bizKey]: headerValue(message.bizKey),
          [OUTBOX_HEADERS.idempotencyKey]: String(message.id),
        },
        body: JSON.stringify(message.payload),
        signal: AbortSignal.timeout(this.tuning.timeoutMs),
        redirect: 'error',
      });
      const text = await response.text();
      const receipt = receiptOf(response.status, text);
      return {
        ok: receipt.ok,
        httpStatus: response.status,
        response: text.slice(0, RESPONSE_CHARS),
        answer: receipt.ok ? parsedJson(text) : null,
        error: receipt.ok ? null : receipt.error,
        durationMs: elapsed(),
      };
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
      const reason = (cause as NodeJS.ErrnoException | undefined)?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
      return {
        ok: false,
        httpStatus: null,
        response: null,
        answer: null,
        error: timedOut ? OUTBOX_MESSAGES.timeout(Math.round(this.tuning.timeoutMs / 1000)) : OUTBOX_MESSAGES.unreachable(reason),
        durationMs: elapsed(),
      };
    }
  }
}
