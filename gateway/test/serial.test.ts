/**
 * Serial numbers: the pure formatter (parts, Asia/Shanghai dates, widths, period keys by reset cycle)
 * and nextSerial on both databases: consecutive numbers per period, a fresh counter per day, an unknown
 * rule refused, and 20 concurrent transactions each getting its own number with none skipped.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatSerial, nextSerial, periodKeyOf, SerialRuleError, shanghaiDay } from '../src/core/serial/index.js';
import type { SerialPart } from '../src/db/tables/serial.js';
import { sysSerialRule } from '../src/db/tables/serial.js';
import { eachDatabase, useTestDatabase } from './helpers/databases.js';

const CONTRACT_PARTS: SerialPart[] = [
  { type: 'fixedChar', value: 'CG' },
  { type: 'paramCode', value: 'orgCode' },
  { type: 'dateFormat', value: 'YYYYMMDD' },
  { type: 'seq', width: 4 },
];

describe('serial number formatting', () => {
  // 2026-11-21 17:30 UTC is already 22 November in Shanghai.
  const lateEvening = new Date('2026-11-21T17:30:00Z');

  it('dates the number in Asia/Shanghai, not UTC', () => {
    expect(shanghaiDay(lateEvening)).toEqual({ year: '2026', month: '11', day: '22' });
    expect(formatSerial(CONTRACT_PARTS, { orgCode: '101001' }, 1, lateEvening)).toBe('CG101001202611220001');
    expect(formatSerial(CONTRACT_PARTS, { orgCode: '101001' }, 1, new Date('2026-11-21T15:59:59Z'))).toBe('CG101001202611210001');
  });

  it('pads the sequence to its width and never cuts a wider one', () => {
    expect(formatSerial(CONTRACT_PARTS, { orgCode: 'X' }, 42, lateEvening)).toBe('CGX202611220042');
    expect(formatSerial(CONTRACT_PARTS, { orgCode: 'X' }, 12345, lateEvening)).toBe('CGX2026112212345');
    expect(formatSerial([{ type: 'seq', width: 6 }], {}, 7, lateEvening)).toBe('000007');
  });

  it('knows every date format', () => {
    const at = (value: 'YYYY' | 'YYYYMM' | 'YYYYMMDD' | 'YYMMDD') => formatSerial([{ type: 'dateFormat', value }], {}, 1, lateEvening);
    expect([at('YYYY'), at('YYYYMM'), at('YYYYMMDD'), at('YYMMDD')]).toEqual(['2026', '202611', '20261122', '261122']);
  });

  it('keys the counter by the reset cycle', () => {
    expect(periodKeyOf('every_day', lateEvening)).toBe('20261122');
    expect(periodKeyOf('every_month', lateEvening)).toBe('202611');
    expect(periodKeyOf('every_year', new Date('2026-12-31T16:00:00Z'))).toBe('2027');
    expect(periodKeyOf('none', lateEvening)).toBe('-');
  });

  it('refuses a missing parameter and a sequence below 1', () => {
    expect(() => formatSerial(CONTRACT_PARTS, {}, 1, lateEvening)).toThrow(SerialRuleError);
    expect(() => formatSerial(CONTRACT_PARTS, { orgCode: '101001' }, 0, lateEvening)).toThrow(SerialRuleError);
  });
});

describe.each(eachDatabase)('[%s] nextSerial', (_name, target) => {
  const database = useTestDatabase(target, { seed: false });
  const day = new Date('2026-11-22T02:00:00Z');

  beforeAll(async () => {
    await database().db.insert(sysSerialRule).values([
      { ruleCode: 'TEST_MONTHLY', ruleName: '测试月度编号', parts: [{ type: 'fixedChar', value: 'T' }, { type: 'dateFormat', value: 'YYYYMM' }, { type: 'seq', width: 3 }], resetCycle: 'every_month' },
      { ruleCode: 'TEST_RACE', ruleName: '并发测试编号', parts: [{ type: 'fixedChar', value: 'R' }, { type: 'seq', width: 4 }], resetCycle: 'none' },
    ]);
  });

  it('gives consecutive numbers of the seeded CONTRACT_NO rule per company, starting again each day', async () => {
    const { db } = database();
    const first = await db.transaction((tx) => nextSerial(tx, 'CONTRACT_NO', { orgCode: '101001' }, day));
    const otherCompany = await db.transaction((tx) => nextSerial(tx, 'CONTRACT_NO', { orgCode: '102001' }, day));
    const second = await db.transaction((tx) => nextSerial(tx, 'CONTRACT_NO', { orgCode: '101001' }, day));
    const nextDay = await db.transaction((tx) => nextSerial(tx, 'CONTRACT_NO', { orgCode: '101001' }, new Date('2026-11-23T02:00:00Z')));
    expect([first, otherCompany, second, nextDay]).toEqual(['CG101001202611220001', 'CG102001202611220001', 'CG101001202611220002', 'CG101001202611230001']);
  });

  it('keys a monthly rule by month', async () => {
    const { db } = database();
    const numbers = [];
    for (const at of ['2026-11-01T00:00:00Z', '2026-11-30T10:00:00Z', '2026-12-01T10:00:00Z']) numbers.push(await nextSerial(db, 'TEST_MONTHLY', {}, new Date(at)));
    expect(numbers).toEqual(['T202611001', 'T202611002', 'T202612001']);
  });

  it('gives a number back when its transaction rolls back', async () => {
    const { db } = database();
    await expect(
      db.transaction(async (tx) => {
        await nextSerial(tx, 'TEST_MONTHLY', {}, new Date('2027-01-05T00:00:00Z'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nextSerial(db, 'TEST_MONTHLY', {}, new Date('2027-01-05T00:00:00Z'))).toBe('T202701001');
  });

  it('refuses an unknown rule', async () => {
    await expect(nextSerial(database().db, 'NO_SUCH_RULE', {})).rejects.toThrow(SerialRuleError);
  });

  it('gives 20 concurrent transactions 20 distinct consecutive numbers', async () => {
    const { db } = database();
    const numbers = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => {
          const number = await nextSerial(tx, 'TEST_RACE', {});
          // Hold the transaction open a little, so the others queue behind it.
          await tx.execute(sql`select pg_sleep(0.01)`);
          return number;
        }),
      ),
    );
    expect([...numbers].sort()).toEqual(Array.from({ length: 20 }, (_, index) => `R${String(index + 1).padStart(4, '0')}`));
  });
});
