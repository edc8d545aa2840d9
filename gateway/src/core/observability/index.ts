/**
 * Observability (issue 30): request ids on every answer, per-route request counts and durations,
 * GET /gateway/ready and GET /gateway/metrics, and request log lines that carry reqId, route and the
 * signed-in user. The pieces: request-id.ts (genReqId), request-hooks.ts (the per-request work),
 * prometheus.ts (series and the text format), gauges.ts (figures read at scrape time), readiness.ts,
 * routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_FOLDER, type DatabaseConnection } from '../../db/connection.js';
import type { JobQueue } from '../jobs.js';
import { SeriesRegistry } from './prometheus.js';
import { ReadinessCheck } from './readiness.js';
import { installRequestHooks } from './request-hooks.js';
import { registerObservabilityRoutes } from './routes.js';

export { genRequestId, REQUEST_ID_HEADER } from './request-id.js';

export interface ObservabilityOptions {
  db: DatabaseConnection;
  jobs: JobQueue | undefined;
  metricsToken: string | undefined;
  apiPrefix: string;
  /** Where the migrations and their journal are (tests point it elsewhere); MIGRATIONS_FOLDER by default. */
  migrationsFolder?: string | undefined;
}

/**
 * Call before the routes to observe are registered (routes registered earlier are neither counted nor
 * labelled in the log; their answers still carry X-Request-Id).
 */
export function installObservability(app: FastifyInstance, options: ObservabilityOptions): void {
  const series = new SeriesRegistry();
  installRequestHooks(app, series);
  const readiness = new ReadinessCheck({ db: options.db, jobs: options.jobs, migrationsFolder: options.migrationsFolder ?? MIGRATIONS_FOLDER });
  registerObservabilityRoutes(app, { ...options, readiness, series });
}
