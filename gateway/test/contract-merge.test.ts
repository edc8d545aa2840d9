import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractMergePreview, ContractMergeResult, Envelope, ErrorEnvelope } from '../src/api/index.js';
import { conContractHead, conContractLine } from '../src/db/tables/contract.js';
import { conContractHeadLinks, conContractStatusNote } from '../src/db/tables/contract-strategic.js';
import type { GatewayApp } from '../src/server.js';
import { insertContract, insertLines, signInAll, startGateway } from './helpers/contracts.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const HEAD = '/gateway/purchase/api/v1/contract/head';

describe.each(eachDatabase)('[%s] merging draft contracts', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  let buyer: string;
  let manager: string;
  let counter = 0;

  async function draft(values: Partial<typeof conContractHead.$inferInsert> = {}): Promise<{ id: number; contractNo: string }> {
    counter += 1;
    return insertContract(database(), 'HT-MRG', { contractName: `玉米采购合同${counter}`, contractCategory: 'fixedPrice', supplierSn: 'S-MERGE', status: 'draft', ...values });
  }

  async function line(headId: number, lineNo: number, quantity: string, amount: string) {
    await insertLines(database(), headId, [{ lineNo, matCode: `M${lineNo}`, quantity, priceWithTax: '2300.5', amount, amountWithoutTax: amount }]);
  }

  const post = (path: string, token: string, ids: number[]) => app.inject({ method: 'POST', url: `${HEAD}/${path}`, payload: { ids }, headers: { authorization: `Bearer ${token}` } });
  const headCount = async () => (await database().db.select({ n: count() }).from(conContractHead))[0]!.n;

  beforeAll(async () => {
    app = await startGateway(database());
    [admin, buyer, manager] = await signInAll(app, 'admin', 'buyer', 'zhengwei');
  });
  afterAll(async () => {
    await app.close();
  });

  it('previews the merged draft without writing, then merges it and cancels the sources', async () => {
    const first = await draft({ startDate: '2026-03-01', endDate: '2026-06-30', payTerms: '月结30天' });
    await line(first.id, 1, '10.5', '24155.25');
    await line(first.id, 2, '0.001', '2.30');
    const second = await draft({ startDate: '2026-02-01', endDate: '2026-05-31', totalQuantity: '5', totalAmount: '100.01' });
    const third = await draft({ startDate: null, endDate: '2026-09-30' });
    await line(third.id, 1, '1.333', '3066.57');
    const ids = [second.id, first.id, third.id];
    const before = await headCount();

    const preview = await post('merge-preview', admin, ids);
    expect(preview.statusCode).toBe(200);
    const planned = preview.json<Envelope<ContractMergePreview>>().data;
    expect(planned.head).toMatchObject({
      contractName: expect.stringMatching(/^玉米采购合同\d+$/),
      supplierSn: 'S-MERGE',
      orgCode: '101001',
      startDate: '2026-02-01',
      endDate: '2026-09-30',
      totalQuantity: '16.834',
      totalAmount: '27324.13',
      remark: `由合同${second.contractNo}、${first.contractNo}、${third.contractNo}合并`,
    });
    expect(planned.lines.map((row) => [row.lineNo, row.quantity, row.amount])).toEqual([
      [1, '10.500', '24155.25'],
      [2, '0.001', '2.30'],
      [3, '1.333', '3066.57'],
    ]);
    expect(planned.sources.map((source) => source.id)).toEqual(ids);
    expect(await headCount()).toBe(before);

    const merged = await post('merge', admin, ids);
    expect(merged.statusCode).toBe(200);
    const result = merged.json<Envelope<ContractMergeResult>>();
    expect(result.data).toMatchObject({ version: 0, totalQuantity: '16.834', totalAmount: '27324.13', mergedIds: ids });
    expect(result.data.contractNo).toMatch(/^CG101001\d{8}\d{4}$/);
    expect(result.message).toBe(`已将3个合同合并为合同${result.data.contractNo}`);

    const [created] = await database().db.select().from(conContractHead).where(eq(conContractHead.id, result.data.id));
    expect(created).toMatchObject({ status: 'draft', totalQuantity: '16.834', totalAmount: '27324.13', startDate: '2026-02-01', createdBy: 'admin' });
    const lines = await database().db.select({ lineNo: conContractLine.lineNo, quantity: conContractLine.quantity }).from(conContractLine).where(eq(conContractLine.headId, result.data.id)).orderBy(asc(conContractLine.lineNo));
    expect(lines).toEqual([
      { lineNo: 1, quantity: '10.500' },
      { lineNo: 2, quantity: '0.001' },
      { lineNo: 3, quantity: '1.333' },
    ]);
    const sources = await database().db.select({ status: conContractHead.status, version: conContractHead.version }).from(conContractHead).where(inArray(conContractHead.id, ids));
    expect(sources).toEqual(ids.map(() => ({ status: 'CANCEL', version: 1 })));
    const links = await database().db.select({ mergedInto: conContractHeadLinks.mergedIntoId }).from(conContractHeadLinks).where(inArray(conContractHeadLinks.id, ids));
    expect(links).toEqual(ids.map(() => ({ mergedInto: result.data.id })));
    const notes = await database().db.select({ from: conContractStatusNote.fromStatus, to: conContractStatusNote.toStatus, note: conContractStatusNote.note }).from(conContractStatusNote).where(eq(conContractStatusNote.contractId, first.id));
    expect(notes).toEqual([{ from: 'draft', to: 'CANCEL', note: `合并至合同${result.data.contractNo}` }]);

    // Merged once: the sources are no longer drafts.
    const again = await post('merge', admin, ids);
    expect(again.statusCode).toBe(422);
    expect(again.json<ErrorEnvelope>().message).toBe(`合同${second.contractNo}当前状态为“已作废”，只有草稿合同可以合并`);
  });

  it('refuses contracts that differ, naming the field, and writes nothing', async () => {
    const first = await draft();
    const otherSupplier = await draft({ supplierSn: 'S-ELSE' });
    const otherCurrency = await draft({ currencyCode: 'USD' });
    const before = await headCount();
    for (const path of ['merge-preview', 'merge']) {
      const answer = await post(path, admin, [first.id, otherSupplier.id]);
      expect(answer.statusCode).toBe(422);
      expect(answer.json<ErrorEnvelope>().message).toBe(`合同${first.contractNo}与合同${otherSupplier.contractNo}的供应商不一致（S-MERGE / S-ELSE），不能合并`);
    }
    expect((await post('merge', admin, [first.id, otherCurrency.id])).json<ErrorEnvelope>().message).toBe(`合同${first.contractNo}与合同${otherCurrency.contractNo}的币种不一致（CNY / USD），不能合并`);
    expect(await headCount()).toBe(before);
    const [row] = await database().db.select({ status: conContractHead.status }).from(conContractHead).where(eq(conContractHead.id, first.id));
    expect(row).toEqual({ status: 'draft' });
    expect((await post('merge', admin, [first.id])).statusCode).toBe(400);
  });

  it('checks the merge button and the data scope', async () => {
    const first = await draft();
    const second = await draft();
    const denied = await post('merge', buyer, [first.id, second.id]);
    expect(denied.statusCode).toBe(403);
    expect(denied.json<ErrorEnvelope>().code).toBe(40301);
    expect((await post('merge-preview', buyer, [first.id, second.id])).statusCode).toBe(403);
    expect((await post('merge', manager, [first.id, second.id])).statusCode).toBe(404);
    expect((await post('merge-preview', manager, [first.id, second.id])).statusCode).toBe(404);
    const rows = await database().db.select({ status: conContractHead.status }).from(conContractHead).where(inArray(conContractHead.id, [first.id, second.id]));
    expect(rows).toEqual([{ status: 'draft' }, { status: 'draft' }]);
  });
});
