/**
 * The request log: secret query values redacted from every logged URL (the pure redactUrl, then the
 * log a real server writes, captured through a stream passed to the logger), the built app's files
 * logged at debug, and one warning for X-Forwarded-For without TRUST_PROXY.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl, REDACTED } from '../src/core/request-log.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

describe('redactUrl', () => {
  it('replaces the values of token, signature, ticket and code, and keeps the rest', () => {
    expect(redactUrl('/gateway/system/login/getLoginInfoByToken?token=token-secret')).toBe(`/gateway/system/login/getLoginInfoByToken?token=${REDACTED}`);
    expect(redactUrl('/x?page=1&signature=s&ticket=t&code=c&name=%E5%BC%A0')).toBe(
      `/x?page=1&signature=${REDACTED}&ticket=${REDACTED}&code=${REDACTED}&name=%E5%BC%A0`,
    );
    expect(redactUrl('https://host/cb?Code=c1&state=s#frag')).toBe(`https://host/cb?Code=${REDACTED}&state=s#frag`);
    expect(redactUrl('/x?token=a&token=b&%74oken=c&token[]=d')).toBe(`/x?token=${REDACTED}&token=${REDACTED}&%74oken=${REDACTED}&token[]=${REDACTED}`);
    expect(redactUrl('/x?access_token=a&tempCode=b&orgCode=101')).toBe(`/x?access_token=${REDACTED}&tempCode=${REDACTED}&orgCode=101`);
  });

  it('leaves URLs without secrets as they are', () => {
    for (const url of ['/gateway/health', '/x?', '/x?token', '/x?tokens=1&page=2', '/x?%zz=1']) expect(redactUrl(url)).toBe(url);
  });
});

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

const DEBUG = 20;
const INFO = 30;
const WARN = 40;

describe.each(eachDatabase)('[%s] the request log', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });
  let staticDir: string;
  let output: string[];
  let app: GatewayApp;
  let trusting: GatewayApp;

  function capture(): Writable {
    return new Writable({
      write(chunk: Buffer, _encoding, done) {
        output.push(chunk.toString());
        done();
      },
    });
  }
  const lines = (): LogLine[] =>
    output
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine);

  beforeAll(async () => {
    output = [];
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-log-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app.js'), 'console.log("app")');
    app = buildServer({ db: database(), staticDir, logger: { level: 'debug', stream: capture() } });
    trusting = buildServer({ db: database(), trustProxy: true, logger: { level: 'debug', stream: capture() } });
    await Promise.all([app.ready(), trusting.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), trusting.close()]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('never writes the value of a token, signature, ticket or code query parameter', async () => {
    output.length = 0;
    await app.inject({ method: 'GET', url: '/gateway/system/login/getLoginInfoByToken?token=token-secret' });
    await app.inject({ method: 'GET', url: '/gateway/health?signature=sig-secret&ticket=ticket-secret&code=code-secret&page=7' });
    await app.inject({ method: 'GET', url: '/gateway/no/such/route?token=missing-secret' });
    await app.inject({ method: 'GET', url: '/login?code=sso-secret' });
    const text = output.join('');
    expect(text).toContain('incoming request');
    for (const secret of ['token-secret', 'sig-secret', 'ticket-secret', 'code-secret', 'missing-secret', 'sso-secret']) expect(text).not.toContain(secret);
    const urls = lines()
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url);
    expect(urls).toContain(`/gateway/system/login/getLoginInfoByToken?token=${REDACTED}`);
    expect(urls).toContain(`/gateway/health?signature=${REDACTED}&ticket=${REDACTED}&code=${REDACTED}&page=7`);
  });

  it('logs the API at info and the built app’s files at debug', async () => {
    output.length = 0;
    expect((await app.inject({ method: 'GET', url: '/gateway/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/app.js' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dashboard' })).statusCode).toBe(200);
    const access = lines().filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');
    const levelsOf = (url: string) => {
      const ids = new Set(access.filter((line) => line.req?.url === url).map((line) => line.reqId));
      return access.filter((line) => ids.has(line.reqId)).map((line) => line.level);
    };
    expect(levelsOf('/gateway/health')).toEqual([INFO, INFO]);
    expect(levelsOf('/assets/app.js')).toEqual([DEBUG, DEBUG]);
    expect(levelsOf('/dashboard')).toEqual([DEBUG, DEBUG]);
  });

  it('warns once when X-Forwarded-For arrives without TRUST_PROXY, and not when the proxy is trusted', async () => {
    output.length = 0;
    const forwarded = { 'x-forwarded-for': '203.0.113.7' };
    await app.inject({ method: 'GET', url: '/gateway/health', headers: forwarded });
    await app.inject({ method: 'GET', url: '/gateway/health', headers: forwarded });
    await trusting.inject({ method: 'GET', url: '/gateway/health', headers: forwarded });
    const warnings = lines().filter((line) => line.level === WARN && line.msg.includes('TRUST_PROXY'));
    expect(warnings).toHaveLength(1);
  });
});
