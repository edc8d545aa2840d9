/**
 * 合同变更 as data (issue 8 change-head): the page's views by search params (list, editor, detail),
 * the list's columns and search (the gateway's changeResource), the status labels and tag colours, the
 * row actions each status allows (the gateway's OPEN_EDITABLE_STATUSES) and the user holds the button
 * of, and the option text of a contract a change may be raised on (the bodies of the list calls are in
 * ../api/listBodies.ts). Pure.
 */
import type { ProColumn, SearchField, StatusItem, TagVariant } from '@srm/design-system';
import type { ContractChangeRow, ContractChangeStatus } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { CHANGEABLE_CONTRACT_STATUSES } from '../api/listBodies';
import type { ChangeableContract } from '../api/rows';

/** The page of the menu contract:change. */
export const CHANGE_PATH = '/contract/change';
/** Column settings are kept under this id. */
export const CHANGE_TABLE_ID = 'contract-change-list';
/** Spec 01 §9: business lists page by 20. */
export const CHANGE_PAGE_SIZE = 20;

/** The buttons below the menu contract:change (seeded menus; the gateway checks the same codes). */
export const CHANGE_BUTTONS = {
  add: 'contract:change:add',
  edit: 'contract:change:edit',
  remove: 'contract:change:delete',
  submit: 'contract:change:submit',
} as const;

export const CHANGE_STATUSES = ['draft', 'APPROVING', 'APPROVED', 'REJECT', 'CONFLICT'] as const satisfies readonly ContractChangeStatus[];
/** Statuses a change may be edited, submitted and deleted in (the gateway's OPEN_EDITABLE_STATUSES). */
export const OPEN_CHANGE_STATUSES: readonly string[] = ['draft', 'REJECT', 'CONFLICT'];

export const isChangeableContract = (status: string) => (CHANGEABLE_CONTRACT_STATUSES as readonly string[]).includes(status);

// --- the page's views -------------------------------------------------------------------------

export type ChangeView = { kind: 'list' } | { kind: 'new'; contractId: number } | { kind: 'edit'; id: number } | { kind: 'detail'; id: number };

function positiveId(value: string | null): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** The view of `?id=` (detail), `?edit=` (editor of a change), `?contractId=` (a new change of that contract), else the list. */
export function changeViewOf(search: string): ChangeView {
  const params = new URLSearchParams(search);
  const id = positiveId(params.get('id'));
  if (id !== null) return { kind: 'detail', id };
  const edit = positiveId(params.get('edit'));
  if (edit !== null) return { kind: 'edit', id: edit };
  const contractId = positiveId(params.get('contractId'));
  if (contractId !== null) return { kind: 'new', contractId };
  return { kind: 'list' };
}

export const changeDetailHref = (id: number) => `${CHANGE_PATH}?id=${id}`;
export const changeEditHref = (id: number) => `${CHANGE_PATH}?edit=${id}`;
export const newChangeHref = (contractId: number) => `${CHANGE_PATH}?contractId=${contractId}`;

// --- statuses and actions ---------------------------------------------------------------------

export const changeStatusKey = (status: string) => `contractChange.status.${status}` as AppMessageKey;

/** Being prepared grey, under approval blue, approved green, rejected orange, in conflict red. */
export function changeStatusTone(status: ContractChangeStatus): TagVariant {
  switch (status) {
    case 'draft':
      return 'info';
    case 'APPROVING':
      return 'primary';
    case 'APPROVED':
      return 'success';
    case 'REJECT':
      return 'warning';
    case 'CONFLICT':
      return 'danger';
  }
}

export function changeStatusItems(t: AppT): StatusItem[] {
  return CHANGE_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(changeStatusKey(status)), color: changeStatusTone(status) }));
}

export type ChangeAction = 'edit' | 'submit' | 'delete';
const ACTION_BUTTON: Readonly<Record<ChangeAction, string>> = { edit: CHANGE_BUTTONS.edit, submit: CHANGE_BUTTONS.submit, delete: CHANGE_BUTTONS.remove };

/** What a change in `status` allows and the user holds the button of, in button order. */
export function changeActions(status: string, hasButton: (code: string) => boolean): ChangeAction[] {
  if (!OPEN_CHANGE_STATUSES.includes(status)) return [];
  return (['edit', 'submit', 'delete'] as const).filter((action) => hasButton(ACTION_BUTTON[action]));
}

// --- the list ---------------------------------------------------------------------------------

/** The columns of the gateway's changeResource, amounts as the contract list shows them (valueType money). */
export function changeColumns(t: AppT): ProColumn<ContractChangeRow>[] {
  return [
    { key: 'changeNo', title: t('contractChange.changeNo'), sortable: true, fixed: 'left', wide: true },
    { key: 'contractNo', title: t('contract.contractNo'), sortable: true },
    { key: 'contractName', title: t('contract.contractName'), wide: true },
    { key: 'supplierName', title: t('contract.supplier'), wide: true },
    { key: 'changeVersion', title: t('contractChange.changeVersion'), valueType: 'number', sortable: true },
    { key: 'status', title: t('contractChange.status'), valueType: 'status', options: changeStatusItems(t) },
    { key: 'reason', title: t('contractChange.reason'), wide: true },
    { key: 'totalQuantity', title: t('contractChange.totalQuantity'), valueType: 'number', sortable: true },
    { key: 'totalAmount', title: t('contractChange.totalAmount'), valueType: 'money', sortable: true },
    { key: 'conflictReason', title: t('contractChange.conflictReason'), wide: true },
    { key: 'createdTime', title: t('contractChange.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** The search: 变更单号 and 合同编号 contain the text; 变更状态 equals the one chosen. */
export function changeSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'changeNo', label: t('contractChange.changeNo') },
    { prop: 'contractNo', label: t('contract.contractNo') },
    { prop: 'status', label: t('contractChange.status'), type: 'select', options: CHANGE_STATUSES.map((status) => ({ value: status, label: t(changeStatusKey(status)) })) },
  ];
}

// --- the contracts a change may be raised on --------------------------------------------------

/** The option text of a contract: number, name and supplier. */
export const contractOptionLabel = (contract: Pick<ChangeableContract, 'contractNo' | 'contractName' | 'supplierName'>) =>
  `${contract.contractNo} ${contract.contractName}（${contract.supplierName}）`;
