/**
 * Allocation of accepted quantities (issue 24, part H2) on both databases: the available quantity is
 * accepted − Σ allocations, exact; over it is refused (超出可分配数量); only new allocations are edited or
 * deleted; submitting sends one EBS message each through the outbox; the lists show the seeded rows.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AllocationAvailable, AllocationSaved, Envelope, ErrorEnvelope, PickAllocationList, ShippingSaved } from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { purPickAllocation } from '../src/db/tables/pick.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { callerOf, insertPick, shipmentBody } from './helpers/pick-shipping-fixtures.js';

describe.each(eachDatabase)('[%s] pick allocation', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  const call = (...args: Parameters<ReturnType<typeof callerOf>>) => callerOf(app, () => admin)(...args);
  const data = <T>(response: { json<R>(): R }) => response.json<Envelope<T>>().data;
  const message = (response: { json<R>(): R }) => response.json<ErrorEnvelope>().message;

  /** A pick whose first line has 30.134 accepted (net 30.255, 0.4 % deducted). */
  async function acceptedPick() {
    const pick = await insertPick(database());
    const saved = data<ShippingSaved>(await call('POST', 'pick-shipping/save', shipmentBody(pick.lineIds[0]!)));
    expect((await call('POST', 'pick-head/pickAcceptOrdersByShippingIds', { shippingIds: [saved.id] })).statusCode).toBe(200);
    return pick;
  }

  beforeAll(async () => {
    app = await startGateway(database());
    [admin] = await signInAll(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
  });

  it('allocates within the accepted quantity, exactly', async () => {
    const pick = await acceptedPick();
    const line = pick.lineIds[0]!;
    const available = async () => data<AllocationAvailable>(await call('POST', 'pick-head/calEbsAvailableQuantity', { pickMaterialId: line })).available;
    expect(await available()).toBe('30.134');
    const first = await call('POST', 'pick-head/submitMaterialAllocation', { pickMaterialId: line, targetOrgCode: '101002', subInventory: 'RAW01', quantity: '10.1' });
    expect(first.statusCode, first.body).toBe(200);
    expect(data<AllocationSaved>(first).allocationNos[0]).toMatch(/^FP\d{14}$/);
    expect(await available()).toBe('20.034');
    const over = await call('POST', 'pick-head/submitMaterialAllocation', { pickMaterialId: line, targetOrgCode: '101002', quantity: '20.035' });
    expect(over.statusCode).toBe(400);
    expect(message(over)).toBe('超出可分配数量，剩余可分配20.034');
    // A batch counts its own items: 20 + 0.035 is over, nothing of it is written.
    const batch = await call('POST', 'pick-head/batchAllocationMaterialLine', { items: [{ pickMaterialId: line, targetOrgCode: '101002', quantity: '20' }, { pickMaterialId: line, targetOrgCode: '101003', quantity: '0.035' }] });
    expect(message(batch)).toBe('超出可分配数量，剩余可分配0.034');
    expect(await available()).toBe('20.034');
    expect(message(await call('POST', 'pick-head/submitMaterialAllocation', { pickMaterialId: line, targetOrgCode: 'NOPE', quantity: '1' }))).toBe('调入组织NOPE不存在');
    expect(message(await call('POST', 'pick-head/submitMaterialAllocation', { pickMaterialId: line, targetOrgCode: '101002', quantity: '0' }))).toBe('分配数量须为大于0的数字，最多3位小数');
    const list = data<PickAllocationList>(await call('GET', `pick-head/queryAllocationList?id=${pick.pickId}`));
    expect(list.lines.map((row) => [row.acceptedQuantity, row.allocatedQuantity, row.availableQuantity, row.allocations.length])).toEqual([['30.134', '10.100', '20.034', 1]]);
    // A line with nothing accepted has nothing to allocate.
    const fresh = await insertPick(database());
    expect(message(await call('POST', 'pick-head/submitMaterialAllocation', { pickMaterialId: fresh.lineIds[0], targetOrgCode: '101002', quantity: '1' }))).toBe('超出可分配数量，剩余可分配0.000');
  });

  it('edits and deletes new allocations only, and submits each with one EBS message', async () => {
    const pick = await acceptedPick();
    const line = pick.lineIds[0]!;
    const created = data<AllocationSaved>(await call('POST', 'pick-head/batchAllocationMaterialLine', { items: [{ pickMaterialId: line, targetOrgCode: '101002', quantity: '10' }, { pickMaterialId: line, targetOrgCode: '101003', quantity: '5' }] }));
    const [firstId, secondId] = created.ids as [number, number];
    const updated = await call('POST', 'pick-head/updateAllocationList', { id: firstId, version: 0, targetOrgCode: '101002', subInventory: 'RAW02', quantity: '25.134' });
    expect(updated.statusCode, updated.body).toBe(200);
    const tooMuch = await call('POST', 'pick-head/updateAllocationList', { id: firstId, version: 1, targetOrgCode: '101002', quantity: '25.135' });
    expect(message(tooMuch)).toBe('超出可分配数量，剩余可分配25.134');
    expect(message(await call('POST', 'pick-head/updateAllocationList', { id: firstId, version: 0, targetOrgCode: '101002', quantity: '1' }))).toBe('数据已被他人修改，请刷新后重试');
    const submitted = await call('POST', 'pick-head/submitAllocationList', { ids: [firstId] });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const messages = await database().db.select().from(sysInterfaceLog).where(and(eq(sysInterfaceLog.bizType, 'PICK_ALLOCATION'), eq(sysInterfaceLog.bizId, firstId)));
    expect(messages.map((row) => [row.system, row.bizKey])).toEqual([['EBS', created.allocationNos[0]]]);
    expect(message(await call('POST', 'pick-head/submitAllocationList', { ids: [firstId] }))).toBe(`分配单${created.allocationNos[0]}已提交，不能重复提交`);
    expect(message(await call('POST', 'pick-head/updateAllocationList', { id: firstId, version: 2, targetOrgCode: '101002', quantity: '1' }))).toBe(`分配单${created.allocationNos[0]}已提交，不能修改`);
    expect(message(await call('DELETE', `pick-allocation?ids=${firstId}&ids=${secondId}`))).toBe(`分配单${created.allocationNos[0]}已提交，不能删除`);
    expect((await call('DELETE', `pick-allocation?ids=${secondId}`)).statusCode).toBe(200);
    const left = await database().db.select({ id: purPickAllocation.id, status: purPickAllocation.status }).from(purPickAllocation).where(eq(purPickAllocation.pickMaterialId, line));
    expect(left).toEqual([{ id: firstId, status: 'submitted' }]);
  });

  it('lists the seeded allocations and lines to allocate', async () => {
    const allocations = await call('GET', 'pick-allocation/page?pageSize=100');
    expect(allocations.statusCode, allocations.body).toBe(200);
    const rows = data<{ result: { status: string }[] }>(allocations).result;
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['new', 'submitted']));
    const lines = data<{ total: number }>(await call('GET', 'view-pick-allocation-list/page?pageSize=10'));
    expect(lines.total).toBeGreaterThan(0);
    expect((await call('GET', 'pick-allocation/page?nope=1')).statusCode).toBe(400);
  });
});
