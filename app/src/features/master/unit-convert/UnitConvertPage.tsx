import type { UnitConvert } from '@srm/gateway/api';
import { fetchUnitConvertPage } from '../api/masterApi';
import { MenuListPage } from '../../../shell/MenuListPage';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { UNIT_CONVERT_TABLE_ID, unitConvertColumns, unitConvertSearchFields } from './unitConvertList';

/** 单位换算 (master/unit-convert; issue 21): each material's unit conversions (1 袋 = 0.05 吨 …), with their import. */
export function UnitConvertPage() {
  return (
    <MenuListPage<UnitConvert>
      titleKey="master.unitConvert.title"
      tableId={UNIT_CONVERT_TABLE_ID}
      columns={unitConvertColumns}
      fields={unitConvertSearchFields}
      request={fetchUnitConvertPage}
      Toolbar={MASTER_TOOLBARS.unitConvert}
    />
  );
}
