import type { QualityIndex } from '@srm/gateway/api';
import { fetchQualityIndexPage } from '../api/masterApi';
import { MenuListPage } from '../../../shell/MenuListPage';
import { QUALITY_INDEX_TABLE_ID, qualityIndexColumns, qualityIndexSearchFields } from './qualityIndexList';

/** 质量指标 (master/quality-index; issue 21): the quality indices with their standards and deduction rules. */
export function QualityIndexPage() {
  return (
    <MenuListPage<QualityIndex>
      titleKey="master.qualityIndex.title"
      tableId={QUALITY_INDEX_TABLE_ID}
      columns={qualityIndexColumns}
      fields={qualityIndexSearchFields}
      request={fetchQualityIndexPage}
    />
  );
}
