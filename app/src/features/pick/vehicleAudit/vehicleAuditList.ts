/** The 车辆变更审核 list as data (POST .../pick-vehicle-update-audit/getPageList), the ID masking and what a request allows. Pure. */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { AppMessageKey } from '../../../i18n/messages';
import type { AppT } from '../../../i18n/useAppT';
import type { VehicleAuditRow, VehicleAuditRowStatus } from '@srm/gateway/api';

export const VEHICLE_AUDIT_TABLE_ID = 'pick-vehicle-audit';
export const VEHICLE_AUDIT_STATUSES: readonly VehicleAuditRowStatus[] = ['pending', 'approved', 'rejected'];

/** The button of the page (gateway menu seed): 审核通过 and 驳回. */
export const VEHICLE_AUDIT_BUTTONS = { approve: 'vehicle:audit:approve' } as const;

const STATUS_COLOURS: Readonly<Record<VehicleAuditRowStatus, string>> = { pending: 'orange', approved: 'green', rejected: 'red' };

export function vehicleAuditStatusItems(t: AppT): StatusItem[] {
  return VEHICLE_AUDIT_STATUSES.map((status) => ({ dictItemCode: status, dictItemName: t(`vehicleAudit.status.${status}`), color: STATUS_COLOURS[status] }));
}

/**
 * An ID card number as a list shows it: the first 6 and last 4 characters, the rest as `*`
 * (`110101********4514`); a shorter text keeps only its first and last character.
 */
export function maskIdCard(idCard: string | null | undefined): string {
  const text = (idCard ?? '').trim();
  if (text.length > 10) return `${text.slice(0, 6)}${'*'.repeat(text.length - 10)}${text.slice(-4)}`;
  if (text.length > 2) return `${text[0]}${'*'.repeat(text.length - 2)}${text.slice(-1)}`;
  return text === '' ? '' : '*'.repeat(text.length);
}

const FIELD_KEYS: Readonly<Record<string, AppMessageKey>> = {
  plateNo: 'vehicleAudit.field.plateNo',
  driverName: 'vehicleAudit.field.driverName',
  driverPhone: 'vehicleAudit.field.driverPhone',
  idCard: 'vehicleAudit.field.idCard',
};

/** The name of a changed field in the history (its own text when it is not one of the vehicle's four). */
export function historyFieldName(fieldName: string, t: AppT): string {
  const key = FIELD_KEYS[fieldName];
  return key ? t(key) : fieldName;
}

/** A history value as shown: an ID card's masked. */
export function historyValue(fieldName: string, value: string | null): string {
  if (value === null || value === '') return '-';
  return fieldName === 'idCard' ? maskIdCard(value) : value;
}

export const isPendingAudit = (row: Pick<VehicleAuditRow, 'status'>): boolean => row.status === 'pending';

export function vehicleAuditColumns(t: AppT): ProColumn<VehicleAuditRow>[] {
  return [
    { key: 'pickNo', title: t('vehicleAudit.pickNo'), valueType: 'code', fixed: 'left', sortable: true },
    { key: 'supplierName', title: t('vehicleAudit.supplierName'), wide: true },
    { key: 'oldPlateNo', title: t('vehicleAudit.oldPlateNo') },
    { key: 'plateNo', title: t('vehicleAudit.plateNo') },
    { key: 'driverName', title: t('vehicleAudit.driverName') },
    { key: 'driverPhone', title: t('vehicleAudit.driverPhone') },
    { key: 'idCard', title: t('vehicleAudit.idCard'), render: (_value, row) => maskIdCard(row.idCard) },
    { key: 'reason', title: t('vehicleAudit.reason'), wide: true },
    { key: 'status', title: t('vehicleAudit.status'), valueType: 'status', options: vehicleAuditStatusItems(t), sortable: true },
    { key: 'createdBy', title: t('vehicleAudit.createdBy') },
    { key: 'createdTime', title: t('vehicleAudit.createdTime'), valueType: 'datetime', sortable: true },
    { key: 'auditedBy', title: t('vehicleAudit.auditedBy') },
    { key: 'opinion', title: t('vehicleAudit.opinion'), wide: true },
  ];
}

/** `pickNo.equals`, `plateNo.contains`, `oldPlateNo.contains`, `supplierName.contains`, `status.equals`. */
export function vehicleAuditSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'pickNo', label: t('vehicleAudit.pickNo'), operator: 'equals' },
    { prop: 'plateNo', label: t('vehicleAudit.plateNo'), operator: 'contains' },
    { prop: 'oldPlateNo', label: t('vehicleAudit.oldPlateNo'), operator: 'contains' },
    { prop: 'supplierName', label: t('vehicleAudit.supplierName'), operator: 'contains' },
    { prop: 'status', label: t('vehicleAudit.status'), type: 'select', options: VEHICLE_AUDIT_STATUSES.map((value) => ({ value, label: t(`vehicleAudit.status.${value}`) })) },
  ];
}

/** The dialog's check: a rejection needs an opinion. */
export function auditProblem(approved: boolean, opinion: string, t: AppT): string | null {
  return !approved && opinion.trim() === '' ? t('vehicleAudit.opinionRequired') : null;
}
