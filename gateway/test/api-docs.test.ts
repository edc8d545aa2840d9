import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/core/sessions.js';
import { sysUser } from '../src/db/schema.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, { description?: string }>>;
}

describe.each(eachDatabase)('[%s] API docs', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });
  let app: GatewayApp;
  let publicDocs: GatewayApp;
  /** A signed-in caller's header (any user: the docs need a session, no menu code). */
  let bearer: { authorization: string };
  beforeAll(async () => {
    app = buildServer({ db: database() });
    publicDocs = buildServer({ db: database(), apiDocsPublic: true });
    await Promise.all([app.ready(), publicDocs.ready()]);
    const [user] = await database()
      .db.insert(sysUser)
      .values({ account: 'docs.reader', userName: '文档读者', passwordHash: 'scrypt$unused' })
      .returning({ id: sysUser.id });
    const session = await createSession(database().db, user?.id ?? 0, 60_000);
    bearer = { authorization: `Bearer ${session.token}` };
  });
  afterAll(async () => {
    await Promise.all([app.close(), publicDocs.close()]);
  });

  it('needs a signed-in caller for the document and the viewer unless API_DOCS_PUBLIC', async () => {
    for (const url of ['/gateway/docs/json', '/gateway/docs']) {
      const anonymous = await app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 401, success: false });
      const badToken = await app.inject({ method: 'GET', url, headers: { authorization: 'Bearer nope' } });
      expect(badToken.statusCode).toBe(401);
    }
    expect((await publicDocs.inject({ method: 'GET', url: '/gateway/docs/json' })).statusCode).toBe(200);
  });

  it('serves the OpenAPI document of the routes, each with the permission it needs', async () => {
    const response = await app.inject({ method: 'GET', url: '/gateway/docs/json', headers: bearer });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/gateway/system/login/loginByAccount']?.['post']?.description).toBe('权限 (permission): public');
    expect(document.paths['/gateway/purchase/api/v1/contract/head/page']?.['get']?.description).toBe('权限 (permission): contract:list');
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('serves a viewer to a signed-in caller, and to anyone with API_DOCS_PUBLIC', async () => {
    for (const [server, headers] of [
      [app, bearer],
      [publicDocs, {}],
    ] as const) {
      const page = await server.inject({ method: 'GET', url: '/gateway/docs', headers });
      const location = page.statusCode === 302 ? String(page.headers['location']) : '/gateway/docs';
      const url = location.startsWith('/') ? location : `/gateway/docs/${location.replace(/^\.\//, '')}`;
      const response = await server.inject({ method: 'GET', url, headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('swagger');
    }
  });
});
