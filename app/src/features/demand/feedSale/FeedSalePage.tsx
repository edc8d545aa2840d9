import { Button, type ProTableHandle, type RowAction } from '@srm/design-system';
import type { FeedSaleRow } from '@srm/gateway/api';
import { useMemo, useRef, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchFeedTargetPage, MASTERS_URLS } from '../api/mastersApi';
import { feedColumns, feedSearchFields, MASTERS_BUTTONS, MASTERS_TABLE_IDS } from '../smallMaterial/mastersList';
import { FeedSaleDialog } from './FeedSaleDialog';
import { RawDemandPanel } from './RawDemandPanel';

/**
 * 饲料销量目标 (demand/feed-sale): 原料需求 of an org's month above the monthly targets per company and
 * feed kind, with their import (demand:feed-sale:import) and, with demand:feed-sale:edit, 新增 (a
 * target or an estimate) and 编辑 in a dialog.
 */
export function FeedSalePage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  const { hasRole } = useOwnedCodes();
  const canEdit = hasRole(MASTERS_BUTTONS.feedSaleEdit);
  const [dialog, setDialog] = useState<{ row?: FeedSaleRow } | null>(null);
  const actions = useMemo((): RowAction<FeedSaleRow>[] => [{ key: 'edit', label: t('demand.masters.edit'), onAction: (row) => setDialog({ row }) }], [t]);
  const saved = () => {
    setDialog(null);
    tableRef.current?.reload();
  };
  return (
    <>
      <RawDemandPanel />
      <MenuListPage<FeedSaleRow>
        titleKey="demand.feedSale.title"
        tableId={MASTERS_TABLE_IDS.feed}
        columns={feedColumns}
        fields={feedSearchFields}
        request={fetchFeedTargetPage}
        actions={canEdit ? actions : undefined}
        tableRef={tableRef}
        toolbarExtra={
          <>
            {canEdit ? (
              <Button variant="primary" onPress={() => setDialog({})}>
                {t('demand.masters.add')}
              </Button>
            ) : null}
            <ImportAction
              base={`${MASTERS_URLS.feedTarget}/import`}
              permission={MASTERS_BUTTONS.feedSaleImport}
              label={t('demand.masters.import')}
              title={t('demand.masters.importFeed')}
              templateName={t('demand.masters.templateName')}
              errorsName={t('demand.masters.errorsName')}
              onImported={() => tableRef.current?.reload()}
            />
          </>
        }
      />
      {dialog ? <FeedSaleDialog row={dialog.row} onClose={() => setDialog(null)} onSaved={saved} /> : null}
    </>
  );
}
