import { Drawer, StatusTag } from '@srm/design-system';
import type { MonthDemandSummaryRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchMonthSummaryDetail } from '../api/monthDemandApi';
import { monthStatusItems } from '../month/monthDemandList';
import { ItemsTable } from '../month/monthDemandStyles';

/** The drill-down of a 需求汇总 row: the source plans' items of its org, category, material and month. */
export function SummaryDetailDrawer({ row, onClose }: { row: MonthDemandSummaryRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchMonthSummaryDetail(row), [row]);
  const detail = useRemote(load);
  const items = detail.data;
  const statuses = monthStatusItems(t);
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('demandMonth.detailTitle', { matCode: row.matCode, yearMonth: row.yearMonth })} width="large" isLoading={detail.isLoading && !items}>
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
            <caption>{t('demandMonth.sources')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('demandMonth.demandNo')}</th>
                <th scope="col">{t('demandMonth.status')}</th>
                <th scope="col">{t('demandMonth.lineNo')}</th>
                <th scope="col">{t('demandMonth.demandQuantity')}</th>
                <th scope="col">{t('demandMonth.stockOnHand')}</th>
                <th scope="col">{t('demandMonth.inTransit')}</th>
                <th scope="col">{t('demandMonth.contractResidualQuantity')}</th>
                <th scope="col">{t('demandMonth.suggestedPurchase')}</th>
                <th scope="col">{t('demandMonth.requiredDate')}</th>
              </tr>
            </thead>
            <tbody>
              {items.length === 0 ? (
                <tr>
                  <td colSpan={9}>{t('demandMonth.noItems')}</td>
                </tr>
              ) : (
                items.map((item) => (
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
                ))
              )}
            </tbody>
          </ItemsTable>
        </DetailBody>
      ) : null}
    </Drawer>
  );
}
