/**
 * Pick heads (issue 24, part H1) on both databases: the seeded lists, the save with its quantity,
 * contract and vehicle checks, the status moves (send, withdraw, the supplier's 接单 / 拒单), delete,
 * close (releasing the plan), line release, the LMS/EBS outbox messages, the lookups and the print data.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, PickCloseValidation, PickContractLines, PickDetail, PickMaterialAvgPrice, PickSaved, PickStatusChange } from '../src/api/index.js';
import { sysInterfaceLog } from '../src/db/tables/interface-log.js';
import { purPickHead, purPickMaterial, purPickShipping } from '../src/db/tables/pick.js';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { PICK, pickBody, signedContract, VEHICLE } from './helpers/pick-fixtures.js';

const HEAD = `${PICK}/pick-head`;

describe.each(eachDatabase)('[%s] pick heads', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let supplier1: string;
  let supplier2: string;

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const data = <T>(response: { json: () => unknown }) => (response.json() as Envelope<T>).data;
  const detail = async (id: number) => data<PickDetail>(await call(admin, 'GET', `${HEAD}/detail?id=${id}`));

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, supplier1, supplier2] = await signInAll(app, 'admin', 'supplier1', 'supplier2');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded picks, lines, vehicles and price rules, and refuses an unknown filter in Chinese', async () => {
    for (const path of ['pick-head', 'pick-vehicle', 'view-pick-list', 'pick-price-rules']) {
      const page = await call(admin, 'GET', `${PICK}/${path}/page?page=1&pageSize=20`);
      expect(page.statusCode, page.body).toBe(200);
      expect(data<{ total: number }>(page).total, path).toBeGreaterThan(0);
    }
    const statuses = data<{ result: { status: string }[] }>(await call(admin, 'GET', `${HEAD}/page?page=1&pageSize=100`)).result.map((row) => row.status);
    expect(new Set(statuses)).toEqual(new Set(['new', 'waitConfirm', 'confirmed', 'refused', 'closed']));
    const unknown = await call(admin, 'GET', `${HEAD}/page?page=1&nosuchField=1`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toMatch(/\p{Script=Han}/u);
    const costs = await call(admin, 'GET', `${PICK}/pick-cost/page?page=1&pageSize=5`);
    expect(data<{ total: number }>(costs).total).toBeGreaterThan(0);
  });

  it('shows a supplier its own picks only', async () => {
    for (const [token, sn] of [[supplier1, 'S0001'], [supplier2, 'S0002']] as const) {
      const rows = data<{ total: number; result: { supplierSn: string }[] }>(await call(token, 'GET', `${HEAD}/page?page=1&pageSize=100`));
      expect(rows.total).toBeGreaterThan(0);
      expect(new Set(rows.result.map((row) => row.supplierSn))).toEqual(new Set([sn]));
    }
  });

  it('saves a pick within the residual, numbered by the serial rule, and refuses more than is left', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '100', executedQuantity: '20.5' }, { lineNo: 2, matCode: 'M0102', quantity: '50' }]);
    const lines = data<PickContractLines>(await call(admin, 'GET', `${HEAD}/contract-lines?contractId=${contract.id}`)).lines;
    expect(lines.map((line) => line.availableQuantity)).toEqual(['79.500', '50.000']);
    const saved = await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, contract.lineIds, ['60', '50']));
    expect(saved.statusCode, saved.body).toBe(200);
    const { id, pickNo } = data<PickSaved>(saved);
    expect(pickNo).toMatch(/^TH\d{6}\d{5}$/);
    const pick = await detail(id);
    expect(pick.head).toMatchObject({ status: 'new', plannedQuantity: '110.000', supplierSn: 'S0001', contractNo: contract.contractNo });
    expect(pick.materials.map((line) => [line.lineNo, line.plannedQuantity, line.openQuantity])).toEqual([[1, '60.000', '60.000'], [2, '50.000', '50.000']]);
    expect(pick.vehicles).toMatchObject([{ plateNo: VEHICLE.plateNo, idCard: VEHICLE.idCard }]);
    expect(pick.costs).toMatchObject([{ costType: 'freight', amount: '1200.50' }]);
    expect(pick.actions).toEqual(['edit', 'delete', 'send', 'close', 'forceClose']);

    const after = data<PickContractLines>(await call(admin, 'GET', `${HEAD}/contract-lines?contractId=${contract.id}`)).lines;
    expect(after.map((line) => [line.openPickQuantity, line.availableQuantity])).toEqual([['60.000', '19.500'], ['50.000', '0.000']]);
    const over = await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, [contract.lineIds[0]!], ['19.501']));
    expect(over.statusCode).toBe(400);
    expect(over.json<ErrorEnvelope>().message).toBe('合同行1（玉米）可提货数量不足，剩余19.500');
    const english = await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, [contract.lineIds[0]!], ['19.501']), { 'accept-language': 'en' });
    expect(english.json<ErrorEnvelope>()).toMatchObject({ errorCode: 'pick.shortage', message: 'Contract line 1 (玉米) has not enough left to pick up; 19.500 remains' });
    // Editing its own pick counts its own plan out: it may take the whole residual.
    const edited = await call(admin, 'POST', `${HEAD}/save`, { ...pickBody(contract.id, [contract.lineIds[0]!], ['79.5']), id, version: pick.head.version });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await detail(id)).materials.map((line) => line.plannedQuantity)).toEqual(['79.500']);
  });

  it('checks the contract and the vehicles', async () => {
    const draft = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '10' }], { status: 'draft' });
    const refused = await call(admin, 'POST', `${HEAD}/save`, pickBody(draft.id, draft.lineIds, ['1']));
    expect([refused.statusCode, refused.json<ErrorEnvelope>().message]).toEqual([422, `合同${draft.contractNo}未生效或已执行完毕，不能提货`]);
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '10' }]);
    const body = pickBody(contract.id, contract.lineIds, ['1']);
    const problems: [Partial<Record<keyof typeof VEHICLE, string>>, string][] = [
      [{ plateNo: 'AB12345' }, '第1辆车：车牌号有误'],
      [{ driverPhone: '2381234567' }, '第1辆车：手机号有误'],
      [{ idCard: '110105194912310021' }, '第1辆车：身份证号有误'],
    ];
    for (const [change, message] of problems) {
      const response = await call(admin, 'POST', `${HEAD}/save`, { ...body, vehicles: [{ ...VEHICLE, ...change }] });
      expect([response.statusCode, response.json<ErrorEnvelope>().message]).toEqual([400, message]);
    }
    const other = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '10' }]);
    const foreign = await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, other.lineIds, ['1']));
    expect([foreign.statusCode, foreign.json<ErrorEnvelope>().message]).toEqual([400, `合同明细${other.lineIds[0]}不属于所选合同`]);
    // The supplier cannot write picks at all.
    expect((await call(supplier1, 'POST', `${HEAD}/save`, body)).statusCode).toBe(403);
    const pickable = data<{ id: number }[]>(await call(admin, 'GET', `${HEAD}/pickable-contracts?keyword=${encodeURIComponent(contract.contractNo)}`));
    expect(pickable.map((row) => row.id)).toEqual([contract.id]);
  });

  it('sends, withdraws, and lets only the supplier confirm or refuse its own pick', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '100' }]);
    const { id } = data<PickSaved>(await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, contract.lineIds, ['40'])));
    const move = async (token: string, method: 'PUT' | 'POST', path: string, body: Record<string, unknown>) => call(token, method, `${HEAD}/${path}`, { id, ...body });
    let version = (await detail(id)).head.version;
    const sent = await move(admin, 'PUT', 'updatePickStatus', { version, status: 'waitConfirm' });
    expect(data<PickStatusChange>(sent)).toMatchObject({ status: 'waitConfirm' });
    version = data<PickStatusChange>(sent).version;
    expect((await move(admin, 'PUT', 'updatePickStatus', { version: version - 1, status: 'waitConfirm' })).statusCode).toBe(409);
    const edit = await call(admin, 'POST', `${HEAD}/save`, { ...pickBody(contract.id, contract.lineIds, ['40']), id, version });
    expect(edit.statusCode).toBe(422);
    version = data<PickStatusChange>(await move(admin, 'POST', 'withdrawOrder', { version })).version;
    version = data<PickStatusChange>(await move(admin, 'PUT', 'updatePickStatus', { version, status: 'waitConfirm' })).version;

    const staff = await move(admin, 'POST', 'supplierConfirm', { version, accept: true });
    expect([staff.statusCode, staff.json<ErrorEnvelope>().message]).toEqual([403, '仅供应商账号可以接单']);
    expect((await move(supplier2, 'POST', 'supplierConfirm', { version, accept: true })).statusCode).toBe(404);
    const noReason = await move(supplier1, 'POST', 'supplierConfirm', { version, accept: false, opinion: ' ' });
    expect([noReason.statusCode, noReason.json<ErrorEnvelope>().message]).toEqual([400, '请填写拒单原因']);
    const refused = await move(supplier1, 'POST', 'supplierConfirm', { version, accept: false, opinion: '运力不足' });
    expect(data<PickStatusChange>(refused).status).toBe('refused');
    version = data<PickStatusChange>(refused).version;
    // Edited after the refusal, then sent again and accepted.
    version = data<PickSaved>(await call(admin, 'POST', `${HEAD}/save`, { ...pickBody(contract.id, contract.lineIds, ['30']), id, version })).version;
    version = data<PickStatusChange>(await move(admin, 'PUT', 'updatePickStatus', { version, status: 'waitConfirm' })).version;
    const accepted = await move(supplier1, 'POST', 'supplierConfirm', { version, accept: true });
    expect(data<PickStatusChange>(accepted).status).toBe('confirmed');
    const head = (await detail(id)).head;
    expect(head).toMatchObject({ status: 'confirmed', confirmedBy: 'supplier1', confirmOpinion: null, plannedQuantity: '30.000' });
    const again = await move(supplier1, 'POST', 'supplierConfirm', { version: head.version, accept: true });
    expect([again.statusCode, again.json<ErrorEnvelope>().message]).toEqual([422, `提货单${head.pickNo}当前状态为“已接单”，不能接单`]);
    const removed = await call(admin, 'DELETE', `${HEAD}?ids=${id}`);
    expect([removed.statusCode, removed.json<ErrorEnvelope>().message]).toEqual([422, `提货单${head.pickNo}当前状态为“已接单”，不能删除`]);

    // LMS and EBS messages through the outbox, for a confirmed pick only, one pending at a time.
    const lms = await call(admin, 'GET', `${HEAD}/pick/manual-sync-lms?id=${id}`);
    expect(data<{ queued: boolean }>(lms).queued).toBe(true);
    expect((await call(admin, 'GET', `${HEAD}/pick/manual-sync-lms?id=${id}`)).statusCode).toBe(409);
    expect((await call(admin, 'GET', `${HEAD}/pick/sync-ebs-order?id=${id}`)).statusCode).toBe(200);
    const messages = await database().db.select({ system: sysInterfaceLog.system }).from(sysInterfaceLog).where(and(eq(sysInterfaceLog.bizKey, head.pickNo)));
    expect(messages.map((message) => message.system).sort()).toEqual(['EBS', 'LMS']);
  });

  it('closes a pick, releasing its plan back to the contract; releases one line; deletes a new pick', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '100' }, { lineNo: 2, matCode: 'M0102', quantity: '100' }]);
    const { id } = data<PickSaved>(await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, contract.lineIds, ['70', '30'])));
    const valid = data<PickCloseValidation>(await call(admin, 'GET', `${HEAD}/closePick/valid?id=${id}`));
    expect(valid).toEqual({ closable: true, problems: [], releaseQuantity: '100.000' });
    // One line released on its own first.
    const [first] = await database().db.select({ id: purPickMaterial.id }).from(purPickMaterial).where(and(eq(purPickMaterial.pickId, id), eq(purPickMaterial.lineNo, 2)));
    expect((await call(admin, 'GET', `${PICK}/pick-material/releaseQuantity?id=${first!.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'GET', `${PICK}/pick-material/releaseQuantity?id=${first!.id}`)).statusCode).toBe(422);
    expect(data<PickContractLines>(await call(admin, 'GET', `${HEAD}/contract-lines?contractId=${contract.id}`)).lines.map((line) => line.availableQuantity)).toEqual(['30.000', '100.000']);
    const closed = await call(admin, 'GET', `${HEAD}/closePick?id=${id}&reason=${encodeURIComponent('不再提货')}`);
    expect(data<PickStatusChange>(closed).status).toBe('closed');
    const pick = await detail(id);
    expect(pick.head).toMatchObject({ status: 'closed', shippingStatus: 'CLOSE', closeReason: '不再提货', releasedQuantity: '100.000', forceClosed: 0 });
    expect(pick.materials.map((line) => [line.lineStatus, line.releasedQuantity, line.openQuantity])).toEqual([['closed', '70.000', '0.000'], ['closed', '30.000', '0.000']]);
    expect(data<PickContractLines>(await call(admin, 'GET', `${HEAD}/contract-lines?contractId=${contract.id}`)).lines.map((line) => line.availableQuantity)).toEqual(['100.000', '100.000']);
    expect((await call(admin, 'GET', `${HEAD}/forceClosePick?id=${id}`)).statusCode).toBe(422);

    const second = data<PickSaved>(await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, contract.lineIds, ['1', '1'])));
    expect((await call(supplier1, 'DELETE', `${HEAD}?ids=${second.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'DELETE', `${HEAD}?ids=${second.id}`)).statusCode).toBe(200);
    expect(await database().db.select().from(purPickHead).where(eq(purPickHead.id, second.id))).toEqual([]);
  });

  it('refuses a plain close while a weighed shipment is not accepted; a force close closes it', async () => {
    const contract = await signedContract(database(), [{ lineNo: 1, matCode: 'M0101', quantity: '100' }]);
    const { id, pickNo } = data<PickSaved>(await call(admin, 'POST', `${HEAD}/save`, pickBody(contract.id, contract.lineIds, ['50'])));
    const [line] = await database().db.select({ id: purPickMaterial.id }).from(purPickMaterial).where(eq(purPickMaterial.pickId, id));
    const stamp = { contractNo: contract.contractNo, orgCode: '101001', categoryCode: '100101', supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', matCode: 'M0101', matName: '玉米' };
    await database().db.insert(purPickShipping).values([
      { shippingNo: `FY-${pickNo}-1`, pickId: id, pickNo, pickMaterialId: line!.id, plateNo: VEHICLE.plateNo, shippingDate: '2026-11-21', shippedQuantity: '30', grossWeight: '45.5', tareWeight: '15.2', netWeight: '30.3', shippingStatus: 'SHIPPING', ...stamp },
      { shippingNo: `FY-${pickNo}-2`, pickId: id, pickNo, pickMaterialId: line!.id, plateNo: VEHICLE.plateNo, shippingDate: '2026-11-22', shippedQuantity: '10', ...stamp },
    ]);
    const valid = data<PickCloseValidation>(await call(admin, 'GET', `${HEAD}/closePick/valid?id=${id}`));
    expect(valid).toEqual({ closable: false, problems: [`发运单FY-${pickNo}-1（${VEHICLE.plateNo}）已过磅未验收`], releaseQuantity: '50.000' });
    const refused = await call(admin, 'GET', `${HEAD}/closePick?id=${id}`);
    expect([refused.statusCode, refused.json<ErrorEnvelope>().message]).toEqual([422, '有1条已过磅未验收的发运记录，请先验收或强制关闭']);
    expect((await call(admin, 'DELETE', `${HEAD}?ids=${id}`)).json<ErrorEnvelope>().message).toBe(`提货单${pickNo}已有发运记录，不能删除`);
    expect(data<PickStatusChange>(await call(admin, 'GET', `${HEAD}/forceClosePick?id=${id}&reason=x`)).status).toBe('closed');
    const shipments = await database().db.select({ status: purPickShipping.shippingStatus }).from(purPickShipping).where(eq(purPickShipping.pickId, id));
    expect(shipments.map((row) => row.status)).toEqual(['CLOSE', 'CLOSE']);
    expect((await detail(id)).head).toMatchObject({ status: 'closed', shippingStatus: 'CLOSE', forceClosed: 1, releasedQuantity: '50.000' });
  });

  it('answers the lookups and the print data', async () => {
    const avg = data<PickMaterialAvgPrice>(await call(admin, 'POST', `${HEAD}/materialAvgPrice`, { matCode: 'NO-SUCH' }));
    expect(avg).toEqual({ matCode: 'NO-SUCH', avgPrice: null, quantity: '0.000' });
    expect(data<{ available: boolean }>(await call(admin, 'GET', `${HEAD}/checkSupplierAvailable?supplierSn=S0001`))).toEqual({ available: true });
    expect(data<{ available: boolean }>(await call(admin, 'GET', `${HEAD}/checkSupplierAvailable?supplierSn=NOPE`)).available).toBe(false);
    expect((await call(supplier1, 'GET', `${HEAD}/checkSupplierAvailable?supplierSn=S0002`)).statusCode).toBe(403);
    const rules = data<{ supplierName: string }[]>(await call(admin, 'GET', `${PICK}/pick-price-rules/findBySupplierName?supplierName=${encodeURIComponent('中粮贸易（大连）有限公司')}`));
    expect(rules.length).toBeGreaterThan(0);
    expect(data<unknown[]>(await call(supplier2, 'GET', `${PICK}/pick-price-rules/findBySupplierName?supplierName=${encodeURIComponent('中粮贸易（大连）有限公司')}`))).toEqual([]);

    const [seeded] = await database().db.select({ id: purPickHead.id, pickNo: purPickHead.pickNo }).from(purPickHead).where(eq(purPickHead.supplierSn, 'S0001')).limit(1);
    const resolver = app.printData?.get('pick');
    const { loadAccess } = await import('../src/core/access.js');
    const adminId = (await database().db.execute<{ id: number }>(`select id from sys_user where account = 'admin'`)).rows[0]!.id;
    const printed = await resolver!.resolve({ db: database().db, access: await loadAccess(database().db, Number(adminId)), bizId: String(seeded!.id), frontParams: { billNo: 'forged' } });
    expect(printed).toMatchObject({ billNo: seeded!.pickNo, pickNo: seeded!.pickNo });
    expect((printed['lines'] as unknown[]).length).toBeGreaterThan(0);
  });
});
