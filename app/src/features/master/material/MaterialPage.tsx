import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { Material, MaterialWithVersion } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchMaterialByCode, fetchMaterialPage, MASTER_LIST_URLS } from '../api/masterApi';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { MaterialDetailDrawer } from './MaterialDetailDrawer';
import { MaterialFormDialog } from './MaterialFormDialog';
import { MATERIAL_TABLE_ID, materialColumns, materialSearchFields } from './materialList';

/** The buttons of the page's writes (POST /system/material/save). */
export const MATERIAL_BUTTONS = { add: 'master:material:add', edit: 'master:material:edit' } as const;

/**
 * 物料管理 (master/material; issue 21): the materials in the caller's categories, searchable by code,
 * name and status; 详情 shows a material's quality standards, unit conversions and tax rates; 新增
 * (master:material:add) and 编辑 as a row action (master:material:edit, reading the material with its
 * version first) open one form dialog, and the list reloads after a save; 导入物料质量指标 imports
 * standards through the shared import dialog; 同步物料 asks the ERP; 导出 runs as a download task.
 */
export function MaterialPage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(MATERIAL_BUTTONS.add);
  const canEdit = hasRole(MATERIAL_BUTTONS.edit);
  const [open, setOpen] = useState<Material | null>(null);
  const [dialog, setDialog] = useState<{ row?: MaterialWithVersion } | null>(null);
  const actions = useMemo((): RowAction<Material>[] => {
    const edit = async (row: Material) => {
      const material = await unlessFailed(fetchMaterialByCode(row.matCode));
      if (material) setDialog({ row: material });
    };
    return [
      { key: 'detail', label: t('master.detail'), onAction: (row) => setOpen(row) },
      ...(canEdit ? [{ key: 'edit', label: t('master.edit'), onAction: (row: Material) => void edit(row) }] : []),
    ];
  }, [canEdit, t]);
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <MenuListPage<Material>
        titleKey="master.material.title"
        tableId={MATERIAL_TABLE_ID}
        columns={materialColumns}
        fields={materialSearchFields}
        request={fetchMaterialPage}
        actions={actions}
        tableRef={tableRef}
        toolbarExtra={
          canAdd ? (
            <Button variant="primary" onPress={() => setDialog({})}>
              {t('master.add')}
            </Button>
          ) : undefined
        }
        Toolbar={MASTER_TOOLBARS.material}
        exportList={{ url: MASTER_LIST_URLS.material, permission: 'master:material:export', fileName: `${t('master.material.title')}.xlsx` }}
      />
      {open ? <MaterialDetailDrawer row={open} onClose={() => setOpen(null)} /> : null}
      {dialog ? <MaterialFormDialog {...(dialog.row ? { row: dialog.row } : {})} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
