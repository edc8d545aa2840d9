/**
 * 库位分配 and the raw material used per day (issue 23 part B) on both databases: the seeded positions on
 * the list engine; the store list with free capacity; the save's rules (over capacity in Chinese, stale
 * version 409); synch writing one outbox message per position to the storage system (LMS) and nothing on a
 * refused call, a failed message showing ERROR; the org scope; the days of a month summing to it exactly.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllocatePositionRow, AllocatePositionSaved, AllocatePositionStoreList, AllocatePositionSynched, Envelope, ErrorEnvelope, PageData, RawMaterialUsedDd } from '../src/api/index.js';
import { Outbox } from '../src/core/outbox/outbox.js';
import { ALLOCATE_POSITION_BIZ_TYPE, markPositionSynched } from '../src/modules/demand/allocate-position.js';
import { toThousandths } from '../src/modules/demand/month-demand-rules.js';
import { demEstimateConsume } from '../src/db/tables/demand.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import type { GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { signInAll, startGateway } from './helpers/contracts.js';

const API = '/gateway/demand/api/v1';
const BASE = 'dem/allocate-position';

describe.each(eachDatabase)('[%s] 库位分配 and raw material used per day', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let zhoumin = '';

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    app.inject({ method, url: `${API}/${url}`, headers: { authorization: `Bearer ${token}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;
  const outboxCount = async () => (await database().db.select({ id: sysInterfaceLog.id }).from(sysInterfaceLog).where(eq(sysInterfaceLog.bizType, 'ALLOCATE_POSITION'))).length;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, zhoumin] = await signInAll(app, 'admin', 'zhoumin');
  });

  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded positions to admin and refuses an unknown filter', async () => {
    const page = await call('GET', `${BASE}/page?pageSize=100`);
    expect(page.statusCode, page.body).toBe(200);
    const rows = data<PageData<AllocatePositionRow>>(page);
    expect(rows.total).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.result.map((row) => row.orgCode))).toEqual(new Set(['101001', '101002', '101004']));
    expect(rows.result.find((row) => row.positionName === '原料库A区-01')).toBeDefined();
    expect((await call('GET', `${BASE}/page?bogus.equals=1`)).statusCode).toBe(400);
  });

  it('answers the org\'s stores with their positions and free capacity', async () => {
    const response = await call('GET', `${BASE}/store-list?orgCode=101001`);
    expect(response.statusCode, response.body).toBe(200);
    const list = data<AllocatePositionStoreList>(response);
    const codes = list.stores.map((store) => store.subInventoryCode);
    expect(codes).toContain('YL01');
    expect(codes).not.toContain('ZT01');
    expect(codes).not.toContain('YL09');
    const yl01 = list.stores.find((store) => store.subInventoryCode === 'YL01' && store.positions.length > 0)!;
    for (const entry of yl01.positions) expect(toThousandths(entry.freeCapacity)).toBe(toThousandths(entry.capacity) - toThousandths(entry.allocatedQuantity));
    expect(toThousandths(yl01.freeCapacity)).toBe(toThousandths(yl01.capacity) - toThousandths(yl01.allocatedQuantity));
  });

  it('saves with exact decimals, refuses over capacity in Chinese and a stale version with 409', async () => {
    const list = data<AllocatePositionStoreList>(await call('GET', `${BASE}/store-list?orgCode=101002`));
    const store = list.stores.find((row) => row.positions.length > 0)!;
    const entry = store.positions[0]!;
    const body = { id: entry.id, version: entry.version, orgCode: '101002', matCode: entry.matCode, storeOrgCode: store.storeOrgCode, subInventoryCode: store.subInventoryCode, positionCode: entry.positionCode, capacity: '300', allocatedQuantity: '300.001' };
    const over = await call('POST', `${BASE}/save`, body);
    expect(over.statusCode).toBe(422);
    expect(over.json<ErrorEnvelope>().message).toBe('分配数量 300.001 超过库位容量 300.000');
    const saved = await call('POST', `${BASE}/save`, { ...body, allocatedQuantity: '299.999' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(data<AllocatePositionSaved>(saved).version).toBe(entry.version + 1);
    const stale = await call('POST', `${BASE}/save`, { ...body, allocatedQuantity: '1' });
    expect(stale.statusCode).toBe(409);
    const after = data<AllocatePositionStoreList>(await call('GET', `${BASE}/store-list?orgCode=101002`)).stores.flatMap((row) => row.positions).find((row) => row.id === entry.id)!;
    expect(after).toMatchObject({ capacity: '300.000', allocatedQuantity: '299.999', freeCapacity: '0.001' });

    const created = await call('POST', `${BASE}/save`, { ...body, id: undefined, version: undefined, positionCode: 'Z-99', positionName: '原料库Z区-99', allocatedQuantity: '12.5' });
    expect(created.statusCode, created.body).toBe(200);
    const again = await call('POST', `${BASE}/save`, { ...body, id: undefined, version: undefined, positionCode: 'Z-99', allocatedQuantity: '1' });
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorEnvelope>().message).toBe('库位 Z-99 已存在');
    const wrongStore = await call('POST', `${BASE}/save`, { ...body, id: undefined, version: undefined, subInventoryCode: 'NOPE', positionCode: 'Z-98', allocatedQuantity: '1' });
    expect(wrongStore.statusCode).toBe(400);
    expect(wrongStore.json<ErrorEnvelope>().message).toBe('仓库 NOPE 不存在或不属于该组织');
    const id = data<AllocatePositionSaved>(created).id;
    expect((await call('DELETE', `${BASE}/delete`, { ids: [id] })).statusCode).toBe(200);
    expect((await call('DELETE', `${BASE}/delete`, { ids: [id] })).statusCode).toBe(404);
  });

  it('synchs one outbox message per position to the storage system, nothing on a refused call', async () => {
    const rows = data<PageData<AllocatePositionRow>>(await call('GET', `${BASE}/page?orgCode.equals=101004&pageSize=3`)).result;
    expect(rows).toHaveLength(3);
    const before = await outboxCount();
    const refused = await call('POST', `${BASE}/synch`, { ids: [rows[0]!.id, 999_999_999] });
    expect(refused.statusCode).toBe(404);
    expect(await outboxCount()).toBe(before);

    const response = await call('POST', `${BASE}/synch`, { ids: rows.map((row) => row.id) });
    expect(response.statusCode, response.body).toBe(200);
    const { logIds } = data<AllocatePositionSynched>(response);
    expect(logIds).toHaveLength(3);
    expect(await outboxCount()).toBe(before + 3);
    const logs = await database().db.select().from(sysInterfaceLog).where(inArray(sysInterfaceLog.id, logIds));
    expect(logs.map((log) => [log.system, log.state, log.bizId]).sort()).toEqual(rows.map((row) => ['LMS', 'PENDING', row.id]).sort());
    // 接口日志 lists them.
    const interfaceLog = await app.inject({ method: 'GET', url: '/gateway/system/interface-log/page?bizType.equals=ALLOCATE_POSITION&pageSize=50', headers: { authorization: `Bearer ${admin}` } });
    expect(interfaceLog.statusCode, interfaceLog.body).toBe(200);
    expect(data<PageData<{ system: string }>>(interfaceLog).result.filter((row) => row.system === 'LMS')).toHaveLength(before + 3);
    const synched = data<PageData<AllocatePositionRow>>(await call('GET', `${BASE}/page?orgCode.equals=101004&pageSize=3`)).result;
    expect(synched.map((row) => row.syncState)).toEqual(['PENDING', 'PENDING', 'PENDING']);

    // A message that failed for good shows its position as ERROR.
    await database().db.update(sysInterfaceLog).set({ state: 'ERROR' }).where(eq(sysInterfaceLog.id, logIds[0]!));
    const shown = data<AllocatePositionStoreList>(await call('GET', `${BASE}/store-list?orgCode=101004`)).stores.flatMap((row) => row.positions);
    expect(shown.find((row) => row.id === logs.find((log) => log.id === logIds[0])!.bizId)?.syncState).toBe('ERROR');
    expect(shown.filter((row) => row.syncState === 'PENDING')).toHaveLength(2);

    // Without demand:month:edit nothing is sent.
    expect((await call('POST', `${BASE}/synch`, { ids: [rows[0]!.id] }, zhoumin)).statusCode).toBe(403);
    expect(await outboxCount()).toBe(before + 3);
  });

  it('marks a position SUCCESS when the storage system accepts its last message', async () => {
    const receiver = createServer((_request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ success: true }));
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const [row] = data<PageData<AllocatePositionRow>>(await call('GET', `${BASE}/page?orgCode.equals=101001&pageSize=1`)).result;
      const { logIds } = data<AllocatePositionSynched>(await call('POST', `${BASE}/synch`, { ids: [row!.id] }));
      // The job the running outbox would start: one attempt against the receiver, the area's hook on success.
      const outbox = new Outbox({ db: database().db, url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/` });
      outbox.onSuccess(ALLOCATE_POSITION_BIZ_TYPE, markPositionSynched);
      await database().db.update(sysInterfaceLog).set({ nextAttemptTime: null }).where(eq(sysInterfaceLog.id, logIds[0]!));
      await outbox.attempt(logIds[0]!);
      const [log] = await database().db.select({ state: sysInterfaceLog.state }).from(sysInterfaceLog).where(eq(sysInterfaceLog.id, logIds[0]!));
      expect(log?.state).toBe('SUCCESS');
      const after = data<PageData<AllocatePositionRow>>(await call('GET', `${BASE}/page?id.equals=${row!.id}`)).result[0];
      expect(after?.syncState).toBe('SUCCESS');
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });

  it('keeps a user to the orgs of their scope', async () => {
    const own = data<PageData<AllocatePositionRow>>(await call('GET', `${BASE}/page?pageSize=100`, undefined, zhoumin));
    expect(own.result.every((row) => row.orgCode === '104001')).toBe(true);
    const foreign = await call('GET', `${BASE}/store-list?orgCode=101001`, undefined, zhoumin);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json<ErrorEnvelope>().message).toBe('您暂无该组织的权限');
    expect((await call('GET', `raw-material-used-dd?orgCode=101001&yearMonth=2026-11`, undefined, zhoumin)).statusCode).toBe(403);
  });

  it('spreads the month\'s consumption over its days, summing to the month exactly', async () => {
    const db = database().db;
    await db.insert(demEstimateConsume).values([
      { orgCode: '101004', matCode: '1001010001', yearMonth: '2031-02', estimatedQuantity: '1000', actualQuantity: '1000.001' },
      { orgCode: '101004', matCode: '1001010002', yearMonth: '2031-02', estimatedQuantity: '77.7' },
    ]);
    const response = await call('GET', 'raw-material-used-dd?orgCode=101004&yearMonth=2031-02');
    expect(response.statusCode, response.body).toBe(200);
    const used = data<RawMaterialUsedDd>(response);
    expect(used.materials.map((row) => [row.matCode, row.source, row.monthQuantity])).toEqual([
      ['1001010001', 'actual', '1000.001'],
      ['1001010002', 'estimated', '77.700'],
    ]);
    expect(used.days).toHaveLength(28);
    expect(used.monthQuantity).toBe('1077.701');
    expect(used.days.reduce((sum, day) => sum + toThousandths(day.quantity), 0n)).toBe(1_077_701n);
    for (const row of used.materials) expect(row.days.reduce((sum, day) => sum + toThousandths(day.quantity), 0n)).toBe(toThousandths(row.monthQuantity));
    expect((await call('GET', 'raw-material-used-dd?orgCode=101004&yearMonth=2031-13')).statusCode).toBe(400);
  });
});
