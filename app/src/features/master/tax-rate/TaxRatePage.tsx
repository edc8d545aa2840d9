import { useConfirm, useToast, type RowAction } from '@srm/design-system';
import type { MaterialTaxRate } from '@srm/gateway/api';
import { useMemo } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { MenuListPage } from '../../../shell/MenuListPage';
import { deleteTaxRates, fetchTaxRatePage } from '../api/masterApi';
import { MASTER_TOOLBARS } from '../shared/MasterToolbars';
import { TAX_RATE_TABLE_ID, taxRateColumns, taxRateSearchFields } from './taxRateList';

export const TAX_RATE_DELETE = 'master:tax-rate:delete';

/**
 * 物料税率 (master/tax-rate; issue 21): each material's tax rates by effective date, with their import
 * and 同步税率; 删除 (master:tax-rate:delete) after a confirm.
 */
export function TaxRatePage() {
  const t = useAppT();
  const toast = useToast();
  const confirm = useConfirm();
  const canDelete = useOwnedCodes().hasRole(TAX_RATE_DELETE);
  const actions = useMemo((): RowAction<MaterialTaxRate>[] | undefined => {
    if (!canDelete) return undefined;
    // A 'delete' action takes the row off the table once onAction resolves; a rejection keeps it.
    const remove = async (row: MaterialTaxRate) => {
      if (!(await confirm({ message: t('master.taxRate.deleteConfirm', { code: row.matCode, date: row.effectiveDate }) }))) throw new Error('not confirmed');
      const message = await unlessFailed(deleteTaxRates([row.id]));
      if (message === undefined) throw new Error('not deleted');
      toast.success(message);
    };
    return [{ key: 'delete', label: t('master.delete'), theme: 'delete', onAction: remove }];
  }, [canDelete, confirm, t, toast]);
  return (
    <MenuListPage<MaterialTaxRate>
      titleKey="master.taxRate.title"
      tableId={TAX_RATE_TABLE_ID}
      columns={taxRateColumns}
      fields={taxRateSearchFields}
      request={fetchTaxRatePage}
      {...(actions ? { actions } : {})}
      Toolbar={MASTER_TOOLBARS.taxRate}
    />
  );
}
