import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContractCallbackResult,
  ContractChangeDetail,
  ContractChangeRow,
  ContractChangeSaveResult,
  DocumentMoveResult,
  Envelope,
  ErrorEnvelope,
} from '../src/api/index.js';
import { conContractChange } from '../src/db/tables/contract-change.js';
import { conContractCallback, conContractHead, conContractLine, conContractStatusLog } from '../src/db/tables/contract.js';
import { CALLBACK_SECRET_HEADER } from '../src/modules/contract/callback.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, insertLines, signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const CHANGE = '/gateway/purchase/api/v1/contract/change-head';
const HEAD = '/gateway/purchase/api/v1/contract/head';
const CALLBACK = '/gateway/purchase/api/v1/contract/callback';
const UPLOAD = '/gateway/system/file/upload';
const SECRET = 'change-test-secret';

/** A multipart/form-data body with one file. */
function multipart(name: string, bytes: Uint8Array, fields: Record<string, string>) {
  const boundary = `----change${Date.now()}`;
  const chunks: Uint8Array[] = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'));
  chunks.push(bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.each(eachDatabase)('[%s] contract changes', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let manager: string;

  interface Seeded {
    id: number;
    contractNo: string;
    lines: number[];
  }

  /**
   * A signed contract of 101001 / 100101 with two lines: 玉米 100 t at 2500 (30 t executed) and 豆粕 50 t at
   * 4000 (`soyExecuted` executed). Written directly: the contract's own routes are not what is tested here.
   */
  async function signedContract(options: { status?: string; categoryCode?: string; soyExecuted?: string } = {}): Promise<Seeded> {
    const { id, contractNo } = await insertContract(database(), 'HT-CH', {
      categoryCode: options.categoryCode ?? '100101',
      status: options.status ?? 'SIGN',
      payTerms: '30天',
      totalQuantity: '150',
      totalAmount: '450000',
      syncStatus: 'synched',
    });
    const lines = await insertLines(database(), id, [
      { lineNo: 1, matCode: 'M001', matName: '玉米', quantity: '100', unitCode: 'T', priceWithTax: '2500', taxRate: '9', amount: '250000', taxAmount: '20642.20', amountWithoutTax: '229357.80', executedQuantity: '30' },
      { lineNo: 2, matCode: 'M002', matName: '豆粕', quantity: '50', unitCode: 'T', priceWithTax: '4000', taxRate: '13', amount: '200000', taxAmount: '23008.85', amountWithoutTax: '176991.15', executedQuantity: options.soyExecuted ?? '0' },
    ]);
    return { id, contractNo, lines };
  }

  const headFields = {
    contractName: '玉米采购合同（变更）',
    contractCategory: 'fixed',
    orgCode: '101001',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    categoryCode: '100101',
    payTerms: '60天',
  };

  /** The usual proposal: 玉米 raised to 120 t, 豆粕 removed, 小麦 10 t at 2000 added. */
  const proposalOf = (contract: Seeded, overrides: Record<string, unknown> = {}) => ({
    contractId: contract.id,
    reason: '增加玉米数量，取消豆粕',
    ...headFields,
    lines: [
      { id: contract.lines[0], matCode: 'M001', matName: '玉米', quantity: '120', unitCode: 'T', priceWithTax: '2500', taxRate: '9' },
      { matCode: 'M003', matName: '小麦', quantity: '10', unitCode: 'T', priceWithTax: '2000', taxRate: '9', deliveryAddress: '石家庄' },
    ],
    ...overrides,
  });

  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }), headers: { authorization: `Bearer ${token}` } });
  const save = (token: string, body: unknown) => call(token, 'POST', `${CHANGE}/save`, body);
  const submit = (token: string, id: number, version: number) => call(token, 'PUT', `${CHANGE}/submit`, { id, version });
  const detail = (token: string, id: number) => call(token, 'GET', `${CHANGE}/detail?id=${id}`);
  const decide = (changeNo: string, status: string) =>
    app.inject({ method: 'POST', url: CALLBACK, payload: { bizKey: changeNo, bizType: 'CHANGE', status }, headers: { [CALLBACK_SECRET_HEADER]: SECRET } });

  async function created(token: string, body: unknown): Promise<ContractChangeSaveResult> {
    const answer = await save(token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<Envelope<ContractChangeSaveResult>>().data;
  }

  async function headOf(id: number) {
    const [row] = await database().db.select().from(conContractHead).where(eq(conContractHead.id, id));
    return row!;
  }
  const linesOf = (id: number) =>
    database()
      .db.select({ id: conContractLine.id, lineNo: conContractLine.lineNo, matCode: conContractLine.matCode, quantity: conContractLine.quantity, amount: conContractLine.amount, executedQuantity: conContractLine.executedQuantity, deliveryAddress: conContractLine.deliveryAddress })
      .from(conContractLine)
      .where(eq(conContractLine.headId, id))
      .orderBy(asc(conContractLine.lineNo));
  async function changeRow(id: number) {
    const [row] = await database().db.select().from(conContractChange).where(eq(conContractChange.id, id));
    return row!;
  }

  beforeAll(async () => {
    app = await startGateway(database(), SECRET);
    [admin, buyer, manager] = await signInAll(app, 'admin', 'buyer', 'wangjianhua');
  });
  afterAll(async () => {
    await app.close();
  });

  it('saves a change, shows its diff, submits it, and applies it once when OA approves 100 times', async () => {
    const contract = await signedContract();
    const saved = await created(admin, proposalOf(contract));
    expect(saved).toMatchObject({ changeVersion: 1, version: 0, totalQuantity: '130.000', totalAmount: '320000.00' });
    expect(saved.changeNo).toBe(`${contract.contractNo}-BG1-${saved.id}`);

    const shown = (await detail(admin, saved.id)).json<Envelope<ContractChangeDetail>>().data;
    expect(shown).toMatchObject({ status: 'draft', editable: true, contractNo: contract.contractNo, reason: '增加玉米数量，取消豆粕' });
    expect(shown.diff.head).toEqual([
      { field: 'contractName', before: '玉米采购合同', after: '玉米采购合同（变更）' },
      { field: 'payTerms', before: '30天', after: '60天' },
      { field: 'totalQuantity', before: '150.000', after: '130.000' },
      { field: 'totalAmount', before: '450000.00', after: '320000.00' },
    ]);
    expect(shown.diff.added.map((line) => [line.matCode, line.lineNo, line.amount])).toEqual([['M003', 2, '20000.00']]);
    expect(shown.diff.removed.map((line) => line.id)).toEqual([contract.lines[1]]);
    expect(shown.diff.changed).toHaveLength(1);
    expect(shown.diff.changed[0]!.fields.find((field) => field.field === 'quantity')).toEqual({ field: 'quantity', before: '100.000', after: '120' });

    const listed = await call(admin, 'POST', `${CHANGE}/custom-page`, { contractNo: contract.contractNo });
    expect(listed.json<Envelope<{ result: ContractChangeRow[] }>>().data.result.map((row) => [row.id, row.status])).toEqual([[saved.id, 'draft']]);

    // One open change per contract.
    const second = await save(admin, proposalOf(contract));
    expect(second.statusCode).toBe(422);
    expect(second.json<ErrorEnvelope>().message).toBe(`合同${contract.contractNo}已有未完成的变更${saved.changeNo}`);

    expect((await submit(admin, saved.id, 5)).statusCode).toBe(409);
    const submitted = await submit(admin, saved.id, 0);
    expect(submitted.json<Envelope<DocumentMoveResult>>().data).toEqual({ id: saved.id, status: 'APPROVING', version: 1 });
    const whileApproving = await save(admin, { ...proposalOf(contract), id: saved.id, version: 1 });
    expect(whileApproving.statusCode).toBe(422);
    expect(whileApproving.json<ErrorEnvelope>().message).toBe(`变更单${saved.changeNo}当前状态为“审批中”，不能修改`);

    const before = await headOf(contract.id);
    const answers = await Promise.all(Array.from({ length: 100 }, () => decide(saved.changeNo, 'APPROVED')));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const outcomes = answers.map((answer) => answer.json<Envelope<ContractCallbackResult>>().data.outcome);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'repeat')).toHaveLength(99);

    const after = await headOf(contract.id);
    expect(after).toMatchObject({
      contractName: '玉米采购合同（变更）',
      payTerms: '60天',
      status: 'SIGN',
      changeVersion: 1,
      version: before.version + 1,
      totalQuantity: '130.000',
      totalAmount: '320000.00',
      supplierName: '中粮贸易（大连）有限公司',
      syncStatus: 'unsynched',
    });
    expect(await linesOf(contract.id)).toEqual([
      { id: contract.lines[0], lineNo: 1, matCode: 'M001', quantity: '120.000', amount: '300000.00', executedQuantity: '30.000', deliveryAddress: null },
      { id: expect.any(Number), lineNo: 2, matCode: 'M003', quantity: '10.000', amount: '20000.00', executedQuantity: '0.000', deliveryAddress: '石家庄' },
    ]);
    const log = await database().db.select().from(conContractStatusLog).where(eq(conContractStatusLog.contractId, contract.id));
    expect(log).toMatchObject([{ fromStatus: 'SIGN', toStatus: 'SIGN', source: 'callback', actor: 'CHANGE' }]);
    expect(await changeRow(saved.id)).toMatchObject({ status: 'APPROVED', version: 2 });

    // A late rejection changes nothing.
    const late = await decide(saved.changeNo, 'REJECT');
    expect(late.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'late', status: 'APPROVED' });
    expect((await headOf(contract.id)).version).toBe(after.version);
    const callbacks = await database().db.select().from(conContractCallback).where(eq(conContractCallback.bizKey, saved.changeNo));
    expect(callbacks.map((row) => [row.status, row.outcome]).sort()).toEqual([
      ['APPROVED', 'applied'],
      ['REJECT', 'late'],
    ]);

    // The next change is version 2, against the changed contract.
    const next = await created(admin, proposalOf(contract, { lines: [{ id: contract.lines[0], matCode: 'M001', matName: '玉米', quantity: '120', unitCode: 'T', priceWithTax: '2500', taxRate: '9' }] }));
    expect(next.changeVersion).toBe(2);
    const nextDiff = (await detail(admin, next.id)).json<Envelope<ContractChangeDetail>>().data.diff;
    expect(nextDiff.removed.map((line) => line.matCode)).toEqual(['M003']);
    expect(nextDiff.changed).toEqual([]);
  });

  it('lets a rejected change be edited and submitted again, and applies the second approval', async () => {
    const contract = await signedContract();
    const saved = await created(admin, proposalOf(contract));
    await submit(admin, saved.id, 0);
    const rejected = await decide(saved.changeNo, 'REJECT');
    expect(rejected.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'REJECT' });
    expect((await headOf(contract.id)).changeVersion).toBe(0);

    const stale = await save(admin, { ...proposalOf(contract), id: saved.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    const edited = await save(admin, { ...proposalOf(contract), id: saved.id, version: 2, reason: '只增加玉米', lines: [proposalOf(contract).lines[0], { id: contract.lines[1], matCode: 'M002', matName: '豆粕', quantity: '50', unitCode: 'T', priceWithTax: '4000', taxRate: '13' }] });
    expect(edited.json<Envelope<ContractChangeSaveResult>>().data).toMatchObject({ version: 3, totalQuantity: '170.000', totalAmount: '500000.00' });
    expect((await submit(admin, saved.id, 3)).statusCode).toBe(200);
    // Rejected again in the second round: a new decision, not a repeat of the first.
    expect((await decide(saved.changeNo, 'REJECT')).json<Envelope<ContractCallbackResult>>().data.outcome).toBe('applied');
    expect((await submit(admin, saved.id, 5)).statusCode).toBe(200);
    expect((await decide(saved.changeNo, 'APPROVED')).json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'applied', status: 'APPROVED' });
    expect(await linesOf(contract.id)).toMatchObject([
      { id: contract.lines[0], lineNo: 1, quantity: '120.000', executedQuantity: '30.000' },
      { id: contract.lines[1], lineNo: 2, quantity: '50.000' },
    ]);
    expect(await headOf(contract.id)).toMatchObject({ changeVersion: 1, totalAmount: '500000.00' });
  });

  it('lets one of two first saves of a contract through at once', async () => {
    const contract = await signedContract();
    const answers = await Promise.all([save(admin, proposalOf(contract)), save(admin, proposalOf(contract))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(await database().db.select().from(conContractChange).where(eq(conContractChange.contractId, contract.id))).toHaveLength(1);
  });

  it('refuses changes the contract or its executed quantities forbid, naming the line', async () => {
    const approved = await signedContract({ status: 'APPROVED' });
    const notInForce = await save(admin, proposalOf(approved));
    expect(notInForce.statusCode).toBe(422);
    expect(notInForce.json<ErrorEnvelope>().message).toBe(`合同${approved.contractNo}当前状态为“审批通过”，不能变更`);

    const contract = await signedContract({ soyExecuted: '5' });
    const removed = await save(admin, proposalOf(contract));
    expect(removed.statusCode).toBe(422);
    expect(removed.json<ErrorEnvelope>().message).toBe('第2行：豆粕已执行数量5，不能删除');
    const reduced = await save(admin, proposalOf(contract, {
      lines: [
        { id: contract.lines[0], matCode: 'M001', matName: '玉米', quantity: '29.5', unitCode: 'T', priceWithTax: '2500', taxRate: '9' },
        { id: contract.lines[1], matCode: 'M002', matName: '豆粕', quantity: '50', unitCode: 'T', priceWithTax: '4000', taxRate: '13' },
      ],
    }));
    expect(reduced.statusCode).toBe(422);
    expect(reduced.json<ErrorEnvelope>().message).toBe('第1行：数量不能少于已执行数量30');
    const badFigures = await save(admin, proposalOf(contract, { lines: [{ matCode: 'M001', matName: '玉米', quantity: '1.2345', unitCode: 'T', priceWithTax: '1', taxRate: '9' }] }));
    expect(badFigures.statusCode).toBe(422);
    expect(badFigures.json<ErrorEnvelope>().message).toBe('第1行：数量、含税单价或税率格式不正确');
    // The contract's own line schema: a malformed figure of any row is named by its row, other violations stay 400.
    const secondRow = await save(admin, proposalOf(contract, { lines: [...proposalOf(contract).lines, { matCode: 'M003', matName: '小麦', quantity: '-5', unitCode: 'T', priceWithTax: '2000', taxRate: '9' }] }));
    expect(secondRow.statusCode).toBe(422);
    expect(secondRow.json<ErrorEnvelope>().message).toBe(`第${proposalOf(contract).lines.length + 1}行：数量、含税单价或税率格式不正确`);
    const noUnit = await save(admin, proposalOf(contract, { lines: [{ matCode: 'M001', matName: '玉米', quantity: '1', unitCode: '', priceWithTax: '1', taxRate: '9' }] }));
    expect(noUnit.statusCode).toBe(400);
    expect(noUnit.json<ErrorEnvelope>().message).toBe('请求参数错误：lines.0.unitCode 长度不能少于 1 个字符');
    const noLines = await save(admin, proposalOf(contract, { lines: [] }));
    expect(noLines.json<ErrorEnvelope>().message).toBe('请至少添加一行合同明细');
    const zero = await save(admin, proposalOf(contract, { lines: [{ matCode: 'M001', matName: '玉米', quantity: '0', unitCode: 'T', priceWithTax: '1', taxRate: '9' }] }));
    expect(zero.json<ErrorEnvelope>().message).toBe('第1行：数量须大于0');
    expect(await database().db.select().from(conContractChange).where(eq(conContractChange.contractId, contract.id))).toHaveLength(0);
  });

  it('records a conflict when the executed quantities changed before the approval, leaving the contract as it was', async () => {
    const contract = await signedContract();
    const saved = await created(admin, proposalOf(contract, {
      lines: [
        { id: contract.lines[0], matCode: 'M001', matName: '玉米', quantity: '40', unitCode: 'T', priceWithTax: '2500', taxRate: '9' },
        { id: contract.lines[1], matCode: 'M002', matName: '豆粕', quantity: '50', unitCode: 'T', priceWithTax: '4000', taxRate: '13' },
      ],
    }));
    await submit(admin, saved.id, 0);
    // Deliveries go on while OA decides: 45 t of 玉米 are now executed.
    await database().db.update(conContractLine).set({ executedQuantity: '45' }).where(eq(conContractLine.id, contract.lines[0]!));
    const before = await headOf(contract.id);
    const answer = await decide(saved.changeNo, 'APPROVED');
    expect(answer.statusCode).toBe(200);
    expect(answer.json<Envelope<ContractCallbackResult>>().data).toEqual({ outcome: 'conflict', status: 'CONFLICT' });
    expect(await changeRow(saved.id)).toMatchObject({ status: 'CONFLICT', conflictReason: '第1行：数量不能少于已执行数量45' });
    expect(await headOf(contract.id)).toEqual(before);
    expect((await linesOf(contract.id)).map((line) => line.quantity)).toEqual(['100.000', '50.000']);
    // A conflicting change may be deleted (or edited and submitted again).
    expect((await call(admin, 'DELETE', `${CHANGE}/deleteByIds?ids=${saved.id}`)).statusCode).toBe(200);
  });

  it('deletes changes not under approval, all or nothing', async () => {
    const first = await signedContract();
    const second = await signedContract();
    const draft = await created(admin, proposalOf(first));
    const approving = await created(admin, proposalOf(second));
    await submit(admin, approving.id, 0);
    const refused = await call(admin, 'DELETE', `${CHANGE}/deleteByIds`, [draft.id, approving.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorEnvelope>().message).toBe(`变更单${approving.changeNo}当前状态为“审批中”，不能删除`);
    expect(await changeRow(draft.id)).toBeDefined();
    expect((await call(admin, 'DELETE', `${CHANGE}/deleteByIds`, { ids: [draft.id] })).statusCode).toBe(200);
    expect((await detail(admin, draft.id)).statusCode).toBe(404);
  });

  it('checks the change buttons and the contract scope on the gateway', async () => {
    const contract = await signedContract();
    // The buyer has no change menu at all.
    expect((await call(buyer, 'GET', `${CHANGE}/page`)).statusCode).toBe(403);
    const denied = await save(buyer, proposalOf(contract));
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);

    // The purchase manager changes contracts of his categories (10, 20 and below) only.
    const own = await created(manager, proposalOf(contract));
    expect((await submit(manager, own.id, 0)).statusCode).toBe(200);
    const foreign = await signedContract({ categoryCode: '3001' });
    const outside = await save(manager, proposalOf(foreign, { categoryCode: '100101' }));
    expect(outside.statusCode).toBe(404);
    expect(outside.json<ErrorEnvelope>().message).toBe('合同不存在');
    const foreignChange = await created(admin, proposalOf(foreign, { categoryCode: '3001' }));
    expect((await detail(manager, foreignChange.id)).statusCode).toBe(404);
    expect((await submit(manager, foreignChange.id, 0)).statusCode).toBe(404);
    expect((await call(manager, 'DELETE', `${CHANGE}/deleteByIds?ids=${foreignChange.id}`)).statusCode).toBe(404);
    const page = await call(manager, 'GET', `${CHANGE}/page?pageSize=1000`);
    const ids = page.json<Envelope<{ result: ContractChangeRow[] }>>().data.result.map((row) => row.id);
    expect(ids).toContain(own.id);
    expect(ids).not.toContain(foreignChange.id);
    // Proposing a category outside the scope is refused too.
    const movedOut = await save(manager, { ...proposalOf(contract), categoryCode: '3001' });
    expect(movedOut.statusCode).toBe(403);
    expect(await changeRow(foreignChange.id)).toMatchObject({ status: 'draft', version: 0 });
  });

  it('downloads the newest file of a contract or a change, 附件不存在 without one, within scope', async () => {
    const contract = await signedContract();
    const none = await call(admin, 'GET', `${HEAD}/doDownLoadFile?id=${contract.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json<ErrorEnvelope>().message).toBe('附件不存在');

    const upload = async (name: string, text: string, bizType: string, bizKey: number) => {
      const { payload, headers } = multipart(name, Buffer.from(text), { bizType, bizKey: String(bizKey) });
      const answer = await app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    await upload('旧合同.txt', 'old contract', 'contract', contract.id);
    await upload('采购合同.txt', 'signed contract', 'contract', contract.id);
    const file = await call(admin, 'GET', `${HEAD}/doDownLoadFile?id=${contract.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('signed contract');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('采购合同.txt')}`);
    // The buyer reads contracts of 101001 / 100101: this one is his.
    expect((await call(buyer, 'GET', `${HEAD}/doDownLoadFile?id=${contract.id}`)).statusCode).toBe(200);
    const foreign = await signedContract({ categoryCode: '3001' });
    await upload('外部.txt', 'foreign', 'contract', foreign.id);
    const hidden = await call(buyer, 'GET', `${HEAD}/doDownLoadFile?id=${foreign.id}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json<ErrorEnvelope>().message).toBe('合同不存在');

    const saved = await created(admin, proposalOf(contract));
    const noChangeFile = await call(admin, 'GET', `${CHANGE}/doDownLoadFile?id=${saved.id}`);
    expect(noChangeFile.json<ErrorEnvelope>().message).toBe('附件不存在');
    await upload('变更协议.txt', 'change agreement', 'contractChange', saved.id);
    const changeFile = await call(admin, 'GET', `${CHANGE}/doDownLoadFile?id=${saved.id}`);
    expect(changeFile.statusCode).toBe(200);
    expect(changeFile.body).toBe('change agreement');
    expect((await call(buyer, 'GET', `${CHANGE}/doDownLoadFile?id=${saved.id}`)).statusCode).toBe(403);
  });
});
