/**
 * Observability (issue 30): X-Request-Id on every answer (kept when the caller's is valid), the request
 * log's reqId/route/userId, GET /gateway/ready (200 on a migrated database, 503 when a migration is
 * missing from drizzle's table) and GET /gateway/metrics (401 without the token, Prometheus text with it,
 * counted by route pattern).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, LoginInfo, ReadyInfo } from '../src/api/index.js';
import { PUBLIC } from '../src/core/permissions.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const TOKEN = 'metrics-secret-token';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface LogLine {
  msg: string;
  reqId?: string;
  route?: string;
  userId?: number;
}

/** The value of one sample line (`name{labels} value`) of a Prometheus text, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(eachDatabase)('[%s] observability', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  /** No METRICS_TOKEN, no jobs. */
  let plain: GatewayApp;
  let staticDir: string;
  const output: string[] = [];

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'gateway-observability-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output.push(chunk.toString());
        done();
      },
    });
    app = buildServer({ db: database(), staticDir, metricsToken: TOKEN, jobs: true, certificateReminders: false, logger: { level: 'info', stream } });
    // Test-only routes: one that fails, one with a path parameter.
    app.get('/gateway/test-observability/boom', { config: { permission: PUBLIC } }, () => {
      throw new Error('boom');
    });
    app.get('/gateway/test-observability/item/:id', { config: { permission: PUBLIC } }, () => ({ code: 200, success: true, message: 'ok', data: null }));
    plain = buildServer({ db: database() });
    await Promise.all([app.ready(), plain.ready()]);
  });
  afterAll(async () => {
    await Promise.all([app.close(), plain.close()]);
    rmSync(staticDir, { recursive: true, force: true });
  });

  const metrics = (authorization?: string, server: GatewayApp = app) =>
    server.inject({ method: 'GET', url: '/gateway/metrics', headers: authorization === undefined ? {} : { authorization } });

  it('gives every answer an X-Request-Id: API, static file, 404, error, refused', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/gateway/health' }),
      app.inject({ method: 'GET', url: '/index.html' }),
      app.inject({ method: 'GET', url: '/gateway/no/such/route' }),
      app.inject({ method: 'GET', url: '/gateway/test-observability/boom' }),
      app.inject({ method: 'GET', url: '/gateway/system/dict/dictAll' }),
      app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: {} }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 404, 500, 401, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
    // The 500's envelope quotes the same id as the header.
    expect(answers[3]?.json<Envelope<null>>().requestId).toBe(ids[3]);
  });

  it('keeps a valid X-Request-Id from the caller and replaces an invalid one', async () => {
    const kept = await app.inject({ method: 'GET', url: '/gateway/no/such/route', headers: { 'x-request-id': 'proxy-1.2:3_abc' } });
    expect(kept.headers['x-request-id']).toBe('proxy-1.2:3_abc');
    const failing = await app.inject({ method: 'GET', url: '/gateway/test-observability/boom', headers: { 'x-request-id': 'proxy-err-7' } });
    expect(failing.headers['x-request-id']).toBe('proxy-err-7');
    for (const invalid of ['has space', 'x'.repeat(129), 'quote"', '']) {
      const replaced = await app.inject({ method: 'GET', url: '/gateway/health', headers: { 'x-request-id': invalid } });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('logs reqId and route on each request line, and userId once signed in', async () => {
    const login = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: 'Admin@123' } });
    const { accessToken, sysUserInfo } = login.json<Envelope<LoginInfo>>().data;
    output.length = 0;
    const answer = await app.inject({ method: 'GET', url: '/gateway/system/dict/dictAll', headers: { authorization: `Bearer ${accessToken}`, 'x-request-id': 'log-check-1' } });
    expect(answer.statusCode).toBe(200);
    const lines = output
      .join('')
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => JSON.parse(line) as LogLine)
      .filter((line) => line.reqId === 'log-check-1');
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
    for (const line of lines) expect(line.route).toBe('/gateway/system/dict/dictAll');
    expect(lines[0]?.userId).toBeUndefined();
    expect(lines[1]?.userId).toBe(sysUserInfo.id);
  });

  it('is ready on a migrated database with the job queue running', async () => {
    const answer = await app.inject({ method: 'GET', url: '/gateway/ready' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Envelope<ReadyInfo>>()).toEqual({
      code: 200,
      success: true,
      message: '操作成功',
      data: { status: 'ready', db: target.name, migrations: 'applied', jobs: 'running' },
    });
  });

  it('answers 401 to metrics without the token, with a wrong one, or when no token is configured', async () => {
    const answers = [await metrics(), await metrics('Bearer wrong-token'), await metrics(TOKEN), await metrics(`Bearer ${TOKEN}`, plain), await metrics('Bearer ', plain)];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 401, success: false, message: '无权读取监控指标' });
      expect(answer.body).not.toContain('srm_http_requests_total');
    }
    const english = await app.inject({ method: 'GET', url: '/gateway/metrics', headers: { 'accept-language': 'en' } });
    expect(english.json()).toMatchObject({ message: 'Not allowed to read the metrics', errorCode: 'observability.metricsUnauthorized' });
  });

  it('answers 503 while a migration is missing from the applied ones, and 200 (jobs off) once it is there', async () => {
    // `plain` has not answered ready yet: its check has nothing cached.
    const { rows } = await database().executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at',
    );
    const removed = rows[0] as { hash: string; created_at: string };
    try {
      const answer = await plain.inject({ method: 'GET', url: '/gateway/ready' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ code: 503, success: false, message: '服务未就绪：数据库迁移尚未全部完成', data: null });
      expect(answer.headers['x-request-id']).toMatch(UUID);
      const english = await plain.inject({ method: 'GET', url: '/gateway/ready', headers: { 'accept-language': 'en' } });
      expect(english.json()).toMatchObject({ message: 'Not ready: some database migrations are not applied yet', errorCode: 'observability.migrationsPending' });
    } finally {
      await database().executeSql('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [removed.hash, removed.created_at]);
    }
    const ready = await plain.inject({ method: 'GET', url: '/gateway/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<Envelope<ReadyInfo>>().data).toEqual({ status: 'ready', db: target.name, migrations: 'applied', jobs: 'off' });
  });

  it('answers Prometheus text with the token, counting requests by route pattern', async () => {
    const before = (await metrics(`Bearer ${TOKEN}`)).body;
    const itemSeries = 'srm_http_requests_total{method="GET",route="/gateway/test-observability/item/:id",status="200"}';
    const unmatchedSeries = 'srm_http_requests_total{method="GET",route="unmatched",status="404"}';
    for (const id of ['123', '456', '789']) await app.inject({ method: 'GET', url: `/gateway/test-observability/item/${id}` });
    await app.inject({ method: 'GET', url: '/gateway/nothing/here' });
    await app.inject({ method: 'GET', url: '/gateway/test-observability/boom' });
    // A HEAD request (Fastify's twin of a GET route) counts once, under HEAD.
    await app.inject({ method: 'HEAD', url: '/gateway/test-observability/item/1' });

    const answer = await metrics(`Bearer ${TOKEN}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = answer.body;
    expect(sample(text, itemSeries)).toBe((sample(before, itemSeries) ?? 0) + 3);
    expect(sample(text, unmatchedSeries)).toBe((sample(before, unmatchedSeries) ?? 0) + 1);
    const headSeries = 'srm_http_requests_total{method="HEAD",route="/gateway/test-observability/item/:id",status="200"}';
    expect(sample(text, headSeries)).toBe((sample(before, headSeries) ?? 0) + 1);
    expect(text).not.toContain('/gateway/test-observability/item/123');
    expect(text).not.toContain('/gateway/nothing/here');
    const boomSeries = 'srm_http_requests_total{method="GET",route="/gateway/test-observability/boom",status="500"}';
    expect(sample(text, boomSeries)).toBe((sample(before, boomSeries) ?? 0) + 1);
    const histogram = 'srm_http_request_duration_seconds_count{method="GET",route="/gateway/test-observability/item/:id"}';
    expect(sample(text, histogram)).toBe(sample(text, itemSeries));
    expect(sample(text, 'srm_http_request_duration_seconds_bucket{method="GET",route="/gateway/test-observability/item/:id",le="+Inf"}')).toBe(sample(text, itemSeries));

    expect(sample(text, 'srm_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(text).toContain('srm_db_pool_connections{state="idle"}');
    expect(text).toContain('srm_db_pool_connections{state="waiting"}');
    expect(sample(text, 'srm_job_queue_depth{queue="interface-outbox"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'srm_outbox_messages{status="PENDING"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'srm_outbox_messages{status="ERROR"}')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_start_time_seconds')).toBeGreaterThan(1_600_000_000);
  });
});
