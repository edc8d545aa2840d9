import type { Material } from '@srm/gateway/api';
import { fetchMaterialPage } from '../api/masterApi';
import { MenuListPage } from '../../../shell/MenuListPage';
import { MATERIAL_TABLE_ID, materialColumns, materialSearchFields } from './materialList';

/** 物料管理 (master/material; issue 21): the materials in the caller's categories, searchable by code, name and status. */
export function MaterialPage() {
  return <MenuListPage<Material> titleKey="master.material.title" tableId={MATERIAL_TABLE_ID} columns={materialColumns} fields={materialSearchFields} request={fetchMaterialPage} />;
}
