/**
 * The catalogue of the areas' own messages (modules/<area>/message-texts.ts): representative texts read in
 * English with their key; no Chinese text is registered twice; and every message the contract, system,
 * print, lookups and downloads modules write (their *_MESSAGES and the literals they throw) is catalogued,
 * so that a new message without an English twin fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ErrorEnvelope, LoginInfo } from '../src/api/index.js';
import { registeredMessages, translateMessage, type MessageEntry } from '../src/core/message-catalogue.js';
import { CHANGE_MESSAGES, CHANGE_STATUS_LABELS } from '../src/modules/contract/change.js';
import { CONTRACT_DOCUMENT_MESSAGES } from '../src/modules/contract/document.js';
import { EXE_STATUS_LABELS, EXECUTION_MESSAGES, SEAL_STATUS_LABELS, type ExeStatus } from '../src/modules/contract/execution-rules.js';
import { CONTRACT_MESSAGE_TEXTS } from '../src/modules/contract/message-texts.js';
import { REBATE_MESSAGES } from '../src/modules/contract/rebate-company.js';
import { REBATE_STATUS_LABELS } from '../src/modules/contract/rebate-rules.js';
import { CONTRACT_EVENT_LABELS, CONTRACT_STATUS_LABELS, type ContractEvent, type ContractStatus } from '../src/modules/contract/status-machine.js';
import { STATUS_MESSAGES } from '../src/modules/contract/status-routes.js';
import { STRATEGIC_MESSAGES } from '../src/modules/contract/strategic.js';
import { DOWNLOAD_MESSAGES } from '../src/modules/downloads/export-job.js';
import { DOWNLOAD_MESSAGE_TEXTS } from '../src/modules/downloads/message-texts.js';
import { TRANSFER_STORE_MESSAGES } from '../src/modules/lookups/inventory.js';
import { LOOKUP_MESSAGE_TEXTS } from '../src/modules/lookups/message-texts.js';
import { MASTER_MESSAGE_TEXTS } from '../src/modules/master/message-texts.js';
import { PRINT_MESSAGES } from '../src/modules/print/messages.js';
import { PRINT_MESSAGE_TEXTS } from '../src/modules/print/message-texts.js';
import { SUPPLIER_MESSAGE_TEXTS } from '../src/modules/supplier/message-texts.js';
import { YEAR_DEMAND_MESSAGE_TEXTS } from '../src/modules/demand/year-demand-message-texts.js';
import { MONTH_DEMAND_MESSAGE_TEXTS } from '../src/modules/demand/month-message-texts.js';
import { PICK_MESSAGE_TEXTS } from '../src/modules/pick/pick-message-texts.js';
import { CHECK_MESSAGE_TEXTS } from '../src/modules/settlement/check-message-texts.js';
import { INVOICE_MESSAGE_TEXTS } from '../src/modules/settlement/invoice-message-texts.js';
import { PURCHASE_MESSAGE_TEXTS } from '../src/modules/order/purchase-message-texts.js';
import { SALE_MESSAGE_TEXTS } from '../src/modules/order/sale-message-texts.js';
import { TRADE_MESSAGE_TEXTS } from '../src/modules/order/trade-message-texts.js';
import { RETURN_MESSAGE_TEXTS } from '../src/modules/order/return-message-texts.js';
import { MARKET_MESSAGE_TEXTS } from '../src/modules/report/market-message-texts.js';
import { APP_USER_MESSAGE_TEXTS } from '../src/modules/mobile/user-message-texts.js';
import { REPORT_MESSAGE_TEXTS } from '../src/modules/report/report-message-texts.js';
import { LOGIN_MESSAGES } from '../src/modules/system/login.js';
import { SYSTEM_MESSAGE_TEXTS } from '../src/modules/system/message-texts.js';
import { ASSIGNMENT_MESSAGES } from '../src/modules/system/user-assignments.js';
import { IMPORT_MESSAGES as PIPELINE_MESSAGES } from '../src/core/import/pipeline.js';
import { IMPORT_MESSAGES } from '../src/modules/system/user-import-rows.js';
import { buildServer, type GatewayApp } from '../src/server.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const AREAS = ['contract', 'system', 'print', 'lookups', 'downloads', 'master', 'supplier', 'demand', 'pick', 'settlement', 'order', 'report', 'mobile'] as const;
const MODULES = join(import.meta.dirname, '../src/modules');
const AREA_TEXTS: readonly MessageEntry[] = [
  ...CONTRACT_MESSAGE_TEXTS,
  ...SYSTEM_MESSAGE_TEXTS,
  ...PRINT_MESSAGE_TEXTS,
  ...LOOKUP_MESSAGE_TEXTS,
  ...DOWNLOAD_MESSAGE_TEXTS,
  ...MASTER_MESSAGE_TEXTS,
  ...SUPPLIER_MESSAGE_TEXTS,
  ...YEAR_DEMAND_MESSAGE_TEXTS,
  ...MONTH_DEMAND_MESSAGE_TEXTS,
  ...PICK_MESSAGE_TEXTS,
  ...CHECK_MESSAGE_TEXTS,
  ...INVOICE_MESSAGE_TEXTS,
  ...PURCHASE_MESSAGE_TEXTS,
  ...SALE_MESSAGE_TEXTS,
  ...TRADE_MESSAGE_TEXTS,
  ...RETURN_MESSAGE_TEXTS,
  ...REPORT_MESSAGE_TEXTS,
  ...MARKET_MESSAGE_TEXTS,
  ...APP_USER_MESSAGE_TEXTS,
];
const HAN = /\p{Script=Han}/u;

/** Texts of *_MESSAGES that are data, never an answer's message (a stored remark, a field of the data). */
const NOT_MESSAGES = new Set(['MERGE_MESSAGES.remark', 'MERGE_ROUTE_MESSAGES.note', 'REQUIREMENT_CHECK_MESSAGES.noCheck', 'REQUIREMENT_CHECK_MESSAGES.checkBy']);

const english = (text: string) => translateMessage(text, 'en');

function sourceFiles(area: string): string[] {
  return readdirSync(join(MODULES, area))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(MODULES, area, file));
}

/** A message function's text with placeholder values: '1' for each argument (a list when it joins one). */
function sample(message: (...args: never[]) => unknown): unknown {
  const call = message as (...args: unknown[]) => unknown;
  try {
    return call(...Array.from({ length: message.length }, () => '1'));
  } catch {
    return call(...Array.from({ length: message.length }, () => ['1']));
  }
}

describe('the areas\' messages in English', () => {
  it('translates representative texts with their key', () => {
    expect(english('合同不存在')).toEqual({ key: 'contract.notFound', text: 'The contract does not exist' });
    expect(english(CONTRACT_DOCUMENT_MESSAGES.notFound)).toEqual({ key: 'list.notFound', text: 'The contract does not exist or you may not see it' });
    expect(english(STATUS_MESSAGES.forbiddenMove('HT001', 'draft', 'close'))).toEqual({ key: 'contract.moveNotAllowed', text: 'Contract HT001 is “Draft” and cannot be closed' });
    expect(english(CONTRACT_DOCUMENT_MESSAGES.notEditable('HT001', 'APPROVING'))).toEqual({ key: 'contract.notEditable', text: 'Contract HT001 is “Under approval” and cannot be edited' });
    expect(english(REBATE_MESSAGES.forbidden('approved', '撤回'))?.text).toBe('The rebate agreement is “Approved” and cannot be withdrawn');
    expect(english(STRATEGIC_MESSAGES.differs('供应商', 'HT001', 'S01', 'ZL001', 'S02'))?.text).toBe(
      'The supplier of contract HT001 (S01) does not match that of strategic contract ZL001 (S02); they cannot be linked',
    );
    expect(english(LOGIN_MESSAGES.badCredentials)).toEqual({ key: 'system.badCredentials', text: 'Wrong user name or password' });
    expect(english(ASSIGNMENT_MESSAGES.unknownIds('组织', [5, 6]))).toEqual({ key: 'system.unknownIds', text: 'Unknown organisation ID: 5、6' });
    expect(english(PRINT_MESSAGES.templateFileMissing)).toEqual({ key: 'print.templateFileMissing', text: 'The template file does not exist; please upload it again' });
    expect(english(PRINT_MESSAGES.codeTaken('PT01'))).toEqual({ key: 'print.codeTaken', text: 'Template code PT01 already exists' });
    expect(english(TRANSFER_STORE_MESSAGES.notTradingCompany)?.key).toBe('lookups.notTradingCompany');
    expect(english(DOWNLOAD_MESSAGES.tooManyRows(50000))).toEqual({ key: 'downloads.tooManyRows', text: 'The export has more than 50000 rows; please narrow the search and try again' });
    // zh-CN keeps the text as it is, with its key.
    expect(translateMessage('合同不存在', 'zh-CN')).toEqual({ key: 'contract.notFound', text: '合同不存在' });
  });

  it('translates each problem of a list of rows', () => {
    const problems = ['第2行：数量须大于0', '第3行：原合同中没有这行明细', `第4行：${CHANGE_MESSAGES.otherContract}`].join('；');
    expect(english(problems)).toEqual({
      key: 'row.problems',
      text: 'Row 2: The quantity must be greater than 0; Row 3: The original contract has no such line; Row 4: The contract of a change order cannot be replaced',
    });
    expect(english(PIPELINE_MESSAGES.refused(3, `第2行：${IMPORT_MESSAGES.employeeCodeRequired}；第3行：${IMPORT_MESSAGES.userUnknown('E9')}；……`))?.text).toBe(
      'Import failed; nothing was imported. 3 errors: Row 2: The employee number is required; Row 3: No user has the employee number E9; ……',
    );
  });

  it('names every status and action of a refusal in English', () => {
    for (const status of Object.keys(CONTRACT_STATUS_LABELS) as ContractStatus[]) {
      for (const event of Object.keys(CONTRACT_EVENT_LABELS) as ContractEvent[]) {
        const translated = english(STATUS_MESSAGES.forbiddenMove('HT001', status, event));
        expect(translated?.text, `${status} ${event}`).not.toMatch(HAN);
      }
    }
    for (const status of Object.keys(CHANGE_STATUS_LABELS) as (keyof typeof CHANGE_STATUS_LABELS)[]) {
      for (const action of ['修改', '提交', '删除']) expect(english(CHANGE_MESSAGES.notEditable('BG001', status, action))?.text).not.toMatch(HAN);
    }
    for (const status of Object.keys(REBATE_STATUS_LABELS) as (keyof typeof REBATE_STATUS_LABELS)[]) {
      for (const action of ['修改', '删除', '提交', '撤回', '作废']) expect(english(REBATE_MESSAGES.forbidden(status, action))?.text).not.toMatch(HAN);
    }
    for (const sealStatus of Object.keys(SEAL_STATUS_LABELS)) expect(english(EXECUTION_MESSAGES.sealState('HT001', sealStatus))?.text).not.toMatch(HAN);
    const exeStatuses = Object.keys(EXE_STATUS_LABELS) as ExeStatus[];
    for (const from of exeStatuses) for (const to of exeStatuses) expect(english(EXECUTION_MESSAGES.exeMove('HT001', from, to))?.text).not.toMatch(HAN);
  });

  it('gives each text one English twin, for each of its values', () => {
    // Every registration of every area (the modules register theirs when they load; a module loaded
    // twice, as test files sharing a worker may, registers the same entries again). One text registered by
    // two areas with the same English (待接单 is a pick-up order's and a purchase order's status) is one
    // translation; the same text with two different English twins could not be translated.
    const registered = [...new Map(registeredMessages().map((entry) => [`${String(entry.zh)} ${entry.en}`, entry])).values()];
    expect(registered.length).toBeGreaterThan(AREA_TEXTS.length);
    const exact = registered.filter((entry) => typeof entry.zh === 'string').map((entry) => entry.zh as string);
    expect(exact.filter((zh, index) => exact.indexOf(zh) !== index)).toEqual([]);
    const patterns = registered.filter((entry) => entry.zh instanceof RegExp).map((entry) => `${String(entry.zh)} ${entry.en}`);
    expect(patterns.filter((pattern, index) => patterns.indexOf(pattern) !== index)).toEqual([]);

    for (const entry of AREA_TEXTS) {
      expect(entry.key).toMatch(/^[a-z]+(\.[A-Za-z]+)+$/);
      expect(entry.en, entry.key).not.toMatch(HAN);
      if (typeof entry.zh === 'string') {
        // A text two areas share answers the key of whichever registered it last (the order the test
        // files of this worker loaded the areas in): any of the keys registered with this text.
        const keys = registeredMessages().filter((other) => other.zh === entry.zh).map((other) => other.key);
        const answer = translateMessage(entry.zh, 'en');
        expect(answer?.text, entry.zh).toBe(entry.en);
        expect(keys, entry.zh).toContain(answer?.key);
      } else {
        const groups = (new RegExp(`${entry.zh.source}|`).exec('')?.length ?? 1) - 1;
        const used = [...entry.en.matchAll(/\{(\d)\}/g)].map((match) => Number(match[1]));
        expect(Math.max(0, ...used), entry.key).toBeLessThanOrEqual(groups);
      }
    }
  });
});

describe('every message of the areas is catalogued', () => {
  it('catalogues every exported message (the *_MESSAGES, message constants)', async () => {
    const missing: string[] = [];
    for (const area of AREAS) {
      for (const file of sourceFiles(area)) {
        const exported = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
        for (const [name, value] of Object.entries(exported)) {
          if (typeof value === 'string' && HAN.test(value) && !english(value)) missing.push(`${area}: ${name} ${value}`);
          if (!name.endsWith('_MESSAGES') || typeof value !== 'object' || value === null) continue;
          for (const [key, message] of Object.entries(value)) {
            if (NOT_MESSAGES.has(`${name}.${key}`)) continue;
            const text = typeof message === 'function' ? sample(message as (...args: never[]) => unknown) : message;
            if (typeof text === 'string' && !english(text)) missing.push(`${area}: ${name}.${key} ${text}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('catalogues every Chinese literal thrown in the areas\' sources', () => {
    // `new ApiError(422, '…')` or `new SomeError('…')` with a literal message; in a template, 请求参数错误 stands
    // for itself and any other value for 1.
    const literal = /new \w*Error\(\s*(?:\d+\s*,\s*)?(['`])((?:(?!\1)[^\\]|\\.)*?)\1/g;
    expect([...`throw new ApiError(404, '合同不存在'); throw new ImportFileError(\`第\${row}行\`);`.matchAll(literal)].map((match) => match[2])).toEqual(['合同不存在', '第${row}行']);
    const missing: string[] = [];
    for (const area of AREAS) {
      for (const file of sourceFiles(area)) {
        for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
          const text = (match[2] ?? '').replace(/\$\{MESSAGES\.badRequest\}/g, '请求参数错误').replace(/\$\{[^}]*\}/g, '1');
          if (!HAN.test(text)) continue;
          if (!english(text)) missing.push(`${area}: ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe.each(eachDatabase)('[%s] the areas\' messages through the server', (_name, target) => {
  const database = useTestDatabase(target);
  let app: GatewayApp;
  let admin: string;
  beforeAll(async () => {
    app = buildServer({ db: database() });
    await app.ready();
    const signedIn = await app.inject({ method: 'POST', url: '/gateway/system/login/loginByAccount', payload: { account: 'admin', password: 'Admin@123' } });
    admin = signedIn.json<Envelope<LoginInfo>>().data.accessToken;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a missing contract in English with its errorCode', async () => {
    const url = '/gateway/purchase/api/v1/contract/head/status-log?id=999999999';
    const english = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' } });
    expect(english.statusCode).toBe(404);
    expect(english.json<ErrorEnvelope>()).toMatchObject({ success: false, message: 'The contract does not exist', errorCode: 'contract.notFound' });
    const chinese = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
    expect(chinese.json<ErrorEnvelope>()).toMatchObject({ success: false, message: '合同不存在', errorCode: 'contract.notFound' });
  });

  it('answers a refused sign-in in English with its errorCode', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/gateway/system/login/loginByAccount',
      payload: { account: 'admin', password: 'wrong-password' },
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(refused.json<ErrorEnvelope>()).toMatchObject({ success: false, message: 'Wrong user name or password', errorCode: 'system.badCredentials' });
  });
});
