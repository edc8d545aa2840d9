/**
 * Calls of the demand masters (issue 23, part 3): 小宗物料规则 and prices, 年度预算函, 饲料销量目标 (gateway
 * modules/demand/masters-*.ts), their saves and lookups. A save's 400 (单价须大于0 …) and 409 are not shown
 * by the call layer: the dialog shows them in place. Quantities, prices and amounts are decimal strings.
 */
import { createFileClient, type TableRequestParams, type TableRequestResult } from '@srm/design-system';
import type {
  BudgetLetterRow,
  BudgetLetterSaveBody,
  DemandMasterSaved,
  FeedRawDemand,
  FeedSaleRow,
  FeedSaleSaveBody,
  LookupPage,
  Material,
  SmallMaterialPriceRow,
  SmallMaterialPriceSaveBody,
  SmallMaterialPriceSummaryRow,
  SmallMaterialRuleInput,
  SmallMaterialRuleRow,
  Supplier,
} from '@srm/gateway/api';
import { request, requestEnvelope, requestTable } from '../../../api/http';
import { toListBody } from '../../../api/listQuery';
import { tokenAtom } from '../../../state/session';
import { appStore } from '../../../state/store';

const API = '/demand/api/v1';

export const MASTERS_URLS = {
  rule: `${API}/dem/small-material-rule`,
  price: `${API}/small-material-price`,
  budget: `${API}/dem/budget-letter`,
  feedTarget: `${API}/dem/feed-target-sale`,
  feedEstimate: `${API}/dem/feed-estimate-sale`,
} as const;

/** The refusals the dialogs show themselves. */
export const MASTERS_DIALOG_CODES = [400, 409] as const;

/** The sys_file bizType of a budget letter's attachment (bizKey the letter's id; a new letter's upload is bound by its save). */
export const BUDGET_LETTER_FILE_BIZ_TYPE = 'budgetLetter';

/** The gateway's file calls for the letter's attachment, with the signed-in user's bearer token. */
export const budgetLetterFileClient = createFileClient({
  headers: (): Record<string, string> => {
    const token = appStore.get(tokenAtom);
    return token ? { Authorization: `Bearer ${token}` } : {};
  },
});

function listOf<T>(base: string) {
  return (params: TableRequestParams): Promise<TableRequestResult<T>> => requestTable<T>({ method: 'GET', url: `${base}/page`, data: toListBody(params) as { page?: number; pageSize?: number } });
}

export const fetchRulePage = listOf<SmallMaterialRuleRow>(MASTERS_URLS.rule);
export const fetchPricePage = listOf<SmallMaterialPriceRow>(MASTERS_URLS.price);
export const fetchBudgetLetterPage = listOf<BudgetLetterRow>(MASTERS_URLS.budget);
export const fetchFeedTargetPage = listOf<FeedSaleRow>(MASTERS_URLS.feedTarget);

/** GET dem/feed-target-sale/raw-demand: the raw materials of one org's month of targets. */
export function fetchRawDemand(orgCode: string, yearMonth: string): Promise<FeedRawDemand> {
  return request<FeedRawDemand>({ method: 'GET', url: `${MASTERS_URLS.feedTarget}/raw-demand`, params: { orgCode, yearMonth } });
}

/** GET small-material-price/summary: per material the count, lowest, average and highest price (list filters, e.g. `orgCode.equals`). */
export function fetchPriceSummary(filters: Record<string, string> = {}): Promise<SmallMaterialPriceSummaryRow[]> {
  return request<SmallMaterialPriceSummaryRow[]>({ method: 'GET', url: `${MASTERS_URLS.price}/summary`, params: filters });
}

/** An answer and the gateway's own message for it (新增成功, 修改成功). */
export interface MastersCallResult<T> {
  data: T;
  message: string;
}

async function save<T>(url: string, body: unknown): Promise<MastersCallResult<T>> {
  const envelope = await requestEnvelope<T>({ url, data: body }, { allowedCodes: MASTERS_DIALOG_CODES });
  return { data: envelope.data, message: envelope.message };
}

/** POST small-material-price/save (demand:small-material:edit): without id new, with id and version an edit. */
export const saveSmallMaterialPrice = (body: SmallMaterialPriceSaveBody) => save<DemandMasterSaved>(`${MASTERS_URLS.price}/save`, body);

/** POST dem/small-material-rule/save-batch (demand:small-material:edit): each rule by org and material, added or replaced. */
export const saveSmallMaterialRules = (rules: SmallMaterialRuleInput[]) => save<{ saved: number }>(`${MASTERS_URLS.rule}/save-batch`, { rules });

/** POST dem/budget-letter/save (demand:budget:add, :edit). */
export const saveBudgetLetter = (body: BudgetLetterSaveBody) => save<DemandMasterSaved>(`${MASTERS_URLS.budget}/save`, body);

/** POST dem/feed-target-sale/save or dem/feed-estimate-sale/save (demand:feed-sale:edit). */
export const saveFeedSale = (kind: 'target' | 'estimate', body: FeedSaleSaveBody) =>
  save<DemandMasterSaved>(`${kind === 'target' ? MASTERS_URLS.feedTarget : MASTERS_URLS.feedEstimate}/save`, body);

/** The small-material menu's materials by code or name (one page of 20). */
export async function fetchMasterMaterials(keyword: string, page: number, signal?: AbortSignal): Promise<{ options: Material[]; total: number }> {
  const term = keyword.trim();
  const answer = await request<LookupPage<Material>>(
    { url: '/system/sysUserMenuOrgCategory/getMaterialByMenu', data: { menuCode: 'demand:small-material', page, pageSize: 20, ...(term ? { keyword: term } : {}) }, signal },
    { silent: true },
  );
  return { options: answer.result, total: answer.total };
}

/** The suppliers by name (at most 50). */
export function fetchMasterSuppliers(name: string, signal?: AbortSignal): Promise<Supplier[]> {
  const term = name.trim();
  return request<Supplier[]>({ url: '/supplier/info/getListByName', data: term ? { name: term } : {}, signal }, { silent: true });
}
