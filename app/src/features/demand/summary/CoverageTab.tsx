import styled from '@emotion/styled';
import { Button, Select, YearPicker, type SelectValue } from '@srm/design-system';
import type { Category, DemandIndicator, Org } from '@srm/gateway/api';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { unlessFailed } from '../../../api/callFailure';
import { useAppT } from '../../../i18n/useAppT';
import { sessionDataAtom } from '../../../state/session';
import { fetchDemandIndicator } from '../api/demandSummaryApi';
import { ORG_NAMES } from '../masters/masterLookups';
import { coverageCell } from './coverageTable';

const CATEGORY_NAMES = { label: 'categoryName', value: 'categoryCode' } as const;
const keyOf = (value: SelectValue) => (value === null || value === undefined ? '' : String(Array.isArray(value) ? (value[0] ?? '') : value));

/**
 * 需求汇总's 需求覆盖 tab: an org, a category and a year (the user's own orgs and categories) → per
 * material and month the demand, the contracts' quantity covering it and the coverage; a month the
 * contracts leave short shows its gap, highlighted and in words. The table scrolls in a focusable region
 * (keyboard users reach it with Tab and scroll it with the arrow keys).
 */
export function CoverageTab() {
  const t = useAppT();
  const session = useAtomValue(sessionDataAtom);
  const orgs = useMemo(() => session?.orgs ?? [], [session]);
  const categories = useMemo(() => session?.categories ?? [], [session]);
  const [orgCode, setOrgCode] = useState('');
  const [categoryCode, setCategoryCode] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear()));
  const [loading, setLoading] = useState(false);
  const [indicator, setIndicator] = useState<DemandIndicator | null>(null);
  const ready = orgCode !== '' && categoryCode !== '' && /^\d{4}$/.test(year);

  const search = async () => {
    if (!ready) return;
    setLoading(true);
    const found = await unlessFailed(fetchDemandIndicator({ orgCode, categoryCode, year: Number(year) }));
    setLoading(false);
    setIndicator(found ?? null);
  };

  return (
    <Panel>
      <Query
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Select<Org> label={t('demandMonth.orgName')} isRequired isFilterable options={orgs} fieldNames={ORG_NAMES} value={orgCode || null} onChange={(value) => setOrgCode(keyOf(value))} />
        <Select<Category> label={t('demandMonth.categoryName')} isRequired isFilterable options={categories} fieldNames={CATEGORY_NAMES} value={categoryCode || null} onChange={(value) => setCategoryCode(keyOf(value))} />
        <YearPicker label={t('demandSummary.year')} value={year || null} onChange={(value) => setYear(value ?? '')} />
        <Button type="submit" variant="primary" isDisabled={!ready} isPending={loading}>
          {t('demandSummary.coverageQuery')}
        </Button>
      </Query>
      {indicator === null ? (
        <Note>{t('demandSummary.coverageHint')}</Note>
      ) : indicator.materials.length === 0 ? (
        <Note role="status">{t('demandSummary.coverageEmpty')}</Note>
      ) : (
        <Scroll tabIndex={0} role="region" aria-label={t('demandSummary.coverageCaption', { year: indicator.year })}>
          <Grid>
            <caption>{t('demandSummary.coverageCaption', { year: indicator.year })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('demandMonth.matName')}</th>
                {Array.from({ length: 12 }, (_, index) => (
                  <th key={index} scope="col">
                    {t('demandSummary.month', { month: index + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {indicator.materials.map((material) => (
                <tr key={material.matCode}>
                  <th scope="row">
                    {material.matName ?? material.matCode}
                    <Code>
                      {material.matCode}
                      {material.unitCode ? ` · ${material.unitCode}` : ''}
                    </Code>
                  </th>
                  {material.months.map((month) => {
                    const cell = coverageCell(t, month);
                    return (
                      <Cell key={cell.month} data-gap={cell.gap !== null ? 'true' : undefined} aria-label={cell.label}>
                        <span>
                          {t('demandSummary.demand')} {cell.demand}
                        </span>
                        <span>
                          {t('demandSummary.contracted')} {cell.contracted}
                        </span>
                        <span>
                          {t('demandSummary.coverage')} {cell.coverage}
                        </span>
                        {cell.gap !== null ? <Gap>{t('demandSummary.gap', { gap: cell.gap })}</Gap> : null}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </Grid>
        </Scroll>
      )}
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  padding-block: ${({ theme }) => theme.space[3]};
`;
const Query = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
const Note = styled.p`
  color: ${({ theme }) => theme.colors.textSecondary};
`;
const Scroll = styled.div`
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;
const Grid = styled.table`
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    padding-block-end: ${({ theme }) => theme.space[2]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: 500;
  }
`;
const Code = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-weight: 400;
`;
const Cell = styled.td`
  span {
    display: block;
  }
  &[data-gap='true'] {
    background: ${({ theme }) => theme.colors.dangerSubtle};
  }
`;
const Gap = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;
