/**
 * The 调拨分配 lists as data: the pick lines with what is left to allocate (view-pick-allocation-list)
 * and the allocations (pick-allocation), with what each row allows. Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import { QUANTITY_SCALE, quantityUnits } from '@srm/design-system/validation';
import type { AppT } from '../../../i18n/useAppT';
import type { PickAllocationLineRow, PickAllocationRow, PickAllocationRowStatus } from '@srm/gateway/api';

export const ALLOCATION_LINES_TABLE_ID = 'pick-allocation-lines';
export const ALLOCATIONS_TABLE_ID = 'pick-allocations';
export const ALLOCATION_STATUSES: readonly PickAllocationRowStatus[] = ['new', 'submitted'];

/** The buttons of the page (gateway menu seed): 分配 and 提交分配 are allocation:submit, 取消分配 allocation:cancel. */
export const ALLOCATION_BUTTONS = {
  allocate: 'allocation:submit',
  submit: 'allocation:submit',
  cancel: 'allocation:cancel',
} as const;

/** A line is allocated while some of its accepted quantity is left. */
export const canAllocate = (row: Pick<PickAllocationLineRow, 'availableQuantity'>): boolean => (quantityUnits(row.availableQuantity, QUANTITY_SCALE, { zerosPastScale: true }) ?? 0n) > 0n;

/** An allocation is submitted or cancelled while new. */
export const isNewAllocation = (row: Pick<PickAllocationRow, 'status'>): boolean => row.status === 'new';

export function allocationStatusItems(t: AppT): StatusItem[] {
  return ALLOCATION_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`allocation.status.${status}`), color: status === 'new' ? 'default' : 'green' }));
}

export function allocationLineColumns(t: AppT): ProColumn<PickAllocationLineRow>[] {
  return [
    { key: 'pickNo', title: t('allocation.pickNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'lineNo', title: t('allocation.lineNo'), valueType: 'number' },
    { key: 'contractNo', title: t('allocation.contractNo'), valueType: 'code' },
    { key: 'supplierName', title: t('allocation.supplierName'), wide: true },
    { key: 'orgName', title: t('allocation.orgName') },
    { key: 'matCode', title: t('allocation.matCode'), valueType: 'code' },
    { key: 'matName', title: t('allocation.matName') },
    { key: 'acceptedQuantity', title: t('allocation.acceptedQuantity'), valueType: 'number' },
    { key: 'allocatedQuantity', title: t('allocation.allocatedQuantity'), valueType: 'number' },
    { key: 'submittedQuantity', title: t('allocation.submittedQuantity'), valueType: 'number' },
    { key: 'availableQuantity', title: t('allocation.availableQuantity'), valueType: 'number' },
  ];
}

/** `pickNo.equals`, `contractNo.equals`, `matName.contains`, `supplierName.contains`. */
export function allocationLineSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'pickNo', label: t('allocation.pickNo'), operator: 'equals' },
    { prop: 'contractNo', label: t('allocation.contractNo'), operator: 'equals' },
    { prop: 'matName', label: t('allocation.matName'), operator: 'contains' },
    { prop: 'supplierName', label: t('allocation.supplierName'), operator: 'contains' },
  ];
}

export function allocationColumns(t: AppT): ProColumn<PickAllocationRow>[] {
  return [
    { key: 'allocationNo', title: t('allocation.allocationNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'pickNo', title: t('allocation.pickNo'), valueType: 'code', sortable: true },
    { key: 'matName', title: t('allocation.matName') },
    { key: 'targetOrgName', title: t('allocation.targetOrg'), render: (_value, row) => row.targetOrgName ?? row.targetOrgCode },
    { key: 'subInventory', title: t('allocation.subInventory') },
    { key: 'quantity', title: t('allocation.quantity'), valueType: 'number' },
    { key: 'status', title: t('allocation.status'), valueType: 'status', options: allocationStatusItems(t), sortable: true },
    { key: 'createdTime', title: t('allocation.createdTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `allocationNo.equals`, `pickNo.equals`, `status.equals`. */
export function allocationSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'allocationNo', label: t('allocation.allocationNo'), operator: 'equals' },
    { prop: 'pickNo', label: t('allocation.pickNo'), operator: 'equals' },
    { prop: 'status', label: t('allocation.status'), type: 'select', options: ALLOCATION_STATUSES.map((value) => ({ value, label: t(`allocation.status.${value}`) })) },
  ];
}
