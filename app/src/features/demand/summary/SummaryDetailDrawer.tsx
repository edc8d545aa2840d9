import { StatusTag } from '@srm/design-system';
import type { MonthDemandSummaryRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchMonthSummaryDetail } from '../api/monthDemandApi';
import { monthStatusItems } from '../month/monthDemandList';
import { SummarySourceDrawer } from './SummarySourceDrawer';

/** The drill-down of a 需求汇总 row: the source plans' items of its org, category, material and month. */
export function SummaryDetailDrawer({ row, onClose }: { row: MonthDemandSummaryRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchMonthSummaryDetail(row), [row]);
  const statuses = monthStatusItems(t);
  return (
    <SummarySourceDrawer
      title={t('demandMonth.detailTitle', { matCode: row.matCode, yearMonth: row.yearMonth })}
      row={row}
      load={load}
      caption={t('demandMonth.sources')}
      columnCount={9}
      columns={
        <>
          <th scope="col">{t('demandMonth.demandNo')}</th>
          <th scope="col">{t('demandMonth.status')}</th>
          <th scope="col">{t('demandMonth.lineNo')}</th>
          <th scope="col">{t('demandMonth.demandQuantity')}</th>
          <th scope="col">{t('demandMonth.stockOnHand')}</th>
          <th scope="col">{t('demandMonth.inTransit')}</th>
          <th scope="col">{t('demandMonth.contractResidualQuantity')}</th>
          <th scope="col">{t('demandMonth.suggestedPurchase')}</th>
          <th scope="col">{t('demandMonth.requiredDate')}</th>
        </>
      }
      renderItem={(item) => (
        <tr key={`${item.demandId}-${item.lineNo}`}>
          <td>{item.demandNo}</td>
          <td>
            <StatusTag value={item.status} items={statuses} />
          </td>
          <td>{item.lineNo}</td>
          <td>{item.demandQuantity}</td>
          <td>{item.stockOnHand}</td>
          <td>{item.inTransit}</td>
          <td>{item.contractResidualQuantity}</td>
          <td>{item.suggestedPurchase}</td>
          <td>{item.requiredDate ?? '-'}</td>
        </tr>
      )}
      onClose={onClose}
    />
  );
}
