/**
 * Builds the Fastify app: the envelope error handling, the /gateway routes and, when a static folder
 * is given, the built single-page app with an index.html fallback for its client-side routes.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve, sep } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { constants as zlibConstants } from 'node:zlib';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Envelope, HealthInfo } from './api/index.js';
import { decorateAuth } from './core/auth.js';
import { ok } from './core/envelope.js';
import { errorHandler, notFound } from './core/errors.js';
import { installAnswerLocale } from './core/message-catalogue.js';
import { lazyValidation, type LazyValidation } from './core/lazy-validation.js';
import { frameworkErrors, installInputRules } from './core/input-rules.js';
import { DOCS_PREFIX, registerApiDocs, tagRoutes } from './core/api-docs.js';
import { GatewayLogController, warnUntrustedForwardedFor, withRequestLogRedaction } from './core/request-log.js';
import { JobQueue } from './core/jobs.js';
import { Outbox, type OutboxTuning } from './core/outbox/outbox.js';
import { FileAccessRegistry } from './core/file-access.js';
import { PrintResolverRegistry } from './core/print-data.js';
import { ImportPipeline } from './core/import/pipeline.js';
import { ListRegistry } from './core/list/registry.js';
import { embedOriginsOf, installSecurityHeaders } from './core/security-headers.js';
import { installPermissionGuard, PUBLIC, SIGNED_IN } from './core/permissions.js';
import type { DatabaseConnection } from './db/connection.js';
import type { FileStorageKind, OidcSettings } from './config.js';
import { createFileStorage } from './core/storage.js';
import { CacheBus } from './core/cache-bus.js';
import { genRequestId, installObservability } from './core/observability/index.js';
import { installBackupEndpoint } from './core/backup/endpoint.js';
import type { AreaOptions, AreaSettings } from './modules/area.js';
import type { ExportTuning } from './modules/downloads/export-job.js';
import { GATEWAY_AREAS } from './modules/index.js';

export const API_PREFIX = '/gateway';

export interface ServerOptions extends AreaSettings {
  db: DatabaseConnection;
  /** Fastify's logger option; off by default (tests), main.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** The built app (app/dist); when set it is served with an index.html fallback. */
  staticDir?: string | undefined;
  /** Lifetime of a sign-in token; 12 hours by default. */
  tokenTtlMs?: number | undefined;
  /** Behind a reverse proxy: read the client address from X-Forwarded-For (the login throttle counts per IP). */
  trustProxy?: boolean | undefined;
  /** Folder of the local file storage; a temporary folder when absent (tests). */
  filesDir?: string | undefined;
  /** Hosts POST /system/file/uploadByUrl may fetch from (FILE_FETCH_HOSTS); none: the route answers 422. */
  fileFetchHosts?: readonly string[] | undefined;
  /** The secret of the contract callbacks (CONTRACT_CALLBACK_SECRET); none: they are refused (503). */
  contractCallbackSecret?: string | undefined;
  /** Where the interface outbox POSTs its messages (ERP_SYNC_URL); none: they stay pending. */
  erpSyncUrl?: string | undefined;
  /** Retry and sweep timings of the interface outbox (tests shorten them). */
  outbox?: Partial<OutboxTuning> | undefined;
  /** Heartbeat and recovery timings of running exports (tests shorten them). */
  exportTuning?: Partial<ExportTuning> | undefined;
  /** Time limit of one uploadByUrl fetch; 30 s by default. */
  fileFetchTimeoutMs?: number | undefined;
  /** Single sign-on settings; without them loginByIdmTempCode answers that SSO is not configured. */
  oidc?: OidcSettings | undefined;
  /** API_DOCS_PUBLIC=1: /gateway/docs and /gateway/docs/json open without signing in (default: signed in only). */
  apiDocsPublic?: boolean | undefined;
  /**
   * The embedded systems' base addresses (EMBED_BASES, config.ts): served to the app, and their origins
   * are the frames the app may show (core/security-headers.ts). None by default.
   */
  embedBases?: Readonly<Record<string, string>> | undefined;
  /**
   * Run the job queue (download tasks, …) in this process: on in main.ts, off by default so tests that
   * do not need jobs don't start workers.
   */
  jobs?: boolean | undefined;
  /** Seconds between an idle worker's looks for new jobs (1 by default). */
  jobPollingSeconds?: number | undefined;
  /** FILE_STORAGE: `local` (filesDir, the default) or `postgres` (chunks in the database). */
  fileStorage?: FileStorageKind | undefined;
  /** METRICS_TOKEN: the bearer token of /gateway/metrics; none: the metrics answer 401. */
  metricsToken?: string | undefined;
  /** The embedded database's data folder (for the backup of a running server); undefined on PostgreSQL or in memory. */
  dataDir?: string | undefined;
}

function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** A page navigation the SPA's router should answer: a GET outside /gateway that is not a file. */
function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const path = request.url.split('?', 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // A missing /assets/x.js must stay a 404, not turn into HTML the browser cannot run.
  return !lastSegment.includes('.');
}

/** Each server's lazily compiled request schemas (compilePendingSchemas). */
const validations = new WeakMap<object, LazyValidation>();

export function buildServer(options: ServerOptions) {
  const { db, staticDir } = options;
  const embedBases = options.embedBases ?? {};
  // Request schemas compile at each route's first request, not all at start-up (core/lazy-validation.ts).
  const validation = lazyValidation();
  const app = Fastify({
    // Secret query values are redacted from logged URLs; static files are logged at debug (core/request-log.ts).
    logger: withRequestLogRedaction(options.logger),
    logController: new GatewayLogController(API_PREFIX),
    // A valid X-Request-Id from the caller (a proxy's) is kept; otherwise a new one (core/observability).
    genReqId: genRequestId,
    trustProxy: options.trustProxy ?? false,
    frameworkErrors,
    schemaController: { compilersFactory: { buildValidator: validation.buildValidator as NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>['buildValidator'] } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  validations.set(app, validation);

  // One file storage folder for every module that keeps files (uploads, exports, printed PDFs), so a
  // file one module stored can be read through another; without FILES_DIR a temporary folder, removed
  // when the server closes.
  let filesDir = options.filesDir;
  if (filesDir === undefined || filesDir === '') {
    const temporary = mkdtempSync(join(tmpdir(), 'srm-files-'));
    filesDir = temporary;
    app.addHook('onClose', async () => {
      await rm(temporary, { recursive: true, force: true });
    });
  }

  const storage = createFileStorage({ kind: options.fileStorage ?? 'local', filesDir, db });

  app.setErrorHandler(errorHandler);
  installAnswerLocale(app);
  installSecurityHeaders(app, { apiPrefix: API_PREFIX, ownPolicyPrefixes: [DOCS_PREFIX], staticDir, frameSources: embedOriginsOf(embedBases) });
  installInputRules(app);
  decorateAuth(app);
  app.decorate('listRegistry', new ListRegistry(API_PREFIX));
  app.decorate('fileAccess', new FileAccessRegistry());
  app.decorate('printData', new PrintResolverRegistry());
  const jobs = options.jobs ? new JobQueue(db, app.log, options.jobPollingSeconds) : undefined;
  if (jobs) {
    app.decorate('jobQueue', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('onClose', () => jobs.stop());
  }
  // The Excel import pipeline of every area (core/import): its tasks run on the job queue when there is one.
  app.decorate('imports', new ImportPipeline({ db: db.db, filesDir, storage, jobs, logger: app.log }));
  // Caches of this process (access, sessions) dropped when another gateway process changes what they hold.
  const cacheBus = new CacheBus(db, app.log);
  app.addHook('onReady', () => cacheBus.start());
  app.addHook('onClose', () => cacheBus.stop());
  // JSON answers (the login info with its menus is ~60 KB) travel compressed when the client accepts it;
  // the built app's files are served from their precompressed twins instead (preCompressed below).
  app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default quality (11) costs far more CPU than it saves bytes on a per-request answer.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  warnUntrustedForwardedFor(app, options.trustProxy ?? false);
  installPermissionGuard(app, db.db, API_PREFIX, [DOCS_PREFIX], options.apiDocsPublic ? PUBLIC : SIGNED_IN);
  registerApiDocs(app);

  // Request ids, per-route metrics, /gateway/ready and /gateway/metrics (core/observability).
  installObservability(app, { db, jobs, metricsToken: options.metricsToken, apiPrefix: API_PREFIX });
  // The consistent backup of a running embedded server (npm run backup, core/backup).
  installBackupEndpoint(app, { db, storage, filesDir, dataDir: options.dataDir, apiPrefix: API_PREFIX });

  app.get(`${API_PREFIX}/health`, { config: { permission: PUBLIC } }, async (): Promise<Envelope<HealthInfo>> => {
    await db.db.execute(sql`select 1`);
    return ok({ status: 'up', db: db.kind });
  });

  // Every business area, one line each in modules/index.ts, with the same options.
  const outbox = new Outbox({ db: db.db, jobs, url: options.erpSyncUrl, tuning: options.outbox, logger: app.log });
  const areaOptions: AreaOptions = { db: db.db, filesDir, storage, jobs, outbox, settings: { ...options, embedBases } };
  for (const area of GATEWAY_AREAS) {
    app.register(
      async (scope) => {
        tagRoutes(scope, area.name);
        await scope.register(area.plugin, areaOptions);
      },
      { prefix: API_PREFIX },
    );
  }

  if (staticDir) {
    const hashedAssetsDir = join(resolve(staticDir), 'assets') + sep;
    app.register(fastifyStatic, {
      root: staticDir,
      preCompressed: true,
      // The shell must always be revalidated. The build's assets/ are named by their content hash, so a
      // name never changes content: the browser keeps them for a year without asking again (issue 18: a
      // reload of a page asked again for each of its ~50 chunks, a round trip each, before it could run).
      setHeaders: (reply, filePath) => {
        if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else if (filePath.startsWith(hashedAssetsDir)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (staticDir && isSpaNavigation(request)) return reply.sendFile('index.html');
    return notFound(reply);
  });

  return app;
}

export type GatewayApp = ReturnType<typeof buildServer>;

/** Compiles the request schemas of `app` that no request has used yet (after `ready`); answers how many. */
export function compilePendingSchemas(app: GatewayApp): number {
  return validations.get(app)?.compilePending() ?? 0;
}
