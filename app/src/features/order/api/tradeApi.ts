/**
 * The calls of 多边贸易 (issue 26) under /material/api/v1/multi-trade: the chains (POST page), their
 * detail, 计算 (nothing stored), 保存草稿, 提交, 取消, the 商务明细 / 贸易明细 / 出厂记录 / 到货记录 lists
 * (POST …/page bodies of the list engine), 登记出厂 / 登记到货, the material lookup of the menu and the
 * lists' export tasks. Moves resolve with the gateway's message; the call layer shows refusals, except
 * a dialog's 400/409/422, left to the dialog.
 */
import type { TableRequestParams, TableRequestResult } from '@srm/design-system';
import type { LookupPage, Material, MultiTradeBody, MultiTradeCalculation, MultiTradeDetail, MultiTradeMovementBody, MultiTradeRow, MultiTradeSaved } from '@srm/gateway/api';
import { exportTask, request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';

export const MULTI_TRADE_API = '/material/api/v1/multi-trade';

export const TRADE_URLS = {
  page: `${MULTI_TRADE_API}/page`,
  commerce: `${MULTI_TRADE_API}/commerce/page`,
  legs: `${MULTI_TRADE_API}/detail-list/page`,
  outfactory: `${MULTI_TRADE_API}/outfactory/page`,
  arrive: `${MULTI_TRADE_API}/arrive/page`,
} as const;
export type TradeListUrl = (typeof TRADE_URLS)[keyof typeof TRADE_URLS];

/** A row of 商务明细 (view mat_view_multi_trade_commerce): each company's side of each leg. */
export interface TradeCommerceRow {
  id: number;
  tradeId: number;
  tradeNo: string;
  status: MultiTradeRow['status'];
  tradeDate: string;
  categoryCode: string;
  matCode: string;
  matName: string;
  unitCode: string;
  legNo: number;
  side: 'sell' | 'buy';
  orgCode: string;
  orgName: string | null;
  counterpartOrgCode: string;
  counterpartOrgName: string | null;
  priceWithTax: string;
  taxRate: string;
  quantity: string;
  amount: string;
  margin: string;
}

/** A row of 贸易明细 (view mat_view_multi_trade_leg): each leg with its chain's number and material. */
export interface TradeLegRow {
  id: number;
  tradeId: number;
  tradeNo: string;
  status: MultiTradeRow['status'];
  tradeDate: string;
  orgCode: string;
  categoryCode: string;
  matCode: string;
  matName: string;
  unitCode: string;
  legNo: number;
  sellerOrgCode: string;
  sellerOrgName: string | null;
  buyerOrgCode: string;
  buyerOrgName: string | null;
  priceWithTax: string;
  taxRate: string;
  quantity: string;
  amount: string;
  margin: string;
}

/** A row of 出厂记录 / 到货记录 (views mat_view_multi_trade_outfactory / _arrive). */
export interface TradeMovementRow {
  id: number;
  tradeId: number;
  tradeNo: string;
  kind: 'outfactory' | 'arrive';
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  matCode: string;
  matName: string;
  unitCode: string;
  pickApplyId: number | null;
  applyNo: string | null;
  vehicleId: number | null;
  plateNo: string;
  quantity: string;
  movedTime: string;
  remark: string | null;
  createdBy: string | null;
  createdTime: string;
}

/** A call's answer and the gateway's message (操作成功 …). */
export interface OrderCallResult<T> {
  data: T;
  message: string;
}

/** A write: POST by default (a GET's data as its query); `allowedCodes` are left to the caller (a dialog). */
export async function withMessage<T>(method: 'GET' | 'POST', url: string, data: unknown, allowedCodes: readonly number[] = []): Promise<OrderCallResult<T>> {
  const envelope = await requestEnvelope<T>({ method, url, data }, { allowedCodes });
  return { data: envelope.data, message: envelope.message };
}

/** One POST …/page of the list engine with the table's filters. */
export function postTable<T>(url: string, params: TableRequestParams): Promise<TableRequestResult<T>> {
  return requestTable<T>({ method: 'POST', url, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchTradePage = (params: TableRequestParams) => postTable<MultiTradeRow>(TRADE_URLS.page, params);
export const fetchCommercePage = (params: TableRequestParams) => postTable<TradeCommerceRow>(TRADE_URLS.commerce, params);
export const fetchLegPage = (params: TableRequestParams) => postTable<TradeLegRow>(TRADE_URLS.legs, params);
export const fetchOutfactoryPage = (params: TableRequestParams) => postTable<TradeMovementRow>(TRADE_URLS.outfactory, params);
export const fetchArrivePage = (params: TableRequestParams) => postTable<TradeMovementRow>(TRADE_URLS.arrive, params);

/** An export task of a POST …/page list with the current query (the download centre shows it). */
export function exportList(url: string, params: TableRequestParams, fileName: string): Promise<{ id: number; fileName: string }> {
  return exportTask({ method: 'POST', url, data: toListBody(params) }, { fileName });
}

/** GET multi-trade/detail?id=: the chain and its legs. */
export function fetchTradeDetail(id: number): Promise<MultiTradeDetail> {
  return request<MultiTradeDetail>({ method: 'GET', url: `${MULTI_TRADE_API}/detail`, data: { id } });
}

/** POST multi-trade/calculate: each leg's amount and margin and the total margin, nothing stored. */
export function calculateTrade(body: MultiTradeBody): Promise<OrderCallResult<MultiTradeCalculation>> {
  return withMessage<MultiTradeCalculation>('POST', `${MULTI_TRADE_API}/calculate`, body, [400, 404, 409, 422]);
}

/** POST multi-trade/save (order:multi-trade:add): a draft. */
export function saveTradeDraft(body: MultiTradeBody): Promise<OrderCallResult<MultiTradeSaved>> {
  return withMessage<MultiTradeSaved>('POST', `${MULTI_TRADE_API}/save`, body, [400, 404, 409, 422]);
}

/** POST multi-trade/commit (order:multi-trade:commit): a new chain committed at once, or a draft (id and version) committed. */
export function commitTrade(body: MultiTradeBody, allowedCodes: readonly number[] = [400, 404, 409, 422]): Promise<OrderCallResult<MultiTradeSaved>> {
  return withMessage<MultiTradeSaved>('POST', `${MULTI_TRADE_API}/commit`, body, allowedCodes);
}

/** POST multi-trade/cancel {id, version}: a draft, or a committed chain without pick applies. */
export function cancelTrade(row: Pick<MultiTradeRow, 'id' | 'version'>): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${MULTI_TRADE_API}/cancel`, { id: row.id, version: row.version });
}

/** POST multi-trade/movement/save (order:multi-trade:record): 登记出厂 or 登记到货. */
export function saveMovement(body: MultiTradeMovementBody): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${MULTI_TRADE_API}/movement/save`, body, [400, 404, 409, 422]);
}

/** The materials of the 多边贸易 menu by code or name (one page of 20). */
export async function fetchTradeMaterials(keyword: string, page: number, signal?: AbortSignal): Promise<{ options: Material[]; total: number }> {
  const term = keyword.trim();
  const answer = await request<LookupPage<Material>>(
    { url: '/system/sysUserMenuOrgCategory/getMaterialByMenu', data: { menuCode: 'order:multi-trade', page, pageSize: 20, ...(term ? { keyword: term } : {}) }, signal },
    { silent: true },
  );
  return { options: answer.result, total: answer.total };
}
