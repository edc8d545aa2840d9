/**
 * What the gateway benchmarks share: their own database on the benchmark server (rebuilt when its fill's
 * shape changes), the long tail of supplier names, the SQL a call sent (to replay it as the direct-pg
 * baseline), a closed-loop load client, and nearest-rank percentiles.
 */
import { readFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import pg from 'pg';

/** The version stored as the database's comment; a database with another one is dropped and rebuilt. */
async function databaseVersion(admin, name) {
  const { rows } = await admin.query("select shobj_description(oid, 'pg_database') as version from pg_database where datname = $1", [name]);
  return rows.length === 0 ? undefined : (rows[0].version ?? '');
}

/** The database `name` on the server of `adminUrl`, created when missing: its URL. */
export async function ensureDatabase(adminUrl, name) {
  return (await ensureVersionedDatabase(adminUrl, name)).url;
}

/**
 * The database `name` on the server of `adminUrl`, created when missing: its URL and whether its fill
 * is current. With `version`, a database marked with another version (or none) is dropped and
 * created again; markFilled marks it once the fill is complete.
 */
export async function ensureVersionedDatabase(adminUrl, name, version) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let current = false;
  try {
    let found = await databaseVersion(admin, name);
    if (found !== undefined && version !== undefined && found !== version) {
      await admin.query(`drop database "${name}" with (force)`);
      found = undefined;
    }
    if (found === undefined) await admin.query(`create database "${name}" encoding 'UTF8'`);
    else current = true;
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), current };
}

export async function markFilled(url, name, version) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`comment on database "${name}" is '${version.replace(/'/g, "''")}'`);
  } finally {
    await client.end();
  }
}

const PLACES = ['北京', '天津', '上海', '重庆', '河北', '山西', '辽宁', '吉林', '黑龙江', '江苏', '浙江', '安徽', '福建', '江西', '山东', '河南', '湖北', '湖南', '广东', '广西', '海南', '四川', '贵州', '云南', '陕西', '甘肃', '青海', '宁夏', '新疆', '内蒙古', '大连', '青岛', '宁波', '厦门', '深圳', '苏州', '无锡', '常州', '徐州', '南通', '潍坊', '临沂', '烟台', '济宁', '石家庄', '唐山', '保定', '邯郸', '郑州', '洛阳', '周口', '驻马店', '长春', '哈尔滨', '齐齐哈尔', '佳木斯', '沈阳', '锦州', '合肥', '蚌埠'];
const MARKS = ['金谷', '丰禾', '嘉禾', '恒通', '永盛', '瑞丰', '鑫源', '华农', '正大', '新希望', '海大', '通威', '禾丰', '双胞胎', '傲农', '唐人神', '天康', '金新农', '粤海', '恒兴', '澳华', '海普', '力源', '中牧', '牧原', '温氏', '德康', '立华', '圣农', '益生', '民和', '仙坛', '春雪', '凤祥', '九州', '万盛', '隆达', '宏达', '昌盛', '兴旺', '富民', '惠农', '利民', '康达', '裕丰', '盛源', '泰和', '安达', '鼎盛', '宝丰', '金穗', '银河', '东方', '华夏', '长城', '黄河', '长江', '泰山', '燕山', '太行', '五谷', '百川', '千禾', '万家', '同德', '和泰', '润泽', '祥和', '福瑞', '聚丰', '汇通', '联诚', '诚信', '正和', '国信', '金海', '银丰', '翔宇', '腾飞', '启明', '远航', '绿源', '沃土', '丰泽', '谷丰', '田园', '稻香', '麦香', '豆丰', '油坊'];
const TRADES = ['粮油', '饲料', '粮食', '农业', '贸易', '物流', '油脂', '生物科技', '农产品', '包装材料', '食品', '进出口', '供应链', '畜牧', '淀粉', '米业', '面业', '仓储', '农牧', '植物油'];
const FORMS = ['有限公司', '股份有限公司', '有限责任公司', '实业有限公司', '集团有限公司'];

/** The demo suppliers, the most frequent names (北大荒 second). */
const LEADERS = ['中粮贸易（大连）有限公司', '北大荒粮食集团有限公司', '益海嘉里（天津）粮油工业有限公司', '九三粮油工业集团有限公司', '山东渤海实业股份有限公司', '广州市穗丰包装材料有限公司', '河南金粮物流有限公司'];

/** `count` distinct, deterministic Chinese company names, most frequent first. */
export function supplierNames(count = 5000) {
  const names = [...LEADERS];
  const seen = new Set(names);
  let state = 20261128;
  const next = (n) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  while (names.length < count) {
    const place = PLACES[next(PLACES.length)];
    const mark = MARKS[next(MARKS.length)];
    const trade = TRADES[next(TRADES.length)];
    const form = FORMS[next(FORMS.length)];
    const name = next(4) === 0 ? `${mark}${trade}（${place}）${form}` : `${place}${mark}${trade}${form}`;
    if (!seen.has(name)) {
      seen.add(name);
      names.push(name);
    }
  }
  return names;
}

/**
 * Slot ranges [lo, hi] over `total` rows for names of Zipf rank 1..n (weight 1/rank): the first name
 * takes about 11 % of the rows, the last about 20.
 */
export function zipfSlots(count, total) {
  const weights = Array.from({ length: count }, (_, index) => 1 / (index + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  let cumulative = 0;
  return weights.map((weight) => {
    const lo = Math.floor((cumulative / sum) * total);
    cumulative += weight;
    const hi = Math.floor((cumulative / sum) * total) - 1;
    return { lo, hi };
  });
}

/**
 * Gives the contract heads with id > `keep` supplier names from the long tail: row k (0-based among
 * them) takes slot (k × 7919) mod total, a permutation, so each name's rows are spread over the ids.
 */
export async function spreadSupplierNames(client, keep, names) {
  const { rows } = await client.query('select count(*)::int as n, min(id)::bigint as first from con_contract_head where id > $1', [keep]);
  const total = rows[0].n;
  const first = Number(rows[0].first);
  const slots = zipfSlots(names.length, total);
  await client.query('drop table if exists bench_supplier');
  await client.query('create table bench_supplier (rank int primary key, name text not null, lo int not null, hi int not null)');
  for (let start = 0; start < names.length; start += 1000) {
    const part = names.slice(start, start + 1000);
    await client.query(
      'insert into bench_supplier select * from unnest($1::int[], $2::text[], $3::int[], $4::int[])',
      [part.map((_, index) => start + index + 1), part, part.map((_, index) => slots[start + index].lo), part.map((_, index) => slots[start + index].hi)],
    );
  }
  await client.query('create temporary table bench_slot as select generate_series(lo, hi) as slot, rank, name from bench_supplier where hi >= lo');
  await client.query('create index on bench_slot (slot)');
  await client.query('analyze bench_slot');
  await client.query(
    `update con_contract_head h set supplier_name = s.name, supplier_sn = 'B' || lpad(s.rank::text, 5, '0')
       from bench_slot s
      where h.id > $1 and s.slot = ((h.id - $2) * 7919) % $3`,
    [keep, first, total],
  );
  // Each name's row count, for picking the search terms without scanning the heads.
  await client.query('alter table bench_supplier add column rows int');
  await client.query('update bench_supplier set rows = greatest(hi - lo + 1, 0)');
}

/**
 * The rare two-character term: of the two-character trade marks and places (what a buyer types: 金穗,
 * 周口), the one whose rows, summed over the names that hold it anywhere, are nearest `target` (ties:
 * the smaller term).
 */
export async function rareTwoCharacterTerm(client, target = 370) {
  const { rows } = await client.query('select name, rows from bench_supplier');
  let best;
  for (const term of [...MARKS, ...PLACES].filter((word) => word.length === 2)) {
    const n = rows.reduce((sum, row) => (row.name.includes(term) ? sum + row.rows : sum), 0);
    const distance = Math.abs(n - target);
    if (n > 0 && (!best || distance < best.distance || (distance === best.distance && term < best.term))) best = { term, rows: n, distance };
  }
  return { term: best.term, rows: best.rows };
}

/** Runs `during` while recording the SQL text, values and statement name every pg client sends. */
export async function captureQueries(during) {
  const captured = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function capture(config, values, callback) {
    if (typeof config === 'string') captured.push({ text: config, values: Array.isArray(values) ? values : [] });
    else if (config && typeof config.text === 'string') captured.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []), name: config.name });
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

/**
 * A closed loop: `concurrency` workers each call `once()` again as soon as it settles, for `seconds`.
 * Returns every latency (ms), the completed calls and the elapsed ms.
 */
export async function closedLoop(once, concurrency, seconds) {
  const times = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      await once();
      times.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { times, elapsedMs: performance.now() - started };
}

/** A keep-alive GET client for `baseUrl`: get(path) resolves once the body has arrived, throws on non-200. */
export function httpClient(baseUrl, headers, sockets = 16) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets });
  const { hostname, port } = new URL(baseUrl);
  const get = (path) =>
    new Promise((resolve, reject) => {
      const req = request({ hostname, port, path, headers, agent }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => (response.statusCode === 200 ? resolve(chunks) : reject(new Error(`${path}: ${response.statusCode} ${Buffer.concat(chunks).toString()}`))));
        response.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  return { get, close: () => agent.destroy() };
}

/** Resident set size and its peak (VmHWM) of process `pid`, in MB (Linux /proc). */
export function processMemoryMB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}
