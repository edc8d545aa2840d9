/**
 * The figures /gateway/metrics reads when it is scraped (never on the request path): the connection
 * pool, the job queue's waiting and running jobs per queue, the interface outbox's open messages, and
 * the process's memory and start time.
 */
import type { DatabaseConnection } from '../../db/connection.js';
import { JOB_SCHEMA, type JobQueue } from '../jobs.js';
import { formatFamily, type Sample } from './prometheus.js';

/** Outbox states a scrape reports (SUCCESS only grows; the open ones are what an operator watches). */
export const OUTBOX_STATUSES = ['PENDING', 'ERROR'] as const;

const PROCESS_START_SECONDS = Math.round(performance.timeOrigin) / 1000;

export function poolFamily(db: DatabaseConnection): string {
  const stats = db.poolStats();
  return formatFamily('srm_db_pool_connections', 'gauge', 'Database pool connections: open (total), idle, and callers waiting for one.', [
    { labels: { state: 'total' }, value: stats.total },
    { labels: { state: 'idle' }, value: stats.idle },
    { labels: { state: 'waiting' }, value: stats.waiting },
  ]);
}

/**
 * Jobs created, waiting for a retry or running, per queue (pg-boss 10: pgboss.job, partitioned by queue
 * name; `state < 'completed'` is created, retry and active in its enum's order). Every queue is listed,
 * empty ones with 0. No rows when this process runs no jobs or the queue has not made its tables yet.
 */
export async function jobQueueFamily(db: DatabaseConnection, jobs: JobQueue | undefined): Promise<string> {
  const samples: Sample[] = [];
  if (jobs?.isStarted) {
    const { rows } = await db.executeSql(
      `select q.name, (select count(*) from ${JOB_SCHEMA}.job j where j.name = q.name and j.state < 'completed')::int as depth
       from ${JOB_SCHEMA}.queue q order by q.name`,
    );
    for (const row of rows as { name: string; depth: number }[]) samples.push({ labels: { queue: row.name }, value: Number(row.depth) });
  }
  return formatFamily('srm_job_queue_depth', 'gauge', 'Jobs created, waiting for a retry or running, per queue.', samples);
}

export async function outboxFamily(db: DatabaseConnection): Promise<string> {
  const { rows } = await db.executeSql(
    `select state, count(*)::int as n from sys_interface_log where state in (${OUTBOX_STATUSES.map((status) => `'${status}'`).join(', ')}) group by state`,
  );
  const counts = new Map((rows as { state: string; n: number }[]).map((row) => [row.state, Number(row.n)]));
  return formatFamily(
    'srm_outbox_messages',
    'gauge',
    'Interface outbox messages still to send (PENDING) or given up after the last attempt (ERROR).',
    OUTBOX_STATUSES.map((status) => ({ labels: { status }, value: counts.get(status) ?? 0 })),
  );
}

export function processFamilies(): string {
  return (
    formatFamily('process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.', [{ labels: {}, value: process.memoryUsage.rss() }]) +
    formatFamily('process_start_time_seconds', 'gauge', 'Start time of the process since the Unix epoch in seconds.', [{ labels: {}, value: PROCESS_START_SECONDS }])
  );
}
