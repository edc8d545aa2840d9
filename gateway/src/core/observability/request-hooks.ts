/**
 * The per-request side of observability, kept to a few property writes per request (issue 29 measures
 * the request path):
 *
 * - every answer (API, static files, 404s, errors) carries `X-Request-Id`: set on the raw response in
 *   the first onRequest hook, so an error handler that rewrites the reply's headers cannot lose it;
 * - each route gets its own onResponse hook (added as the route is registered) that holds the route's
 *   series, so counting needs no lookup by URL and the label is the route pattern, never the raw URL;
 *   requests no route matched count under `unmatched`;
 * - when logging is on, each route's request logger carries `route` (a per-route parent logger made
 *   once, so a request's logger costs what it did), and once the permission guard knows the caller,
 *   `userId` is added to the request's and reply's logger.
 */
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler, RouteOptions } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id.js';
import type { RouteSeries, SeriesRegistry } from './prometheus.js';

export const UNMATCHED_ROUTE = 'unmatched';

/** Our onResponse hooks, recognised when Fastify copies a GET route's options into its HEAD twin. */
const countingHooks = new WeakSet<onResponseHookHandler>();

function countingHook(route: RouteSeries): onResponseHookHandler {
  const hook: onResponseHookHandler = (request, reply, done) => {
    route.of(request.method).observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  };
  countingHooks.add(hook);
  return hook;
}

function withoutCountingHooks(existing: RouteOptions['onResponse']): onResponseHookHandler[] {
  if (existing === undefined) return [];
  const list = (Array.isArray(existing) ? existing : [existing]) as onResponseHookHandler[];
  return list.filter((hook) => !countingHooks.has(hook));
}

type ChildLoggerFactory = NonNullable<RouteOptions['childLoggerFactory']>;

/** A route's logger factory: the request's logger is a child of a per-route logger bound to `route`. */
function routeLoggerFactory(route: string): ChildLoggerFactory {
  let base: FastifyBaseLogger | undefined;
  let parent: FastifyBaseLogger | undefined;
  return (logger, bindings, options) => {
    if (logger !== base || parent === undefined) {
      base = logger;
      parent = logger.child({ route });
    }
    return parent.child(bindings, options);
  };
}

/** Adds `userId` to the request's log lines once the permission guard has authenticated the caller. */
function bindUserId(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const userId = request.auth?.userId;
  if (userId !== undefined) {
    const logger = request.log.child({ userId });
    request.log = logger;
    reply.log = logger;
  }
  done();
}

export function installRequestHooks(app: FastifyInstance, registry: SeriesRegistry): void {
  // Fastify's logger without a destination answers itself as its own child: nothing to bind then.
  const logging = app.log.child({}) !== app.log;

  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    done();
  });

  const unmatched = registry.route(UNMATCHED_ROUTE);
  app.addHook('onResponse', (request, reply, done) => {
    if (request.is404) unmatched.of(request.method).observe(reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.addHook('onRoute', (route) => {
    const pattern = route.url ?? route.path;
    route.onResponse = [...withoutCountingHooks(route.onResponse), countingHook(registry.route(pattern))];
    if (logging && route.childLoggerFactory === undefined) route.childLoggerFactory = routeLoggerFactory(pattern);
  });

  if (logging) app.addHook('preHandler', bindUserId);
}
