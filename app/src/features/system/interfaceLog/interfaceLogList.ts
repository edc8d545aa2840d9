/**
 * The 接口日志 list as data (POST /system/interface-log/custom-page, newest first): columns, search
 * fields (system, state, bizType, bizKey) and the texts of the detail (payload, response). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { InterfaceLogRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const INTERFACE_LOG_TABLE_ID = 'system-interface-log-list';
export const INTERFACE_LOG_RETRY_BUTTON = 'system:interface-log:retry';
export const INTERFACE_SYSTEMS = ['EBS', 'LMS', 'FSSC', 'SOURCE', 'BIGDATA', 'CONTRACT'] as const;
export const INTERFACE_STATES = ['PENDING', 'SUCCESS', 'ERROR'] as const;

export const stateItems = (t: AppT): StatusItem[] => [
  { dictItemCode: 'PENDING', dictItemName: t('system.log.state.PENDING'), color: 'warning' },
  { dictItemCode: 'SUCCESS', dictItemName: t('system.log.state.SUCCESS'), color: 'success' },
  { dictItemCode: 'ERROR', dictItemName: t('system.log.state.ERROR'), color: 'danger' },
];

export function interfaceLogColumns(t: AppT): ProColumn<InterfaceLogRow>[] {
  return [
    { key: 'bizKey', title: t('system.log.bizKey'), valueType: 'code', sortable: true, fixed: 'left' },
    { key: 'system', title: t('system.log.system'), sortable: true },
    { key: 'bizType', title: t('system.log.bizType'), sortable: true },
    { key: 'state', title: t('system.log.state'), valueType: 'status', options: stateItems(t), sortable: true },
    { key: 'attempts', title: t('system.log.attempts'), valueType: 'number', sortable: true },
    { key: 'lastError', title: t('system.log.lastError'), wide: true },
    { key: 'createdTime', title: t('system.admin.createdTime'), valueType: 'datetime', sortable: true },
    { key: 'updatedTime', title: t('system.admin.updatedTime'), valueType: 'datetime', sortable: true },
  ];
}

export function interfaceLogSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'bizKey', label: t('system.log.bizKey') },
    { prop: 'bizType', label: t('system.log.bizType') },
    { prop: 'system', label: t('system.log.system'), type: 'select', options: INTERFACE_SYSTEMS.map((system) => ({ value: system, label: system })) },
    { prop: 'state', label: t('system.log.state'), type: 'select', options: stateItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })) },
  ];
}

/** A payload or response for reading: JSON indented, other text as it is, nothing as null. */
export function prettyText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    try {
      return JSON.stringify(JSON.parse(value), null, 2);
    } catch {
      return value;
    }
  }
  return JSON.stringify(value, null, 2);
}

/** Only a failed message can be pushed again (a pending one is already on its way). */
export const canRetry = (row: Pick<InterfaceLogRow, 'state'>): boolean => row.state === 'ERROR';
