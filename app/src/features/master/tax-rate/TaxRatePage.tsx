import type { MaterialTaxRate } from '@srm/gateway/api';
import { fetchTaxRatePage } from '../api/masterApi';
import { MenuListPage } from '../../../shell/MenuListPage';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { TAX_RATE_TABLE_ID, taxRateColumns, taxRateSearchFields } from './taxRateList';

/** 物料税率 (master/tax-rate; issue 21): each material's tax rates by effective date, with their import. */
export function TaxRatePage() {
  return (
    <MenuListPage<MaterialTaxRate>
      titleKey="master.taxRate.title"
      tableId={TAX_RATE_TABLE_ID}
      columns={taxRateColumns}
      fields={taxRateSearchFields}
      request={fetchTaxRatePage}
      Toolbar={MASTER_TOOLBARS.taxRate}
    />
  );
}
