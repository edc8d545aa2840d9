import { Drawer, StatusTag } from '@srm/design-system';
import type { SupplierArchiveRow } from '@srm/gateway/api';
import { useCallback } from 'react';
import { useRemote } from '../../../api/useRemote';
import { useAppT } from '../../../i18n/useAppT';
import { fetchSupplierDetail } from '../api/supplierApi';
import { LinesTable } from '../../../shell/LinesTable';
import { supplierStatusItems } from './supplierList';
import { DetailBody } from '../../../shell/detailStyles';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? '-' : value);

/** 供应商详情: the supplier, its contacts, bank accounts, addresses and blacklist entries (GET .../supplier/detail?id=). */
export function SupplierDetailDrawer({ row, onClose }: { row: SupplierArchiveRow; onClose: () => void }) {
  const t = useAppT();
  const load = useCallback(() => fetchSupplierDetail(row.id), [row.id]);
  const detail = useRemote(load);
  const data = detail.data;
  const none = t('supplier.none');
  const yesNo = (flag: 0 | 1) => t(flag === 1 ? 'supplier.yes' : 'supplier.no');
  return (
    <Drawer isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t('supplier.detailTitle', { code: row.sn })} width="large" isLoading={detail.isLoading && !data}>
      {data ? (
        <DetailBody>
          <dl>
            <dt>{t('supplier.name')}</dt>
            <dd>{data.name}</dd>
            <dt>{t('supplier.creditCode')}</dt>
            <dd>{text(data.unifiedCreditCode)}</dd>
            <dt>{t('supplier.bigType')}</dt>
            <dd>{text(data.bigTypeName ?? data.bigType)}</dd>
            <dt>{t('supplier.smallType')}</dt>
            <dd>{text(data.smallTypeName ?? data.smallType)}</dd>
            <dt>{t('supplier.status')}</dt>
            <dd>
              <StatusTag items={supplierStatusItems(t)} value={data.financialStatus} />
            </dd>
            <dt>{t('supplier.ebsNo')}</dt>
            <dd>{text(data.ebsNo)}</dd>
            <dt>{t('supplier.province')}</dt>
            <dd>{[data.province, data.city].filter(Boolean).join(' ') || '-'}</dd>
          </dl>
          <LinesTable
            caption={t('supplier.contacts')}
            lines={data.contacts}
            lineKey={(contact, index) => contact.id ?? index}
            empty={none}
            columns={[
              { heading: t('supplier.contactName'), cell: (contact) => contact.contactName },
              { heading: t('supplier.mobile'), cell: (contact) => contact.mobile },
              { heading: t('supplier.position'), cell: (contact) => text(contact.position) },
              { heading: t('supplier.email'), cell: (contact) => text(contact.email) },
              { heading: t('supplier.primary'), cell: (contact) => yesNo(contact.isPrimary) },
            ]}
          />
          <LinesTable
            caption={t('supplier.banks')}
            lines={data.banks}
            lineKey={(bank, index) => bank.id ?? index}
            empty={none}
            columns={[
              { heading: t('supplier.bankName'), cell: (bank) => bank.bankName },
              { heading: t('supplier.accountName'), cell: (bank) => bank.accountName },
              { heading: t('supplier.accountNo'), cell: (bank) => bank.accountNo },
              { heading: t('supplier.default'), cell: (bank) => yesNo(bank.isDefault) },
            ]}
          />
          <LinesTable
            caption={t('supplier.addresses')}
            lines={data.addresses}
            lineKey={(address, index) => address.id ?? index}
            empty={none}
            columns={[
              { heading: t('supplier.province'), cell: (address) => [address.province, address.city, address.district].filter(Boolean).join(' ') || '-' },
              { heading: t('supplier.addressDetail'), cell: (address) => address.detail },
            ]}
          />
          <LinesTable
            caption={t('supplier.blacklist')}
            lines={data.blacklist}
            lineKey={(entry) => entry.id}
            empty={none}
            columns={[
              { heading: t('supplier.blacklistReason'), cell: (entry) => entry.reason },
              { heading: t('supplier.blacklistFrom'), cell: (entry) => entry.fromDate },
              { heading: t('supplier.blacklistUntil'), cell: (entry) => entry.untilDate },
              { heading: t('supplier.blacklistReleased'), cell: (entry) => text(entry.releasedTime) },
            ]}
          />
        </DetailBody>
      ) : null}
    </Drawer>
  );
}

