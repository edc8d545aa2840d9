/**
 * Every /gateway route declares who may call it, in its route config:
 *
 *   app.get('/system/org/getTree', { config: { permission: SIGNED_IN } }, handler)
 *   app.post('/contract/head/page', { config: { permission: 'contract:list' } }, handler)
 *
 * - `PUBLIC`: anyone (sign-in, health, callbacks that check their own signature);
 * - `SIGNED_IN`: any signed-in user (their own messages, dictionaries, lookups);
 * - any other string: a menu or button code the caller must hold (admins hold every code).
 *
 * `installPermissionGuard` adds the check to every route as it is registered and refuses to register a
 * /gateway route without a declaration, so no route can be left open by forgetting it. A missing or
 * dead token is 401; a session whose access was taken away is 403 with body code 403; a missing code
 * is 403 with body code 40301 and 您暂无此权限 (never body code 403, which the app reads as a revoked
 * session).
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { AppDatabase } from '../db/connection.js';
import { loadAccess, type UserAccess } from './access.js';
import { authenticate, bearerToken } from './auth.js';
import { permissionDenied, sessionExpired } from './envelope.js';

export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';

/** `PUBLIC`, `SIGNED_IN`, or a menu or button code. */
export type RoutePermission = string;

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** The caller's access, set by the permission guard on every route that is not public. */
    access: UserAccess | null;
  }
  interface FastifyInstance {
    /** Every /gateway route with the permission it declared (for the permission walk and the docs). */
    gatewayRoutes: DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission;
}

/** The permission a route declared (undefined when it declared none). */
export function routePermission(route: Pick<RouteOptions, 'config'>): RoutePermission | undefined {
  const config = route.config as { permission?: unknown } | undefined;
  return typeof config?.permission === 'string' && config.permission !== '' ? config.permission : undefined;
}

export function hasPermission(access: UserAccess, permission: RoutePermission): boolean {
  return permission === SIGNED_IN || access.isAdmin || access.codes.has(permission);
}

function guardFor(db: AppDatabase, permission: RoutePermission): preHandlerAsyncHookHandler {
  return async (request) => {
    const session = await authenticate(db, bearerToken(request));
    request.auth = session;
    const access = await loadAccess(db, session.userId);
    if (!hasPermission(access, permission)) throw permissionDenied();
    request.access = access;
  };
}

/**
 * Adds the guard to every route registered after this call under `prefix`, as an onRequest hook (it
 * runs before the body is parsed, so an anonymous upload is refused before it is read). Routes under
 * `openPrefixes` are public without declaring it.
 */
export function installPermissionGuard(
  app: FastifyInstance,
  db: AppDatabase,
  prefix: string,
  openPrefixes: readonly string[] = [],
  /** The permission of the routes under `openPrefixes` (the API docs: SIGNED_IN unless API_DOCS_PUBLIC). */
  openPermission: RoutePermission = PUBLIC,
): void {
  app.decorateRequest('access', null);
  const declared: DeclaredRoute[] = [];
  app.decorate('gatewayRoutes', declared);
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url !== prefix && !url.startsWith(`${prefix}/`)) return;
    // Plugins that register their own routes (the API docs viewer) cannot declare one: set by prefix.
    const isOpen = openPrefixes.some((open) => url === open || url.startsWith(`${open}/`));
    const permission = isOpen ? openPermission : routePermission(route);
    if (permission === undefined) {
      throw new Error(`${String(route.method)} ${url} declares no permission (config.permission: PUBLIC, SIGNED_IN or a menu code)`);
    }
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') declared.push({ method, url, permission });
    }
    if (permission === PUBLIC) return;
    const guard = guardFor(db, permission) as unknown as onRequestHookHandler;
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [guard] : [guard, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

/** The access of a guarded request (routes that are not public always have one). */
export function accessOf(request: FastifyRequest): UserAccess {
  if (!request.access) throw sessionExpired();
  return request.access;
}
