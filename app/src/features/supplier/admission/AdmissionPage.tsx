import { Button, useConfirm, useToast, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { SupplierAdmissionRow, SupplierStatus } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback, useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { sessionDataAtom } from '../../../state/session';
import { submitAdmission } from '../api/admissionApi';
import { fetchAdmissionPage } from '../api/supplierApi';
import { AdmissionDialog } from './AdmissionDialog';
import { ADMISSION_TABLE_ID, admissionColumns, admissionSearchFields } from './admissionList';

/** The buttons of the page (gateway menu seed: supplier:admission:add, :edit, :submit). */
export const ADMISSION_BUTTONS = { add: 'supplier:admission:add', edit: 'supplier:admission:edit', submit: 'supplier:admission:submit' } as const;

/** The statuses an admission can be edited and submitted in: 1 待准入, 4 审批驳回. */
const OPEN_STATUSES: readonly SupplierStatus[] = [1, 4];
const isClosed = (row: SupplierAdmissionRow) => !OPEN_STATUSES.includes(row.status);

/**
 * 供应商准入 (supplier/admission; issue 22): the admissions with their status tags (1 待准入 … 7 失效);
 * 新增准入申请 (supplier:admission:add) and 编辑 (supplier:admission:edit, while 待准入 or 审批驳回) open
 * one dialog; 提交审批 (supplier:admission:submit, same statuses) asks first and sends it to OA. The
 * list reloads after each.
 */
export function AdmissionPage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const canAdd = hasRole(ADMISSION_BUTTONS.add);
  const canEdit = hasRole(ADMISSION_BUTTONS.edit);
  const canSubmit = hasRole(ADMISSION_BUTTONS.submit);
  const [dialog, setDialog] = useState<{ row?: SupplierAdmissionRow } | null>(null);

  const submit = useCallback(
    async (row: SupplierAdmissionRow) => {
      if (!(await confirm({ message: t('admission.submitConfirm', { admissionNo: row.admissionNo }) }))) return;
      const submitted = await unlessFailed(submitAdmission({ id: row.id, version: row.version }));
      if (submitted) toast.success(submitted.message || t('admission.submitted'));
      // Reloaded after a refusal too (a stale version, a status that no longer allows it …).
      tableRef.current?.reload();
    },
    [confirm, t, toast],
  );

  const actions = useMemo(
    (): RowAction<SupplierAdmissionRow>[] => [
      ...(canEdit ? [{ key: 'edit', label: t('admission.edit'), isHidden: isClosed, onAction: (row: SupplierAdmissionRow) => setDialog({ row }) }] : []),
      ...(canSubmit ? [{ key: 'submit', label: t('admission.submit'), isHidden: isClosed, onAction: (row: SupplierAdmissionRow) => void submit(row) }] : []),
    ],
    [canEdit, canSubmit, submit, t],
  );
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <MenuListPage<SupplierAdmissionRow>
        titleKey="supplier.admission.title"
        tableId={ADMISSION_TABLE_ID}
        columns={admissionColumns}
        fields={admissionSearchFields}
        request={fetchAdmissionPage}
        actions={canEdit || canSubmit ? actions : undefined}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('admission.add')}
            </Button>
          ) : undefined
        }
      />
      {dialog ? <AdmissionDialog row={dialog.row} orgs={orgs} categories={categories} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
