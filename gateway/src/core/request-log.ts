/**
 * What the request log may write. buildServer applies all of it to whatever logger it is given:
 *
 * - `redactUrl` (pure): the values of secret query parameters (`token`, `signature`, `ticket`, `code`
 *   and the usual spellings of tokens and codes, see SECRET_QUERY_KEYS) become `[REDACTED]` in every
 *   URL the log writes. `requestLogSerializers.req` uses it, so the access log's `req.url` never
 *   carries a token, and GatewayLogController uses it for the "route not found" line.
 * - GatewayLogController: the access log lines ("incoming request", "request completed") of requests
 *   outside /gateway (the built app's files served by @fastify/static, the index.html fallback) are
 *   written at debug instead of info; errors stay at their level.
 * - `warnUntrustedForwardedFor`: without TRUST_PROXY, the first request that carries X-Forwarded-For
 *   logs one warning (the login throttle then counts every client behind the proxy as one address).
 */
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export const REDACTED = '[REDACTED]';

/** Query parameters whose values never reach the log (compared case-insensitively, `[]` ignored). */
export const SECRET_QUERY_KEYS: ReadonlySet<string> = new Set([
  'token',
  'signature',
  'ticket',
  'code',
  'access_token',
  'accesstoken',
  'id_token',
  'refresh_token',
  'tempcode',
  'x-amz-signature',
]);

function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

function isSecretKey(raw: string): boolean {
  return SECRET_QUERY_KEYS.has(decodeKey(raw).trim().replace(/\[\]$/, '').toLowerCase());
}

/**
 * The URL (a request target such as `/gateway/x?token=abc&page=1`, or an absolute URL) with the value
 * of every secret query parameter replaced by `[REDACTED]`; everything else is kept as it was written.
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const queryEnd = hashStart < 0 ? url.length : hashStart;
  const query = url
    .slice(queryStart + 1, queryEnd)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      if (equals < 0 || !isSecretKey(part.slice(0, equals))) return part;
      return `${part.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, queryStart + 1)}${query}${url.slice(queryEnd)}`;
}

/** The request as the log writes it (Fastify's own fields, the URL redacted). */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const raw = request as Partial<FastifyRequest> & { socket?: { remoteAddress?: string; remotePort?: number } };
  return {
    method: raw.method,
    url: typeof raw.url === 'string' ? redactUrl(raw.url) : undefined,
    host: raw.host,
    remoteAddress: raw.ip ?? raw.socket?.remoteAddress,
    remotePort: raw.socket?.remotePort,
  };
}

export const requestLogSerializers = { req: serializeRequest };

/** Fastify's logger option with the redacting serializers added (false stays false). */
export function withRequestLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === undefined || logger === false) return false;
  if (logger === true) return { serializers: requestLogSerializers };
  return { ...logger, serializers: { ...logger.serializers, ...requestLogSerializers } };
}

/** True for the /gateway API (its access log stays at info). */
export function isApiUrl(url: string, prefix: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Writes the access log of requests outside `prefix` (static files) at debug, and redacts "not found". */
export class GatewayLogController extends LogController {
  constructor(private readonly apiPrefix: string) {
    super();
  }

  override incomingRequest(request: FastifyRequest, reply: FastifyReply, metadata?: Record<string, unknown>): void {
    if (isApiUrl(request.url, this.apiPrefix)) {
      super.incomingRequest(request, reply, metadata);
      return;
    }
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || isApiUrl(request.url, this.apiPrefix)) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${redactUrl(request.url)} not found`);
  }
}

/**
 * Without a trusted proxy, logs one warning on the first request that carries X-Forwarded-For: every
 * client behind that proxy then has the proxy's address (set TRUST_PROXY=1 behind a reverse proxy).
 */
export function warnUntrustedForwardedFor(app: FastifyInstance, trustProxy: boolean): void {
  if (trustProxy) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'X-Forwarded-For received but TRUST_PROXY is not set: every client behind the proxy counts as one address (login throttling per IP); set TRUST_PROXY=1 behind a reverse proxy',
    );
  });
}
