/**
 * GET /gateway/ready (for a load balancer or an orchestrator: 200 when this process can serve, 503 with
 * the reason otherwise) and GET /gateway/metrics (Prometheus text, for the holder of METRICS_TOKEN only;
 * without a configured token nobody reads them). Both are PUBLIC to the permission guard: a probe has
 * no session, and the metrics check their own token.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { DatabaseConnection } from '../../db/connection.js';
import type { Envelope, ErrorEnvelope, ReadyInfo } from '../../api/index.js';
import { bearerToken } from '../auth.js';
import { failure, ok } from '../envelope.js';
import type { JobQueue } from '../jobs.js';
import { PUBLIC } from '../permissions.js';
import { jobQueueFamily, outboxFamily, poolFamily, processFamilies } from './gauges.js';
import { OBSERVABILITY_MESSAGES } from './messages.js';
import { formatRequestSeries, PROMETHEUS_CONTENT_TYPE, type SeriesRegistry } from './prometheus.js';
import type { ReadinessCheck } from './readiness.js';

export interface ObservabilityRouteOptions {
  db: DatabaseConnection;
  jobs: JobQueue | undefined;
  metricsToken: string | undefined;
  apiPrefix: string;
  readiness: ReadinessCheck;
  series: SeriesRegistry;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request's bearer token is the configured one (compared in constant time). */
export function metricsTokenAccepted(request: FastifyRequest, expected: string | undefined): boolean {
  const given = bearerToken(request);
  if (!expected || !given) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

const ReadyEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({
    status: Type.Literal('ready'),
    db: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
    migrations: Type.Literal('applied'),
    jobs: Type.Union([Type.Literal('running'), Type.Literal('off')]),
  }),
});

const NotReadyEnvelopeSchema = Type.Object({
  code: Type.Integer(),
  success: Type.Boolean(),
  message: Type.String({ description: 'why the process is not ready, e.g. 服务未就绪：数据库迁移尚未全部完成' }),
  errorCode: Type.Optional(Type.String()),
  data: Type.Null(),
});

export function registerObservabilityRoutes(app: FastifyInstance, options: ObservabilityRouteOptions): void {
  const { db, jobs, metricsToken, apiPrefix, readiness, series } = options;

  app.get(
    `${apiPrefix}/ready`,
    {
      config: { permission: PUBLIC },
      schema: { summary: 'Readiness: 200 when the database answers, migrations are applied and the job queue runs; 503 otherwise', response: { 200: ReadyEnvelopeSchema, 503: NotReadyEnvelopeSchema } },
    },
    async (request, reply): Promise<Envelope<ReadyInfo> | ErrorEnvelope> => {
      const result = await readiness.check();
      if (result.ready) return ok(result.info);
      request.log.warn({ reason: result.error }, result.message);
      return reply.status(503).send(failure(503, result.message));
    },
  );

  app.get(
    `${apiPrefix}/metrics`,
    { config: { permission: PUBLIC }, schema: { summary: 'Prometheus metrics (text format 0.0.4); Authorization: Bearer METRICS_TOKEN, otherwise 401' } },
    async (request, reply) => {
      if (!metricsTokenAccepted(request, metricsToken)) return reply.status(401).send(failure(401, OBSERVABILITY_MESSAGES.metricsUnauthorized));
      // A figure the database cannot give now is left out (and logged) rather than failing the scrape.
      const leftOut = (what: string) => (error: unknown) => {
        request.log.warn({ err: error }, `metrics: ${what} left out`);
        return '';
      };
      const [queue, outbox] = await Promise.all([jobQueueFamily(db, jobs).catch(leftOut('job queue depth')), outboxFamily(db).catch(leftOut('outbox messages'))]);
      const text = formatRequestSeries(series.all) + poolFamily(db) + queue + outbox + processFamilies();
      return reply.type(PROMETHEUS_CONTENT_TYPE).header('cache-control', 'no-store').send(text);
    },
  );
}
