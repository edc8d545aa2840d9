/**
 * The certificate lists as data: 资质证照 (GET /supplier/api/v1/qualification/page) and 证照管理
 * (GET /supplier/api/v1/licence/page) read the same rows. certType and certState names of their
 * dictionaries; certState as a coloured tag (有效 green, 即将过期 orange, 已过期 red). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { SupplierQualificationRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const QUALIFICATION_TABLE_ID = 'supplier-qualification';
export const LICENCE_TABLE_ID = 'contract-licence';

export const CERT_TYPES = ['business_licence', 'feed_licence', 'food_licence', 'quality_system', 'bank_licence'] as const;

/** Each certState with its tag colour. */
export const CERT_STATE_COLOURS: Readonly<Record<SupplierQualificationRow['certState'], string>> = { valid: 'green', expiring: 'orange', expired: 'red' };
const CERT_STATES = Object.keys(CERT_STATE_COLOURS) as SupplierQualificationRow['certState'][];

export function certStateItems(t: AppT): StatusItem[] {
  return CERT_STATES.map((state) => ({ dictItemCode: state, dictItemName: t(`supplier.certState.${state}`), color: CERT_STATE_COLOURS[state] }));
}

const certTypeItems = (t: AppT): StatusItem[] => CERT_TYPES.map((type) => ({ dictItemCode: type, dictItemName: t(`supplier.certType.${type}`) }));

export function qualificationColumns(t: AppT): ProColumn<SupplierQualificationRow>[] {
  return [
    { key: 'certNo', title: t('supplier.certNo'), valueType: 'code', fixed: 'left' },
    { key: 'certType', title: t('supplier.certType'), valueType: 'status', options: certTypeItems(t), sortable: true },
    { key: 'supplierSn', title: t('supplier.sn'), valueType: 'code', sortable: true },
    { key: 'supplierName', title: t('supplier.name'), wide: true, sortable: true },
    { key: 'issuer', title: t('supplier.issuer') },
    { key: 'validFrom', title: t('supplier.validFrom'), valueType: 'date', sortable: true },
    { key: 'validTo', title: t('supplier.validTo'), valueType: 'date', sortable: true },
    { key: 'certState', title: t('supplier.certState'), valueType: 'status', options: certStateItems(t) },
    { key: 'required', title: t('supplier.required'), render: (_value, row) => t(row.required === 1 ? 'supplier.yes' : 'supplier.no') },
    { key: 'remark', title: t('supplier.remark'), wide: true },
    { key: 'updatedTime', title: t('supplier.updatedTime'), valueType: 'datetime', sortable: true },
  ];
}

/** `certNo.equals`, `supplierSn.equals`, `supplierName.contains`, `certType.equals`, `certState.equals`. */
export function qualificationSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'certNo', label: t('supplier.certNo'), operator: 'equals' },
    { prop: 'supplierSn', label: t('supplier.sn'), operator: 'equals' },
    { prop: 'supplierName', label: t('supplier.name') },
    { prop: 'certType', label: t('supplier.certType'), type: 'select', options: CERT_TYPES.map((type) => ({ value: type, label: t(`supplier.certType.${type}`) })) },
    { prop: 'certState', label: t('supplier.certState'), type: 'select', options: CERT_STATES.map((state) => ({ value: state, label: t(`supplier.certState.${state}`) })) },
  ];
}
