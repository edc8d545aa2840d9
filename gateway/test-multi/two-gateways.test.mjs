/**
 * Two built gateway processes on one PostgreSQL database, behind a round-robin proxy (issue 30): the
 * gateway holds no state of its own that a second process would contradict.
 *
 * (a) Both start at the same moment on an empty database and both come up; each migration is applied once.
 * (b) A role taken away through A is refused through B within 1 s (the access cache crosses processes),
 *     and so is a session signed out on A (the session cache).
 * (c) A file uploaded through A downloads byte-identical through B (FILE_STORAGE=postgres).
 * (d) An export running on A survives `kill -9` of A: B takes the task over and finishes it, and the
 *     spreadsheet downloads through B.
 *
 * Runs on the server of TEST_DATABASE_URL (a database of its own, dropped after); skipped without it.
 * Needs gateway/dist (the test command builds it first). Run: node --test gateway/test-multi/
 */
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { GATEWAY_DIR, createDatabase, dropDatabase, freePort, spawnGateway, stopGateway, waitHealthy } from './gateways.mjs';
import { startProxy } from './proxy.mjs';

const SERVER_URL = process.env.TEST_DATABASE_URL;
const DB_NAME = `i30_multi_${process.pid}_${Date.now() % 100_000}`;
const EXPORT_ROWS = 10_000;
const MARKER = '双进程导出测试';
const CONTRACT_LIST = '/gateway/purchase/api/v1/contract/head/custom-page';
/** Short export heartbeat and recovery timings (the production ones take over a dead task after 30-45 s). */
const EXPORT_ENV = { EXPORT_HEARTBEAT_MS: '200', EXPORT_STALE_MS: '2000', EXPORT_RECOVERY_MS: '500', JOB_POLLING_SECONDS: '0.5' };

if (!SERVER_URL) console.log('# two gateways on one PostgreSQL: skipped (set TEST_DATABASE_URL)');

const state = { url: '', a: undefined, b: undefined, proxy: undefined, adminToken: '' };

async function call(base, token, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text };
}

async function ok(base, token, method, path, body) {
  const answer = await call(base, token, method, path, body);
  if (answer.status !== 200 || answer.json?.success === false) throw new Error(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 500)}`);
  return answer.json.data;
}

const signIn = async (base, account, password) => (await ok(base, null, 'POST', '/gateway/system/login/loginByAccount', { account, password })).accessToken;

async function until(what, probe, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function withClient(run) {
  const client = new pg.Client({ connectionString: state.url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

before(async () => {
  if (!SERVER_URL) return;
  state.url = await createDatabase(SERVER_URL, DB_NAME);
});

after(async () => {
  await state.proxy?.close();
  for (const gateway of [state.a, state.b]) if (gateway) await stopGateway(gateway, 'SIGKILL');
  if (SERVER_URL) await dropDatabase(SERVER_URL, DB_NAME);
});

test('(a) two gateways started together on an empty database both come up, each migration applied once', { skip: !SERVER_URL }, async () => {
  const [portA, portB] = [await freePort(), await freePort()];
  const common = { DATABASE_URL: state.url, FILE_STORAGE: 'postgres', METRICS_TOKEN: 'multi-test-metrics', ...EXPORT_ENV };
  // Both are asked to seed the empty database: the seed runs under an advisory lock, so one writes the
  // demo data and the other finds it written (without the lock, one of them exits on a unique violation).
  state.a = spawnGateway({ name: 'A', port: portA, env: { ...common, SEED_DEMO: '1' } });
  state.b = spawnGateway({ name: 'B', port: portB, env: { ...common, SEED_DEMO: '1' } });
  await Promise.all([waitHealthy(state.a, 45_000), waitHealthy(state.b, 45_000)]);
  state.proxy = await startProxy([state.a.base, state.b.base]);

  const journal = JSON.parse(readFileSync(join(GATEWAY_DIR, 'migrations', 'meta', '_journal.json'), 'utf8'));
  const applied = await withClient(async (client) => (await client.query('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0].n);
  assert.equal(applied, journal.entries.length);

  // Through the proxy: requests alternate between the two, and a token from one works on the other.
  state.adminToken = await signIn(state.proxy.url, 'admin', 'Admin@123');
  const before = [...state.proxy.served];
  for (let i = 0; i < 4; i += 1) await ok(state.proxy.url, state.adminToken, 'GET', `${CONTRACT_LIST}?page=1&pageSize=1`);
  assert.deepEqual(state.proxy.served.map((n, i) => n - before[i]), [2, 2]);
});

test('(b) a role taken away through A is refused through B within 1 s', { skip: !SERVER_URL }, async (t) => {
  assert.ok(state.b, 'the gateways are up');
  const { a, b, adminToken } = state;
  const buyerToken = await signIn(a.base, 'buyer', 'Buyer@123');
  // B holds the buyer's access in its cache (a 200 now).
  const list = `${CONTRACT_LIST}?page=1&pageSize=1`;
  assert.equal((await call(b.base, buyerToken, 'GET', list)).status, 200);
  assert.equal((await call(b.base, buyerToken, 'GET', list)).status, 200);

  const users = await ok(a.base, adminToken, 'POST', '/gateway/system/user/custom-page', { 'account.contains': 'buyer', page: 1, pageSize: 100 });
  const buyer = users.result.find((user) => user.account === 'buyer');
  assert.ok(buyer, 'the demo buyer exists');
  const roles = await ok(a.base, adminToken, 'POST', '/gateway/system/role/custom-page', { page: 1, pageSize: 100 });
  // A role without the contract menus: the buyer keeps signing in, but the contract list is not theirs any more.
  const other = roles.result.find((role) => role.roleCode === 'company_requirement_check');
  assert.ok(other, 'the demo role company_requirement_check exists');

  await ok(a.base, adminToken, 'POST', '/gateway/system/user/saveUserRole', { userId: buyer.id, roleIds: [other.id] });
  const changed = Date.now();
  const refused = await until(
    'B to refuse the buyer',
    async () => {
      const answer = await call(b.base, buyerToken, 'GET', list);
      return answer.status === 200 ? undefined : answer;
    },
    5_000,
  );
  const elapsed = Date.now() - changed;
  t.diagnostic(`B refused ${elapsed} ms after the change`);
  assert.equal(refused.status, 403, refused.text);
  assert.ok(elapsed <= 1_000, `B refused after ${elapsed} ms (at most 1000 ms)`);
});

test('(b) a session signed out on A is refused on B within 1 s', { skip: !SERVER_URL }, async (t) => {
  assert.ok(state.b, 'the gateways are up');
  const { a, b } = state;
  const token = await signIn(a.base, 'chenjing', 'Demo@123');
  const me = '/gateway/system/user/table-settings';
  // B has the session in its cache (held a few seconds without the bus).
  assert.equal((await call(b.base, token, 'GET', me)).status, 200);
  await ok(a.base, token, 'POST', '/gateway/system/login/logout');
  const signedOut = Date.now();
  const refused = await until(
    'B to refuse the signed-out token',
    async () => {
      const answer = await call(b.base, token, 'GET', me);
      return answer.status === 200 ? undefined : answer;
    },
    10_000,
  );
  const elapsed = Date.now() - signedOut;
  t.diagnostic(`B refused ${elapsed} ms after the sign-out`);
  assert.equal(refused.status, 401, refused.text);
  assert.ok(elapsed <= 1_000, `B refused after ${elapsed} ms (at most 1000 ms)`);
});

test('(c) a file uploaded through A downloads byte-identical through B', { skip: !SERVER_URL }, async () => {
  assert.ok(state.b, 'the gateways are up');
  const { a, b, adminToken } = state;
  const contracts = await ok(a.base, adminToken, 'GET', `${CONTRACT_LIST}?page=1&pageSize=1`);
  const content = randomBytes(3 * 1024 * 1024 + 123); // several chunks of the PostgreSQL storage
  const form = new FormData();
  form.append('bizType', 'contract');
  form.append('bizKey', String(contracts.result[0].id));
  form.append('multipartFile', new Blob([content]), '双进程附件.bin');
  const uploaded = await fetch(`${a.base}/gateway/system/file/upload`, { method: 'POST', headers: { authorization: `Bearer ${adminToken}` }, body: form });
  const info = await uploaded.json();
  assert.equal(uploaded.status, 200, JSON.stringify(info));

  const downloaded = await fetch(`${b.base}/gateway/system/file/downFile/${info.data.id}`, { headers: { authorization: `Bearer ${adminToken}` } });
  assert.equal(downloaded.status, 200);
  const bytes = Buffer.from(await downloaded.arrayBuffer());
  assert.equal(bytes.length, content.length);
  assert.ok(bytes.equals(content), 'the downloaded bytes are the uploaded ones');
});

test('(d) an export on A survives kill -9 of A: B finishes it', { skip: !SERVER_URL }, async (t) => {
  const t0 = Date.now();
  assert.ok(state.b, 'the gateways are up');
  const { a, b, adminToken } = state;
  await withClient((client) =>
    client.query(
      `insert into con_contract_head (contract_no, contract_name, contract_category, org_code, org_name, supplier_sn, supplier_name, category_code, category_name, status, total_amount)
       select $1 || '-' || n, $1, 'fixedPrice', '101001', '河北饲料有限公司', 'S0001', '中粮贸易（大连）有限公司', '100101', '玉米', 'SIGN', n * 1000.25
       from generate_series(1, $2::int) as n`,
      [MARKER, EXPORT_ROWS],
    ),
  );
  const taskOf = async (base, id) => (await ok(base, adminToken, 'POST', '/gateway/demand/exprot/download/task/list', { pageSize: 20 })).result.find((task) => task.id === id);

  // B is paused while the export starts, so the job is A's: killing A must be what B recovers from.
  b.child.kill('SIGSTOP');
  let id;
  try {
    id = (
      await ok(a.base, adminToken, 'POST', '/gateway/demand/exprot/batch/async', {
        queryUrl: CONTRACT_LIST,
        queryParams: { 'contractName.equals': MARKER },
        requestMethod: 'POST',
        pagePath: '/contract/list',
      })
    ).id;
    const running = await until(
      'the export to be half-way on A',
      async () => {
        const task = await taskOf(a.base, id);
        if (task?.status === 5) throw new Error('the export finished before A could be killed: raise EXPORT_ROWS');
        return task?.status === 1 && (task.rowCount ?? 0) > 0 ? task : undefined;
      },
      20_000,
    );
    assert.ok(running.rowCount < EXPORT_ROWS);
    t.diagnostic(`A killed at ${running.rowCount} rows, ${Date.now() - t0} ms in`);
    await stopGateway(a, 'SIGKILL');
  } finally {
    b.child.kill('SIGCONT');
  }

  const done = await until(
    'B to finish the export',
    async () => {
      const task = await taskOf(b.base, id);
      if (task?.status === 4) throw new Error(`the export failed: ${task.msg}`);
      return task?.status === 5 ? task : undefined;
    },
    20_000,
  );
  t.diagnostic(`B finished ${Date.now() - t0} ms in`);
  assert.equal(done.rowCount, EXPORT_ROWS);
  const file = await fetch(`${b.base}${done.url}`, { headers: { authorization: `Bearer ${adminToken}` } });
  assert.equal(file.status, 200);
  const bytes = Buffer.from(await file.arrayBuffer());
  assert.equal(bytes.subarray(0, 2).toString('latin1'), 'PK', 'an .xlsx (zip) file');
  assert.equal(bytes.length, done.fileSize);
});
