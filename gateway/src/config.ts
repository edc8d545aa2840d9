/**
 * Start-up settings from the environment and the command line, shared by main.ts and seed-cli.ts.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEmbedBases } from './core/security-headers.js';
import { DEFAULT_TOKEN_TTL_MS } from './core/sessions.js';
import { DEMO_EMBED_BASES } from './modules/system/embed.js';

/** The repository root: gateway/src/config.ts and gateway/dist/config.js are both two levels down. */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface GatewayConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  /** PGlite data folder (ignored with databaseUrl). */
  dataDir: string;
  /** The built app to serve, or undefined to serve the API only. */
  staticDir: string | undefined;
  /** SEED_DEMO=1 or --seed: seed demo data even on PostgreSQL. */
  seedRequested: boolean;
  tokenTtlMs: number;
  /** TRUST_PROXY=1: take the client address from X-Forwarded-For (behind a reverse proxy), for the login throttle. */
  trustProxy: boolean;
  /** Where uploaded files are stored (local disk storage). */
  filesDir: string;
  /**
   * FILE_FETCH_HOSTS (comma-separated host names, or host:port): the only hosts POST
   * /system/file/uploadByUrl may fetch from. Empty by default: fetching by address is off.
   */
  fileFetchHosts: string[];
  /** Single sign-on (OIDC authorisation-code exchange); undefined when OIDC_ISSUER is not set. */
  oidc: OidcSettings | undefined;
  /**
   * CONTRACT_CALLBACK_SECRET: the secret OA and the seal system send in X-Callback-Secret with their
   * contract callbacks; unset: every callback is refused (503).
   */
  contractCallbackSecret: string | undefined;
  /** ERP_SYNC_URL: where the interface outbox POSTs its messages (contract sync to EBS); unset: they stay pending. */
  erpSyncUrl: string | undefined;
  /** API_DOCS_PUBLIC=1: /gateway/docs and /gateway/docs/json open without signing in; unset: signed-in users only. */
  apiDocsPublic: boolean;
  /**
   * CERTIFICATE_REMINDERS=off: no daily job writes the buyers' certificate expiry to-dos (on by default;
   * the end-to-end run turns it off, as its dashboard flows count the seeded to-dos exactly).
   */
  certificateReminders: boolean;
  /**
   * EMBED_BASES (JSON `{"<systemName or moduleName>": "https://host/base/"}`): the base addresses of the
   * embedded systems (spec 01 §2.4), served to the app (GET /system/webview/embedConfig); their origins
   * are the frame sources of the app's Content-Security-Policy. Unset (or empty): the demo bases, the
   * gateway's own demo page for the seeded systems (modules/system/embed.ts); `{}` turns embedding off.
   */
  embedBases: Record<string, string>;
  /**
   * FILE_STORAGE: where uploaded files and exports are kept: `local` (the default, FILES_DIR on this
   * machine's disk) or `postgres` (a table of chunks in the database, shared by every gateway process).
   */
  fileStorage: FileStorageKind;
  /** METRICS_TOKEN: the bearer token /gateway/metrics asks for; unset: the metrics answer 401 to everyone. */
  metricsToken: string | undefined;
}

export type FileStorageKind = 'local' | 'postgres';

export interface OidcSettings {
  /** The issuer URL (its /.well-known/openid-configuration is discovered). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered with the issuer (the app's /login page). */
  redirectUri: string;
}

type Env = Record<string, string | undefined>;

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function fileStorageKind(value: string | undefined): FileStorageKind {
  if (value === undefined || value === '' || value === 'local') return 'local';
  if (value === 'postgres') return 'postgres';
  throw new Error(`FILE_STORAGE must be "local" or "postgres", got "${value}"`);
}

export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv.slice(2)): GatewayConfig {
  const defaultStaticDir = join(REPO_ROOT, 'app', 'dist');
  return {
    port: positiveInteger(env['PORT'], 8080, 'PORT'),
    host: env['HOST'] || '0.0.0.0',
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: env['DATA_DIR'] || join(REPO_ROOT, '.data', 'pglite'),
    staticDir: env['STATIC_DIR'] || (existsSync(defaultStaticDir) ? defaultStaticDir : undefined),
    seedRequested: env['SEED_DEMO'] === '1' || argv.includes('--seed'),
    tokenTtlMs: positiveInteger(env['TOKEN_TTL_MS'], DEFAULT_TOKEN_TTL_MS, 'TOKEN_TTL_MS'),
    trustProxy: env['TRUST_PROXY'] === '1',
    filesDir: env['FILES_DIR'] || join(REPO_ROOT, '.data', 'files'),
    fileFetchHosts: (env['FILE_FETCH_HOSTS'] ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    oidc: env['OIDC_ISSUER']
      ? {
          issuer: env['OIDC_ISSUER'],
          clientId: env['OIDC_CLIENT_ID'] || '',
          clientSecret: env['OIDC_CLIENT_SECRET'] || '',
          redirectUri: env['OIDC_REDIRECT_URI'] || '',
        }
      : undefined,
    contractCallbackSecret: env['CONTRACT_CALLBACK_SECRET'] || undefined,
    erpSyncUrl: env['ERP_SYNC_URL'] || undefined,
    apiDocsPublic: env['API_DOCS_PUBLIC'] === '1',
    certificateReminders: env['CERTIFICATE_REMINDERS'] !== 'off',
    embedBases: env['EMBED_BASES'] ? parseEmbedBases(env['EMBED_BASES']) : { ...DEMO_EMBED_BASES },
    fileStorage: fileStorageKind(env['FILE_STORAGE']),
    metricsToken: env['METRICS_TOKEN'] || undefined,
  };
}

/** The embedded database seeds itself on first run; PostgreSQL only when asked. */
export function shouldSeed(config: GatewayConfig): boolean {
  return config.databaseUrl === undefined || config.seedRequested;
}

/** Redacts the password of a connection string for printing. */
export function describeDatabase(config: GatewayConfig): string {
  if (!config.databaseUrl) return `PGlite (${config.dataDir})`;
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    return `PostgreSQL (${url.toString()})`;
  } catch {
    return 'PostgreSQL';
  }
}
