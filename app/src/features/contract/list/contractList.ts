/**
 * The 合同列表 as data: the columns of the row the gateway's list engine answers (contract/head
 * custom-page; the row and the body of the list call are in ../api), its search fields (filter keys the
 * engine accepts) and what a batch action sends. Pure.
 */
import type { ProColumn, ProTableSelectionInfo, SearchField } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { contractListBody } from '../api/listBodies';
import type { ContractListItem } from '../api/rows';
import { CONTRACT_STATUSES, statusItems } from './contractStatus';

/** Column settings are kept under this id. */
export const CONTRACT_TABLE_ID = 'contract-list';
/** The column settings' version: '2' since the columns were reordered, so settings saved in the old order give way to it. */
export const CONTRACT_SETTINGS_VERSION = '2';
/** Spec 01 §9: business lists page by 20. */
export const CONTRACT_PAGE_SIZE = 20;

/** Toolbar button codes (seeded menus); the row actions' codes are in contractStatus.ts. */
export const CONTRACT_BUTTONS = {
  close: 'contract:close',
  export: 'contract:export',
} as const;

export const CONTRACT_CATEGORIES = ['strategic', 'fixedPrice', 'basis', 'transfer', 'insured', 'wholesale', 'tentative'] as const;

const categoryLabel = (t: AppT, code: string) => (CONTRACT_CATEGORIES as readonly string[]).includes(code) ? t(`contract.category.${code}` as AppMessageKey) : code;

/** The row actions' column: 详情 编辑 提交审批 作废 (172 px) and the cell's padding. */
export const CONTRACT_ACTION_WIDTH = 220;

/** The widest status label, 已发送供应商 / 待采购方盖章 (six characters), as a tag: 110 px (a status column's default fits four). */
export const CONTRACT_STATUS_WIDTH = 110;

/**
 * The columns in the order a buyer scans a contract: its number (a `code` column wide enough for
 * `CG101001202611270001`, pinned), status, supplier, amount and signing date first, so that at
 * 1440×900 they are all in view between the pinned columns (contractList.test.ts checks the sum);
 * then the name, quantity, contract type, org and category. Widths come from each column's value
 * type; text columns are 150 and truncate with a tooltip.
 */
export function contractColumns(t: AppT): ProColumn<ContractListItem>[] {
  return [
    { key: 'contractNo', title: t('contract.contractNo'), valueType: 'code', sortable: true, fixed: 'left' },
    { key: 'status', title: t('contract.status'), valueType: 'status', options: statusItems(t), width: CONTRACT_STATUS_WIDTH },
    { key: 'supplierName', title: t('contract.supplier'), sortable: true },
    { key: 'totalAmount', title: t('contract.totalAmount'), valueType: 'money', sortable: true },
    { key: 'signDate', title: t('contract.signDate'), valueType: 'date', sortable: true },
    { key: 'contractName', title: t('contract.contractName'), sortable: true, wide: true },
    { key: 'totalQuantity', title: t('contract.totalQuantity'), valueType: 'number', sortable: true },
    { key: 'contractCategory', title: t('contract.contractCategory'), render: (value) => categoryLabel(t, String(value ?? '')) },
    { key: 'orgName', title: t('contract.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'categoryName', title: t('contract.category'), render: (_value, row) => row.categoryName || row.categoryCode },
  ];
}

/**
 * The search form: text fields filter with `contains` (contractNo, contractName, supplierName,
 * orgName, categoryName), the selects with `equals` (status, contractCategory), the signing date
 * with `between`.
 */
export function contractSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'contractNo', label: t('contract.contractNo') },
    { prop: 'contractName', label: t('contract.contractName') },
    { prop: 'supplierName', label: t('contract.supplier') },
    { prop: 'orgName', label: t('contract.org') },
    { prop: 'categoryName', label: t('contract.category') },
    {
      prop: 'status',
      label: t('contract.status'),
      type: 'select',
      options: CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`contract.status.${status}` as AppMessageKey) })),
    },
    { prop: 'contractCategory', label: t('contract.contractCategory'), type: 'select', options: CONTRACT_CATEGORIES.map((code) => ({ value: code, label: categoryLabel(t, code) })) },
    { prop: 'signDate', label: t('contract.signDate'), type: 'daterange' },
  ];
}

/**
 * What a batch call sends for a batch action's target: the ticked ids, or, when the whole result is
 * selected, the list body of the search it came from (page 1) with the rows unticked afterwards; and
 * how many contracts that is.
 */
export function contractBatchTarget({
  payload,
  count,
  query,
}: ProTableSelectionInfo): { whole: false; ids: number[]; count: number } | { whole: true; query: Record<string, unknown>; excludeIds?: number[]; count: number } {
  if ('ids' in payload) return { whole: false, ids: payload.ids.map(Number), count };
  const excludeIds = payload.excludeIds.map(Number);
  return excludeIds.length > 0 ? { whole: true, query: contractListBody(query), excludeIds, count } : { whole: true, query: contractListBody(query), count };
}
