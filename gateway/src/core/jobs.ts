/**
 * The job queue (architecture: pg-boss 10 for exports, outbox retries and scheduled jobs), on the same
 * database as everything else: pg-boss talks to it through `DatabaseConnection.executeSql`, so it runs
 * on PostgreSQL and on the embedded PGlite alike, in its own schema `pgboss`.
 *
 * Modules declare their queues with `define` while the server is being built; `start` (on the server's
 * onReady) creates the queues and starts their workers, `stop` (onClose) lets running jobs finish.
 * Without a started queue (tests that do not need jobs), `send` refuses, so a caller can answer clearly.
 */
import PgBoss from 'pg-boss';
import type { DatabaseConnection } from '../db/connection.js';

export const JOB_SCHEMA = 'pgboss';

export interface JobDefinition<Data extends object> {
  name: string;
  /** Runs one job. A thrown error fails the job (pg-boss retries it per `retryLimit`). */
  handler(data: Data): Promise<void>;
  /** How many of this queue's jobs one process runs at once. */
  concurrency?: number;
  retryLimit?: number;
  expireInSeconds?: number;
}

export interface JobLogger {
  error(object: unknown, message?: string): void;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private readonly definitions = new Map<string, JobDefinition<object>>();
  private started = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly periodic: { everyMs: number; run: () => Promise<void> }[] = [];

  constructor(
    private readonly connection: DatabaseConnection,
    private readonly logger: JobLogger = console,
    /** How often an idle worker looks for new jobs (pg-boss allows 0.5 s at least). */
    private readonly pollingIntervalSeconds = 1,
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text: string, values: unknown[]) => connection.executeSql(text, values) },
      schema: JOB_SCHEMA,
    });
    this.boss.on('error', (error) => this.logger.error(error, 'job queue error'));
  }

  get isStarted(): boolean {
    return this.started;
  }

  define<Data extends object>(definition: JobDefinition<Data>): void {
    if (this.started) throw new Error(`job ${definition.name} defined after the queue started`);
    this.definitions.set(definition.name, definition as unknown as JobDefinition<object>);
  }

  /** Runs `run` now (once started) and then every `everyMs`; failures are logged, never thrown. */
  every(everyMs: number, run: () => Promise<void>): void {
    this.periodic.push({ everyMs, run });
  }

  async start(): Promise<void> {
    if (this.started) return;
    // Installing pg-boss's schema and creating the queues take turns between processes (see exclusively).
    await this.connection.exclusively(async () => {
      await this.boss.start();
      for (const definition of this.definitions.values()) {
        await retryOnDeadlock(() =>
          this.boss.createQueue(definition.name, {
            name: definition.name,
            retryLimit: definition.retryLimit ?? 0,
            expireInSeconds: definition.expireInSeconds ?? 3600,
          }),
        );
      }
    });
    for (const definition of this.definitions.values()) {
      const concurrency = definition.concurrency ?? 1;
      for (let worker = 0; worker < concurrency; worker++) {
        await this.boss.work<object>(definition.name, { batchSize: 1, pollingIntervalSeconds: this.pollingIntervalSeconds }, async (jobs) => {
          for (const job of jobs) await definition.handler(job.data);
        });
      }
    }
    this.started = true;
    for (const { everyMs, run } of this.periodic) {
      const tick = () => run().catch((error: unknown) => this.logger.error(error, 'periodic job failed'));
      await tick();
      const timer = setInterval(tick, everyMs);
      timer.unref();
      this.timers.push(timer);
    }
  }

  /** Queues a job (handlers must tolerate running twice for one piece of work). */
  async send(name: string, data: object): Promise<void> {
    if (!this.started) throw new Error('the job queue is not running');
    await this.boss.send(name, data);
  }

  async stop(): Promise<void> {
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/** PostgreSQL's SQLSTATE for a transaction it aborted to break a deadlock. */
const DEADLOCK_DETECTED = '40P01';

/**
 * Runs `step` again (up to 5 tries, 50–250 ms apart with jitter) when PostgreSQL aborted it to break a
 * deadlock. Two processes starting together on one database each create pg-boss's queues: a queue is a
 * partition attached to pg-boss's job table with foreign keys to its queue table, and two of those creations
 * at once can deadlock; PostgreSQL aborts one, whose retry then finds the queue made (`ON CONFLICT DO NOTHING`).
 * `start` now creates them under the start-up lock, so this only guards against a process that creates
 * queues outside it (an older gateway during a rolling update).
 */
export async function retryOnDeadlock<T>(step: () => Promise<T>, tries = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await step();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== DEADLOCK_DETECTED || attempt >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, when this server runs one (buildServer's `jobs` option). */
    jobQueue?: JobQueue;
  }
}
