import styled from '@emotion/styled';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { unavailableReason } from '../../router/maintenance';
import { useAppT } from '../../i18n/useAppT';

/** /503 (spec 01 §2.1): the ERP-upgrade message inside the maintenance window, else 'service unavailable'. */
export function UnavailablePage({ now: given }: { now?: number }) {
  const t = useAppT();
  const [now] = useState(() => given ?? Date.now());
  const erp = unavailableReason(now) === 'erpUpgrade';
  return (
    <Wrapper data-reason={erp ? 'erpUpgrade' : 'unavailable'}>
      <h1>503 · {erp ? t('unavailable.erpTitle') : t('unavailable.title')}</h1>
      <p>{erp ? t('unavailable.erpBody') : t('unavailable.body')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </Wrapper>
  );
}

const Wrapper = styled.main`
  padding: ${({ theme }) => theme.space[10]};
  text-align: center;
`;
