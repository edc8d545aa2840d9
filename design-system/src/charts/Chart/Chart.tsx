import { ClassNames, useTheme } from '@emotion/react';
import { useId, useMemo, useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { Empty } from '../../display/Empty';
import { LoadingOverlay } from '../../display/LoadingOverlay';
import { useLocale } from '../../i18n/LocaleProvider';
import { chartOption, pngFileName } from './chartOption';
import { chartStyles } from './chartStyles';
import { chartAriaLabel, hasChartData } from './chartSummary';
import { ChartTable } from './ChartTable';
import type { ChartProps } from './chartTypes';
import { prefersStillCharts, useEcharts } from './useEcharts';

/**
 * A line or bar chart (issue 27) drawn by ECharts, loaded lazily: a `figure` captioned by its title with
 * a toolbar (查看数据表 / 查看图表, 保存图片), the drawing (`role="img"`, named by the title and a summary of
 * every series) and its data-table alternative. 暂无数据 without data; a spinner while `isLoading`.
 * States: `data-status` (`loading`, `ready`, `failed`) and `data-view` (`chart`, `table`). See README.md.
 */
export function Chart({
  title,
  description,
  kind,
  categories,
  series,
  unit,
  horizontal = false,
  dataZoom = false,
  height = 360,
  isLoading = false,
  fileName,
  animation,
  categoryLabel,
}: ChartProps) {
  const { t, locale } = useLocale();
  const theme = useTheme();
  const id = useId();
  const host = useRef<HTMLDivElement | null>(null);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const hasData = hasChartData(categories, series);
  const animated = animation ?? !prefersStillCharts();
  const option = useMemo(
    () =>
      chartOption(
        { kind, categories: hasData ? categories : [], series: hasData ? series : [], unit, horizontal, dataZoom, animation: animated },
        theme,
      ),
    [kind, categories, series, unit, horizontal, dataZoom, animated, hasData, theme],
  );
  const canvasText = useMemo(
    () => ['0123456789.,-', unit ?? '', ...series.map((one) => one.name), ...categories].join(''),
    [unit, series, categories],
  );
  const { chart, status } = useEcharts(host, option, locale, { family: theme.fontFamily, text: canvasText });
  const label = isLoading && !hasData
    ? `${title}${t('chart.end')}${t('common.loading')}`
    : chartAriaLabel(
        { title, description, unit, categories, series },
        {
          series: (values) => t('chart.seriesSummary', values),
          seriesEmpty: (values) => t('chart.seriesEmpty', values),
          empty: t('common.noData'),
          separator: t('chart.separator'),
          end: t('chart.end'),
        },
      );

  const saveImage = () => {
    const instance = chart.current;
    if (!instance) return;
    const link = document.createElement('a');
    link.href = instance.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: theme.colors.surface });
    link.download = pngFileName(fileName, title);
    document.body.appendChild(link);
    link.click();
    link.remove();
  };

  const titleId = `${id}-title`;
  const tableId = `${id}-table`;
  const stageId = `${id}-stage`;
  return (
    <ClassNames>
      {({ css: toClass, theme: current }) => (
        <figure
          className={toClass(chartStyles(current, height))}
          aria-labelledby={titleId}
          data-status={status}
          data-view={view}
          aria-busy={isLoading || undefined}
        >
          <div className="srm-chart-header">
            <figcaption id={titleId} className="srm-chart-title">
              {title}
            </figcaption>
            <div className="srm-chart-toolbar" role="toolbar" aria-label={t('chart.toolbar')}>
              <Button
                size="small"
                aria-controls={view === 'chart' ? stageId : tableId}
                isDisabled={!hasData}
                onPress={() => setView(view === 'chart' ? 'table' : 'chart')}
              >
                {view === 'chart' ? t('chart.viewTable') : t('chart.viewChart')}
              </Button>
              <Button size="small" isDisabled={!hasData || status !== 'ready' || view !== 'chart'} onPress={saveImage}>
                {t('chart.saveImage')}
              </Button>
            </div>
          </div>
          <LoadingOverlay isLoading={isLoading} className="srm-chart-stage" id={stageId} hidden={view === 'table'}>
            <div role="img" aria-label={label}>
              <div ref={host} className="srm-chart-canvas" />
              {!hasData && !isLoading && (
                <div className="srm-chart-overlay">
                  <Empty />
                </div>
              )}
              {status === 'failed' && hasData && <div className="srm-chart-overlay">{t('chart.loadFailed')}</div>}
            </div>
          </LoadingOverlay>
          {view === 'table' && hasData && (
            <ChartTable
              id={tableId}
              title={title}
              categoryLabel={categoryLabel ?? t('chart.category')}
              categories={categories}
              series={series}
              unit={unit}
            />
          )}
        </figure>
      )}
    </ClassNames>
  );
}
