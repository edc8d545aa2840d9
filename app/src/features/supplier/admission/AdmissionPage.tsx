import type { SupplierAdmissionRow } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchAdmissionPage } from '../api/supplierApi';
import { ADMISSION_TABLE_ID, admissionColumns, admissionSearchFields } from './admissionList';

/** 供应商准入 (supplier/admission; issue 22): the admissions with their status tags (1 待准入 … 7 失效). */
export function AdmissionPage() {
  return (
    <MenuListPage<SupplierAdmissionRow>
      titleKey="supplier.admission.title"
      tableId={ADMISSION_TABLE_ID}
      columns={admissionColumns}
      fields={admissionSearchFields}
      request={fetchAdmissionPage}
    />
  );
}
