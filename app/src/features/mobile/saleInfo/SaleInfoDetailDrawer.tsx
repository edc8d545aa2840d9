import { Drawer, StatusTag } from '@srm/design-system';
import type { SaleInfoRow } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { dictName } from '../../../api/dictionaryChoices';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { DetailBody } from '../../../shell/detailStyles';
import { dictionariesAtom } from '../../../state/session';
import { fetchSaleInfoDetail } from '../api/saleInfoApi';
import { dictStatusItems, MARKET_DICTIONARIES, originText } from './saleInfoList';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 销售信息详情 (mobile:sale-info:detail): the offer with its contact phone unmasked (GET .../sale-info/detail?id=). */
export function SaleInfoDetailDrawer({ row, onClose }: { row: SaleInfoRow; onClose: () => void }) {
  const t = useAppT();
  const dictionaries = useAtomValue(dictionariesAtom);
  const load = useCallback(() => fetchSaleInfoDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const data = detail.data;
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('mobile.sale.detailTitle', { code: row.infoNo })} width="medium" isLoading={detail.isLoading && !data}>
      {data ? (
        <DetailBody>
          <dl>
            <dt>{t('mobile.sale.infoNo')}</dt>
            <dd>{data.infoNo}</dd>
            <dt>{t('mobile.sale.variety')}</dt>
            <dd>{text(dictName(dictionaries, MARKET_DICTIONARIES.variety, data.variety))}</dd>
            <dt>{t('mobile.sale.quantity')}</dt>
            <dd>{data.quantity}</dd>
            <dt>{t('mobile.sale.price')}</dt>
            <dd>{data.price}</dd>
            <dt>{t('mobile.sale.origin')}</dt>
            <dd>{text(originText(data))}</dd>
            <dt>{t('supplier.addressDetail')}</dt>
            <dd>{text(data.address)}</dd>
            <dt>{t('supplier.contact')}</dt>
            <dd>{data.contactName}</dd>
            <dt>{t('supplier.phone')}</dt>
            <dd>{data.contactPhone}</dd>
            <dt>{t('mobile.sale.org')}</dt>
            <dd>{data.orgName ?? data.orgCode}</dd>
            <dt>{t('master.status')}</dt>
            <dd>
              <StatusTag items={dictStatusItems(dictionaries, MARKET_DICTIONARIES.saleStatus)} value={data.status} />
            </dd>
            <dt>{t('mobile.sale.validUntil')}</dt>
            <dd>{text(data.validUntil)}</dd>
            <dt>{t('mobile.sale.publishTime')}</dt>
            <dd>{data.publishTime}</dd>
            <dt>{t('master.remark')}</dt>
            <dd>{text(data.remark)}</dd>
          </dl>
        </DetailBody>
      ) : null}
    </Drawer>
  );
}
