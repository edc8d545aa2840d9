import { StatusTag } from '@srm/design-system';
import type { YearDemandSummaryRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { fetchYearSummaryDetail } from '../api/demandSummaryApi';
import { monthStatusItems } from '../month/monthDemandList';
import { SummarySourceDrawer } from './SummarySourceDrawer';
import { MONTH_KEYS } from './yearSummaryList';

/** The drill-down of a 年度汇总 row: the source year plans' items of its org, category, material and year. */
export function YearSummaryDrawer({ row, onClose }: { row: YearDemandSummaryRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchYearSummaryDetail(row), [row]);
  const statuses = monthStatusItems(t);
  return (
    <SummarySourceDrawer
      title={t('demandSummary.detailTitle', { matCode: row.matCode, year: row.year })}
      row={row}
      load={load}
      caption={t('demandSummary.sources')}
      columnCount={6 + MONTH_KEYS.length}
      columns={
        <>
          <th scope="col">{t('demandMonth.demandNo')}</th>
          <th scope="col">{t('demandMonth.status')}</th>
          <th scope="col">{t('demandMonth.lineNo')}</th>
          <th scope="col">{t('demandSummary.lastYearQuantity')}</th>
          <th scope="col">{t('demandSummary.increaseRate')}</th>
          <th scope="col">{t('demandSummary.yearTotal')}</th>
          {MONTH_KEYS.map((key, index) => (
            <th key={key} scope="col">
              {t('demandSummary.month', { month: index + 1 })}
            </th>
          ))}
        </>
      }
      renderItem={(item) => (
        <tr key={`${item.demandId}-${item.lineNo}`}>
          <td>{item.demandNo}</td>
          <td>
            <StatusTag value={item.status} items={statuses} />
          </td>
          <td>{item.lineNo}</td>
          <td>{item.lastYearQuantity ?? '-'}</td>
          <td>{item.increaseRate ?? '-'}</td>
          <td>{item.yearTotal}</td>
          {MONTH_KEYS.map((key) => (
            <td key={key}>{item[key]}</td>
          ))}
        </tr>
      )}
      onClose={onClose}
    />
  );
}
