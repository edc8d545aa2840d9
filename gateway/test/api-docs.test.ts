import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/core/sessions.js';
import { sysUser } from '../src/db/schema.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

interface Operation {
  description?: string;
  tags?: string[];
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
}

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
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
    expect(document.paths['/gateway/purchase/api/v1/contract/head/page']?.['get']?.description).toMatch(/^权限 \(permission\): contract:list\n/);
    expect(Object.keys(document.paths).length).toBeGreaterThan(10);
  });

  it('tags each operation with its area, gives it a unique operationId and the error envelopes', async () => {
    const document = (await app.inject({ method: 'GET', url: '/gateway/docs/json', headers: bearer })).json<OpenApi>();
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z]+[A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.tags?.length, operation.operationId).toBe(1);
      expect(Object.keys(operation.responses ?? {}), operation.operationId).toEqual(expect.arrayContaining(['400', '401', '403', '409']));
    }
    expect(document.paths['/gateway/system/login/loginByAccount']?.['post']?.tags).toEqual(['system']);
    expect(document.paths['/gateway/system/file/upload']?.['post']?.tags).toEqual(['files']);
    expect(document.paths['/gateway/purchase/api/v1/contract/head/custom-page']?.['post']?.tags).toEqual(['contract']);
    expect(document.paths['/gateway/purchase/api/v1/contract/head/custom-page']?.['post']?.operationId).toBe('postPurchaseApiV1ContractHeadCustomPage');
  });

  it('documents every list route: its filter keys with their operators, and its page or detail answer', async () => {
    const document = (await app.inject({ method: 'GET', url: '/gateway/docs/json', headers: bearer })).json<OpenApi>();
    const listPaths = Object.keys(document.paths).filter((path) => path.endsWith('/custom-page'));
    expect(listPaths.length).toBeGreaterThan(10);
    let engineLists = 0;
    for (const path of listPaths) {
      const page = document.paths[path]?.['post'];
      // A list of the list engine documents its filter keys; a hand-made one (categories, materials,
      // users) declares its body's fields in its schema instead.
      if (page?.description?.includes('| field | title | type |')) {
        engineLists += 1;
        expect(page.description, path).toContain('`between`');
        const data = page.responses?.['200']?.content?.['application/json']?.schema?.properties?.['data'] as { properties?: Record<string, unknown> } | undefined;
        expect(Object.keys(data?.properties ?? {}), path).toEqual(expect.arrayContaining(['result', 'total', 'totalIsEstimate', 'nextCursor']));
      } else {
        const body = (page as { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } } | undefined)?.requestBody;
        expect(Object.keys(body?.content?.['application/json']?.schema?.properties ?? {}).length, path).toBeGreaterThan(1);
      }
    }
    expect(engineLists).toBeGreaterThan(10);
    const head = document.paths['/gateway/purchase/api/v1/contract/head/custom-page']?.['post']?.description ?? '';
    expect(head).toContain('| `contractNo` | 合同编号 | text |');
    const detail = document.paths['/gateway/purchase/api/v1/contract/head/detail']?.['get'];
    const row = detail?.responses?.['200']?.content?.['application/json']?.schema?.properties?.['data'] as { properties?: Record<string, unknown> } | undefined;
    expect(Object.keys(row?.properties ?? {})).toEqual(expect.arrayContaining(['contractNo', 'status']));
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
