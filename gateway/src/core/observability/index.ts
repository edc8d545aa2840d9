/**
 * STUB (issue 30, helper "observability"): request ids, metrics, readiness.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { DatabaseConnection } from '../../db/connection.js';
import type { JobQueue } from '../jobs.js';

export interface ObservabilityOptions {
  db: DatabaseConnection;
  jobs: JobQueue | undefined;
  metricsToken: string | undefined;
  apiPrefix: string;
}

export function genRequestId(_request: IncomingMessage): string {
  return randomUUID();
}

export function installObservability(_app: FastifyInstance, _options: ObservabilityOptions): void {}
