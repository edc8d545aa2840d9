import { Drawer, formatAmount, formatDate, StatusTag } from '@srm/design-system';
import type { MultiTradeRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { fetchTradeDetail } from '../api/tradeApi';
import { Num, Rows } from '../tableStyles';
import { tradeStatusItems } from './tradeList';

const text = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '-' : String(value));

/** 多边贸易 {tradeNo}: the chain's head (GET multi-trade/detail?id=) with what left the factory and arrived, and its legs with amounts and margins, and the 总毛利. */
export function TradeDetailDrawer({ row, onClose }: { row: MultiTradeRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchTradeDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const trade = detail.data ?? row;
  const legs = detail.data?.legs ?? [];
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('order.trade.detailTitle', { code: row.tradeNo })} width="large" isLoading={detail.isLoading && !detail.data}>
      <DetailBody>
        <section aria-label={t('order.trade.basic')}>
          <dl>
            <dt>{t('order.trade.tradeNo')}</dt>
            <dd>{trade.tradeNo}</dd>
            <dt>{t('order.trade.status')}</dt>
            <dd>
              <StatusTag value={trade.status} items={tradeStatusItems(t)} />
            </dd>
            <dt>{t('order.trade.material')}</dt>
            <dd>{`${trade.matName}（${trade.matCode}）`}</dd>
            <dt>{t('order.trade.quantity')}</dt>
            <dd>{`${trade.quantity} ${trade.unitCode}`}</dd>
            <dt>{t('order.trade.basePrice')}</dt>
            <dd>{trade.basePrice}</dd>
            <dt>{t('order.trade.firstSeller')}</dt>
            <dd>{text(trade.orgName ?? trade.orgCode)}</dd>
            <dt>{t('order.trade.finalBuyer')}</dt>
            <dd>{text(trade.finalOrgName ?? trade.finalOrgCode)}</dd>
            <dt>{t('order.trade.tradeDate')}</dt>
            <dd>{formatDate(trade.tradeDate) || trade.tradeDate}</dd>
            <dt>{t('order.trade.appliedQuantity')}</dt>
            <dd>{trade.appliedQuantity}</dd>
            <dt>{t('order.trade.outfactoryQuantity')}</dt>
            <dd>{detail.data?.outfactoryQuantity ?? '-'}</dd>
            <dt>{t('order.trade.arriveQuantity')}</dt>
            <dd>{detail.data?.arriveQuantity ?? '-'}</dd>
            <dt>{t('order.trade.totalMargin')}</dt>
            <dd data-figure="totalMargin">{formatAmount(trade.totalMargin)}</dd>
            <dt>{t('order.trade.committedTime')}</dt>
            <dd>{text(trade.committedTime ? formatDate(trade.committedTime, 'datetime') : null)}</dd>
            <dt>{t('order.trade.remark')}</dt>
            <dd>{text(trade.remark)}</dd>
          </dl>
        </section>
        <Rows aria-label={t('order.trade.legs')}>
          <caption>{t('order.trade.legs')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('order.trade.legNo')}</th>
              <th scope="col">{t('order.trade.seller')}</th>
              <th scope="col">{t('order.trade.buyer')}</th>
              <th scope="col">{t('order.trade.price')}</th>
              <th scope="col">{t('order.trade.taxRate')}</th>
              <th scope="col">{t('order.trade.quantity')}</th>
              <th scope="col">{t('order.trade.amount')}</th>
              <th scope="col">{t('order.trade.margin')}</th>
            </tr>
          </thead>
          <tbody>
            {legs.length === 0 ? (
              <tr>
                <td colSpan={8}>{detail.isLoading ? '' : t('order.trade.noRows')}</td>
              </tr>
            ) : (
              legs.map((leg) => (
                <tr key={leg.id}>
                  <th scope="row">{leg.legNo}</th>
                  <td>{leg.sellerOrgName ?? leg.sellerOrgCode}</td>
                  <td>{leg.buyerOrgName ?? leg.buyerOrgCode}</td>
                  <Num>{leg.priceWithTax}</Num>
                  <Num>{leg.taxRate}</Num>
                  <Num>{leg.quantity}</Num>
                  <Num>{formatAmount(leg.amount)}</Num>
                  <Num>{formatAmount(leg.margin)}</Num>
                </tr>
              ))
            )}
          </tbody>
        </Rows>
      </DetailBody>
    </Drawer>
  );
}
