/**
 * The 战略合同 list as data: the strategic frame contracts with their called-off and residual
 * quantities (GET|POST contract/head/page-strategic, newest first), its columns and search fields (the
 * body of the list call is strategicListBody in ../api/listBodies.ts). Pure.
 */
import type { ProColumn, SearchField } from '@srm/design-system';
import type { StrategicContract } from '@srm/gateway/api';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import { CONTRACT_STATUSES, statusItems } from '../list/contractStatus';

export const STRATEGIC_TABLE_ID = 'contract-strategic';

/** The columns; the contract number is rendered by the page (a link to the detail). */
export function strategicColumns(t: AppT): ProColumn<StrategicContract>[] {
  return [
    { key: 'contractNo', title: t('contract.contractNo'), fixed: 'left' },
    { key: 'contractName', title: t('contract.contractName'), wide: true },
    { key: 'supplierName', title: t('contract.supplier'), wide: true, render: (_value, row) => row.supplierName || row.supplierSn },
    { key: 'orgName', title: t('contract.org'), render: (_value, row) => row.orgName || row.orgCode },
    { key: 'categoryName', title: t('contract.category'), render: (_value, row) => row.categoryName || row.categoryCode },
    { key: 'totalQuantity', title: t('contract.totalQuantity'), valueType: 'number' },
    { key: 'calledQuantity', title: t('contract.strategic.calledOffQuantity'), valueType: 'number' },
    { key: 'residualQuantity', title: t('contract.strategic.residualQuantity'), valueType: 'number' },
    { key: 'callOffCount', title: t('contract.strategic.callOffCount'), valueType: 'number' },
    { key: 'totalAmount', title: t('contract.totalAmount'), valueType: 'money' },
    { key: 'residualAmount', title: t('contract.strategic.residualAmount'), valueType: 'money' },
    { key: 'startDate', title: t('contract.detail.startDate'), valueType: 'date' },
    { key: 'endDate', title: t('contract.detail.endDate'), valueType: 'date' },
    { key: 'status', title: t('contract.status'), valueType: 'status', options: statusItems(t) },
  ];
}

/**
 * Search by contract number (contains), supplier code, org code and status: plain keys (operator
 * `value`), the filters page-strategic reads.
 */
export function strategicSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'contractNo', label: t('contract.contractNo'), operator: 'value' },
    { prop: 'supplierSn', label: t('contract.strategic.supplierSn'), operator: 'value' },
    { prop: 'orgCode', label: t('contract.strategic.orgCode'), operator: 'value' },
    {
      prop: 'status',
      label: t('contract.status'),
      type: 'select',
      operator: 'value',
      options: CONTRACT_STATUSES.map((status) => ({ value: status, label: t(`contract.status.${status}` as AppMessageKey) })),
    },
  ];
}
