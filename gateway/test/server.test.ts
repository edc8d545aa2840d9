import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, HealthInfo } from '../src/api/index.js';
import { ApiError, ok } from '../src/core/envelope.js';
import { PUBLIC } from '../src/core/permissions.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';



describe.each(eachDatabase)('[%s] server', (name, target) => {
  const database = useTestDatabase(target);

  describe('envelope and errors', () => {
    let app: GatewayApp;
    const logged: string[] = [];

    beforeAll(async () => {
      app = buildServer({
        db: database(),
        logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
      });
      app.get('/gateway/test/boom', { config: { permission: PUBLIC } }, async () => {
        throw new Error('secret detail: connection string postgres://u:p@host');
      });
      app.get('/gateway/test/refused', { config: { permission: PUBLIC } }, async () => {
        throw new ApiError(422, '合同已生效，不能修改');
      });
      app.get('/gateway/test/ok', { config: { permission: PUBLIC } }, async () => ok({ answer: 42 }, '查询成功'));
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
    });

    it('reports health with the kind of database', async () => {
      const response = await app.inject({ method: 'GET', url: '/gateway/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Envelope<HealthInfo>>()).toEqual({
        code: 200,
        success: true,
        message: '操作成功',
        data: { status: 'up', db: name },
      });
    });

    it('wraps data in the success envelope', async () => {
      const response = await app.inject({ method: 'GET', url: '/gateway/test/ok' });
      expect(response.json()).toEqual({ code: 200, success: true, message: '查询成功', data: { answer: 42 } });
    });

    it("compresses a large JSON answer (the admin's login info) for a client that accepts it, and only then", async () => {
      const signIn = (encoding?: string) =>
        app.inject({
          method: 'POST',
          url: '/gateway/system/login/loginByAccount',
          payload: { account: 'admin', password: 'Admin@123' },
          headers: encoding ? { 'accept-encoding': encoding } : {},
        });
      const plain = await signIn();
      expect(plain.headers['content-encoding']).toBeUndefined();
      const size = plain.rawPayload.length;
      expect(size).toBeGreaterThan(20_000);
      const brotli = await signIn('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.rawPayload.length).toBeLessThan(size / 4);
      expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toMatchObject({ success: true, data: { sysUserInfo: { account: 'admin' } } });
      const gzip = await signIn('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toMatchObject({ success: true, data: { sysUserInfo: { account: 'admin' } } });
      // A small answer is not worth compressing.
      const health = await app.inject({ method: 'GET', url: '/gateway/health', headers: { 'accept-encoding': 'br' } });
      expect(health.headers['content-encoding']).toBeUndefined();
    });

    it('answers an unknown /gateway route with a 404 envelope', async () => {
      for (const method of ['GET', 'POST'] as const) {
        const response = await app.inject({ method, url: '/gateway/system/nothing-here' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ code: 404, success: false, message: '接口不存在', errorCode: 'common.notFound', data: null });
      }
    });

    it('answers an ApiError with its status and message', async () => {
      const response = await app.inject({ method: 'GET', url: '/gateway/test/refused' });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ code: 422, success: false, message: '合同已生效，不能修改', data: null });
    });

    it('answers an unexpected error with 500 系统错误 and a request id, keeping details in the log', async () => {
      const response = await app.inject({ method: 'GET', url: '/gateway/test/boom' });
      expect(response.statusCode).toBe(500);
      const body = response.json<ErrorEnvelope>();
      expect(body).toMatchObject({ code: 500, success: false, message: '系统错误', errorCode: 'common.systemError', data: null });
      expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).not.toContain('secret detail');
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'errorCode', 'message', 'requestId', 'success']);

      const entry = logged.find((line) => line.includes(body.requestId ?? 'missing'));
      expect(entry).toContain('secret detail');
    });
  });

  describe('serving the built app', () => {
    let app: GatewayApp;
    let staticDir: string;
    const inlineScript = 'if (localStorage.getItem("srm.token")) document.head.append("preload")';
    const indexHtml = `<!doctype html><html><head><script>${inlineScript}</script></head><body><div id="root">采购管理平台</div><script type="module" src="/assets/app.js"></script></body></html>`;

    beforeAll(async () => {
      staticDir = mkdtempSync(join(tmpdir(), 'gateway-static-'));
      writeFileSync(join(staticDir, 'index.html'), indexHtml);
      mkdirSync(join(staticDir, 'assets'));
      writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
      // The app build writes compressed twins next to each asset (app/vite.config.ts precompress).
      writeFileSync(join(staticDir, 'assets', 'app.js.br'), brotliCompressSync('console.log("app")'));
      writeFileSync(join(staticDir, 'assets', 'app.js.gz'), gzipSync('console.log("app")'));
      app = buildServer({ db: database(), staticDir });
      await app.ready();
    });
    afterAll(async () => {
      await app.close();
      rmSync(staticDir, { recursive: true, force: true });
    });

    it('serves index.html for deep links so the app router can take over', async () => {
      for (const url of ['/', '/dashboard', '/contract/list', '/login?redirect=%2Fcontract%2Flist']) {
        const response = await app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type']).toContain('text/html');
        expect(response.body).toBe(indexHtml);
      }
    });

    it('serves the built files themselves', async () => {
      const response = await app.inject({ method: 'GET', url: '/assets/app.js' });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("app")');
    });

    it('lets browsers keep the hashed assets without asking again, and always revalidate the page', async () => {
      for (const encoding of ['br', 'identity']) {
        const asset = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': encoding } });
        expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
      }
      for (const url of ['/', '/contract/list']) {
        expect((await app.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-cache');
      }
    });

    it('sends the compressed twin a browser accepts, and the plain file to one that accepts none', async () => {
      const brotli = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log("app")');
      const gzip = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe('console.log("app")');
      const plain = await app.inject({ method: 'GET', url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe('console.log("app")');
    });

    it('sends the security headers: the app under its Content-Security-Policy (with the hash of its inline script), the API locked down', async () => {
      const page = await app.inject({ method: 'GET', url: '/contract/list' });
      const policy = String(page.headers['content-security-policy']);
      expect(policy).toContain("script-src 'self' 'sha256-" + createHash('sha256').update(inlineScript).digest('base64') + "'");
      expect(policy).toContain("frame-ancestors 'self'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('unsafe-eval');
      expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).headers['content-security-policy']).toBe(policy);

      for (const url of ['/gateway/health', '/gateway/unknown', '/gateway/system/user/page']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(answer.headers['x-content-type-options'], url).toBe('nosniff');
        expect(answer.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
        expect(answer.headers['strict-transport-security'], url).toBeUndefined();
      }
      expect(page.headers['x-content-type-options']).toBe('nosniff');
    });

    it('adds HSTS to answers that came over TLS (through a trusted proxy)', async () => {
      const behindProxy = buildServer({ db: database(), trustProxy: true });
      try {
        const tls = await behindProxy.inject({ method: 'GET', url: '/gateway/health', headers: { 'x-forwarded-proto': 'https' } });
        expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        const plain = await behindProxy.inject({ method: 'GET', url: '/gateway/health' });
        expect(plain.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await behindProxy.close();
      }
    });

    it('does not answer missing files or /gateway routes with the page', async () => {
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/missing.js' });
      expect(missingAsset.statusCode).toBe(404);
      expect(missingAsset.body).not.toContain('采购管理平台');

      const api = await app.inject({ method: 'GET', url: '/gateway/unknown' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 404, message: '接口不存在' });
    });
  });
});
