import { ListPage, type ProColumn } from '@srm/design-system';
import type { StrategicContract } from '@srm/gateway/api';
import { useId, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { fetchStrategicPage } from '../api/contractApi';
import { STRATEGIC_TABLE_ID, strategicColumns, strategicSearchFields } from './strategicList';

/**
 * 战略合同 (contract/strategic; issue 8): the strategic contracts in the caller's scope with their
 * called-off and residual quantities (POST contract/head/page-strategic), searchable by contract
 * number, supplier and org; the contract number opens the 合同详情.
 */
export function StrategicContractPage() {
  const t = useAppT();
  const headingId = useId();
  const columns = useMemo(
    (): ProColumn<StrategicContract>[] =>
      strategicColumns(t).map((column) =>
        column.key === 'contractNo'
          ? {
              ...column,
              render: (_value, row) => (
                <Link to={`/contract/detail?id=${row.id}`} data-grid-widget="" tabIndex={-1}>
                  {row.contractNo}
                </Link>
              ),
            }
          : column,
      ),
    [t],
  );
  const fields = useMemo(() => strategicSearchFields(t), [t]);
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('contract.strategic.title')}</h1>
        <ListPage<StrategicContract>
          title={t('contract.strategic.title')}
          columns={columns}
          rowKey="id"
          request={fetchStrategicPage}
          search={{ fields }}
          table={{ tableId: STRATEGIC_TABLE_ID, defaultPageSize: 20, showIndex: true }}
        />
      </ListPageSection>
    </WithSideMenu>
  );
}
