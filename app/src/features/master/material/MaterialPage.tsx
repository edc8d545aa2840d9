import type { RowAction } from '@srm/design-system';
import type { Material } from '@srm/gateway/api';
import { useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchMaterialPage, MASTER_LIST_URLS } from '../api/masterApi';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { MaterialDetailDrawer } from './MaterialDetailDrawer';
import { MATERIAL_TABLE_ID, materialColumns, materialSearchFields } from './materialList';

/**
 * 物料管理 (master/material; issue 21): the materials in the caller's categories, searchable by code,
 * name and status; 详情 shows a material's quality standards, unit conversions and tax rates, and
 * 导入物料质量指标 imports standards through the shared import dialog; 同步物料 asks the ERP; 导出 runs as a
 * download task.
 */
export function MaterialPage() {
  const t = useAppT();
  const [open, setOpen] = useState<Material | null>(null);
  const actions = useMemo((): RowAction<Material>[] => [{ key: 'detail', label: t('master.detail'), onAction: (row) => setOpen(row) }], [t]);
  return (
    <>
      <MenuListPage<Material>
        titleKey="master.material.title"
        tableId={MATERIAL_TABLE_ID}
        columns={materialColumns}
        fields={materialSearchFields}
        request={fetchMaterialPage}
        actions={actions}
        Toolbar={MASTER_TOOLBARS.material}
        exportList={{ url: MASTER_LIST_URLS.material, permission: 'master:material:export', fileName: `${t('master.material.title')}.xlsx` }}
      />
      {open ? <MaterialDetailDrawer row={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
