// Plain-text and markdown output of the measurements.
import { cpus } from 'node:os';

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const cls = (value) => (value == null ? '–' : value.toFixed(3));
const s = (value) => (value == null ? '–' : `${(value / 1000).toFixed(2)} s`);

/** The machine facts printed with every table. */
export function machineFacts(chromiumVersion) {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cpuCount: list.length,
    node: process.version,
    chromium: chromiumVersion,
  };
}

/** The per-file list of one page's initial JS. */
export function printInitialLoad(label, load) {
  console.log(`\n${label}: ${load.url}${load.finalUrl !== load.url ? ` (ended at ${load.finalUrl})` : ''}`);
  console.log(`  server Content-Encoding: ${load.encodings.join(', ')}`);
  const width = Math.max(...load.js.map((file) => new URL(file.url).pathname.length), 10);
  console.log(`  ${'JS file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip -9'.padStart(10)}  ${'sent'.padStart(10)}`);
  for (const file of load.js) {
    console.log(
      `  ${new URL(file.url).pathname.padEnd(width)}  ${kb(file.raw).padStart(10)}  ${kb(file.gzip).padStart(10)}  ` +
        `${(file.transferred == null ? '?' : kb(file.transferred)).padStart(10)}`,
    );
  }
  const { js, css, font } = load.byKind;
  console.log(`  ${`total JS (${js.count} files)`.padEnd(width)}  ${kb(js.raw).padStart(10)}  ${kb(js.gzip).padStart(10)}`);
  console.log(`  also CSS ${css.count} files ${kb(css.raw)} (gzip ${kb(css.gzip)}), fonts ${font.count} files ${kb(font.raw)}`);
}

/** Markdown for the README: initial JS, Lighthouse, and the machine it ran on. */
export function markdown({ loads, lighthouse, facts, runs, limitKb }) {
  const lines = [];
  lines.push('| Page | Initial JS (raw) | Initial JS (gzip -9) | JS files | CSS (gzip -9) |');
  lines.push('|---|---:|---:|---:|---:|');
  for (const { label, load } of loads) {
    const { js, css } = load.byKind;
    const flag = label === '/login' ? (js.gzip / 1024 <= limitKb ? ' ✅' : ' ❌') : '';
    lines.push(`| \`${label}\` | ${kb(js.raw)} | ${kb(js.gzip)}${flag} | ${js.count} | ${kb(css.gzip)} |`);
  }
  lines.push('');
  lines.push(`| Page | Lighthouse preset | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS |`);
  lines.push('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of lighthouse) {
    lines.push(
      `| \`${row.page}\` | ${row.preset} | ${row.performance}${row.performance >= 90 ? '' : ' ❌'} | ${row.accessibility} | ` +
        `${row.bestPractices} | ${s(row.metrics.fcp)} | ${s(row.metrics.lcp)} | ${ms(row.metrics.tbt)} | ${cls(row.metrics.cls)} |`,
    );
  }
  lines.push('');
  const benchmark = lighthouse.find((row) => row.benchmarkIndex)?.benchmarkIndex;
  lines.push(
    `Measured by \`node scripts/measure-app.mjs\` on ${facts.cpuCount} × ${facts.cpu}, Node ${facts.node}, ` +
      `Chromium ${facts.chromium}${benchmark ? ` (Lighthouse benchmark index ${Math.round(benchmark)})` : ''}. ` +
      `Initial JS: every script a fresh browser requests until the page is settled, gzip level 9 computed ` +
      `from the bodies. Lighthouse ${lighthouse[0]?.lighthouseVersion ?? ''}: median of ${runs} cold runs per row.`,
  );
  return lines.join('\n');
}
