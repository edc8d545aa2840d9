import { Button, ListPage, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { QualityIndex } from '@srm/gateway/api';
import { useId, useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchQualityIndexPage } from '../api/masterApi';
import { QualityIndexDialog } from './QualityIndexDialog';
import { QUALITY_INDEX_TABLE_ID, qualityIndexColumns, qualityIndexSearchFields } from './qualityIndexList';

/** The buttons of the page (gateway: POST /system/quality-index/save). */
export const QUALITY_INDEX_BUTTONS = { add: 'master:quality-index:add', edit: 'master:quality-index:edit' } as const;

/**
 * 质量指标 (master/quality-index; issue 21): the quality indices with their standards and deduction
 * rules; 新增 (master:quality-index:add) and 编辑 as a row action (master:quality-index:edit) open one
 * form dialog, and the list reloads after a save.
 */
export function QualityIndexPage() {
  const t = useAppT();
  const headingId = useId();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canAdd = hasRole(QUALITY_INDEX_BUTTONS.add);
  const canEdit = hasRole(QUALITY_INDEX_BUTTONS.edit);
  const [dialog, setDialog] = useState<{ row?: QualityIndex } | null>(null);
  const columns = useMemo(() => qualityIndexColumns(t), [t]);
  const fields = useMemo(() => qualityIndexSearchFields(t), [t]);
  const actions = useMemo(
    (): RowAction<QualityIndex>[] => (canEdit ? [{ key: 'edit', label: t('master.edit'), onAction: (row) => setDialog({ row }) }] : []),
    [canEdit, t],
  );
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('master.qualityIndex.title')}</h1>
        <ListPage<QualityIndex>
          ref={tableRef}
          title={t('master.qualityIndex.title')}
          columns={columns}
          rowKey="id"
          request={fetchQualityIndexPage}
          search={{ fields }}
          table={{ tableId: QUALITY_INDEX_TABLE_ID, defaultPageSize: 20, showIndex: true, ...(actions.length > 0 ? { actions, actionWidth: 100 } : {}) }}
          toolbarExtra={
            canAdd ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('master.add')}
              </Button>
            ) : undefined
          }
        />
        {dialog ? <QualityIndexDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
      </ListPageSection>
    </WithSideMenu>
  );
}
