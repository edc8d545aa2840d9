import type { EChartsCoreOption, EChartsType } from 'echarts/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Locale } from '../../i18n/messages';
import type * as EchartsModule from './echarts';

export type EchartsStatus = 'loading' | 'ready' | 'failed';

/** Loads the chart's ECharts chunk once (see ./echarts/index.ts). */
let loading: Promise<typeof EchartsModule> | null = null;
function loadEcharts() {
  loading ??= import('./echarts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Animation is off when the user asks for reduced motion and in automated browsers (tests, screenshots). */
export function prefersStillCharts(): boolean {
  if (typeof window === 'undefined') return true;
  if (typeof navigator !== 'undefined' && navigator.webdriver) return true;
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * An ECharts instance on `host`: created once ECharts has loaded (again when the locale changes, ZH or
 * EN), given `option` whenever it changes (not merged), resized with its box (ResizeObserver) and
 * disposed on unmount. `status` is `ready` once the current option is drawn.
 */
/**
 * Loads the faces of `fontFamily` that `text` needs (web fonts split by unicode-range load a subset only
 * once a glyph of it is used, and a canvas draws with a fallback meanwhile, never redrawing).
 */
function loadFonts(fontFamily: string, text: string): Promise<unknown> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return Promise.resolve();
  return fonts.load(`12px ${fontFamily}`, text).catch(() => undefined);
}

export function useEcharts(
  host: RefObject<HTMLDivElement | null>,
  option: EChartsCoreOption,
  locale: Locale,
  fonts: { family: string; text: string },
) {
  const chart = useRef<EChartsType | null>(null);
  const [instance, setInstance] = useState<EChartsType | null>(null);
  const [failed, setFailed] = useState(false);
  const [drawn, setDrawn] = useState<EChartsCoreOption | null>(null);

  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | null = null;
    let created: EChartsType | null = null;
    loadEcharts().then(
      ({ createChart }) => {
        const node = host.current;
        if (cancelled || !node) return;
        try {
          created = createChart(node, locale === 'en' ? 'EN' : 'ZH');
        } catch {
          // No drawing surface (a canvas without a 2D context, as in a DOM emulation): the table stays.
          setFailed(true);
          return;
        }
        chart.current = created;
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => {
            if (created && !created.isDisposed() && node.clientWidth > 0) created.resize();
          });
          observer.observe(node);
        }
        setInstance(created);
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      observer?.disconnect();
      created?.dispose();
      chart.current = null;
      setInstance(null);
    };
  }, [host, locale]);

  // Drawn once the glyphs it needs have loaded, so the canvas text is in the theme's font.
  const { family, text } = fonts;
  useEffect(() => {
    if (!instance || instance.isDisposed()) return undefined;
    let current = true;
    void loadFonts(family, text).then(() => {
      if (!current || instance.isDisposed()) return;
      try {
        instance.setOption(option, { notMerge: true });
        setDrawn(option);
      } catch {
        setFailed(true);
      }
    });
    return () => {
      current = false;
    };
  }, [instance, option, family, text]);

  const status: EchartsStatus = failed ? 'failed' : instance && drawn === option ? 'ready' : 'loading';
  return { chart, status };
}
