/**
 * A business area's entry point (README "Add a business area"): each area is one folder under
 * src/modules/<area>/ whose index.ts exports one Fastify plugin of type `AreaPlugin`; server.ts
 * registers every area of `GATEWAY_AREAS` (modules/index.ts) with the same `AreaOptions` under the
 * /gateway prefix, one line per area. An area takes what it needs from the options and registers its
 * routes, list resources, file access rules and print resolvers itself.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { OidcSettings } from '../config.js';
import type { JobQueue } from '../core/jobs.js';
import type { Outbox } from '../core/outbox/outbox.js';
import type { FileStorage } from '../core/storage.js';
import type { AppDatabase } from '../db/connection.js';
import type { ExportTuning } from './downloads/export-job.js';

/** The settings of buildServer that areas read (ServerOptions extends it; each documented there). */
export interface AreaSettings {
  tokenTtlMs?: number | undefined;
  oidc?: OidcSettings | undefined;
  fileFetchHosts?: readonly string[] | undefined;
  fileFetchTimeoutMs?: number | undefined;
  contractCallbackSecret?: string | undefined;
  exportTuning?: Partial<ExportTuning> | undefined;
  embedBases?: Readonly<Record<string, string>> | undefined;
  /** The daily certificate expiry to-dos (CERTIFICATE_REMINDERS, config.ts); on unless false. */
  certificateReminders?: boolean | undefined;
}

/** What every area is registered with. */
export interface AreaOptions {
  db: AppDatabase;
  /**
   * This machine's files folder: the local storage's files (FILE_STORAGE=local) and, in both modes, the
   * scratch files written before they are stored (exports, import error workbooks).
   */
  filesDir: string;
  /**
   * The one file storage of the server (FILE_STORAGE: local disk under filesDir, or PostgreSQL): every
   * module that keeps bytes (uploads, exports, prints, import workbooks) reads and writes through it.
   */
  storage: FileStorage;
  /** The job queue when this process runs jobs (download tasks, the outbox's sends). */
  jobs: JobQueue | undefined;
  /** The interface outbox (ERP/LMS/OA messages). */
  outbox: Outbox;
  settings: AreaSettings;
}

export type AreaPlugin = FastifyPluginAsync<AreaOptions>;
