import { ListPage } from '@srm/design-system';
import type { PrintTemplate } from '@srm/gateway/api';
import { useId, useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchPrintTemplatePage } from '../api/adminListsApi';
import { PRINT_TEMPLATE_TABLE_ID, printTemplateColumns, printTemplateSearchFields } from './printTemplateList';

/** 打印模板 (system/print-template; issue 21): the print templates (GET|POST system/print/template/custom-page). */
export function PrintTemplateListPage() {
  const t = useAppT();
  const headingId = useId();
  const columns = useMemo(() => printTemplateColumns(t), [t]);
  const fields = useMemo(() => printTemplateSearchFields(t), [t]);
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.printTemplate.title')}</h1>
        <ListPage<PrintTemplate>
          title={t('system.printTemplate.title')}
          columns={columns}
          rowKey="id"
          request={fetchPrintTemplatePage}
          search={{ fields }}
          table={{ tableId: PRINT_TEMPLATE_TABLE_ID, defaultPageSize: 20, showIndex: true }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
