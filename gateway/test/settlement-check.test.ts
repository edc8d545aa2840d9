/**
 * Account checks (issue 25, part S1) on both databases: the seeded lists and their totals, the chain
 * from accepted shipments to a check the supplier confirms (figures exact: price = contract price −
 * deduction, amount = round2(quantity × price), tax = round2(amount × 9 / 109)), splits, the shipments'
 * reconciliation, the status table's moves and refusals, part invalid, business confirmations, the EBS
 * message, and the supplier confirming only its own check.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountCheckDetail, AccountCheckFigures, AccountCheckSaved, AccountCheckStatusChange, CheckableShipment, Envelope, ErrorEnvelope, ImportCheckSummary } from '../src/api/index.js';
import { purPickShipping } from '../src/db/tables/pick.js';
import { stlAccountCheckHead, stlAccountCheckLine, stlBusinessProcessHead } from '../src/db/tables/settlement.js';
import { sumQuantityTexts } from '@srm/rules';
import type { GatewayApp } from '../src/server.js';
import { signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';
import { acceptedShipments, CHECK, CHECK_LINE, checkBody, gatewayCaller, PROCESS } from './helpers/settlement-fixtures.js';
import { multipartFile, workbookOf } from './helpers/workbooks.js';

describe.each(eachDatabase)('[%s] account checks', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin = '';
  let supplier1 = '';
  let supplier2 = '';
  const as = (token: () => string) => gatewayCaller(app, token);
  const call = (...args: Parameters<ReturnType<typeof gatewayCaller>>) => as(() => admin)(...args);
  const data = <T>(response: { statusCode: number; body: string; json<R>(): R }) => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>().data;
  };
  const refusal = async (response: Promise<{ statusCode: number; body: string; json<R>(): R }>, status: number) => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(status);
    return answer.json<ErrorEnvelope>().message;
  };
  const detail = async (id: number) => data<AccountCheckDetail>(await call('GET', `${CHECK}/detail?id=${id}`));
  const moveAs = async (token: () => string, path: string, id: number, extra: Record<string, unknown> = {}) => {
    const { head } = await detail(id);
    return as(token)('POST', `${CHECK}/${path}`, { id, version: head.version, ...extra });
  };
  const reconciliation = async (ids: readonly number[]) =>
    Promise.all(ids.map(async (id) => (await database().db.select({ state: purPickShipping.reconciliation }).from(purPickShipping).where(eq(purPickShipping.id, id)))[0]?.state));

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, supplier1, supplier2] = await signInAll(app, 'admin', 'supplier1', 'supplier2');
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded checks, lines, pricing and business confirmations; each head is the sum of its valid lines', async () => {
    const page = data<{ total: number; result: { id: number; checkNo: string; status: string; totalQuantity: string; totalAmount: string; totalTaxAmount: string }[] }>(await call('GET', `${CHECK}/page?page=1&pageSize=100`));
    expect(page.total).toBeGreaterThan(0);
    expect(page.result.every((row) => /^DZ\d{6}$/.test(row.checkNo))).toBe(true);
    expect(page.result.map((row) => row.status)).toEqual(expect.arrayContaining(['confirmed', 'sentSupplier', 'busConfirmed']));
    expect(await refusal(call('GET', `${CHECK}/page?noSuchField=1`), 400)).toBe('不支持的查询条件：noSuchField');
    const lines = await database().db.select().from(stlAccountCheckLine);
    for (const head of await database().db.select().from(stlAccountCheckHead)) {
      const own = lines.filter((line) => line.headId === head.id && line.lineStatus === 'valid');
      expect(sumQuantityTexts(own.map((line) => line.quantity), 3), head.checkNo).toBe(sumQuantityTexts([head.totalQuantity], 3));
      expect(sumQuantityTexts(own.map((line) => line.amount), 2), head.checkNo).toBe(sumQuantityTexts([head.totalAmount], 2));
      expect(sumQuantityTexts(own.map((line) => line.taxAmount), 2), head.checkNo).toBe(sumQuantityTexts([head.totalTaxAmount], 2));
    }
    const linePage = data<{ total: number; result: { checkNo: string; supplierSn: string }[] }>(await call('GET', `${CHECK_LINE}/page?page=1&pageSize=10`));
    expect(linePage.total).toBeGreaterThan(0);
    const processes = data<{ total: number; result: { processNo: string }[] }>(await call('GET', `${PROCESS}/custom-page?page=1&pageSize=10`));
    expect(processes.total).toBeGreaterThan(0);
    expect(processes.result[0]?.processNo).toMatch(/^YW\d{6}\d{4}$/);
    expect(data<{ total: number }>(await call('GET', `${CHECK}/pricingConPage?page=1&pageSize=10`)).total).toBeGreaterThan(0);
    // The supplier sees only its own checks.
    const own = data<{ result: { supplierSn: string }[] }>(await as(() => supplier1)('GET', `${CHECK}/page?page=1&pageSize=100`));
    expect(new Set(own.result.map((row) => row.supplierSn))).toEqual(new Set(['S0001']));
  });

  it('checks accepted shipments exactly, splits one, and the supplier confirms only its own check', async () => {
    const fixture = await acceptedShipments(database(), 2);
    const [first, second] = fixture.shippingIds as [number, number];
    const checkable = data<CheckableShipment[]>(await call('GET', `${CHECK}/checkable-shipments?supplierSn=S0001&pickNo=${fixture.pickNo}`));
    expect(checkable.map((row) => [row.shippingId, row.acceptedQuantity, row.leftQuantity, row.contractPrice, row.deductPrice, row.price, row.priceSource, row.taxRate])).toEqual([
      [first, '30.134', '30.134', '2300.000000', '10.000000', '2290.000000', 'contract', '9.00'],
      [second, '30.134', '30.134', '2300.000000', '10.000000', '2290.000000', 'contract', '9.00'],
    ]);
    // The draft's figures, nothing written; then the save: the first shipment whole, 10 of the second.
    const draft = data<AccountCheckFigures>(await call('POST', `${CHECK}/realTimeCalculate`, { lines: [{ shippingId: first }, { shippingId: second, quantity: '10' }] }));
    expect(draft).toMatchObject({ totalQuantity: '40.134', totalAmount: '91906.86', totalTaxAmount: '7588.64', deductAmount: '401.34' });
    const saved = data<AccountCheckSaved>(await call('POST', `${CHECK}/save`, checkBody(fixture, [null, '10'])));
    expect(saved.checkNo).toMatch(/^DZ\d{6}$/);
    const created = await detail(saved.id);
    expect(created.head).toMatchObject({ status: 'new', totalQuantity: '40.134', totalAmount: '91906.86', totalTaxAmount: '7588.64', deductAmount: '401.34', supplierSn: 'S0001' });
    expect(created.lines.map((line) => [line.quantity, line.price, line.amount, line.taxAmount])).toEqual([
      ['30.134', '2290.000000', '69006.86', '5697.81'],
      ['10.000', '2290.000000', '22900.00', '1890.83'],
    ]);
    expect(created.actions).toEqual(['edit', 'calculate', 'delete', 'submit', 'invalid', 'partInvalid']);
    // What is left: 20.134 of the second; more is refused, the rest fits.
    const left = data<CheckableShipment[]>(await call('GET', `${CHECK}/checkable-shipments?pickNo=${fixture.pickNo}`));
    expect(left.map((row) => [row.shippingId, row.leftQuantity])).toEqual([[second, '20.134']]);
    const over = { ...checkBody(fixture), lines: [{ shippingId: second, quantity: '20.135' }] };
    expect(await refusal(call('POST', `${CHECK}/save`, over), 400)).toMatch(/^发运单FY\d+可对账数量不足，剩余20\.134$/);
    expect(await refusal(call('POST', `${CHECK}/save`, { ...checkBody(fixture), lines: [{ shippingId: first }] }), 400)).toMatch(/可对账数量不足，剩余0\.000$/);
    const rest = data<AccountCheckSaved>(await call('POST', `${CHECK}/save`, { ...checkBody(fixture), lines: [{ shippingId: second }] }));
    expect((await detail(rest.id)).head).toMatchObject({ totalQuantity: '20.134', totalAmount: '46106.86', totalTaxAmount: '3806.99' });

    // submit → send to the supplier → the supplier's confirmation.
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'submit', saved.id)).status).toBe('submitted');
    expect(await refusal(moveAs(() => admin, 'settlement', saved.id), 422)).toBe(`对账单${saved.checkNo}当前状态为“已提交”，不能结算`);
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'sendSupplier', saved.id)).status).toBe('sentSupplier');
    expect(await refusal(moveAs(() => admin, 'supplierConfirm', saved.id, { accept: true }), 403)).toBe('仅供应商账号可以确认或驳回对账单');
    expect(await refusal(moveAs(() => supplier2, 'supplierConfirm', saved.id, { accept: true }), 404)).toBe('对账单不存在或无权查看');
    expect(await refusal(moveAs(() => supplier1, 'supplierConfirm', saved.id, { accept: false, opinion: ' ' }), 400)).toBe('请填写驳回原因');
    expect(await reconciliation([first, second])).toEqual(['notCheck', 'notCheck']);
    expect(data<AccountCheckStatusChange>(await moveAs(() => supplier1, 'supplierConfirm', saved.id, { accept: true, opinion: '无误' })).status).toBe('confirmed');
    expect(await reconciliation([first, second])).toEqual(['allCheck', 'partCheck']);
    expect((await detail(saved.id)).head).toMatchObject({ confirmedBy: 'supplier1', supplierOpinion: '无误' });
    expect(await refusal(moveAs(() => admin, 'invalid', saved.id), 422)).toBe(`对账单${saved.checkNo}当前状态为“供应商已确认”，不能作废`);

    // 转业务确认 writes a business confirmation of the check's totals; then settlement and the EBS message.
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'transformBusConfirm', saved.id)).status).toBe('busConfirmed');
    const [process] = await database().db.select().from(stlBusinessProcessHead).where(eq(stlBusinessProcessHead.checkId, saved.id));
    expect(process).toMatchObject({ checkNo: saved.checkNo, quantity: '40.134', amount: '91906.86', status: 'new', supplierSn: 'S0001' });
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'settlement', saved.id)).status).toBe('settled');
    const queued = data<{ queued: boolean; logId: number }>(await call('GET', `${CHECK}/send-to-ebs-sync?id=${saved.id}`));
    expect(queued.queued).toBe(true);
    expect(await refusal(call('GET', `${CHECK}/send-to-ebs-sync?id=${rest.id}`), 422)).toMatch(/未经供应商确认，不能推送EBS$/);
  });

  it('rejects with a reason (and its alias), revokes, edits, part-invalidates and deletes', async () => {
    const fixture = await acceptedShipments(database(), 3);
    const saved = data<AccountCheckSaved>(await call('POST', `${CHECK}/save`, checkBody(fixture)));
    await moveAs(() => admin, 'submit', saved.id);
    await moveAs(() => admin, 'sendSupplier', saved.id);
    expect(await refusal(moveAs(() => supplier1, 'rejectSupplierAccountCheck', saved.id, { opinion: '' }), 400)).toBe('请填写驳回原因');
    expect(data<AccountCheckStatusChange>(await moveAs(() => supplier1, 'rejectSupplierAccountCheck', saved.id, { opinion: '第3车数量有误' })).status).toBe('rejected');
    expect((await detail(saved.id)).head.supplierOpinion).toBe('第3车数量有误');
    // Rejected: edited (a split of the third shipment), then part invalid of the first line.
    const rejected = await detail(saved.id);
    const edited = data<AccountCheckSaved>(await call('POST', `${CHECK}/save`, { ...checkBody(fixture, [null, null, '5.5']), id: saved.id, version: rejected.head.version }));
    expect(edited.checkNo).toBe(saved.checkNo);
    expect((await call('POST', `${CHECK}/save`, { ...checkBody(fixture), id: saved.id, version: rejected.head.version })).statusCode).toBe(409);
    const lines = (await detail(saved.id)).lines;
    expect(lines.map((line) => line.quantity)).toEqual(['30.134', '30.134', '5.500']);
    expect(await refusal(moveAs(() => admin, 'partInvalid', saved.id, { lineIds: lines.map((line) => line.id) }), 400)).toBe('不能作废全部明细，请作废整张对账单');
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'partInvalid', saved.id, { lineIds: [lines[0]!.id] })).status).toBe('rejected');
    const after = await detail(saved.id);
    expect(after.head).toMatchObject({ totalQuantity: '35.634', totalAmount: '81601.86' });
    expect(after.lines.map((line) => line.lineStatus)).toEqual(['invalid', 'valid', 'valid']);
    // The voided line's quantity is free again.
    const left = data<CheckableShipment[]>(await call('GET', `${CHECK}/checkable-shipments?pickNo=${fixture.pickNo}`));
    expect(left.map((row) => row.leftQuantity)).toEqual(['30.134', '24.634']);
    expect(data<AccountCheckStatusChange>(await moveAs(() => admin, 'revoke', saved.id)).status).toBe('new');
    expect(data<AccountCheckFigures>(await call('POST', `${CHECK}/calculate`, { id: saved.id })).totalQuantity).toBe('35.634');
    expect(data<{ deleted: number }>(await call('DELETE', `${CHECK}?ids=${saved.id}`)).deleted).toBe(1);
    expect(await refusal(call('GET', `${CHECK}/detail?id=${saved.id}`), 404)).toBe('对账单不存在或无权查看');
  });

  it('prices checks by a confirmed pricing confirmation, totals the checked quantity, and keeps a used one', async () => {
    const fixture = await acceptedShipments(database(), 1);
    const confirmed = data<{ id: number; status: string }>(await call('POST', `${CHECK}/pricingConfirm`, { contractLineId: fixture.contractLineId, quantity: '100', price: '2350.5', pricingDate: '2026-11-20' }));
    expect(confirmed.status).toBe('confirmed');
    const [row] = data<CheckableShipment[]>(await call('GET', `${CHECK}/checkable-shipments?pickNo=${fixture.pickNo}`));
    expect(row).toMatchObject({ price: '2350.500000', priceSource: 'pricing' });
    const saved = data<AccountCheckSaved>(await call('POST', `${CHECK}/save`, checkBody(fixture)));
    expect((await detail(saved.id)).lines[0]).toMatchObject({ priceSource: 'pricing', amount: '70829.97' });
    expect(data<{ quantity: string }>(await call('GET', `${CHECK}/queryCheckQuantityTotal?contractLineId=${fixture.contractLineId}`)).quantity).toBe('30.134');
    expect(await refusal(call('DELETE', `${CHECK}/pricingDelete?ids=${confirmed.id}`), 422)).toBe(`价格确认${confirmed.id}已被对账单使用，不能删除`);
    await call('DELETE', `${CHECK}?ids=${saved.id}`);
    expect(data<{ deleted: number }>(await call('DELETE', `${CHECK}/pricingDelete?ids=${confirmed.id}`)).deleted).toBe(1);
  });

  it('moves a business confirmation through its table', async () => {
    const saved = data<{ id: number; processNo: string; version: number }>(
      await call('POST', `${PROCESS}/save`, { orgCode: '101001', categoryCode: '100101', supplierSn: 'S0002', businessDate: '2026-11-20', quantity: '12.5', amount: '28750' }),
    );
    const move = async (path: string) => {
      const current = data<{ version: number; status: string }>(await call('GET', `${PROCESS}/get?id=${saved.id}`));
      return call('POST', `${PROCESS}/${path}`, { id: saved.id, version: current.version });
    };
    expect(data<{ status: string }>(await move('submit')).status).toBe('submitted');
    expect(data<{ status: string }>(await move('withdraw')).status).toBe('new');
    await move('submit');
    expect(data<{ status: string }>(await move('transformBusConfirm')).status).toBe('confirmed');
    expect(await refusal(move('cancel'), 422)).toMatch(/^业务确认单YW\d+当前状态为“已确认”，不能取消$/);
    expect(await refusal(call('DELETE', `${PROCESS}?ids=${saved.id}`), 422)).toMatch(/不能修改或删除$/);
    expect(data<{ status: string }>(await move('invalid')).status).toBe('invalid');
    // The supplier does not see another supplier's confirmation.
    expect((await as(() => supplier1)('GET', `${PROCESS}/get?id=${saved.id}`)).statusCode).toBe(404);
    expect((await as(() => supplier2)('GET', `${PROCESS}/get?id=${saved.id}`)).statusCode).toBe(200);
  });

  it('imports business confirmations, refusing an unknown supplier', async () => {
    const rows = [
      ['供应商编码', '组织编码', '品类编码', '业务日期', '数量', '金额', '备注'],
      ['S0002', '101001', '100101', '2026-11-21', '8.25', '18975.5', '导入'],
    ];
    const upload = async (content: readonly (readonly (string | number)[])[]) => {
      const { payload, headers } = multipartFile('业务确认.xlsx', await workbookOf('业务确认单', content));
      return data<ImportCheckSummary>(await app.inject({ method: 'POST', url: `${PROCESS}/import/check`, headers: { ...headers, authorization: `Bearer ${admin}` }, payload }));
    };
    const summary = await upload(rows);
    expect(summary).toMatchObject({ valid: 1, invalid: 0 });
    data(await call('POST', `${PROCESS}/import/runs/${summary.checkId}/commit`));
    const imported = await database().db.select().from(stlBusinessProcessHead).where(eq(stlBusinessProcessHead.remark, '导入'));
    expect(imported.map((row) => [row.supplierSn, row.supplierName, row.quantity, row.amount, row.status])).toEqual([['S0002', '北大荒粮食集团有限公司', '8.250', '18975.50', 'new']]);
    expect((await upload([rows[0]!, ['S9999', '101001', '100101', '2026-11-21', '1', '1', '']])).errors).toEqual(['第2行：供应商不存在：S9999']);
  });
});
