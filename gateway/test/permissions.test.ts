/**
 * The permission walk: every /gateway route the server registers declares a permission, refuses an
 * anonymous caller with 401, and (when it needs a menu or button code) refuses a signed-in caller
 * without that code with HTTP 403 and body code 40301, never body code 403 (a revoked session).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo } from '../src/api/index.js';
import { hashPassword } from '../src/core/password.js';
import { PUBLIC, SIGNED_IN, type DeclaredRoute } from '../src/core/permissions.js';
import { sysUser } from '../src/db/schema.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

/** A concrete URL for a route pattern (path parameters become 1). */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+\??/g, '1').replace(/\*$/, 'x');
}

/** Routes that may be called without a token, and why. */
const PUBLIC_ROUTES: Readonly<Record<string, string>> = {
  'GET /gateway/health': 'health check for load balancers',
  'GET /gateway/ready': 'readiness check for load balancers (database, migrations, job queue)',
  'GET /gateway/metrics': 'Prometheus scrape, checked by its own bearer token METRICS_TOKEN (401 when none is configured)',
  'POST /gateway/system/login/loginByAccount': 'sign-in',
  'GET /gateway/system/login/getLoginInfoByToken': 'checks the token it is given',
  'POST /gateway/system/login/loginByIdmTempCode': 'single sign-on',
  'POST /gateway/system/login/loginByWindowTicket': 'one-time window ticket, checked by the route',
  'GET /gateway/system/login/ssoConfig': 'where the single sign-on page is, before sign-in',
  'GET /gateway/demo-embed/*': 'the demo stand-in page of the embedded systems (static, no data)',
  'GET /gateway/system/file/preview/:id': 'signed, short-lived preview links (checked by the route)',
  'POST /gateway/purchase/api/v1/contract/callback': 'OA and the seal system, checked by their shared secret (503 when none is configured)',
  'POST /gateway/supplier/api/v1/admission/callback': 'OA, on a supplier admission, checked by the same shared secret (503 when none is configured)',
  'POST /gateway/demand/api/v1/dem/year-demand/callback': 'OA, on a year demand plan, checked by the same shared secret (503 when none is configured)',
  'POST /gateway/demand/api/v1/month-demand/callback': 'OA, on a month demand plan, checked by the same shared secret (503 when none is configured)',
  'POST /gateway/material/api/v1/order/purchase/callback': 'EBS and the supplier, on a direct-supplier purchase order, checked by the same shared secret (503 when none is configured)',
};

describe.each(eachDatabase)('[%s] permission walk', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let routes: DeclaredRoute[];
  let nobody: string;

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    routes = app.gatewayRoutes;
    // A signed-in user with no role at all: holds no menu or button code.
    await database()
      .db.insert(sysUser)
      .values({ account: 'nobody', userName: '无角色用户', passwordHash: await hashPassword('Nobody@123') });
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'nobody', password: 'Nobody@123' } });
    nobody = login.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await app.close();
  });

  it('finds the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.some((route) => route.url.startsWith('/gateway/purchase/api/v1/contract/head'))).toBe(true);
  });

  it('opens only the routes meant to be public', () => {
    const open = routes.filter((route) => route.permission === PUBLIC).map((route) => `${route.method} ${route.url}`);
    for (const key of open) {
      // The API docs viewer (its own routes under /gateway/docs) is public only with API_DOCS_PUBLIC=1.
      if (key.split(' ')[1]?.startsWith('/gateway/docs')) continue;
      expect(PUBLIC_ROUTES, `${key} is public without a reason`).toHaveProperty([key]);
    }
  });

  it('refuses an anonymous caller with 401 on every other route', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((candidate) => candidate.permission !== PUBLIC)) {
      const response = await app.inject({ method: route.method as 'GET', url: concrete(route.url), payload: route.method === 'GET' ? undefined : {} });
      const body = response.json<ErrorEnvelope>();
      if (response.statusCode !== 401 || body.code !== 401 || body.message !== '登录状态已过期，请重新登录') {
        failures.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses a caller without the code with 403 and body code 40301 on every coded route', async () => {
    const coded = routes.filter((route) => route.permission !== PUBLIC && route.permission !== SIGNED_IN);
    expect(coded.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of coded) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' ? undefined : {},
        headers: { authorization: `Bearer ${nobody}` },
      });
      const body = response.json<ErrorEnvelope>();
      if (response.statusCode !== 403 || body.code !== 40301 || body.message !== '您暂无此权限') {
        failures.push(`${route.method} ${route.url} (${route.permission}): ${response.statusCode} ${response.body}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('refuses to register a /gateway route that declares no permission', async () => {
    const bare = buildServer({ db: database() });
    expect(() => bare.get('/gateway/forgotten', async () => ({}))).toThrow(/declares no permission/);
    await bare.close();
  });
});
