import type { BudgetLetterRow } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchBudgetLetterPage } from '../api/mastersApi';
import { budgetColumns, budgetSearchFields, MASTERS_TABLE_IDS } from '../smallMaterial/mastersList';

/** 年度预算函 (demand/budget): the budget letters by year and company. */
export function BudgetLetterPage() {
  return <MenuListPage<BudgetLetterRow> titleKey="demand.budget.title" tableId={MASTERS_TABLE_IDS.budget} columns={budgetColumns} fields={budgetSearchFields} request={fetchBudgetLetterPage} />;
}
