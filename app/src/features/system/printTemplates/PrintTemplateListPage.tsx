import type { PrintTemplate } from '@srm/gateway/api';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchPrintTemplatePage } from '../api/adminListsApi';
import { PRINT_TEMPLATE_TABLE_ID, printTemplateColumns, printTemplateSearchFields } from './printTemplateList';

/** 打印模板 (system/print-template; issue 21): the print templates (GET|POST system/print/template/custom-page). */
export function PrintTemplateListPage() {
  return <MenuListPage<PrintTemplate> titleKey="system.printTemplate.title" tableId={PRINT_TEMPLATE_TABLE_ID} columns={printTemplateColumns} fields={printTemplateSearchFields} request={fetchPrintTemplatePage} />;
}
