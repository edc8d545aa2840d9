import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { UnitConvert } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchUnitConvertPage } from '../api/masterApi';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { UnitConvertDialog } from './UnitConvertDialog';
import { UNIT_CONVERT_TABLE_ID, unitConvertColumns, unitConvertSearchFields } from './unitConvertList';

/** The button of the page's writes (POST /system/unit-convert/save). */
export const UNIT_CONVERT_EDIT = 'master:unit-convert:edit';

/**
 * 单位换算 (master/unit-convert; issue 21): each material's unit conversions (1 袋 = 0.05 吨 …); with
 * master:unit-convert:edit, 新增 and 编辑 open one dialog; the list reloads after a save or an import.
 */
export function UnitConvertPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const canEdit = useOwnedCodes().hasRole(UNIT_CONVERT_EDIT);
  const [dialog, setDialog] = useState<{ row?: UnitConvert } | null>(null);
  const actions = useMemo((): RowAction<UnitConvert>[] | undefined => (canEdit ? [{ key: 'edit', label: t('master.edit'), onAction: (row) => setDialog({ row }) }] : undefined), [canEdit, t]);
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <MenuListPage<UnitConvert>
        titleKey="master.unitConvert.title"
        tableId={UNIT_CONVERT_TABLE_ID}
        columns={unitConvertColumns}
        fields={unitConvertSearchFields}
        request={fetchUnitConvertPage}
        tableRef={tableRef}
        {...(actions ? { actions } : {})}
        toolbarExtra={
          canEdit ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('master.add')}
            </Button>
          ) : undefined
        }
        Toolbar={MASTER_TOOLBARS.unitConvert}
      />
      {dialog ? <UnitConvertDialog {...(dialog.row ? { row: dialog.row } : {})} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
