import { Drawer, StatusTag } from '@srm/design-system';
import type { MonthDemandRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchMonthDemandDetail } from '../api/monthDemandApi';
import { monthStatusItems } from './monthDemandList';
import { ItemsTable } from './monthDemandStyles';

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** 月度需求计划详情: the plan's head and its items (GET .../month-demand/detail?id=). */
export function MonthDemandDrawer({ row, onClose }: { row: MonthDemandRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchMonthDemandDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const data = detail.data;
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('demandMonth.planDetailTitle', { code: row.demandNo })} width="large" isLoading={detail.isLoading && !data}>
      {data ? (
        <DetailBody>
          <dl>
            <dt>{t('demandMonth.demandNo')}</dt>
            <dd>{data.demandNo}</dd>
            <dt>{t('demandMonth.yearMonth')}</dt>
            <dd>{data.yearMonth}</dd>
            <dt>{t('demandMonth.orgName')}</dt>
            <dd>{text(data.orgName ?? data.orgCode)}</dd>
            <dt>{t('demandMonth.categoryName')}</dt>
            <dd>{text(data.categoryName ?? data.categoryCode)}</dd>
            <dt>{t('demandMonth.status')}</dt>
            <dd>
              <StatusTag value={data.status} items={monthStatusItems(t)} />
            </dd>
            <dt>{t('demandMonth.submitCount')}</dt>
            <dd>{data.submitCount}</dd>
            <dt>{t('demandMonth.remark')}</dt>
            <dd>{text(data.remark)}</dd>
          </dl>
          <ItemsTable>
            <caption>{t('demandMonth.items')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('demandMonth.lineNo')}</th>
                <th scope="col">{t('demandMonth.matCode')}</th>
                <th scope="col">{t('demandMonth.matName')}</th>
                <th scope="col">{t('demandMonth.unitCode')}</th>
                <th scope="col">{t('demandMonth.demandQuantity')}</th>
                <th scope="col">{t('demandMonth.stockOnHand')}</th>
                <th scope="col">{t('demandMonth.inTransit')}</th>
                <th scope="col">{t('demandMonth.contractResidualQuantity')}</th>
                <th scope="col">{t('demandMonth.suggestedPurchase')}</th>
                <th scope="col">{t('demandMonth.requiredDate')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={10}>{t('demandMonth.noItems')}</td>
                </tr>
              ) : (
                data.items.map((item) => (
                  <tr key={item.lineNo}>
                    <td>{item.lineNo}</td>
                    <td>{item.matCode}</td>
                    <td>{text(item.matName)}</td>
                    <td>{text(item.unitCode)}</td>
                    <td>{item.demandQuantity}</td>
                    <td>{item.stockOnHand}</td>
                    <td>{item.inTransit}</td>
                    <td>{item.contractResidualQuantity}</td>
                    <td>{item.suggestedPurchase}</td>
                    <td>{text(item.requiredDate)}</td>
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
