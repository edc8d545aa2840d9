// Lighthouse (programmatic) against Debian's Chromium started by chrome-launcher with a remote-debugging
// port: the desktop preset and the default (mobile) preset, N runs each, the median run reported.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig, generateReport } from 'lighthouse';
import path from 'node:path';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

// chrome-launcher and puppeteer-core ship with lighthouse (not hoisted by pnpm): load them from there.
const fromLighthouse = createRequire(realpathSync(createRequire(import.meta.url).resolve('lighthouse')));
const importFromLighthouse = (name) => import(pathToFileURL(fromLighthouse.resolve(name)).href);

export const PRESETS = {
  desktop: desktopConfig,
  mobile: undefined, // Lighthouse's default config: mobile emulation, simulated slow 4G and 4x CPU slowdown
};

const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The figures we report from one Lighthouse result. */
export function summarise(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS)) metrics[key] = lhr.audits[id]?.numericValue ?? null;
  // What holds performance back: scored performance audits and insights below 0.9, by weight or savings.
  const perfRefs = new Set((lhr.categories.performance?.auditRefs ?? []).map((ref) => ref.id));
  const findings = Object.values(lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && perfRefs.has(audit.id) && audit.scoreDisplayMode !== 'informative')
    .map((audit) => ({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? '' }));
  const failedA11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => ({ id: audit.id, title: audit.title }));
  const failedBestPractices = (lhr.categories['best-practices']?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      // e.g. which console errors, which deprecated API: the first few items' text.
      items: (audit.details?.items ?? [])
        .slice(0, 3)
        .map((item) => [item.source, item.description, item.sourceLocation?.url ?? item.url].filter((part) => typeof part === 'string' && part).join(' — ')),
    }));
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    finalUrl: lhr.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    metrics,
    findings,
    failedA11y,
    failedBestPractices,
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    userAgent: lhr.environment?.hostUserAgent ?? null,
  };
}

/**
 * Runs Lighthouse on each page with each preset. A page with `token` gets it in localStorage first (in
 * the same browser, with storage reset off); the HTTP cache is cleared before every run so each run
 * is a cold load.
 */
export async function runLighthouse({ origin, pages, runs, chromePath, reportsDir }) {
  const chromeLauncher = await importFromLighthouse('chrome-launcher');
  const { default: puppeteer } = await importFromLighthouse('puppeteer-core');
  const results = [];
  for (const target of pages) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] });
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    try {
      const helper = await browser.newPage();
      const cdp = await helper.createCDPSession();
      if (target.token) {
        // Any same-origin page will do: it carries no app JS into the cache.
        await helper.goto(`${origin}/gateway/health`);
        await helper.evaluate((token) => localStorage.setItem('srm.token', JSON.stringify(token)), target.token);
      }
      for (const [preset, config] of Object.entries(PRESETS)) {
        const lhrs = [];
        for (let run = 1; run <= runs; run += 1) {
          await cdp.send('Network.clearBrowserCache');
          const flags = {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
            disableStorageReset: Boolean(target.token),
          };
          const result = await lighthouse(`${origin}${target.path}`, flags, config);
          if (!result) throw new Error(`lighthouse returned nothing for ${target.path} (${preset})`);
          const summary = summarise(result.lhr);
          console.log(
            `  ${target.path} ${preset} run ${run}/${runs}: performance ${summary.performance}, ` +
              `LCP ${Math.round(summary.metrics.lcp)} ms, TBT ${Math.round(summary.metrics.tbt)} ms` +
              (summary.runtimeError ? ` (error: ${summary.runtimeError})` : ''),
          );
          lhrs.push(result.lhr);
        }
        const medianLhr = lhrs.length > 1 ? computeMedianRun(lhrs) : lhrs[0];
        const median = summarise(medianLhr);
        if (reportsDir) {
          mkdirSync(reportsDir, { recursive: true });
          const base = path.join(reportsDir, `${target.path.replace(/\W+/g, '') || 'root'}-${preset}`);
          writeFileSync(`${base}.json`, JSON.stringify(medianLhr));
          writeFileSync(`${base}.html`, generateReport(medianLhr, 'html'));
        }
        results.push({
          page: target.path,
          preset,
          ...median,
          allPerformance: lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
        });
      }
      await helper.close();
    } finally {
      await browser.disconnect();
      chrome.kill();
    }
  }
  return results;
}
