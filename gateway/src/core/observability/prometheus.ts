/**
 * The Prometheus text exposition format 0.0.4 (what /gateway/metrics answers) and the in-memory series
 * the request path updates. Pure: no I/O, no Fastify.
 *
 * A request only increments numbers in objects that already exist (after its route's first request),
 * so the per-request cost is a bucket search over a dozen bounds and a few additions; the text is built
 * only when the metrics are scraped.
 */

export const PROMETHEUS_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

/** Upper bounds (seconds) of the request duration histogram: Prometheus' client defaults. */
export const DURATION_BUCKETS: readonly number[] = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Labels = Readonly<Record<string, string>>;

/** A label value escaped as the format asks (backslash, double quote, line feed). */
export function escapeLabelValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([name, value]) => `${name}="${escapeLabelValue(value)}"`);
  return parts.length === 0 ? '' : `{${parts.join(',')}}`;
}

/** A sample's value: integers as they are, +Inf/-Inf/NaN spelled as the format wants. */
export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

export interface Sample {
  labels: Labels;
  value: number;
}

/** One metric family: its HELP and TYPE lines, then one line per sample. */
export function formatFamily(name: string, type: 'counter' | 'gauge', help: string, samples: readonly Sample[]): string {
  const lines = [`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`];
  for (const sample of samples) lines.push(`${name}${labelText(sample.labels)} ${formatValue(sample.value)}`);
  return lines.join('\n') + '\n';
}

/** The requests of one route and method: a count per status and the duration histogram. */
export class RequestSeries {
  /** Observations per bucket (not cumulative; the last slot is above the largest bound). */
  readonly buckets: number[];
  sum = 0;
  count = 0;
  readonly statuses = new Map<number, number>();

  constructor(
    readonly method: string,
    readonly route: string,
    readonly bounds: readonly number[] = DURATION_BUCKETS,
  ) {
    this.buckets = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(status: number, seconds: number): void {
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    let slot = 0;
    while (slot < this.bounds.length && seconds > (this.bounds[slot] as number)) slot++;
    this.buckets[slot] = (this.buckets[slot] as number) + 1;
    this.sum += seconds;
    this.count++;
  }
}

/** The series of one route, one per request method (created at the method's first request). */
export class RouteSeries {
  private readonly byMethod = new Map<string, RequestSeries>();

  constructor(
    readonly route: string,
    private readonly registry: SeriesRegistry,
  ) {}

  of(method: string): RequestSeries {
    let series = this.byMethod.get(method);
    if (!series) {
      series = new RequestSeries(method, this.route);
      this.byMethod.set(method, series);
      this.registry.all.push(series);
    }
    return series;
  }
}

/** Every request series of one server, in the order they first saw a request. */
export class SeriesRegistry {
  readonly all: RequestSeries[] = [];
  private readonly routes = new Map<string, RouteSeries>();

  /** The series of a route pattern (one object per pattern, shared by its GET and HEAD routes). */
  route(route: string): RouteSeries {
    let found = this.routes.get(route);
    if (!found) {
      found = new RouteSeries(route, this);
      this.routes.set(route, found);
    }
    return found;
  }
}

/** srm_http_requests_total and srm_http_request_duration_seconds in the text format. */
export function formatRequestSeries(all: readonly RequestSeries[]): string {
  const totals: Sample[] = [];
  for (const series of all) {
    for (const [status, value] of [...series.statuses].sort((a, b) => a[0] - b[0])) {
      totals.push({ labels: { method: series.method, route: series.route, status: String(status) }, value });
    }
  }
  const name = 'srm_http_request_duration_seconds';
  const histogram = [`# HELP ${name} Time from a request's arrival to its answer, by route pattern.`, `# TYPE ${name} histogram`];
  for (const series of all) {
    const labels = `method="${escapeLabelValue(series.method)}",route="${escapeLabelValue(series.route)}"`;
    let cumulative = 0;
    series.bounds.forEach((bound, index) => {
      cumulative += series.buckets[index] as number;
      histogram.push(`${name}_bucket{${labels},le="${formatValue(bound)}"} ${cumulative}`);
    });
    histogram.push(`${name}_bucket{${labels},le="+Inf"} ${series.count}`);
    histogram.push(`${name}_sum{${labels}} ${formatValue(series.sum)}`);
    histogram.push(`${name}_count{${labels}} ${series.count}`);
  }
  return (
    formatFamily('srm_http_requests_total', 'counter', 'Requests answered, by method, route pattern and status.', totals) +
    histogram.join('\n') +
    '\n'
  );
}
