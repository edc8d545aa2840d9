import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { BudgetLetterRow } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchBudgetLetterPage } from '../api/mastersApi';
import { budgetColumns, budgetSearchFields, MASTERS_BUTTONS, MASTERS_TABLE_IDS } from '../smallMaterial/mastersList';
import { BudgetLetterDialog } from './BudgetLetterDialog';

/** 年度预算函 (demand/budget): the budget letters by year and company; 新增 (demand:budget:add) and 编辑 of a draft letter (:edit) in a dialog. */
export function BudgetLetterPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(MASTERS_BUTTONS.budgetAdd);
  const canEdit = hasRole(MASTERS_BUTTONS.budgetEdit);
  const [dialog, setDialog] = useState<{ row?: BudgetLetterRow } | null>(null);
  const actions = useMemo(
    (): RowAction<BudgetLetterRow>[] => [{ key: 'edit', label: t('demand.masters.edit'), isHidden: (row) => row.status === 'issued', onAction: (row) => setDialog({ row }) }],
    [t],
  );
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <MenuListPage<BudgetLetterRow>
        titleKey="demand.budget.title"
        tableId={MASTERS_TABLE_IDS.budget}
        columns={budgetColumns}
        fields={budgetSearchFields}
        request={fetchBudgetLetterPage}
        actions={canEdit ? actions : undefined}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('demand.masters.add')}
            </Button>
          ) : undefined
        }
      />
      {dialog ? <BudgetLetterDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
