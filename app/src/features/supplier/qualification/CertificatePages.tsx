import type { SupplierQualificationRow } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchLicencePage, fetchQualificationPage } from '../api/supplierApi';
import { LICENCE_TABLE_ID, QUALIFICATION_TABLE_ID, qualificationColumns, qualificationSearchFields } from './qualificationList';

/** 资质证照 (supplier/qualification; issue 22): the suppliers' certificates, certState as a coloured tag. */
export function QualificationPage() {
  return (
    <MenuListPage<SupplierQualificationRow>
      titleKey="supplier.qualification.title"
      tableId={QUALIFICATION_TABLE_ID}
      columns={qualificationColumns}
      fields={qualificationSearchFields}
      request={fetchQualificationPage}
    />
  );
}

/** 证照管理 (contract/licence): the same certificates under the contract menu's permission. */
export function LicencePage() {
  return (
    <MenuListPage<SupplierQualificationRow>
      titleKey="supplier.licence.title"
      tableId={LICENCE_TABLE_ID}
      columns={qualificationColumns}
      fields={qualificationSearchFields}
      request={fetchLicencePage}
    />
  );
}
