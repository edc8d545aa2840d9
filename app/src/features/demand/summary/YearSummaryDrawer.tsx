import { Drawer, StatusTag } from '@srm/design-system';
import type { YearDemandSummaryRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchYearSummaryDetail } from '../api/demandSummaryApi';
import { monthStatusItems } from '../month/monthDemandList';
import { ItemsTable } from '../month/monthDemandStyles';
import { MONTH_KEYS } from './yearSummaryList';

/** The drill-down of a 年度汇总 row: the source year plans' items of its org, category, material and year. */
export function YearSummaryDrawer({ row, onClose }: { row: YearDemandSummaryRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchYearSummaryDetail(row), [row]);
  const detail = useRemote(load);
  const items = detail.data;
  const statuses = monthStatusItems(t);
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('demandSummary.detailTitle', { matCode: row.matCode, year: row.year })} width="large" isLoading={detail.isLoading && !items}>
      {items ? (
        <DetailBody>
          <dl>
            <dt>{t('demandMonth.orgName')}</dt>
            <dd>{row.orgName ?? row.orgCode}</dd>
            <dt>{t('demandMonth.categoryName')}</dt>
            <dd>{row.categoryName ?? row.categoryCode}</dd>
            <dt>{t('demandMonth.matName')}</dt>
            <dd>
              {row.matName ?? '-'} ({row.matCode})
            </dd>
          </dl>
          <ItemsTable>
            <caption>{t('demandSummary.sources')}</caption>
            <thead>
              <tr>
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
              </tr>
            </thead>
            <tbody>
              {items.length === 0 ? (
                <tr>
                  <td colSpan={18}>{t('demandMonth.noItems')}</td>
                </tr>
              ) : (
                items.map((item) => (
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
                ))
              )}
            </tbody>
          </ItemsTable>
        </DetailBody>
      ) : null}
    </Drawer>
  );
}
