import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractIndicator, ContractMonthResidual, ContractResidual, Envelope, ErrorEnvelope, PageData, StrategicContract, StrategicLinkResult } from '../src/api/index.js';
import { conContractHeadLinks } from '../src/db/tables/contract-strategic.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, insertLines, signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';

interface HeadValues {
  status: string;
  category?: string;
  supplierSn?: string;
  orgCode?: string;
  categoryCode?: string;
  quantity?: string;
  amount?: string;
  exeStatus?: string | null;
  frameId?: number | null;
  signDate?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}

describe.each(eachDatabase)('[%s] strategic contracts, residual quantities and the indicator', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let manager: string;

  async function contract(values: HeadValues): Promise<{ id: number; contractNo: string }> {
    const { id, contractNo } = await insertContract(database(), 'HT-STR', {
      contractCategory: values.category ?? 'fixedPrice',
      orgCode: values.orgCode ?? '101001',
      supplierSn: values.supplierSn ?? 'S0001',
      categoryCode: values.categoryCode ?? '100101',
      status: values.status,
      exeStatus: values.exeStatus ?? null,
      totalQuantity: values.quantity ?? '0',
      totalAmount: values.amount ?? '0',
      signDate: values.signDate ?? null,
      startDate: values.startDate ?? null,
      endDate: values.endDate ?? null,
    });
    if (values.frameId) await database().db.update(conContractHeadLinks).set({ strategicContractId: values.frameId }).where(eq(conContractHeadLinks.id, id));
    return { id, contractNo };
  }

  async function line(headId: number, lineNo: number, matCode: string, quantity: string, executed: string, priceWithTax = '2300', window: [string | null, string | null] = [null, null]) {
    await insertLines(database(), headId, [{ lineNo, matCode, quantity, priceWithTax, executedQuantity: executed, deliveryStart: window[0], deliveryEnd: window[1] }]);
  }

  const get = (path: string, token: string) => app.inject({ method: 'GET', url: `${HEAD}/${path}`, headers: { authorization: `Bearer ${token}` } });
  const link = (token: string, payload: Record<string, unknown>) => app.inject({ method: 'PUT', url: `${HEAD}/update-strategic`, payload, headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, buyer, manager] = await signInAll(app, 'admin', 'buyer', 'zhengwei');
  });
  afterAll(async () => {
    await app.close();
  });

  it('pages strategic contracts with what their call-offs took, exactly', async () => {
    const frame = await contract({ status: 'SIGN', category: 'strategic', supplierSn: 'SP-PAGE', quantity: '1000', amount: '2300000' });
    await contract({ status: 'SIGN', supplierSn: 'SP-PAGE', quantity: '300.5', amount: '691150', frameId: frame.id });
    await contract({ status: 'CANCEL', supplierSn: 'SP-PAGE', quantity: '100', amount: '230000', frameId: frame.id });
    const closed = await contract({ status: 'CLOSE', supplierSn: 'SP-PAGE', quantity: '200', amount: '460000', frameId: frame.id });
    await line(closed.id, 1, 'M-PAGE', '120', '30.25', '2300.123456');
    await line(closed.id, 2, 'M-PAGE', '80', '20', '2300');
    // Closed: counted by what it executed: 50.250 t, 69578.73 + 46000.00 yuan.
    const expected = {
      id: frame.id,
      contractNo: frame.contractNo,
      totalQuantity: '1000.000',
      totalAmount: '2300000.00',
      inForce: true,
      callOffCount: 2,
      calledQuantity: '350.750',
      calledAmount: '806728.73',
      residualQuantity: '649.250',
      residualAmount: '1493271.27',
    };
    const viaGet = await get('page-strategic?supplierSn=SP-PAGE', admin);
    expect(viaGet.json<Envelope<PageData<StrategicContract>>>().data).toMatchObject({ total: 1, page: 1, pageSize: 20, result: [expected] });
    const viaPost = await app.inject({ method: 'POST', url: `${HEAD}/page-strategic`, payload: { supplierSn: 'SP-PAGE', page: 1, pageSize: 5 }, headers: { authorization: `Bearer ${buyer}` } });
    expect(viaPost.json<Envelope<PageData<StrategicContract>>>().data).toMatchObject({ total: 1, pageSize: 5, result: [expected] });
    // Another org's buyer does not see it.
    expect((await get('page-strategic?supplierSn=SP-PAGE', manager)).json<Envelope<PageData<StrategicContract>>>().data).toMatchObject({ total: 0, result: [] });
  });

  it('links a call-off up to the frame quantity, refuses what does not fit, and unlinks', async () => {
    const frame = await contract({ status: 'PIGEONHOLE', category: 'strategic', supplierSn: 'SP-LINK', quantity: '500', amount: '1150000' });
    await contract({ status: 'SIGN', supplierSn: 'SP-LINK', quantity: '200.25', amount: '460575', frameId: frame.id });
    const fits = await contract({ status: 'draft', supplierSn: 'SP-LINK', quantity: '299.75' });
    const linked = await link(admin, { id: fits.id, version: 0, strategicContractId: frame.id });
    expect(linked.json<Envelope<StrategicLinkResult>>()).toMatchObject({ message: `合同${fits.contractNo}已关联战略合同${frame.contractNo}`, data: { id: fits.id, strategicContractId: frame.id, version: 1 } });

    const tooMuch = await contract({ status: 'APPROVED', supplierSn: 'SP-LINK', quantity: '0.001' });
    const refused = await link(admin, { id: tooMuch.id, version: 0, strategicContractId: frame.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`战略合同${frame.contractNo}剩余可签数量为0.000，合同${tooMuch.contractNo}数量0.001超出，不能关联`);

    // Relinking the same call-off does not count it twice.
    expect((await link(admin, { id: fits.id, version: 1, strategicContractId: frame.id })).statusCode).toBe(200);
    const unlinked = await link(admin, { id: fits.id, version: 2, strategicContractId: null });
    expect(unlinked.json<Envelope<StrategicLinkResult>>()).toMatchObject({ message: `合同${fits.contractNo}已取消关联战略合同`, data: { strategicContractId: null, version: 3 } });
    const [row] = await database().db.select({ frame: conContractHeadLinks.strategicContractId }).from(conContractHeadLinks).where(eq(conContractHeadLinks.id, fits.id));
    expect(row).toEqual({ frame: null });
    expect((await link(admin, { id: tooMuch.id, version: 0, strategicContractId: frame.id })).statusCode).toBe(200);
  });

  it('lets only one of two racing call-offs take the last of the frame', async () => {
    const frame = await contract({ status: 'SIGN', category: 'strategic', supplierSn: 'SP-RACE', quantity: '100' });
    const a = await contract({ status: 'draft', supplierSn: 'SP-RACE', quantity: '60' });
    const b = await contract({ status: 'draft', supplierSn: 'SP-RACE', quantity: '60' });
    const answers = await Promise.all([a, b].map((callOff) => link(admin, { id: callOff.id, version: 0, strategicContractId: frame.id })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const page = (await get('page-strategic?supplierSn=SP-RACE', admin)).json<Envelope<PageData<StrategicContract>>>().data;
    expect(page.result[0]).toMatchObject({ callOffCount: 1, calledQuantity: '60.000', residualQuantity: '40.000' });
  });

  it('refuses frames that are not strategic or not in force, other suppliers, dead call-offs, stale versions', async () => {
    const frame = await contract({ status: 'SIGN', category: 'strategic', supplierSn: 'SP-REF', quantity: '100' });
    const approvedFrame = await contract({ status: 'APPROVED', category: 'strategic', supplierSn: 'SP-REF', quantity: '100' });
    const completeFrame = await contract({ status: 'SIGN', category: 'strategic', supplierSn: 'SP-REF', quantity: '100', exeStatus: 'EXECUTION_COMPLETE' });
    const plain = await contract({ status: 'SIGN', supplierSn: 'SP-REF', quantity: '100' });
    const callOff = await contract({ status: 'draft', supplierSn: 'SP-REF', quantity: '1' });
    const other = await contract({ status: 'draft', supplierSn: 'SP-OTHER', quantity: '1' });
    const cancelled = await contract({ status: 'CANCEL', supplierSn: 'SP-REF', quantity: '1' });
    const message = async (body: Record<string, unknown>) => {
      const answer = await link(admin, body);
      expect(answer.statusCode).toBe(422);
      return answer.json<ErrorEnvelope>().message;
    };
    expect(await message({ id: callOff.id, version: 0, strategicContractId: approvedFrame.id })).toBe(`战略合同${approvedFrame.contractNo}当前状态为“审批通过”，未生效，不能关联`);
    expect(await message({ id: callOff.id, version: 0, strategicContractId: completeFrame.id })).toBe(`战略合同${completeFrame.contractNo}已执行完毕，不能关联`);
    expect(await message({ id: callOff.id, version: 0, strategicContractId: plain.id })).toBe(`合同${plain.contractNo}不是战略合同`);
    expect(await message({ id: other.id, version: 0, strategicContractId: frame.id })).toBe(`合同${other.contractNo}的供应商（SP-OTHER）与战略合同${frame.contractNo}的供应商（SP-REF）不一致，不能关联`);
    expect(await message({ id: cancelled.id, version: 0, strategicContractId: frame.id })).toBe(`合同${cancelled.contractNo}当前状态为“已作废”，不能关联战略合同`);
    expect(await message({ id: approvedFrame.id, version: 0, strategicContractId: frame.id })).toBe(`合同${approvedFrame.contractNo}是战略合同，不能关联到其他战略合同`);
    const otherOrg = await contract({ status: 'draft', supplierSn: 'SP-REF', orgCode: '101002', quantity: '1' });
    expect(await message({ id: otherOrg.id, version: 0, strategicContractId: frame.id })).toBe(`合同${otherOrg.contractNo}的组织（101002）与战略合同${frame.contractNo}的组织（101001）不一致，不能关联`);
    expect((await link(admin, { id: callOff.id, version: 5, strategicContractId: frame.id })).statusCode).toBe(409);

    const denied = await link(buyer, { id: callOff.id, version: 0, strategicContractId: frame.id });
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);
    expect((await link(manager, { id: callOff.id, version: 0, strategicContractId: frame.id })).statusCode).toBe(404);
    const [row] = await database().db.select({ frame: conContractHeadLinks.strategicContractId }).from(conContractHeadLinks).where(eq(conContractHeadLinks.id, callOff.id));
    expect(row).toEqual({ frame: null });
  });

  it('answers the residual of fixed-price contracts in force, per line and in total', async () => {
    const inForce = await contract({ status: 'SIGN', supplierSn: 'SP-FIX' });
    await line(inForce.id, 1, 'M-FIX', '100', '30.125');
    await line(inForce.id, 2, 'M-FIX', '50.5', '60');
    await line(inForce.id, 3, 'M-OTHER', '10', '0');
    const archived = await contract({ status: 'PIGEONHOLE_E', supplierSn: 'SP-FIX2', exeStatus: 'EXECUTING' });
    await line(archived.id, 1, 'M-FIX', '0.333', '0.001');
    for (const values of [{ status: 'SENT' }, { status: 'SIGN', category: 'basis' }, { status: 'SIGN', exeStatus: 'EXECUTION_COMPLETE' }, { status: 'SIGN', orgCode: '101002' }]) {
      const excluded = await contract({ ...values, supplierSn: 'SP-FIX' });
      await line(excluded.id, 1, 'M-FIX', '1000', '0');
    }
    const all = (await get('residual-fixed-price-quantity?orgCode=101001&matCode=M-FIX', admin)).json<Envelope<ContractResidual>>().data;
    expect(all.totalResidualQuantity).toBe('70.207');
    expect(all.lines.map((row) => [row.contractNo, row.lineNo, row.quantity, row.executedQuantity, row.residualQuantity])).toEqual([
      [inForce.contractNo, 1, '100.000', '30.125', '69.875'],
      [archived.contractNo, 1, '0.333', '0.001', '0.332'],
    ]);
    const oneSupplier = (await get('residual-fixed-price-quantity?orgCode=101001&matCode=M-FIX&supplierSn=SP-FIX2', buyer)).json<Envelope<ContractResidual>>().data;
    expect(oneSupplier.totalResidualQuantity).toBe('0.332');
    const outOfScope = (await get('residual-fixed-price-quantity?orgCode=101001&matCode=M-FIX', manager)).json<Envelope<ContractResidual>>().data;
    expect(outOfScope).toEqual({ lines: [], totalResidualQuantity: '0.000' });
  });

  it('answers the residual of lines whose delivery window overlaps the month', async () => {
    const head = await contract({ status: 'SIGN', category: 'basis', startDate: '2031-01-01', endDate: '2031-12-31' });
    await line(head.id, 1, 'M-MONTH', '10', '0', '2300', ['2031-03-15', '2031-04-15']);
    await line(head.id, 2, 'M-MONTH', '5.5', '0');
    await line(head.id, 3, 'M-MONTH', '7', '0', '2300', ['2031-05-01', '2031-05-31']);
    await line(head.id, 4, 'M-MONTH', '3', '0', '2300', ['2031-02-01', '2031-02-28']);
    const frame = await contract({ status: 'SIGN', category: 'strategic' });
    await line(frame.id, 1, 'M-MONTH', '1000', '0');
    const march = (await get('month-residual-quantity?orgCode=101001&matCode=M-MONTH&yearMonth=2031-03', buyer)).json<Envelope<ContractMonthResidual>>().data;
    expect(march).toMatchObject({ orgCode: '101001', matCode: 'M-MONTH', yearMonth: '2031-03', totalResidualQuantity: '15.500' });
    expect(march.lines.map((row) => row.lineNo)).toEqual([1, 2]);
    const may = (await get('month-residual-quantity?orgCode=101001&matCode=M-MONTH&yearMonth=2031-05', buyer)).json<Envelope<ContractMonthResidual>>().data;
    expect(may.totalResidualQuantity).toBe('12.500');
    expect((await get('month-residual-quantity?orgCode=101001&matCode=M-MONTH&yearMonth=2031-13', buyer)).statusCode).toBe(400);
    expect((await get('month-residual-quantity?orgCode=101001&matCode=M-MONTH&yearMonth=2031-03', manager)).json<Envelope<ContractMonthResidual>>().data.totalResidualQuantity).toBe('0.000');
  });

  it('counts the year by status and material, within the caller scope', async () => {
    const signed = await contract({ status: 'SIGN', categoryCode: '100101', quantity: '100', amount: '1000.10', signDate: '2032-03-01' });
    await line(signed.id, 1, 'M-IND', '100', '40');
    const closed = await contract({ status: 'CLOSE', categoryCode: '100101', quantity: '50', amount: '500.05', signDate: '2032-06-01' });
    await line(closed.id, 1, 'M-IND', '50', '20');
    await contract({ status: 'draft', categoryCode: '100101', quantity: '10', amount: '1', startDate: '2032-01-01' });
    const frame = await contract({ status: 'SIGN', category: 'strategic', categoryCode: '100101', quantity: '9999', amount: '9999', signDate: '2032-01-01' });
    await line(frame.id, 1, 'M-IND', '9999', '0');
    await contract({ status: 'SIGN', categoryCode: '100101', quantity: '1', amount: '1', signDate: '2031-12-31' });
    const indicator = (await get('indicator?year=2032&orgCode=101001&categoryCode=100101', buyer)).json<Envelope<ContractIndicator>>().data;
    expect(indicator).toEqual({
      year: 2032,
      byStatus: [
        { status: 'draft', count: 1, totalQuantity: '10.000', totalAmount: '1.00' },
        { status: 'SIGN', count: 1, totalQuantity: '100.000', totalAmount: '1000.10' },
        { status: 'CLOSE', count: 1, totalQuantity: '50.000', totalAmount: '500.05' },
      ],
      contracted: { count: 2, totalQuantity: '150.000', totalAmount: '1500.15' },
      materials: [{ matCode: 'M-IND', matName: '玉米', unitCode: 'T', contractedQuantity: '150.000', executedQuantity: '60.000', residualQuantity: '60.000' }],
    });
    const outOfScope = (await get('indicator?year=2032&orgCode=101001', manager)).json<Envelope<ContractIndicator>>().data;
    expect(outOfScope).toEqual({ year: 2032, byStatus: [], contracted: { count: 0, totalQuantity: '0.000', totalAmount: '0.00' }, materials: [] });
  });
});
