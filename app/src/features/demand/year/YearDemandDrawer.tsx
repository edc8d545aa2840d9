import { Drawer, StatusTag } from '@srm/design-system';
import type { YearDemandRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchYearDemandDetail } from '../api/yearDemandApi';
import { lineOf, lineTotal, MONTH_FIELDS, MONTH_NUMBERS } from './yearDemandDraft';
import { yearStatusItems } from './yearDemandList';

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** 年度需求计划详情: the plan and its items with the twelve months and each line's total (GET .../year-demand/detail?id=). */
export function YearDemandDrawer({ row, onClose }: { row: YearDemandRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchYearDemandDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const data = detail.data;
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('demand.year.detailTitle', { code: row.demandNo })} width="large" isLoading={detail.isLoading && !data}>
      {data ? (
        <DetailBody>
          <dl>
            <dt>{t('demand.year.year')}</dt>
            <dd>{data.year}</dd>
            <dt>{t('demand.year.orgName')}</dt>
            <dd>{text(data.orgName)}</dd>
            <dt>{t('demand.year.categoryName')}</dt>
            <dd>{text(data.categoryName)}</dd>
            <dt>{t('demand.year.status')}</dt>
            <dd>
              <StatusTag value={data.status} items={yearStatusItems(t)} />
            </dd>
            <dt>{t('demand.year.submitCount')}</dt>
            <dd>{data.submitCount}</dd>
            <dt>{t('demand.year.remark')}</dt>
            <dd>{text(data.remark)}</dd>
          </dl>
          <table aria-label={t('demand.year.items')}>
            <caption>{t('demand.year.items')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('demand.year.matCode')}</th>
                <th scope="col">{t('demand.year.matName')}</th>
                <th scope="col">{t('demand.year.lastYearQuantity')}</th>
                <th scope="col">{t('demand.year.increaseRate')}</th>
                {MONTH_NUMBERS.map((month) => (
                  <th key={month} scope="col">
                    {t('demand.year.month', { month })}
                  </th>
                ))}
                <th scope="col">{t('demand.year.total')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.length === 0 ? (
                <tr>
                  <td colSpan={17}>{t('demand.year.noItems')}</td>
                </tr>
              ) : (
                data.items.map((item) => (
                  <tr key={item.lineNo}>
                    <td>{item.matCode}</td>
                    <td>{text(item.matName)}</td>
                    <td>{text(item.lastYearQuantity)}</td>
                    <td>{text(item.increaseRate)}</td>
                    {MONTH_FIELDS.map((field) => (
                      <td key={field}>{item[field]}</td>
                    ))}
                    <td>{lineTotal(lineOf(item))}</td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </DetailBody>
      ) : null}
    </Drawer>
  );
}
