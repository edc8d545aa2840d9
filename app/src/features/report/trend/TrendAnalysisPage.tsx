import styled from '@emotion/styled';
import { Button, Chart, DateRangePicker, Select, Tab, TabList, TabPanel, Tabs, TextField, todayString, type DateRangeString, type SelectValue } from '@srm/design-system';
import type { MarketIndex, TrendAnalysis, TrendQuery } from '@srm/gateway/api';
import { useCallback, useId, useMemo, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { FieldGrid } from '../../../shell/dialogLayout';
import { fetchMarketIndices, fetchTrend } from '../api/marketApi';
import { analysisAbout, analysisName, buildTrendQuery, defaultIndexCodes, defaultTrendRange, toChartSeries, TREND_TABS, trendTitle, trendUnit } from './trendQuery';
import { useAnswer } from './useAnswer';

const codesOf = (value: SelectValue): string[] => (Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)]);

/**
 * 趋势分析 (issue 27; spec 02 §7 wfdata): 日期范围 (the last 90 days), 指数 (market-index/indices, the first
 * two at first), 地区 (optional) and 查询; tabs for the five analyses, each one line Chart with a zoom
 * from its wfdata POST (only the shown tab asks). A refusal (400 …) shows its message in the tab.
 */
export function TrendAnalysisPage({ today }: { today?: string }) {
  const t = useAppT();
  const headingId = useId();
  const indices = useAnswer(fetchMarketIndices);
  const [range, setRange] = useState<DateRangeString | null>(() => defaultTrendRange(today ?? todayString()));
  const [indexCodes, setIndexCodes] = useState<string[] | null>(null);
  const [places, setPlaces] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState<TrendQuery | null>(null);
  const [analysis, setAnalysis] = useState<TrendAnalysis>('averagePriceChange');
  const list = useMemo(() => indices.data ?? [], [indices.data]);
  const chosen = indexCodes ?? defaultIndexCodes(list);
  const options = useMemo(() => list.map((index) => ({ value: index.indexCode, label: index.indexName })), [list]);

  const ask = useCallback(
    (codes: readonly string[]) => {
      const built = buildTrendQuery({ range, indexCodes: codes, places });
      if ('problem' in built) {
        setProblem(t(built.problem));
        return;
      }
      setProblem(null);
      setAsked(built.query);
    },
    [places, range, t],
  );

  // Until the first 查询, the charts show the defaults: the first range and the first two indices.
  const [firstRange] = useState(range);
  const firstQuery = useMemo(() => {
    if (!indices.data) return null;
    const built = buildTrendQuery({ range: firstRange, indexCodes: defaultIndexCodes(indices.data), places: '' });
    return 'query' in built ? built.query : null;
  }, [firstRange, indices.data]);
  const shown = asked ?? firstQuery;

  return (
    <section aria-labelledby={headingId}>
      <h1 id={headingId}>{t('market.trend.title')}</h1>
      <form
        role="search"
        aria-label={t('market.filter.bar')}
        onSubmit={(event) => {
          event.preventDefault();
          ask(chosen);
        }}
      >
        <FieldGrid columns={4}>
          <DateRangePicker label={t('market.filter.dateRange')} isRequired value={range} onChange={setRange} />
          <Select label={t('market.trend.indices')} selectionMode="multiple" isLoading={indices.isLoading} options={options} value={chosen} onChange={(value) => setIndexCodes(codesOf(value))} />
          <TextField label={t('market.index.place')} description={t('market.trend.placesHint')} value={places} onChange={setPlaces} />
          <Buttons>
            <Button variant="primary" type="submit">
              {t('order.report.query')}
            </Button>
          </Buttons>
        </FieldGrid>
        {problem ? <p role="alert">{problem}</p> : null}
        {indices.error ? <p role="alert">{indices.error}</p> : null}
      </form>
      <Tabs selectedKey={analysis} onSelectionChange={(key) => setAnalysis(key as TrendAnalysis)}>
        <TabList aria-label={t('market.trend.tabs')}>
          {TREND_TABS.map((tab) => (
            <Tab key={tab} id={tab}>
              {analysisName(tab, t)}
            </Tab>
          ))}
        </TabList>
        {TREND_TABS.map((tab) => (
          <TabPanel key={tab} id={tab}>
            <TrendChart analysis={tab} query={shown} indices={list} />
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}

/** One analysis over the asked query: its wfdata answer as a line chart with a zoom, or the refusal's message. */
function TrendChart({ analysis, query, indices }: { analysis: TrendAnalysis; query: TrendQuery | null; indices: readonly MarketIndex[] }) {
  const t = useAppT();
  const load = useMemo(() => (query ? (signal: AbortSignal) => fetchTrend(analysis, query, signal) : null), [analysis, query]);
  const answer = useAnswer(load);
  const result = answer.data;
  const series = useMemo(() => (result ? toChartSeries(result) : []), [result]);
  const unit = trendUnit(analysis, result, indices, query?.indexCodes ?? []);
  if (answer.error) return <p role="alert">{answer.error}</p>;
  return (
    <Chart
      title={trendTitle(analysis, unit, t)}
      description={analysisAbout(analysis, t)}
      kind="line"
      categories={result?.dates ?? []}
      series={series}
      unit={unit}
      dataZoom
      categoryLabel={t('system.serialEdit.type.dateFormat')}
      isLoading={answer.isLoading}
      fileName={`${analysisName(analysis, t)}-${query?.startDate ?? ''}-${query?.endDate ?? ''}`}
    />
  );
}

const Buttons = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;
