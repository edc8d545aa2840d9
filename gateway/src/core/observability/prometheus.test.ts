import { describe, expect, it } from 'vitest';
import { escapeLabelValue, formatFamily, formatRequestSeries, SeriesRegistry } from './prometheus.js';
import { journalEntries, missingMigrations } from './readiness.js';
import { genRequestId } from './request-id.js';
import type { IncomingMessage } from 'node:http';

describe('the Prometheus text format', () => {
  it('escapes backslashes, quotes and line feeds in label values', () => {
    expect(escapeLabelValue('a\\b"c\nd')).toBe('a\\\\b\\"c\\nd');
  });

  it('writes a family with HELP, TYPE and one line per sample', () => {
    expect(formatFamily('x_total', 'counter', 'Things.', [{ labels: { k: 'v' }, value: 2 }, { labels: {}, value: Infinity }])).toBe(
      '# HELP x_total Things.\n# TYPE x_total counter\nx_total{k="v"} 2\nx_total +Inf\n',
    );
  });

  it('counts per status and writes cumulative histogram buckets', () => {
    const registry = new SeriesRegistry();
    const route = registry.route('/gateway/x/:id');
    route.of('GET').observe(200, 0.003);
    route.of('GET').observe(200, 0.2);
    route.of('GET').observe(500, 20);
    // One object per pattern and method: no second series for the same pair.
    expect(registry.route('/gateway/x/:id').of('GET')).toBe(route.of('GET'));
    const text = formatRequestSeries(registry.all);
    expect(text).toContain('srm_http_requests_total{method="GET",route="/gateway/x/:id",status="200"} 2\n');
    expect(text).toContain('srm_http_requests_total{method="GET",route="/gateway/x/:id",status="500"} 1\n');
    const labels = 'method="GET",route="/gateway/x/:id"';
    expect(text).toContain(`srm_http_request_duration_seconds_bucket{${labels},le="0.005"} 1\n`);
    expect(text).toContain(`srm_http_request_duration_seconds_bucket{${labels},le="0.1"} 1\n`);
    expect(text).toContain(`srm_http_request_duration_seconds_bucket{${labels},le="0.25"} 2\n`);
    expect(text).toContain(`srm_http_request_duration_seconds_bucket{${labels},le="10"} 2\n`);
    expect(text).toContain(`srm_http_request_duration_seconds_bucket{${labels},le="+Inf"} 3\n`);
    expect(text).toContain(`srm_http_request_duration_seconds_count{${labels}} 3\n`);
  });
});

describe('the migrations check', () => {
  const journal = journalEntries({ entries: [{ tag: '0000_a', when: 1000 }, { tag: '0001_b', when: 2000 }] });

  it('names the journal entries drizzle has no row for (created_at may come back as a string)', () => {
    expect(missingMigrations(journal, ['1000', 2000])).toEqual([]);
    expect(missingMigrations(journal, ['1000'])).toEqual(['0001_b']);
    expect(missingMigrations(journal, [])).toEqual(['0000_a', '0001_b']);
  });

  it('refuses a journal without entries', () => {
    expect(() => journalEntries({})).toThrow();
  });
});

describe('genRequestId', () => {
  const request = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as IncomingMessage;
  it('keeps a plain caller id and replaces anything else with a UUID', () => {
    expect(genRequestId(request('abc-1.2:3_Z'))).toBe('abc-1.2:3_Z');
    for (const bad of [undefined, '', 'a b', 'x'.repeat(129), 'a\r\nb', 'é']) expect(genRequestId(request(bad))).toMatch(/^[0-9a-f-]{36}$/);
  });
});
