/**
 * The contract document end to end, on both databases: a draft created with its lines (numbered by the
 * CONTRACT_NO rule, amounts and totals the gateway's), read back, edited (a line changed, one added,
 * one dropped), refused with the row named, raced (one save wins whole, the other gets 409), frozen
 * once submitted, deleted only as a draft, copied, listed line by line (head-join-line) and exported,
 * always within the caller's buttons and org and category scope.
 */
import ExcelJS from 'exceljs';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractDetail, ContractSaveResult, DownloadTask, Envelope, ErrorEnvelope, LoginInfo, PageData } from '../src/api/index.js';
import { invalidateAccess, loadAccess } from '../src/core/access.js';
import { sysMenu, sysRole, sysRoleMenu } from '../src/db/schema.js';
import { periodKeyOf } from '../src/core/serial/index.js';
import { conContractHead, conContractLine, conContractRebate } from '../src/db/tables/contract.js';
import { contractResolver } from '../src/modules/contract/print-data.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';
const LINES = '/gateway/purchase/api/v1/contract/head-join-line';
const ASYNC = '/gateway/demand/exprot/batch/async';
const TASKS = '/gateway/demand/exprot/download/task/list';

interface LineRow {
  id: number;
  headId: number;
  contractNo: string;
  orgCode: string;
  categoryCode: string;
  status: string;
  lineNo: number;
  matCode: string;
  quantity: string;
  amount: string;
  residualQuantity: string;
}

const cornLine = {
  matCode: '1001010001',
  matName: '玉米（国标二等）',
  quantity: '2680.5',
  unitCode: 'T',
  priceWithTax: '1200.125',
  taxRate: '9',
  deliveryStart: '2026-12-01',
  deliveryEnd: '2026-12-31',
  deliveryAddress: '河北饲料有限公司一号库',
};
const mealLine = { matCode: '1002010001', matName: '豆粕（国产大豆）', quantity: '10', unitCode: 'T', priceWithTax: '2500', taxRate: '13' };

/** A document of the buyer's company and category (101001, 玉米 100101). */
const document = (overrides: Record<string, unknown> = {}) => ({
  contractName: '玉米采购合同（明细测试）',
  contractCategory: 'fixedPrice',
  orgCode: '101001',
  orgName: '河北饲料有限公司',
  supplierSn: 'S0001',
  supplierName: '中粮贸易（大连）有限公司',
  categoryCode: '100101',
  categoryName: '玉米',
  startDate: '2026-12-01',
  endDate: '2027-05-31',
  lines: [cornLine, mealLine],
  rebates: [{ rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 2, rate: '1.5' }],
  ...overrides,
});

describe.each(eachDatabase)('[%s] contract documents', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();
  const userIds = new Map<string, number>();

  async function signIn(account: string, password: string): Promise<void> {
    const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
    const info = response.json<Envelope<LoginInfo>>().data;
    tokens.set(account, info.accessToken);
    userIds.set(account, info.sysUserInfo.id);
  }

  const call = (account: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${tokens.get(account)}` }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const save = (account: string, body: object) => call(account, 'POST', `${HEAD}/save`, body);
  const detail = async (account: string, id: number) => (await call(account, 'GET', `${HEAD}/detail?id=${id}`)).json<Envelope<ContractDetail>>().data;
  const remove = (account: string, ids: number[]) => call(account, 'DELETE', `${HEAD}/deleteByIds`, { ids });

  async function created(account: string, body: object = document()): Promise<ContractSaveResult> {
    const response = await save(account, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<ContractSaveResult>>().data;
  }

  /** A contract of another company (广东 102001), written straight to the database. */
  async function foreignContract(status = 'draft'): Promise<number> {
    const [row] = await database()
      .db.insert(conContractHead)
      .values({ contractNo: `HT-DOC-${Date.now()}-${Math.random()}`, contractName: '广东合同', contractCategory: 'fixedPrice', orgCode: '102001', supplierSn: 'S0001', supplierName: '中粮贸易（大连）有限公司', categoryCode: '100101', status })
      .returning({ id: conContractHead.id });
    return row!.id;
  }

  const today = () => periodKeyOf('every_day', new Date());

  beforeAll(async () => {
    app = buildServer({ db: database(), jobs: true, jobPollingSeconds: 0.5 });
    await app.ready();
    await signIn('admin', 'Admin@123');
    await signIn('buyer', 'Buyer@123');
    // 财务 (finance): reads the contract list, holds none of its buttons.
    await signIn('chenjing', 'Demo@123');
  });
  afterAll(async () => {
    await app?.close();
  });

  it('creates a draft numbered CG + company + date + sequence, with the amounts and totals computed by the gateway', async () => {
    const response = await save('buyer', document());
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Envelope<ContractSaveResult>>();
    expect(answer.message).toBe('新增成功');
    expect(answer.data).toMatchObject({ contractNo: `CG101001${today()}0001`, version: 0, totalQuantity: '2690.500', totalAmount: '3241935.06' });

    const read = await detail('buyer', answer.data.id);
    expect(read).toMatchObject({ status: 'draft', contractNo: answer.data.contractNo, totalAmount: '3241935.06', syncStatus: 'unsynched', exeStatus: null, sealStatus: null, createdBy: 'buyer' });
    expect(read.lines.map(({ lineNo, quantity, priceWithTax, taxRate, amount, taxAmount, amountWithoutTax, residualQuantity }) => ({ lineNo, quantity, priceWithTax, taxRate, amount, taxAmount, amountWithoutTax, residualQuantity }))).toEqual([
      { lineNo: 1, quantity: '2680.500', priceWithTax: '1200.125000', taxRate: '9.00', amount: '3216935.06', taxAmount: '265618.49', amountWithoutTax: '2951316.57', residualQuantity: '2680.500' },
      { lineNo: 2, quantity: '10.000', priceWithTax: '2500.000000', taxRate: '13.00', amount: '25000.00', taxAmount: '2876.11', amountWithoutTax: '22123.89', residualQuantity: '10.000' },
    ]);
    expect(read.lines[0]).toMatchObject({ matName: '玉米（国标二等）', deliveryStart: '2026-12-01', deliveryEnd: '2026-12-31', deliveryAddress: '河北饲料有限公司一号库', executedQuantity: '0.000' });
    expect(read.rebates).toEqual([{ id: expect.any(Number), seq: 1, rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 2, rate: '1.5000', amount: null, remark: null }]);
    // The buyer may cancel a draft but holds no contract:submit; the admin may do both.
    expect(read).toMatchObject({ allowedActions: ['cancel'], editable: true });
    expect((await detail('admin', answer.data.id)).allowedActions.sort()).toEqual(['cancel', 'submit']);
    // GET head/:id answers the same document.
    expect((await call('buyer', 'GET', `${HEAD}/${answer.data.id}`)).json<Envelope<ContractDetail>>().data).toEqual(read);
    // Finance reads it, but may not edit it.
    expect(await detail('chenjing', answer.data.id)).toMatchObject({ id: answer.data.id, editable: false, allowedActions: [] });
  });

  it('ignores the figures a client sends and answers its own', async () => {
    const body = document({ totalAmount: '1.00', totalQuantity: '1', lines: [{ ...mealLine, amount: '1.00', taxAmount: '0', lineNo: 9 }] });
    const response = await save('buyer', body);
    // Keys the schema does not know are dropped (Fastify's removeAdditional): the figures are the gateway's.
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<ContractSaveResult>>().data).toMatchObject({ totalAmount: '25000.00', totalQuantity: '10.000' });
    const read = await detail('buyer', response.json<Envelope<ContractSaveResult>>().data.id);
    expect(read).toMatchObject({ totalAmount: '25000.00', totalQuantity: '10.000' });
    expect(read.lines).toMatchObject([{ lineNo: 1, amount: '25000.00', taxAmount: '2876.11' }]);
  });

  it('stores the names of master data, not the ones sent, and refuses an unknown supplier, org or category with 422, writing nothing', async () => {
    const saved = await created('buyer', document({ orgName: '伪造公司', supplierName: '伪造供应商', categoryName: '伪造品类' }));
    expect(await detail('buyer', saved.id)).toMatchObject({ orgName: '河北饲料有限公司', supplierName: '中粮贸易（大连）有限公司', categoryName: '玉米' });
    // Names may be left out altogether.
    const bare = await created('buyer', document({ orgName: undefined, supplierName: undefined, categoryName: undefined }));
    expect(await detail('buyer', bare.id)).toMatchObject({ orgName: '河北饲料有限公司', supplierName: '中粮贸易（大连）有限公司', categoryName: '玉米' });

    const heads = async () => (await database().db.select({ id: conContractHead.id }).from(conContractHead)).length;
    const before = await heads();
    const refusals: [string, Record<string, unknown>, string][] = [
      ['buyer', { supplierSn: 'NOSUCH' }, '供应商不存在：NOSUCH'],
      // The admin's scope holds every org and category, so the lookup is what refuses them.
      ['admin', { orgCode: '999999' }, '组织不存在：999999'],
      ['admin', { categoryCode: '999999' }, '品类不存在：999999'],
    ];
    for (const [account, overrides, message] of refusals) {
      const response = await save(account, document(overrides));
      expect(response.statusCode, response.body).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message });
    }
    // An update is refused the same way, and the stored names stay.
    const update = await save('buyer', document({ id: saved.id, version: saved.version, supplierSn: 'NOSUCH' }));
    expect(update.statusCode).toBe(422);
    expect(await heads()).toBe(before);
    expect(await detail('buyer', saved.id)).toMatchObject({ supplierSn: 'S0001', version: saved.version });
  });

  it('updates a document: a line changed, one added, one dropped, renumbered in the order sent', async () => {
    const { id } = await created('buyer');
    const before = await detail('buyer', id);
    const [first, second] = before.lines;
    const response = await save('buyer', {
      ...document({ contractName: '玉米采购合同（已修改）' }),
      id,
      version: 0,
      lines: [
        { ...mealLine, matCode: '1001010002', matName: '玉米（国标一等）', quantity: '5', priceWithTax: '2000', taxRate: '9' },
        { ...cornLine, id: first!.id, quantity: '100' },
      ],
      rebates: [{ rebateType: 'returnGoods', timing: 'duringContract', quantityBasis: 0, amount: '5000' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Envelope<ContractSaveResult>>()).toMatchObject({ message: '修改成功', data: { id, version: 1, totalQuantity: '105.000', totalAmount: '130012.50' } });

    const after = await detail('buyer', id);
    expect(after.contractName).toBe('玉米采购合同（已修改）');
    expect(after.lines.map((line) => [line.lineNo, line.matCode, line.quantity, line.amount])).toEqual([
      [1, '1001010002', '5.000', '10000.00'],
      [2, '1001010001', '100.000', '120012.50'],
    ]);
    // The kept line keeps its id; the dropped one is gone.
    expect(after.lines[1]!.id).toBe(first!.id);
    const left = await database().db.select({ id: conContractLine.id }).from(conContractLine).where(eq(conContractLine.id, second!.id));
    expect(left).toEqual([]);
    expect(after.rebates).toMatchObject([{ seq: 1, rebateType: 'returnGoods', rate: null, amount: '5000.00' }]);
  });

  it('refuses a line of another contract, writing nothing', async () => {
    const mine = await created('buyer');
    const other = await created('buyer');
    const otherLine = (await detail('buyer', other.id)).lines[0]!;
    const response = await save('buyer', { ...document({ contractName: '偷梁换柱' }), id: mine.id, version: 0, lines: [cornLine, { ...mealLine, id: otherLine.id }] });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorEnvelope>().message).toBe('第2行：明细不属于该合同');
    expect(await detail('buyer', mine.id)).toMatchObject({ version: 0, contractName: '玉米采购合同（明细测试）' });
    expect((await detail('buyer', other.id)).lines[0]).toEqual(otherLine);
    // Nor may an update drop every line.
    const emptied = await save('buyer', { ...document({ lines: [] }), id: mine.id, version: 0 });
    expect(emptied.json<ErrorEnvelope>()).toMatchObject({ code: 400, message: '请至少添加一行合同明细' });
    expect((await detail('buyer', mine.id)).lines).toHaveLength(2);
  });

  it('names the row of every line problem, and the contract dates', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, '请至少添加一行合同明细'],
      [{ lines: [cornLine, { ...mealLine, quantity: '0' }] }, '第2行：数量须大于0'],
      [{ lines: [{ ...cornLine, deliveryStart: '2026-12-31', deliveryEnd: '2026-12-01' }] }, '第1行：交货结束日期不能早于开始日期'],
      [{ lines: [cornLine, { ...mealLine, taxRate: '101' }] }, '第2行：税率不能超过100'],
      [{ lines: [{ ...cornLine, quantity: '99999999999999999999' }] }, '第1行：数量不能超过999999999999999.999'],
      [{ lines: [{ ...cornLine, priceWithTax: '123456789012345.678' }] }, '第1行：含税单价不能超过999999999999.999999'],
      [{ lines: [{ ...cornLine, deliveryStart: '2026-02-30' }] }, '第1行：交货开始日期不是有效日期'],
      [{ startDate: '2027-01-01', endDate: '2026-12-31' }, '合同结束日期不能早于开始日期'],
      [{ rebates: [{ rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 1, rate: '1', amount: '100' }] }, '返利条款第1行：返利比例和返利金额须填写且只填写一项'],
      [{ rebates: [{ rebateType: 'rebate', timing: 'afterEnd', quantityBasis: 1 }] }, '返利条款第1行：返利比例和返利金额须填写且只填写一项'],
    ];
    const before = (await database().db.select({ total: count() }).from(conContractHead))[0]?.total;
    for (const [overrides, message] of cases) {
      const response = await save('buyer', document(overrides));
      expect(response.statusCode, message).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toBe(message);
    }
    // Malformed figures are the schema's: more decimals than allowed, negative, not a number.
    for (const bad of [{ quantity: '1.2345' }, { priceWithTax: '-1' }, { taxRate: 'abc' }]) {
      const response = await save('buyer', document({ lines: [{ ...cornLine, ...bad }] }));
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorEnvelope>().message).toMatch(/^请求参数错误：lines\.0\./);
    }
    const after = (await database().db.select({ total: count() }).from(conContractHead))[0]?.total;
    expect(after).toBe(before);
  });

  it('lets one of two concurrent edits win whole: the other gets 409 and nothing of it is stored', async () => {
    const { id } = await created('buyer');
    const [stored] = (await detail('buyer', id)).lines;
    const edit = (name: string, matCode: string, lines: number) =>
      save('buyer', {
        ...document({ contractName: name }),
        id,
        version: 0,
        lines: [{ ...cornLine, id: stored!.id, matCode }, ...Array.from({ length: lines - 1 }, (_, index) => ({ ...mealLine, matCode, quantity: String(index + 1) }))],
      });
    const [a, b] = await Promise.all([edit('甲的修改', 'MAT-A', 3), edit('乙的修改', 'MAT-B', 5)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json<ErrorEnvelope>().message).toBe('数据已被他人修改，请刷新后重试');
    const [winnerName, winnerMat, winnerLines] = a.statusCode === 200 ? ['甲的修改', 'MAT-A', 3] : ['乙的修改', 'MAT-B', 5];
    const after = await detail('buyer', id);
    expect(after).toMatchObject({ contractName: winnerName, version: 1 });
    expect(after.lines).toHaveLength(winnerLines);
    expect(new Set(after.lines.map((line) => line.matCode))).toEqual(new Set([winnerMat]));
    expect(after.lines.map((line) => line.lineNo)).toEqual(Array.from({ length: winnerLines }, (_, index) => index + 1));
  });

  it('refuses a stale version with 409 and an edit after submission with 422', async () => {
    const { id, contractNo } = await created('admin');
    const stale = await save('admin', { ...document(), id, version: 5 });
    expect(stale.statusCode).toBe(409);
    const submitted = await call('admin', 'PUT', `${HEAD}/status`, { id, version: 0, action: 'submit' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const refused = await save('admin', { ...document({ contractName: '审批中还想改' }), id, version: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${contractNo}当前状态为“审批中”，不能修改`);
    expect(await detail('admin', id)).toMatchObject({ contractName: '玉米采购合同（明细测试）', status: 'APPROVING', editable: false });
  });

  it('deletes drafts only, all or nothing, their lines and rebates with them', async () => {
    const draft = await created('admin');
    const other = await created('admin');
    const submitted = await created('admin');
    await call('admin', 'PUT', `${HEAD}/status`, { id: submitted.id, version: 0, action: 'submit' });

    const refused = await remove('admin', [draft.id, submitted.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`合同${submitted.contractNo}当前状态为“审批中”，不能删除`);
    expect((await call('admin', 'GET', `${HEAD}/detail?id=${draft.id}`)).statusCode).toBe(200);

    const missing = await remove('admin', [draft.id, 999_999_999]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorEnvelope>().message).toBe('部分合同不存在或无权删除，未删除任何数据');

    // The buyer holds no contract:delete.
    const denied = await remove('buyer', [draft.id]);
    expect(denied.json<ErrorEnvelope>()).toMatchObject({ code: 40301 });

    const done = await remove('admin', [draft.id, other.id]);
    expect(done.json<Envelope<{ deleted: number }>>()).toMatchObject({ message: '删除成功', data: { deleted: 2 } });
    expect((await call('admin', 'GET', `${HEAD}/detail?id=${draft.id}`)).statusCode).toBe(404);
    const [{ lines } = { lines: -1 }] = await database().db.select({ lines: count() }).from(conContractLine).where(inArray(conContractLine.headId, [draft.id, other.id]));
    const [{ rebates } = { rebates: -1 }] = await database().db.select({ rebates: count() }).from(conContractRebate).where(inArray(conContractRebate.headId, [draft.id, other.id]));
    expect([lines, rebates]).toEqual([0, 0]);
  });

  it('copies contracts into new drafts with their lines and rebates, all or nothing', async () => {
    const source = await created('admin');
    await call('admin', 'PUT', `${HEAD}/status`, { id: source.id, version: 0, action: 'submit' });
    await database().db.update(conContractHead).set({ signDate: '2026-11-20', exeStatus: 'EXECUTING', sealStatus: 'SIGNED' }).where(eq(conContractHead.id, source.id));
    const second = await created('admin', document({ lines: [mealLine], rebates: [] }));

    expect((await call('admin', 'POST', `${HEAD}/batch-copy`, { ids: [source.id, 999_999_999] })).statusCode).toBe(404);
    expect((await call('buyer', 'POST', `${HEAD}/batch-copy`, { ids: [source.id] })).json<ErrorEnvelope>()).toMatchObject({ code: 40301 });

    const response = await call('admin', 'POST', `${HEAD}/batch-copy`, { ids: [source.id, second.id] });
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<Envelope<{ ids: number[] }>>();
    expect(answer.message).toBe('复制成功');
    expect(answer.data.ids).toHaveLength(2);
    const [copyId, secondCopyId] = answer.data.ids as [number, number];

    const original = await detail('admin', source.id);
    const copy = await detail('admin', copyId);
    expect(copy.contractNo).toMatch(new RegExp(`^CG101001${today()}\\d{4}$`));
    expect(copy.contractNo).not.toBe(original.contractNo);
    expect(copy).toMatchObject({ status: 'draft', signDate: null, exeStatus: null, sealStatus: null, version: 0, totalAmount: original.totalAmount, contractName: original.contractName });
    const strip = <T extends { id: number }>(rows: T[]) => rows.map(({ id: _id, ...rest }) => rest);
    expect(strip(copy.lines)).toEqual(strip(original.lines));
    expect(strip(copy.rebates)).toEqual(strip(original.rebates));
    const [row] = await database().db.select({ copiedFromId: conContractHead.copiedFromId }).from(conContractHead).where(eq(conContractHead.id, copyId));
    expect(row?.copiedFromId).toBe(source.id);
    expect((await detail('admin', secondCopyId)).lines).toHaveLength(1);
  });

  it('checks the buttons and the org and category scope on save, detail, delete and copy', async () => {
    // Finance reads contracts but holds no contract:add.
    const denied = await save('chenjing', document());
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无此权限' });

    expect((await save('buyer', document({ orgCode: '102001' }))).json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无该组织的权限' });
    expect((await save('buyer', document({ categoryCode: '2002' }))).json<ErrorEnvelope>()).toMatchObject({ code: 40301, message: '您暂无该品类的权限' });

    const theirs = await foreignContract();
    const read = await call('buyer', 'GET', `${HEAD}/detail?id=${theirs}`);
    expect(read.statusCode).toBe(404);
    expect(read.json<ErrorEnvelope>().message).toBe('合同不存在或无权查看');
    expect((await call('buyer', 'GET', `${HEAD}/${theirs}`)).statusCode).toBe(404);
    // Nor can the buyer take it over by saving it under its own company.
    const takeover = await save('buyer', { ...document(), id: theirs, version: 0 });
    expect(takeover.statusCode).toBe(404);
    expect((await detail('admin', theirs)).orgCode).toBe('102001');

    // Given the delete and copy buttons, the buyer still reaches only its own company's contracts.
    const { db } = database();
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'buyer'));
    const buttons = await db.select({ id: sysMenu.id }).from(sysMenu).where(inArray(sysMenu.menuCode, ['contract:delete', 'contract:copy']));
    await db.insert(sysRoleMenu).values(buttons.map((button) => ({ roleId: role!.id, menuId: button.id })));
    invalidateAccess();
    const deleting = await remove('buyer', [theirs]);
    expect(deleting.json<ErrorEnvelope>()).toMatchObject({ code: 404, message: '部分合同不存在或无权删除，未删除任何数据' });
    expect((await call('buyer', 'POST', `${HEAD}/batch-copy`, { ids: [theirs] })).statusCode).toBe(404);
    const own = await created('buyer');
    expect((await remove('buyer', [own.id, theirs])).statusCode).toBe(404);
    expect((await remove('buyer', [own.id])).statusCode).toBe(200);
    expect((await detail('admin', theirs)).orgCode).toBe('102001');
  });

  it('gives 20 concurrent creations 20 distinct consecutive numbers', async () => {
    const body = document({ orgCode: '101002', orgName: '天津饲料有限公司', lines: [mealLine], rebates: [] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => save('admin', body)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    const numbers = answers.map((answer) => answer.json<Envelope<ContractSaveResult>>().data.contractNo).sort();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^CG101002${today()}\\d{4}$`));
    // One counter per day for the rule (the company is part of the number, not of the counter).
    const sequences = numbers.map((number) => Number(number.slice(-4)));
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, index) => sequences[0]! + index));
  });

  it('seeds every demo contract with one to three lines whose sums are its totals', async () => {
    const rows = await database().db.execute(sql`
      select h.id, h.total_quantity::text as total_quantity, h.total_amount::text as total_amount, count(l.id)::int as lines,
        sum(l.quantity)::numeric(18, 3)::text as quantity, sum(l.amount)::numeric(18, 2)::text as amount
      from con_contract_head h left join con_contract_line l on l.head_id = h.id
      where h.created_by = 'seed' group by h.id`);
    const heads = rows.rows as { total_quantity: string; total_amount: string; lines: number; quantity: string; amount: string }[];
    expect(heads.length).toBeGreaterThan(100);
    for (const head of heads) {
      expect(head.lines).toBeGreaterThanOrEqual(1);
      expect(head.lines).toBeLessThanOrEqual(3);
      expect([head.quantity, head.amount]).toEqual([head.total_quantity, head.total_amount]);
    }
    expect(new Set(heads.map((head) => head.lines))).toEqual(new Set([1, 2, 3]));
  });

  it('lists lines with their heads (head-join-line) within the caller scope', async () => {
    const { id, contractNo } = await created('buyer');
    const page = async (account: string, query: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: `${LINES}/page`, query, headers: { authorization: `Bearer ${tokens.get(account)}` } })).json<Envelope<PageData<LineRow>>>().data;
    const mine = await page('buyer', { 'headId.equals': String(id), sort: 'lineNo,asc' });
    expect(mine.result.map((row) => [row.contractNo, row.lineNo, row.quantity, row.residualQuantity, row.status])).toEqual([
      [contractNo, 1, '2680.500', '2680.500', 'draft'],
      [contractNo, 2, '10.000', '10.000', 'draft'],
    ]);
    const all = await page('admin', { pageSize: '1000' });
    const buyers = await page('buyer', { pageSize: '1000' });
    expect(buyers.total).toBeGreaterThan(0);
    expect(buyers.total).toBeLessThan(all.total);
    expect(new Set(buyers.result.map((row) => row.orgCode))).toEqual(new Set(['101001']));
    for (const row of buyers.result) expect(['100101', '100201']).toContain(row.categoryCode);
    expect((await page('buyer', { 'orgCode.equals': '102001' })).total).toBe(0);
    // POST custom-page answers the same.
    const posted = await call('buyer', 'POST', `${LINES}/custom-page`, { 'headId.equals': String(id) });
    expect(posted.json<Envelope<PageData<LineRow>>>().data.total).toBe(2);
  });

  it("exports only the caller's rows, of the head list and of the line list", async () => {
    async function exported(account: string, queryUrl: string, columns: { dataIndex: string }[]): Promise<unknown[][]> {
      const started = await call(account, 'POST', ASYNC, { queryUrl, queryParams: {}, columns });
      expect(started.statusCode, started.body).toBe(200);
      const taskId = started.json<Envelope<{ id: number }>>().data.id;
      const deadline = Date.now() + 30_000;
      let task: DownloadTask | undefined;
      while (!task || task.status < 4) {
        if (Date.now() > deadline) throw new Error(`export ${taskId} did not finish`);
        await new Promise((resolve) => setTimeout(resolve, 200));
        const tasks = (await call(account, 'POST', TASKS, { pageSize: 100 })).json<Envelope<PageData<DownloadTask>>>().data.result;
        task = tasks.find((row) => row.id === taskId);
      }
      expect(task.status).toBe(5);
      const file = await call(account, 'GET', task.url ?? '');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows.slice(1);
    }
    const heads = await exported('buyer', `${HEAD}/custom-page`, [{ dataIndex: 'contractNo' }, { dataIndex: 'orgCode' }, { dataIndex: 'categoryCode' }]);
    const lines = await exported('buyer', `${LINES}/custom-page`, [{ dataIndex: 'contractNo' }, { dataIndex: 'orgCode' }, { dataIndex: 'categoryCode' }]);
    const listed = (await call('buyer', 'POST', `${LINES}/custom-page`, { pageSize: 1000 })).json<Envelope<PageData<LineRow>>>().data;
    expect(heads.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(listed.total);
    for (const row of [...heads, ...lines]) {
      expect(row[1]).toBe('101001');
      expect(['100101', '100201']).toContain(String(row[2]));
    }
  });

  it('prints a contract with its lines, rebates and the amount in words', async () => {
    const { id } = await created('admin');
    const { db } = database();
    const data = await contractResolver.resolve({ db, access: await loadAccess(db, userIds.get('admin')!), bizId: String(id), frontParams: {} });
    expect(data).toMatchObject({ totalAmount: '3241935.06', totalAmountText: '3,241,935.06', totalAmountInWords: '叁佰贰拾肆万壹仟玖佰叁拾伍元零陆分', lineCount: 2 });
    expect(data['lines']).toMatchObject([
      { lineNo: 1, matName: '玉米（国标二等）', amount: '3216935.06', amountText: '3,216,935.06', deliveryStart: '2026-12-01' },
      { lineNo: 2, matName: '豆粕（国产大豆）', amount: '25000.00', deliveryStart: '' },
    ]);
    expect(data['rebates']).toMatchObject([{ seq: 1, rebateTypeName: '返利', timingName: '合同结束后', rate: '1.5000', amount: '' }]);
  });

  it("copies by query the whole result of the caller's list, in the list's order, and never another company's contracts", async () => {
    const { db } = database();
    const marker = `整单复制${Date.now()}`;
    const first = await created('admin', document({ contractName: `${marker}甲`, lines: [mealLine], rebates: [] }));
    const second = await created('admin', document({ contractName: `${marker}乙` }));
    const foreign = await foreignContract();
    await db.update(conContractHead).set({ contractName: `${marker}丙` }).where(eq(conContractHead.id, foreign));
    // The buyer given contract:copy (it reads 101001 only).
    const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, 'buyer'));
    const [button] = await db.select({ id: sysMenu.id }).from(sysMenu).where(eq(sysMenu.menuCode, 'contract:copy'));
    await db.insert(sysRoleMenu).values({ roleId: role!.id, menuId: button!.id }).onConflictDoNothing();
    invalidateAccess();
    const copyBy = (account: string, body: object) => call(account, 'POST', `${HEAD}/batch-copy`, body);
    const sourcesOf = async (ids: number[]) =>
      new Map((await db.select({ id: conContractHead.id, copiedFromId: conContractHead.copiedFromId, status: conContractHead.status }).from(conContractHead).where(inArray(conContractHead.id, ids))).map((row) => [row.id, row]));

    const response = await copyBy('buyer', { query: { 'contractName.contains': marker, page: 2, pageSize: 20, sort: 'contractNo,asc' } });
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json<Envelope<{ ids: number[] }>>().data.ids;
    expect(ids).toHaveLength(2);
    // In the list's order (contract number ascending: the first draft's number is the smaller).
    const sources = await sourcesOf(ids);
    expect(ids.map((id) => sources.get(id)?.copiedFromId)).toEqual([first.id, second.id]);
    expect(ids.map((id) => sources.get(id)?.status)).toEqual(['draft', 'draft']);
    expect((await detail('admin', ids[0]!)).lines).toHaveLength(1);
    const [foreignCopies] = await db.select({ count: count() }).from(conContractHead).where(eq(conContractHead.copiedFromId, foreign));
    expect(foreignCopies?.count).toBe(0);

    const unknown = await copyBy('admin', { query: { 'contractName.contains': marker, 'copiedFromId.specified': false } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<ErrorEnvelope>().message).toBe('不支持的查询条件：copiedFromId.specified');
    // The admin's query (the sources, not the buyer's copies) reaches the other company too; the unticked row is left out.
    const admins = await copyBy('admin', { query: { 'contractName.in': `${marker}甲,${marker}乙,${marker}丙`, 'id.lessThanOrEqual': foreign, sort: 'id,asc' }, excludeIds: [second.id] });
    expect(admins.statusCode, admins.body).toBe(200);
    const adminIds = admins.json<Envelope<{ ids: number[] }>>().data.ids;
    const adminSources = await sourcesOf(adminIds);
    expect(adminIds.map((id) => adminSources.get(id)?.copiedFromId)).toEqual([first.id, foreign]);

    // A query matching only another company's contracts copies nothing for the buyer.
    const none = await copyBy('buyer', { query: { 'contractName.equals': `${marker}丙` } });
    expect(none.statusCode).toBe(400);
    expect(none.json<ErrorEnvelope>().message).toBe('请至少选择一条数据');
    const bad = await copyBy('buyer', { query: { 'signDate.between': '2026-01-01' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<ErrorEnvelope>().message).toBe('查询条件 signDate.between 的值格式不正确');
  });
});
