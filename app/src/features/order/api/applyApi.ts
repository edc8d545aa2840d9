/**
 * The calls of 提货申请 (issue 26) under /material/api/v1/pick-apply: the applies (POST page), their
 * detail, 保存, 提交, 取消, 关闭行 (one or a batch), 分配车辆, 变更车辆, and the committed chains a new
 * apply is made against (GET pick-apply/trades). A dialog's 400/409/422 is left to it.
 */
import type { TableRequestParams } from '@srm/design-system';
import type {
  PickApplyAllocationBody,
  PickApplyDetail,
  PickApplyRow,
  PickApplySaveBody,
  PickApplySaved,
  PickApplyTradeOption,
  PickApplyVehicleChangeBody,
} from '@srm/gateway/api';
import { request } from '../../../api/http';
import { postTable, withMessage, type OrderCallResult } from './tradeApi';

export const PICK_APPLY_API = '/material/api/v1/pick-apply';
export const APPLY_URLS = { page: `${PICK_APPLY_API}/page`, vehicleImport: `${PICK_APPLY_API}/vehicle/import` } as const;
const DIALOG_CODES = [400, 404, 409, 422] as const;

export const fetchApplyPage = (params: TableRequestParams) => postTable<PickApplyRow>(APPLY_URLS.page, params);

/** GET pick-apply/detail?id=: the apply, its lines, vehicles and vehicle changes. */
export function fetchApplyDetail(id: number): Promise<PickApplyDetail> {
  return request<PickApplyDetail>({ method: 'GET', url: `${PICK_APPLY_API}/detail`, data: { id } });
}

/** POST pick-apply/save (pick:apply:add): a draft against a committed chain. */
export function saveApply(body: PickApplySaveBody): Promise<OrderCallResult<PickApplySaved>> {
  return withMessage<PickApplySaved>('POST', `${PICK_APPLY_API}/save`, body, DIALOG_CODES);
}

export type ApplyMove = 'commit' | 'cancel';

/** POST pick-apply/commit or /cancel {id, version}. */
export function moveApply(move: ApplyMove, row: Pick<PickApplyRow, 'id' | 'version'>): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PICK_APPLY_API}/${move}`, { id: row.id, version: row.version });
}

/** POST pick-apply/line/close (one line) or line/batch-close (several), with the reason. */
export function closeApplyLines(ids: readonly number[], reason: string): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PICK_APPLY_API}/line/${ids.length === 1 ? 'close' : 'batch-close'}`, { ids: [...ids], reason }, DIALOG_CODES);
}

/** POST pick-apply/allocation (pick:apply:allocate): vehicles for an open line. */
export function allocateVehicles(body: PickApplyAllocationBody): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PICK_APPLY_API}/allocation`, body, DIALOG_CODES);
}

/** POST pick-apply/vehicle/change (pick:apply:vehicle). */
export function changeVehicle(body: PickApplyVehicleChangeBody): Promise<OrderCallResult<unknown>> {
  return withMessage<unknown>('POST', `${PICK_APPLY_API}/vehicle/change`, body, DIALOG_CODES);
}

/** GET pick-apply/trades?keyword=: the committed chains (at most 50) whose last buyer the caller may apply for, with what is left to apply for. */
export function fetchApplyTrades(keyword = ''): Promise<PickApplyTradeOption[]> {
  const term = keyword.trim();
  return request<PickApplyTradeOption[]>({ method: 'GET', url: `${PICK_APPLY_API}/trades`, data: term ? { keyword: term } : {} }, { silent: true });
}
