import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { dictName } from '../../../api/dictionaryChoices';
import { useAppT } from '../../../i18n/useAppT';
import { useOwnedCodes } from '../../../permissions';
import { dictionariesAtom, loginInfoAtom } from '../../../state/session';
import { fetchPortalSummary, type PortalSections, type PortalSummary } from '../api/portalApi';
import { ExpiringCertificates } from '../qualification/ExpiringCertificates';
import { PORTAL_MENUS, portalSectionsOf, shanghaiWallTime, shortTime } from './portalModel';

/**
 * 供应商门户 › 门户首页 (issue 22): the supplier side's to-do board. A supplier's user sees its company
 * and its own to-dos (contracts to seal, inquiries to quote on, certificates to renew), each row
 * leading to the page where it acts; staff see the same lists across their scope. Each list shows only
 * when the user holds the page it comes from.
 */
export function PortalHomePage() {
  const t = useAppT();
  const headingId = useId();
  const user = useAtomValue(loginInfoAtom)?.sysUserInfo;
  const dictionaries = useAtomValue(dictionariesAtom);
  const { hasMenu } = useOwnedCodes();
  const sections: PortalSections = useMemo(() => portalSectionsOf(hasMenu), [hasMenu]);
  const [summary, setSummary] = useState<PortalSummary | null>(null);

  useEffect(() => {
    let live = true;
    void fetchPortalSummary(sections, shanghaiWallTime(new Date())).then((answer) => {
      if (live) setSummary(answer);
    });
    return () => {
      live = false;
    };
  }, [sections]);

  const isSupplier = user?.userType === 'supplier';

  return (
    <Page aria-labelledby={headingId} aria-busy={summary === null}>
      <h1 id={headingId}>{t('portal.title')}</h1>
      {isSupplier && user?.supplierSn ? <p data-testid="portal-company">{t('portal.company', { name: user.companyDesc ?? '', sn: user.supplierSn })}</p> : null}
      <p>{t(isSupplier ? 'portal.supplierHint' : 'portal.staffHint')}</p>
      <Board>
        {sections.contracts ? (
          <Section title={t('portal.contracts.title')} to={PORTAL_MENUS.contracts.path} allLabel={t('portal.contracts.all')}>
            {listBody(summary?.contracts, t, 'portal.contracts', (rows) => (
              <Rows>
                <thead>
                  <tr>
                    <th scope="col">{t('portal.contractNo')}</th>
                    <th scope="col">{t('portal.contractName')}</th>
                    {isSupplier ? null : <th scope="col">{t('portal.supplierName')}</th>}
                    <th scope="col">{t('portal.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>
                        <Link to={`/contract/detail?id=${row.id}`}>{row.contractNo}</Link>
                      </td>
                      <td>{row.contractName}</td>
                      {isSupplier ? null : <td>{row.supplierName}</td>}
                      <td>{dictName(dictionaries, 'contractStatus', row.status)}</td>
                    </tr>
                  ))}
                </tbody>
              </Rows>
            ))}
          </Section>
        ) : null}
        {sections.inquiries ? (
          <Section title={t('portal.inquiries.title')} to={PORTAL_MENUS.inquiries.path} allLabel={t('portal.inquiries.all')}>
            {listBody(summary?.inquiries, t, 'portal.inquiries', (rows) => (
              <Rows>
                <thead>
                  <tr>
                    <th scope="col">{t('portal.inquiryNo')}</th>
                    <th scope="col">{t('portal.inquiryTitle')}</th>
                    <th scope="col">{t('portal.org')}</th>
                    <th scope="col">{t('portal.deadline')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id}>
                      <td>{row.inquiryNo}</td>
                      <td>{row.title}</td>
                      <td>{row.orgName ?? row.orgCode}</td>
                      <td>{shortTime(row.deadline)}</td>
                    </tr>
                  ))}
                </tbody>
              </Rows>
            ))}
          </Section>
        ) : null}
      </Board>
      {sections.certificates ? (
        <>
          <ExpiringCertificates data={summary?.certificates ?? null} isLoading={summary === null} />
          <Link to={PORTAL_MENUS.certificates.path}>{t('portal.certificates.all')}</Link>
        </>
      ) : null}
    </Page>
  );
}

type CountedKey = 'portal.contracts' | 'portal.inquiries';

/** A to-do list's body: loading, failed, none, or its count and rows. */
function listBody<T>(list: { total: number; rows: T[] } | null | undefined, t: ReturnType<typeof useAppT>, key: CountedKey, rows: (rows: T[]) => ReactNode): ReactNode {
  if (list === undefined) return <p>{t('portal.loading')}</p>;
  if (list === null) return <p role="alert">{t('portal.failed')}</p>;
  if (list.total === 0) return <p>{t(`${key}.none`)}</p>;
  return (
    <>
      <p role="status">{t(`${key}.count`, { count: list.total })}</p>
      {rows(list.rows)}
    </>
  );
}

function Section({ title, to, allLabel, children }: { title: string; to: string; allLabel: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <Link to={to}>{allLabel}</Link>
    </Card>
  );
}

const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[4]};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Board = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(420px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Rows = styled.table`
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: left;
    white-space: nowrap;
  }
`;
