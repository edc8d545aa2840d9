import styled from '@emotion/styled';
import { StatusTag } from '@srm/design-system';
import type { QualificationExpiring } from '@srm/gateway/api';
import { useMemo } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { certStateItems } from './qualificationList';

export interface ExpiringCertificatesProps {
  /** GET .../qualification/expiring, null while it loads or after it failed. */
  data: QualificationExpiring | null;
  isLoading: boolean;
}

/**
 * The buyer's to-dos on 资质证照: how many certificates expire within 30 days or have expired, and the
 * rows the gateway answered (by 有效期止, at most 200), each with its supplier, type, number, date and
 * state tag. A supplier user sees its own only (the gateway scopes them like the list).
 */
export function ExpiringCertificates({ data, isLoading }: ExpiringCertificatesProps) {
  const t = useAppT();
  const states = useMemo(() => certStateItems(t), [t]);
  const title = t('qualification.expiring.title');
  return (
    <Panel aria-label={title}>
      <h2>{title}</h2>
      {!data ? (
        isLoading ? <p>{t('qualification.expiring.loading')}</p> : null
      ) : data.total === 0 ? (
        <p>{t('qualification.expiring.none')}</p>
      ) : (
        <>
          <p role="status">
            {t('qualification.expiring.count', { count: data.total })}
            {data.total > data.rows.length ? ` ${t('qualification.expiring.more', { shown: data.rows.length })}` : ''}
          </p>
          <Rows>
            <thead>
              <tr>
                <th scope="col">{t('supplier.name')}</th>
                <th scope="col">{t('supplier.certType')}</th>
                <th scope="col">{t('supplier.certNo')}</th>
                <th scope="col">{t('supplier.validTo')}</th>
                <th scope="col">{t('supplier.certState')}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.supplierName}</td>
                  <td>{t(`supplier.certType.${row.certType}` as 'supplier.certType.business_licence')}</td>
                  <td>{row.certNo}</td>
                  <td>{row.validTo}</td>
                  <td>
                    <StatusTag items={states} value={row.certState} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Rows>
        </>
      )}
    </Panel>
  );
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSubtle};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  p {
    margin: 0;
  }
`;

const Rows = styled.table`
  display: block;
  max-height: 240px;
  overflow: auto;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: left;
    white-space: nowrap;
  }
`;
