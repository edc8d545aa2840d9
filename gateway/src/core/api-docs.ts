/**
 * The OpenAPI document of every /gateway route (from the TypeBox schemas the routes declare) and a
 * viewer: /gateway/docs (Swagger UI) and /gateway/docs/json. Each operation lists, in its
 * description, the permission it needs (PUBLIC, SIGNED_IN or the menu/button code).
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { routePermission } from './permissions.js';

export const DOCS_PREFIX = '/gateway/docs';

export function registerApiDocs(app: FastifyInstance): void {
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
      const described = { ...(schema ?? {}), description: `权限 (permission): ${permission ?? 'public (docs)'}` };
      return { schema: described as typeof schema, url };
    },
  });
  app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX, staticCSP: true });
}
