import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { description?: string }>>;
}

describe.each(eachDatabase)('[%s] API docs', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });
  let app: GatewayApp;
  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('serves the OpenAPI document of the routes, each with the permission it needs', async () => {
    const response = await app.inject({ method: 'GET', url: '/gateway/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/gateway/system/login/loginByAccount']?.['post']?.description).toBe('权限 (permission): public');
    expect(document.paths['/gateway/purchase/api/v1/contract/head/page']?.['get']?.description).toBe('权限 (permission): contract:list');
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('serves a viewer without signing in', async () => {
    const page = await app.inject({ method: 'GET', url: '/gateway/docs' });
    const location = page.statusCode === 302 ? String(page.headers['location']) : '/gateway/docs';
    const response = await app.inject({ method: 'GET', url: location.startsWith('/') ? location : `/gateway/docs/${location.replace(/^\.\//, '')}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('swagger');
  });
});
