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
  /**
   * EXPORT_HEARTBEAT_MS, EXPORT_STALE_MS, EXPORT_RECOVERY_MS: a running export's heartbeat, the silence
   * after which another process takes it over, and how often processes look (defaults 10 s, 30 s, 15 s:
   * modules/downloads/export-job.ts); only the ones set.
   */
  exportTuning: ExportTimings;
  /** JOB_POLLING_SECONDS: how often an idle job worker looks for work (at least 0.5; default 1). */
  jobPollingSeconds: number | undefined;
}

export type FileStorageKind = 'local' | 'postgres';

/** How running exports show they are alive and how soon another process takes over a dead one's (ms). */
export interface ExportTimings {
  heartbeatMs?: number;
  staleMs?: number;
  recoveryEveryMs?: number;
}

function withoutUnset<T extends object>(record: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

export interface OidcSettings {
  /** The issuer URL (its /.well-known/openid-configuration is discovered). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The redirect URI registered with the issuer (the app's /login page). */
  redirectUri: string;
}

type Env = Record<string, string | undefined>;

/**
 * Every mistake in the start-up settings, one line each (Chinese, then English), so a bad deployment is
 * fixed in one go instead of one restart per mistake. main.ts prints the message without a stack.
 */
export class ConfigError extends Error {
  constructor(readonly mistakes: readonly string[]) {
    super(['启动配置有误，请修改以下设置 (invalid settings, please fix):', ...mistakes.map((line) => `  - ${line}`)].join('\n'));
    this.name = 'ConfigError';
  }
}

/** The shortest METRICS_TOKEN accepted: a guessable token would open the metrics to anyone. */
export const METRICS_TOKEN_MIN_LENGTH = 16;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Reads the settings, noting each mistake instead of stopping at the first. */
class Reader {
  readonly mistakes: string[] = [];

  constructor(private readonly env: Env) {}

  value(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  mistake(zh: string, en: string): void {
    this.mistakes.push(`${zh} (${en})`);
  }

  /** An integer setting with no default here (the component it tunes has its own): undefined when unset. */
  optionalInteger(name: string): number | undefined {
    return this.value(name) === undefined ? undefined : this.integer(name, 1);
  }

  /** A number of seconds, at least `min` (fractions allowed); undefined when unset. */
  seconds(name: string, min: number): number | undefined {
    const raw = this.value(name);
    if (raw === undefined) return undefined;
    const parsed = Number(raw);
    if (Number.isFinite(parsed) && parsed >= min) return parsed;
    this.mistake(`${name} 必须是不小于 ${min} 的秒数，当前为 "${raw}"`, `${name} must be a number of seconds of at least ${min}, got "${raw}"`);
    return undefined;
  }

  integer(name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    const parsed = Number(raw);
    if (Number.isInteger(parsed) && parsed > 0 && parsed <= max) return parsed;
    const range = max === Number.MAX_SAFE_INTEGER ? ['正整数', 'a positive integer'] : [` 1 到 ${max} 之间的整数`, `an integer from 1 to ${max}`];
    this.mistake(`${name} 必须是${range[0]}，当前为 "${raw}"`, `${name} must be ${range[1]}, got "${raw}"`);
    return fallback;
  }

  /** A switch written `1` (on) or `0` (off); anything else (`true`, `yes`) is a mistake, not a silent off. */
  flag(name: string): boolean {
    const raw = this.value(name);
    if (raw === undefined || raw === '0') return false;
    if (raw === '1') return true;
    this.mistake(`${name} 只能是 1 或 0，当前为 "${raw}"`, `${name} must be 1 or 0, got "${raw}"`);
    return false;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.value(name);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    const list = allowed.map((value) => `"${value}"`).join(', ');
    this.mistake(`${name} 只能是 ${list} 之一，当前为 "${raw}"`, `${name} must be one of ${list}, got "${raw}"`);
    return fallback;
  }

  url(name: string, protocols: readonly string[]): string | undefined {
    const raw = this.value(name);
    if (raw === undefined) return undefined;
    let protocol: string | undefined;
    try {
      protocol = new URL(raw).protocol;
    } catch {
      protocol = undefined;
    }
    if (protocol !== undefined && protocols.includes(protocol)) return raw;
    const list = protocols.map((value) => value.replace(/:$/, '://')).join(' / ');
    this.mistake(`${name} 必须是 ${list} 开头的地址`, `${name} must be a ${list} URL`);
    return raw;
  }
}

function readOidc(reader: Reader): OidcSettings | undefined {
  const names = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI'] as const;
  const issuer = reader.url('OIDC_ISSUER', ['https:', 'http:']);
  if (issuer === undefined) {
    const stray = names.filter((name) => reader.value(name) !== undefined);
    if (stray.length > 0) reader.mistake(`${stray.join('、')} 已设置，但缺少 OIDC_ISSUER`, `${stray.join(', ')} set without OIDC_ISSUER`);
    return undefined;
  }
  const missing = names.filter((name) => reader.value(name) === undefined);
  if (missing.length > 0) reader.mistake(`OIDC_ISSUER 设置后还需要 ${missing.join('、')}`, `OIDC_ISSUER also needs ${missing.join(', ')}`);
  reader.url('OIDC_REDIRECT_URI', ['https:', 'http:']);
  return {
    issuer,
    clientId: reader.value('OIDC_CLIENT_ID') ?? '',
    clientSecret: reader.value('OIDC_CLIENT_SECRET') ?? '',
    redirectUri: reader.value('OIDC_REDIRECT_URI') ?? '',
  };
}

function readEmbedBases(reader: Reader): Record<string, string> {
  const raw = reader.value('EMBED_BASES');
  if (raw === undefined) return { ...DEMO_EMBED_BASES };
  try {
    return parseEmbedBases(raw);
  } catch (error) {
    reader.mistake('EMBED_BASES 必须是 JSON 对象，例如 {"lms": "https://lms.example.com/"}', (error as Error).message);
    return {};
  }
}

function readMetricsToken(reader: Reader): string | undefined {
  const token = reader.value('METRICS_TOKEN');
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    reader.mistake(`METRICS_TOKEN 至少需要 ${METRICS_TOKEN_MIN_LENGTH} 个字符`, `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  }
  return token;
}

/**
 * The settings of this process; throws one ConfigError listing every mistake. FILE_STORAGE=postgres is
 * accepted on the embedded database too (the chunk table is in both; the files then travel inside the
 * database's backup), though it only pays off with several processes on PostgreSQL.
 */
export function loadConfig(env: Env = process.env, argv: readonly string[] = process.argv.slice(2)): GatewayConfig {
  const reader = new Reader(env);
  const defaultStaticDir = join(REPO_ROOT, 'app', 'dist');
  const config: GatewayConfig = {
    port: reader.integer('PORT', 8080, 65535),
    host: reader.value('HOST') ?? '0.0.0.0',
    databaseUrl: reader.url('DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir: reader.value('DATA_DIR') ?? join(REPO_ROOT, '.data', 'pglite'),
    staticDir: reader.value('STATIC_DIR') ?? (existsSync(defaultStaticDir) ? defaultStaticDir : undefined),
    seedRequested: env['SEED_DEMO'] === '1' || argv.includes('--seed'),
    tokenTtlMs: reader.integer('TOKEN_TTL_MS', DEFAULT_TOKEN_TTL_MS),
    trustProxy: reader.flag('TRUST_PROXY'),
    filesDir: reader.value('FILES_DIR') ?? join(REPO_ROOT, '.data', 'files'),
    fileFetchHosts: (env['FILE_FETCH_HOSTS'] ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter((host) => host !== ''),
    oidc: readOidc(reader),
    contractCallbackSecret: reader.value('CONTRACT_CALLBACK_SECRET'),
    erpSyncUrl: reader.url('ERP_SYNC_URL', ['https:', 'http:']),
    apiDocsPublic: reader.flag('API_DOCS_PUBLIC'),
    certificateReminders: reader.oneOf('CERTIFICATE_REMINDERS', ['on', 'off'], 'on') !== 'off',
    embedBases: readEmbedBases(reader),
    fileStorage: reader.oneOf<FileStorageKind>('FILE_STORAGE', ['local', 'postgres'], 'local'),
    metricsToken: readMetricsToken(reader),
    exportTuning: withoutUnset({
      heartbeatMs: reader.optionalInteger('EXPORT_HEARTBEAT_MS'),
      staleMs: reader.optionalInteger('EXPORT_STALE_MS'),
      recoveryEveryMs: reader.optionalInteger('EXPORT_RECOVERY_MS'),
    }),
    // pg-boss polls no faster than every 0.5 s.
    jobPollingSeconds: reader.seconds('JOB_POLLING_SECONDS', 0.5),
  };
  reader.oneOf('LOG_LEVEL', LOG_LEVELS, 'info');
  if (reader.mistakes.length > 0) throw new ConfigError(reader.mistakes);
  return config;
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
