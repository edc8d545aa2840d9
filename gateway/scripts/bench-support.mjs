/**
 * What the gateway benchmarks share: their own database on the benchmark server, the SQL a call sent
 * (to replay it as the raw-pg baseline), and nearest-rank percentiles.
 */
import pg from 'pg';

/** The database `name` on the server of `adminUrl`, created when missing: its URL. */
export async function ensureDatabase(adminUrl, name) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rows.length === 0) await admin.query(`create database "${name}" encoding 'UTF8'`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `during` while recording the SQL text and values every pg client sends. */
export async function captureQueries(during) {
  const captured = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config.text === 'string') captured.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
    return original.call(this, config, values, callback);
  };
  try {
    await during();
  } finally {
    pg.Client.prototype.query = original;
  }
  return captured;
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}
