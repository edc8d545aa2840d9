/**
 * Demo market indices and their series (issue 27, part R2): seven indices of corn, wheat and soybean
 * meal linked to the seeded categories, with a value per place on every day but Sunday of the last 120
 * days (Shanghai), drawn by a seeded pseudo-random walk (the same figures for the same day offsets on
 * every run), at realistic levels. The last five data days came in by one submitted batch; one draft
 * batch waits with new figures for the latest day of 玉米大连港平舱价 (duplicates of stored values).
 * No contract is written here.
 */
import { storedUnits, unitsToText } from '@srm/rules';
import { nextSerial, shanghaiDay } from '../../core/serial/index.js';
import type { AppDatabase } from '../connection.js';
import type { SeedContext } from '../seed.js';
import { mktIndex, mktIndexBatch, mktIndexStaged, mktIndexValue } from '../tables/report.js';
import { DEMO_ADMIN_ACCOUNT } from './users.js';

export interface MarketIndexSeed {
  indexCode: string;
  indexName: string;
  categoryCode: string;
  unit: string;
  places: readonly string[];
  /** The walk's start and bounds, in 元. */
  start: number;
  low: number;
  high: number;
}

export const DEMO_MARKET_INDICES: readonly MarketIndexSeed[] = [
  { indexCode: 'YM-DLG', indexName: '玉米大连港平舱价', categoryCode: '100101', unit: '元/吨', places: ['大连港', '鲅鱼圈港'], start: 2480, low: 2300, high: 2700 },
  { indexCode: 'YM-JZG', indexName: '玉米锦州港平舱价', categoryCode: '100101', unit: '元/吨', places: ['锦州港', '营口港'], start: 2460, low: 2300, high: 2700 },
  { indexCode: 'YM-SJG', indexName: '玉米深加工收购价', categoryCode: '100101', unit: '元/吨', places: ['吉林', '黑龙江', '山东', '河北'], start: 2420, low: 2300, high: 2700 },
  { indexCode: 'XM-ZZ', indexName: '小麦郑州收购价', categoryCode: '100102', unit: '元/吨', places: ['郑州', '新乡', '周口'], start: 2780, low: 2600, high: 3000 },
  { indexCode: 'XM-SD', indexName: '小麦山东进厂价', categoryCode: '100102', unit: '元/吨', places: ['济南', '潍坊'], start: 2820, low: 2600, high: 3000 },
  { indexCode: 'DP-CCJ', indexName: '豆粕出厂价', categoryCode: '100201', unit: '元/吨', places: ['日照', '天津', '东莞', '张家港'], start: 3380, low: 3000, high: 3800 },
  { indexCode: 'DP-43', indexName: '43蛋白豆粕出厂价', categoryCode: '10020101', unit: '元/吨', places: ['日照', '东莞'], start: 3320, low: 3000, high: 3800 },
];

export const SEED_MARKET_DAYS = 120;
const SUBMITTED_DAYS = 5;

/** A small deterministic generator (mulberry32) seeded by a text. */
function generator(seedText: string): () => number {
  let state = [...seedText].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0, 2166136261);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isoDay = (time: number): string => new Date(time).toISOString().slice(0, 10);

/** The data days (no Sundays) of the last `days` days up to `today` (YYYY-MM-DD), ascending. */
export function seedDays(today: string, days: number = SEED_MARKET_DAYS): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  const out: string[] = [];
  for (let back = days - 1; back >= 0; back -= 1) {
    const time = end - back * 86_400_000;
    if (new Date(time).getUTCDay() !== 0) out.push(isoDay(time));
  }
  return out;
}

/** The series of one index: a value (tenths of a yuan, as a decimal text) per place and day. */
export function seedSeries(index: MarketIndexSeed, days: readonly string[]): { place: string; dataDate: string; value: string }[] {
  const random = generator(index.indexCode);
  let level = index.start * 10; // tenths
  const out: { place: string; dataDate: string; value: string }[] = [];
  for (const dataDate of days) {
    level += Math.round((random() - 0.5) * 300);
    level = Math.min(index.high * 10 - 400, Math.max(index.low * 10 + 400, level));
    index.places.forEach((place, at) => {
      const offset = (at - (index.places.length - 1) / 2) * 120 + Math.round((random() - 0.5) * 100);
      out.push({ place, dataDate, value: unitsToText(BigInt(Math.round(level + offset)), 1) });
    });
  }
  return out;
}

export async function seedMarketIndices(tx: AppDatabase, { userIds, audit }: SeedContext): Promise<void> {
  const now = new Date();
  const { year, month, day } = shanghaiDay(now);
  const days = seedDays(`${year}-${month}-${day}`);
  const ownerId = userIds.get(DEMO_ADMIN_ACCOUNT) ?? null;
  await tx.insert(mktIndex).values(
    DEMO_MARKET_INDICES.map((index, at) => ({ indexCode: index.indexCode, indexName: index.indexName, categoryCode: index.categoryCode, unit: index.unit, sortNumber: at + 1, ...audit })),
  );
  const submittedDays = new Set(days.slice(-SUBMITTED_DAYS));
  const submittedNo = await nextSerial(tx, 'MARKET_INDEX_BATCH_NO', {}, now);
  const all = DEMO_MARKET_INDICES.flatMap((index) => seedSeries(index, days).map((row) => ({ ...row, indexCode: index.indexCode })));
  const submittedRows = all.filter((row) => submittedDays.has(row.dataDate));
  const [submitted] = await tx
    .insert(mktIndexBatch)
    .values({ batchNo: submittedNo, fileName: '近期行情指数.xlsx', status: 'submitted', rowCount: submittedRows.length, duplicateCount: 0, submittedBy: DEMO_ADMIN_ACCOUNT, submittedTime: now, ownerId, ...audit })
    .returning({ id: mktIndexBatch.id });
  const submittedId = submitted?.id ?? null;
  for (let start = 0; start < all.length; start += 1000) {
    await tx.insert(mktIndexValue).values(all.slice(start, start + 1000).map((row) => ({ ...row, batchId: submittedDays.has(row.dataDate) ? submittedId : null, ...audit })));
  }
  if (submittedId !== null) {
    await tx.insert(mktIndexStaged).values(submittedRows.map((row, at) => ({ batchId: submittedId, rowNo: at + 2, indexCode: row.indexCode, place: row.place, dataDate: row.dataDate, value: row.value })));
  }
  // The draft: corrected figures of the latest day of 玉米大连港平舱价, both places already stored.
  const latest = days[days.length - 1] as string;
  const corrected = all.filter((row) => row.indexCode === 'YM-DLG' && row.dataDate === latest).map((row) => ({ ...row, value: unitsToText(storedUnits(row.value, 1) + 50n, 1) }));
  const draftNo = await nextSerial(tx, 'MARKET_INDEX_BATCH_NO', {}, now);
  const [draft] = await tx
    .insert(mktIndexBatch)
    .values({ batchNo: draftNo, fileName: '玉米港口价格更正.xlsx', status: 'draft', rowCount: corrected.length, duplicateCount: corrected.length, ownerId, ...audit })
    .returning({ id: mktIndexBatch.id });
  if (draft) {
    await tx.insert(mktIndexStaged).values(corrected.map((row, at) => ({ batchId: draft.id, rowNo: at + 2, indexCode: row.indexCode, place: row.place, dataDate: row.dataDate, value: row.value, duplicate: true })));
  }
}
