import { useRef } from 'react';
import type { ProTableHandle } from '@srm/design-system';
import type { FeedSaleRow } from '@srm/gateway/api';
import { useAppT } from '../../../i18n/useAppT';
import { ImportAction } from '../../../shell/ImportAction';
import { MenuListPage } from '../../../shell/MenuListPage';
import { fetchFeedTargetPage, MASTERS_URLS } from '../api/mastersApi';
import { feedColumns, feedSearchFields, MASTERS_BUTTONS, MASTERS_TABLE_IDS } from '../smallMaterial/mastersList';

/** 饲料销量目标 (demand/feed-sale): the monthly targets per company and feed kind, with their import (demand:feed-sale:import). */
export function FeedSalePage() {
  const t = useAppT();
  const tableRef = useRef<ProTableHandle>(null);
  return (
    <MenuListPage<FeedSaleRow>
      titleKey="demand.feedSale.title"
      tableId={MASTERS_TABLE_IDS.feed}
      columns={feedColumns}
      fields={feedSearchFields}
      request={fetchFeedTargetPage}
      tableRef={tableRef}
      toolbarExtra={
        <ImportAction
          base={`${MASTERS_URLS.feedTarget}/import`}
          permission={MASTERS_BUTTONS.feedSaleImport}
          label={t('demand.masters.import')}
          title={t('demand.masters.importFeed')}
          templateName={t('demand.masters.templateName')}
          errorsName={t('demand.masters.errorsName')}
          onImported={() => tableRef.current?.reload()}
        />
      }
    />
  );
}
