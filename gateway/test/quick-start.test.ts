/**
 * A quick start (issue 29): request schemas compile at their first use (core/lazy-validation.ts) and
 * still validate and coerce as Fastify's own compiler did; every route's schema still compiles.
 */
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC } from '../src/core/permissions.js';
import { Id } from '../src/core/schemas.js';
import { compilePendingSchemas, buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe.each(eachDatabase)('[%s] lazily compiled request schemas', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    app.get('/gateway/test/lazy', { schema: { querystring: Type.Object({ id: Id, page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })) }) }, config: { permission: PUBLIC } }, async (request) => ({
      id: request.query.id,
      page: request.query.page,
    }));
    app.get('/gateway/test/lazy-header', { schema: { headers: Type.Object({ 'X-Lazy-Token': Type.String({ minLength: 2 }) }) }, config: { permission: PUBLIC } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('validates, coerces and fills defaults at a route first request, and again at the next', async () => {
    for (let round = 0; round < 2; round++) {
      const good = await app.inject({ method: 'GET', url: '/gateway/test/lazy?id=12' });
      expect(good.statusCode).toBe(200);
      expect(good.json()).toEqual({ id: 12, page: 1 });
      expect((await app.inject({ method: 'GET', url: '/gateway/test/lazy?id=-1' })).statusCode).toBe(400);
      expect((await app.inject({ method: 'GET', url: '/gateway/test/lazy' })).statusCode).toBe(400);
    }
  });

  it('matches header schemas whatever the case of their names', async () => {
    expect((await app.inject({ method: 'GET', url: '/gateway/test/lazy-header', headers: { 'x-lazy-token': 'ab' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/gateway/test/lazy-header', headers: { 'x-lazy-token': 'a' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/gateway/test/lazy-header' })).statusCode).toBe(400);
  });

  it('compiles every route schema no request has used yet, once', () => {
    const compiled = compilePendingSchemas(app);
    expect(compiled).toBeGreaterThan(100);
    expect(compilePendingSchemas(app)).toBe(0);
  });
});
