/**
 * 单号规则 editing (issue 21) on both databases: 新增 and 编辑 through POST /system/serial-number/save (a
 * rule checked part by part with Chinese messages, a taken ruleCode 400, a stale version 409, the code kept,
 * the buttons enforced), 重置 of the current period's counter, a new reset cycle carrying today's count,
 * and numbers unique under concurrency: 50 parallel draws of one rule, and 50 parallel saves that each draw
 * a number and write it under a unique key (and 50 parallel contract saves through the API, which draw
 * CONTRACT_NO), all distinct.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractSaveResult, Envelope, LoginInfo, SerialNumberPreview, SerialNumberResetResult, SerialNumberSaveBody, SerialNumberSaved } from '../src/api/index.js';
import { nextSerial } from '../src/core/serial/index.js';
import { DEMO_USERS } from '../src/db/seed.js';
import { SERIAL_RULE_MESSAGES } from '../src/modules/system/serial-number-rules.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const RACE: SerialNumberSaveBody = {
  ruleCode: 'TEST_ADMIN_RACE',
  ruleName: '并发编号',
  parts: [{ type: 'fixedChar', value: 'RC' }, { type: 'seq', width: 5 }],
  resetCycle: 'none',
};

describe.each(eachDatabase)('[%s] 单号规则 editing', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  const tokens = new Map<string, string>();

  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    for (const account of ['admin', 'buyer']) {
      const password = DEMO_USERS.find((user) => user.account === account)?.password ?? '';
      const response = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account, password } });
      expect(response.statusCode, response.body).toBe(200);
      tokens.set(account, response.json<Envelope<LoginInfo>>().data.accessToken);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, account = 'admin') =>
    app.inject({ method: 'POST', url: `/gateway/system/serial-number${url}`, headers: { authorization: `Bearer ${tokens.get(account) ?? ''}` }, payload });
  const save = (body: SerialNumberSaveBody, account = 'admin') => post('/save', body, account);
  async function preview(ruleCode: string): Promise<SerialNumberPreview> {
    const response = await app.inject({ method: 'GET', url: `/gateway/system/serial-number/preview?ruleCode=${ruleCode}`, headers: { authorization: `Bearer ${tokens.get('admin') ?? ''}` } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<SerialNumberPreview>>().data;
  }
  async function saved(body: SerialNumberSaveBody): Promise<SerialNumberSaved> {
    const response = await save(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<SerialNumberSaved>>().data;
  }

  it('adds a rule, refuses its code twice and a bad rule in Chinese', async () => {
    const body: SerialNumberSaveBody = {
      ruleCode: 'TEST_ADMIN_ADD',
      ruleName: ' 测试新增 ',
      parts: [{ type: 'fixedChar', value: 'TA' }, { type: 'paramCode', value: 'orgCode' }, { type: 'dateFormat', value: 'YYMMDD' }, { type: 'seq', width: 3 }],
      resetCycle: 'every_day',
    };
    const created = await saved(body);
    expect(created).toEqual({ id: expect.any(Number), version: 0 });
    expect((await preview('TEST_ADMIN_ADD')).pattern).toBe('TA{orgCode}YYMMDD###');

    const again = await save(body);
    expect(again.statusCode).toBe(400);
    expect(again.json<Envelope<null>>().message).toBe(SERIAL_RULE_MESSAGES.ruleCodeTaken('TEST_ADMIN_ADD'));

    const noDay = await save({ ...body, ruleCode: 'TEST_ADMIN_BAD', parts: [{ type: 'fixedChar', value: 'TB' }, { type: 'seq', width: 3 }] });
    expect(noDay.statusCode).toBe(400);
    expect(noDay.json<Envelope<null>>().message).toBe(SERIAL_RULE_MESSAGES.dateTooCoarse);
    const badWidth = await save({ ...body, ruleCode: 'TEST_ADMIN_BAD', parts: [{ type: 'dateFormat', value: 'YYYYMMDD' }, { type: 'seq', width: 0 }] });
    expect(badWidth.json<Envelope<null>>().message).toBe('第2段：流水号位数须为 1～12 的整数');
    const english = await app.inject({
      method: 'POST',
      url: '/gateway/system/serial-number/save',
      headers: { authorization: `Bearer ${tokens.get('admin') ?? ''}`, 'accept-language': 'en' },
      payload: { ...body, ruleCode: 'TEST_ADMIN_BAD', parts: [] },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json<Envelope<null>>().message).toBe('The rule needs at least one part');
  });

  it('edits with the version read: a stale version is 409, the code stays', async () => {
    const body: SerialNumberSaveBody = { ruleCode: 'TEST_ADMIN_EDIT', ruleName: '测试编辑', parts: [{ type: 'fixedChar', value: 'TE' }, { type: 'seq', width: 4 }], resetCycle: 'none' };
    const { id } = await saved(body);
    const edited = await saved({ ...body, id, version: 0, ruleName: '测试编辑2', parts: [{ type: 'fixedChar', value: 'TE' }, { type: 'dateFormat', value: 'YYYY' }, { type: 'seq', width: 6 }] });
    expect(edited).toEqual({ id, version: 1 });
    expect((await preview('TEST_ADMIN_EDIT')).pattern).toBe('TEYYYY######');

    const stale = await save({ ...body, id, version: 0 });
    expect(stale.statusCode).toBe(409);
    const renamed = await save({ ...body, id, version: 1, ruleCode: 'TEST_ADMIN_OTHER' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json<Envelope<null>>().message).toBe(SERIAL_RULE_MESSAGES.ruleCodeFixed);
    const missing = await save({ ...body, id: 999_999_999, version: 0 });
    expect(missing.statusCode).toBe(404);
  });

  it('holds 新增, 编辑 and 重置 behind their buttons', async () => {
    const body: SerialNumberSaveBody = { ruleCode: 'TEST_ADMIN_DENIED', ruleName: '无权', parts: [{ type: 'seq', width: 4 }], resetCycle: 'none' };
    expect((await save(body, 'buyer')).statusCode).toBe(403);
    expect((await post('/reset', { id: 1 }, 'buyer')).statusCode).toBe(403);
  });

  it('resets the counter of the current period, so the next draw starts at 1 again', async () => {
    const { db } = database();
    const { id } = await saved({ ruleCode: 'TEST_ADMIN_RESET', ruleName: '测试重置', parts: [{ type: 'fixedChar', value: 'RS' }, { type: 'paramCode', value: 'orgCode' }, { type: 'seq', width: 3 }], resetCycle: 'none' });
    for (const orgCode of ['A', 'A', 'B']) await nextSerial(db, 'TEST_ADMIN_RESET', { orgCode });
    expect(await nextSerial(db, 'TEST_ADMIN_RESET', { orgCode: 'A' })).toBe('RSA003');
    const reset = await post('/reset', { id });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json<Envelope<SerialNumberResetResult>>()).toMatchObject({ message: '重置成功', data: { ruleCode: 'TEST_ADMIN_RESET', periodKey: '-', next: 'RS{orgCode}001' } });
    expect(await nextSerial(db, 'TEST_ADMIN_RESET', { orgCode: 'A' })).toBe('RSA001');
    expect(await nextSerial(db, 'TEST_ADMIN_RESET', { orgCode: 'B' })).toBe('RSB001');
    expect((await post('/reset', { id: 999_999_999 })).statusCode).toBe(404);
  });

  it('carries today’s count to the new period key when the reset cycle changes', async () => {
    const { db } = database();
    const body: SerialNumberSaveBody = { ruleCode: 'TEST_ADMIN_CYCLE', ruleName: '测试周期', parts: [{ type: 'fixedChar', value: 'CY' }, { type: 'dateFormat', value: 'YYYYMMDD' }, { type: 'seq', width: 3 }], resetCycle: 'every_day' };
    const { id } = await saved(body);
    await nextSerial(db, 'TEST_ADMIN_CYCLE');
    await nextSerial(db, 'TEST_ADMIN_CYCLE');
    await saved({ ...body, id, version: 0, resetCycle: 'every_month' });
    expect((await nextSerial(db, 'TEST_ADMIN_CYCLE')).endsWith('003')).toBe(true);
  });

  it('gives 50 parallel draws of one rule 50 distinct numbers', async () => {
    const { db } = database();
    await saved(RACE);
    const numbers = await Promise.all(Array.from({ length: 50 }, () => nextSerial(db, RACE.ruleCode)));
    expect(new Set(numbers).size).toBe(50);
    expect([...numbers].sort()).toEqual(Array.from({ length: 50 }, (_, index) => `RC${String(index + 1).padStart(5, '0')}`));
  });

  it('gives 50 parallel saves that each draw a number 50 distinct numbers, all written', async () => {
    const { db } = database();
    await db.execute(sql`create table test_serial_document (doc_no text primary key)`);
    const numbers = await Promise.all(
      Array.from({ length: 50 }, () =>
        db.transaction(async (tx) => {
          const number = await nextSerial(tx, RACE.ruleCode);
          await tx.execute(sql`insert into test_serial_document (doc_no) values (${number})`);
          return number;
        }),
      ),
    );
    expect(new Set(numbers).size).toBe(50);
    const written = await db.execute(sql`select count(*)::int as n from test_serial_document`);
    expect(Number((written.rows[0] as { n: number }).n)).toBe(50);
  });

  it('gives 50 parallel contract saves through the API 50 distinct contract numbers', async () => {
    const line = { matCode: '1001010001', matName: '玉米（国标二等）', quantity: '10', unitCode: 'T', priceWithTax: '2300', taxRate: '9' };
    const contract = {
      contractName: '并发编号测试合同',
      contractCategory: 'fixedPrice',
      orgCode: '101001',
      orgName: '河北饲料有限公司',
      supplierSn: 'S0001',
      supplierName: '中粮贸易（大连）有限公司',
      categoryCode: '100101',
      categoryName: '玉米',
      startDate: '2026-12-01',
      endDate: '2027-05-31',
      lines: [line],
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({ method: 'POST', url: '/gateway/purchase/api/v1/contract/head/save', headers: { authorization: `Bearer ${tokens.get('admin') ?? ''}` }, payload: contract }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const numbers = answers.map((answer) => answer.json<Envelope<ContractSaveResult>>().data.contractNo);
    expect(new Set(numbers).size).toBe(50);
  });
});

