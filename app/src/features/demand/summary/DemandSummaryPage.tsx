import { Tab, TabList, TabPanel, Tabs } from '@srm/design-system';
import { useId, useState } from 'react';
import { useAppT } from '../../../i18n/useAppT';
import { ListSideMenu } from '../../../shell/ListSideMenu';
import { ListPageSection, WithSideMenu } from '../../../shell/listPageLayout';
import { CoverageTab } from './CoverageTab';
import { MonthSummaryTab } from './MonthSummaryTab';
import { YearSummaryTab } from './YearSummaryTab';

type SummaryTab = 'month' | 'year' | 'coverage';
const TABS: readonly SummaryTab[] = ['month', 'year', 'coverage'];

/**
 * 需求汇总 (demand/summary; issue 23) in three tabs: 月度汇总 (the month plans' list, MonthSummaryTab),
 * 年度汇总 (the year plans' list with its totals and drill-down, YearSummaryTab) and 需求覆盖 (demand
 * against the contracts per material and month, CoverageTab). Each tab's panel mounts when chosen.
 */
export function DemandSummaryPage() {
  const t = useAppT();
  const headingId = useId();
  const [tab, setTab] = useState<SummaryTab>('month');
  const labels: Record<SummaryTab, string> = { month: t('demandSummary.tab.month'), year: t('demandSummary.tab.year'), coverage: t('demandSummary.tab.coverage') };
  return (
    <WithSideMenu>
      <ListSideMenu />
      <ListPageSection aria-labelledby={headingId}>
        <h1 id={headingId}>{t('demand.summary.title')}</h1>
        <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as SummaryTab)}>
          <TabList aria-label={t('demandSummary.tabs')}>
            {TABS.map((key) => (
              <Tab key={key} id={key}>
                {labels[key]}
              </Tab>
            ))}
          </TabList>
          <TabPanel id="month">
            <MonthSummaryTab />
          </TabPanel>
          <TabPanel id="year">
            <YearSummaryTab />
          </TabPanel>
          <TabPanel id="coverage">
            <CoverageTab />
          </TabPanel>
        </Tabs>
      </ListPageSection>
    </WithSideMenu>
  );
}
