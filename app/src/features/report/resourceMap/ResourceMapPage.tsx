import styled from '@emotion/styled';
import { Button, Chart, DateRangePicker, formatAmount, formatNumber, Select, todayString, type DateRangeString, type SelectValue } from '@srm/design-system';
import type { WorkTopQuery } from '@srm/gateway/api';
import { useId, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { FieldGrid } from '../../../shell/dialogLayout';
import { fetchCategoryOptions, fetchWorkTop } from '../api/marketApi';
import { useAnswer } from '../trend/useAnswer';
import { buildWorkTopQuery, defaultYearRange, regionChart } from './resourceMap';

const keyOf = (value: SelectValue) => (value === null || value === undefined ? null : String(Array.isArray(value) ? (value[0] ?? '') : value) || null);

/**
 * 资源地图 (issue 27; spec 02 §7 resource work-top): 日期范围 (this year) and 品类, then purchases by region
 * (province) as a horizontal bar chart 各地区采购量 and a table 地区, 采购量（吨）, 采购金额（元）, 合同数 with
 * the totals. A refusal shows its message.
 */
export function ResourceMapPage({ today }: { today?: string }) {
  const t = useAppT();
  const headingId = useId();
  const [range, setRange] = useState<DateRangeString | null>(() => defaultYearRange(today ?? todayString()));
  const [categoryCode, setCategoryCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<WorkTopQuery>(() => {
    const built = buildWorkTopQuery(range, null);
    return 'query' in built ? built.query : { startDate: '', endDate: '' };
  });
  const categories = useAnswer(fetchCategoryOptions);
  const load = useMemo(() => (signal: AbortSignal) => fetchWorkTop(asked, signal), [asked]);
  const answer = useAnswer(load);
  const result = answer.data;
  const chart = useMemo(() => regionChart(result, t('market.resource.quantity')), [result, t]);

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('market.resource.title')}</h1>
      <form
        role="search"
        aria-label={t('market.filter.bar')}
        onSubmit={(event) => {
          event.preventDefault();
          const built = buildWorkTopQuery(range, categoryCode);
          if ('problem' in built) {
            setProblem(t(built.problem));
            return;
          }
          setProblem(null);
          setAsked(built.query);
        }}
      >
        <FieldGrid columns={3}>
          <DateRangePicker label={t('market.filter.dateRange')} isRequired value={range} onChange={setRange} />
          <Select
            label={t('master.category')}
            placeholder={t('market.resource.allCategories')}
            isFilterable
            isClearable
            isLoading={categories.isLoading}
            options={categories.data ?? []}
            value={categoryCode}
            onChange={(value) => setCategoryCode(keyOf(value))}
          />
          <Buttons>
            <Button variant="primary" type="submit">
              {t('order.report.query')}
            </Button>
          </Buttons>
        </FieldGrid>
        {problem ? <p role="alert">{problem}</p> : null}
      </form>
      {answer.error ? (
        <p role="alert">{answer.error}</p>
      ) : (
        <>
          <Chart
            title={t('market.resource.chartTitle')}
            description={t('market.resource.chartAbout')}
            kind="bar"
            horizontal
            categoryLabel={t('market.index.place')}
            categories={chart.categories}
            series={chart.series}
            unit="吨"
            height={Math.max(240, chart.categories.length * 32 + 80)}
            isLoading={answer.isLoading}
            fileName={`${t('market.resource.chartTitle')}-${asked.startDate}-${asked.endDate}`}
          />
          <Regions aria-busy={answer.isLoading}>
            <caption>{t('market.resource.tableTitle')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('market.index.place')}</th>
                <th scope="col">{t('market.resource.quantity')}</th>
                <th scope="col">{t('market.resource.amount')}</th>
                <th scope="col">{t('market.resource.contractCount')}</th>
              </tr>
            </thead>
            <tbody>
              {(result?.regions ?? []).map((region) => (
                <tr key={region.regionCode}>
                  <th scope="row">{region.regionName || region.regionCode}</th>
                  <Num>{formatNumber(region.quantity, { precision: 3 })}</Num>
                  <Num>{formatAmount(region.amount)}</Num>
                  <Num>{region.contractCount}</Num>
                </tr>
              ))}
            </tbody>
            {result ? (
              <tfoot>
                <tr>
                  <th scope="row">{t('contract.editor.total')}</th>
                  <Num>{formatNumber(result.totalQuantity, { precision: 3 })}</Num>
                  <Num>{formatAmount(result.totalAmount)}</Num>
                  <Num>{result.regions.reduce((sum, region) => sum + region.contractCount, 0)}</Num>
                </tr>
              </tfoot>
            ) : null}
          </Regions>
        </>
      )}
    </section>
  );
}

const Buttons = styled.div`
  display: flex;
  align-items: flex-end;
`;

const Regions = styled.table`
  border-collapse: collapse;
  width: 100%;
  margin-top: ${({ theme }) => theme.space[4]};
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space[1]};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[2]};
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  }
  thead th:not(:first-of-type) {
    text-align: end;
  }
`;

const Num = styled.td`
  font-variant-numeric: tabular-nums;
  text-align: end !important;
`;
