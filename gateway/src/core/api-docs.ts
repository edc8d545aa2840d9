/**
 * The OpenAPI document of every /gateway route (from the TypeBox schemas the routes declare) and a
 * viewer: /gateway/docs (Swagger UI) and /gateway/docs/json. Each operation has its area's tag (set
 * when server.ts registers the area), an operationId made of its method and path, the permission it
 * needs in its description, and the error envelopes (400/401/403/409); a list-engine route also
 * documents its filter keys and operators and the schema of its page or detail answer
 * (core/list/openapi.ts).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { filterDocs, pageSchema, rowSchema } from './list/openapi.js';
import type { ListResource } from './list/query.js';
import type { RegisteredList } from './list/registry.js';
import { routePermission } from './permissions.js';

export const DOCS_PREFIX = '/gateway/docs';

/** The tag of routes outside any area (health). */
const GATEWAY_TAG = 'gateway';

const envelopeOf = (data: Record<string, unknown>, description: string) => ({
  description,
  type: 'object',
  required: ['code', 'success', 'message', 'data'],
  properties: { code: { type: 'integer' }, success: { type: 'boolean' }, message: { type: 'string' }, data },
});

const errorEnvelope = (description: string) => {
  const envelope = envelopeOf({ type: 'null' }, description);
  // The machine-readable key of the message (core/message-catalogue.ts), when it is catalogued.
  return { ...envelope, properties: { ...envelope.properties, errorCode: { type: 'string', description: 'the key of the message, e.g. common.permissionDenied' } } };
};

/** The error answers every operation may give (architecture "Error contract"). */
export const ERROR_RESPONSES = {
  400: errorEnvelope('bad input: a Chinese message naming the field'),
  401: errorEnvelope('not signed in, or the session expired: 登录状态已过期，请重新登录'),
  403: errorEnvelope('code 40301 您暂无此权限, or code 403 when access was taken away'),
  409: errorEnvelope('stale version: 数据已被他人修改，请刷新后重试'),
} as const;

/** `GET /gateway/purchase/api/v1/head/:id` → `getPurchaseApiV1HeadById`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split('/')
    .filter((part) => part !== '' && part !== 'gateway')
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter((word) => word !== '');
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * For the docs: the list resource whose filters a hand-made list route parses (its filter keys and
     * page answer are documented as a list module's are).
     */
    listResource?: ListResource;
  }
}

/** The list module a route belongs to, and which of its endpoints it is. */
function listRouteOf(app: FastifyInstance, url: string, config: unknown): { list: Pick<RegisteredList, 'resource'>; endpoint: 'page' | 'detail' } | undefined {
  const declared = (config as { listResource?: ListResource } | undefined)?.listResource;
  if (declared) return { list: { resource: declared }, endpoint: 'page' };
  const registry = app.listRegistry;
  if (!registry) return undefined;
  const slash = url.lastIndexOf('/');
  const list = registry.at(url.slice(0, slash));
  if (!list) return undefined;
  const endpoint = url.slice(slash + 1);
  if (endpoint === 'custom-page' || endpoint === 'page') return { list, endpoint: 'page' };
  if (endpoint === 'detail' || endpoint === ':id') return { list, endpoint: 'detail' };
  return undefined;
}

export function registerApiDocs(app: FastifyInstance): void {
  const operationIds = new Map<string, string>();
  app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '采购管理平台 /gateway API',
        description:
          'Every answer is the envelope {code, success, message, data}. 401: sign in again; 403 with code 403: access revoked; 403 with code 40301: 您暂无此权限; 400/404/409/413/422: a Chinese message to show.',
        version: '0.1.0',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    hideUntagged: false,
    transform: ({ schema, url, route }) => {
      const permission = routePermission(route);
      const method = Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
      const key = `${method} ${url}`;
      let operationId = operationIds.get(key);
      if (!operationId) {
        const base = operationIdOf(method, url);
        const taken = new Set(operationIds.values());
        operationId = base;
        for (let n = 2; taken.has(operationId); n++) operationId = `${base}${n}`;
        operationIds.set(key, operationId);
      }
      const listRoute = listRouteOf(app, url, route.config);
      const descriptions = [`权限 (permission): ${permission ?? 'public (docs)'}`];
      const response: Record<string, unknown> = { ...ERROR_RESPONSES, ...((schema?.['response'] as Record<string, unknown> | undefined) ?? {}) };
      if (listRoute?.endpoint === 'page') {
        descriptions.push('', filterDocs(listRoute.list.resource));
        response['200'] = envelopeOf(pageSchema(listRoute.list.resource), `a page of ${listRoute.list.resource.label}`);
      } else if (listRoute?.endpoint === 'detail') {
        response['200'] = envelopeOf(rowSchema(listRoute.list.resource), `one ${listRoute.list.resource.label}; 404 when missing or outside the caller's data scope`);
      }
      const tags = (schema?.['tags'] as string[] | undefined) ?? [GATEWAY_TAG];
      const described = { ...(schema ?? {}), tags, operationId, description: descriptions.join('\n'), response };
      return { schema: described as typeof schema, url };
    },
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}

/**
 * Tags every route registered in `scope` (an area's plugin context) with `tag`, for the document's
 * grouping by area.
 */
export function tagRoutes(scope: FastifyInstance, tag: string): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), tags: [tag] };
  });
}
