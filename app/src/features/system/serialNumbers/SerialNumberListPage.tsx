import { ListPage, type RowAction } from '@srm/design-system';
import type { SerialNumberRuleRow } from '@srm/gateway/api';
import { useId, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchSerialPreview, fetchSerialRulePage } from '../api/adminListsApi';
import { SERIAL_NUMBER_TABLE_ID, serialNumberColumns, serialNumberSearchFields } from './serialNumberList';

/**
 * 单号规则 (system/serial-number; issue 21): the serial-number rules (GET|POST system/serial-number/custom-page)
 * with 预览下一个单号 per row (GET system/serial-number/preview), shown above the table.
 */
export function SerialNumberListPage() {
  const t = useAppT();
  const headingId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const columns = useMemo(() => serialNumberColumns(t), [t]);
  const fields = useMemo(() => serialNumberSearchFields(t), [t]);
  const actions = useMemo(
    (): RowAction<SerialNumberRuleRow>[] => [
      {
        key: 'preview',
        label: t('system.serial.preview'),
        onAction: async (row) => {
          const answer = await fetchSerialPreview(row.ruleCode);
          setPreview(`${row.ruleName}（${answer.pattern}）${t('system.serial.previewResult', { next: answer.next })}`);
        },
      },
    ],
    [t],
  );
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('system.serial.title')}</h1>
        {preview ? <p role="status">{preview}</p> : null}
        <ListPage<SerialNumberRuleRow>
          title={t('system.serial.title')}
          columns={columns}
          rowKey="id"
          request={fetchSerialRulePage}
          search={{ fields }}
          table={{ tableId: SERIAL_NUMBER_TABLE_ID, defaultPageSize: 20, showIndex: true, actions, actionWidth: 160 }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
