import { expect, type APIRequestContext } from '@playwright/test';

/**
 * What the contract specs do through the gateway's API rather than the browser: setting a case up (a
 * contract saved and moved by its calls) and the outside systems (OA and the seal system report by the
 * contract callback, with the secret playwright.config.ts gives the gateway).
 */

export const CONTRACT_HEAD = '/gateway/purchase/api/v1/contract/head';
const CALLBACK = '/gateway/purchase/api/v1/contract/callback';
const CALLBACK_SECRET = 'e2e-contract-callback-secret';

interface Answer<T> {
  success: boolean;
  message: string;
  data: T;
}

/** A gateway call as `token`'s user; fails the test with the gateway's message unless it succeeds. */
export async function gatewayCall<T>(request: APIRequestContext, token: string, method: 'GET' | 'POST' | 'PUT', url: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, headers: { Authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
  const body = (await response.json()) as Answer<T>;
  expect(body.success, `${method} ${url}: ${body.message}`).toBe(true);
  return body.data;
}

/** OA (OA, CHANGE, REBATE) or the seal system (SEAL) reports `status` of `bizKey`: the callback's answer. */
export async function reportCallback(
  request: APIRequestContext,
  bizKey: string,
  bizType: 'OA' | 'SEAL' | 'CHANGE' | 'REBATE',
  status: string,
): Promise<{ outcome: string; status: string }> {
  const response = await request.post(CALLBACK, { headers: { 'X-Callback-Secret': CALLBACK_SECRET }, data: { bizKey, bizType, status } });
  const answer = (await response.json()) as Answer<{ outcome: string; status: string }>;
  expect(answer.success, answer.message).toBe(true);
  return answer.data;
}

/**
 * Saves a new draft contract of 河北饲料有限公司 with 中粮贸易（大连）for corn: by default two lines,
 * 100 t × 2 500 + 50.5 t × 3 000.5 = 401 525.25 (the gateway computes the amounts); `overrides`
 * replaces any field of the body.
 */
export function saveContract(
  request: APIRequestContext,
  token: string,
  contractName: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; contractNo: string; version: number }> {
  return gatewayCall(request, token, 'POST', `${CONTRACT_HEAD}/save`, {
    contractName,
    contractCategory: 'fixedPrice',
    orgCode: '101001',
    orgName: '河北饲料有限公司',
    supplierSn: 'S0001',
    supplierName: '中粮贸易（大连）有限公司',
    categoryCode: '100101',
    categoryName: '玉米',
    currencyCode: 'CNY',
    signDate: '2026-11-01',
    startDate: '2026-11-01',
    endDate: '2027-04-30',
    lines: [
      { matCode: 'M100101', matName: '二等黄玉米', quantity: '100', unitCode: 't', priceWithTax: '2500', taxRate: '9' },
      { matCode: 'M100102', matName: '一等黄玉米', quantity: '50.5', unitCode: 't', priceWithTax: '3000.5', taxRate: '9' },
    ],
    rebates: [],
    ...overrides,
  });
}

/**
 * A new contract (saveContract's, with `overrides`) submitted, approved by OA's callback, sent, and
 * sealed by both parties (the seal system's SIGN_BUY then SIGN): in force, status SIGN.
 */
export async function signedContract(
  request: APIRequestContext,
  token: string,
  contractName: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; contractNo: string }> {
  const saved = await saveContract(request, token, contractName, overrides);
  const version = async () => (await gatewayCall<{ version: number }>(request, token, 'GET', `${CONTRACT_HEAD}/detail?id=${saved.id}`)).version;
  const report = async (bizType: 'OA' | 'SEAL', status: string) => expect(await reportCallback(request, saved.contractNo, bizType, status)).toEqual({ outcome: 'applied', status });
  await gatewayCall(request, token, 'PUT', `${CONTRACT_HEAD}/status`, { id: saved.id, version: await version(), action: 'submit' });
  await report('OA', 'APPROVED');
  await gatewayCall(request, token, 'PUT', `${CONTRACT_HEAD}/status`, { id: saved.id, version: await version(), action: 'send' });
  await report('SEAL', 'SIGN_BUY');
  await report('SEAL', 'SIGN');
  const detail = await gatewayCall<{ status: string }>(request, token, 'GET', `${CONTRACT_HEAD}/detail?id=${saved.id}`);
  expect(detail.status).toBe('SIGN');
  return { id: saved.id, contractNo: saved.contractNo };
}
