/**
 * `nextSerial(tx, ruleCode, params)`: the next number of a serial rule, drawn inside the caller's
 * transaction. The counter row of the rule and period is incremented by one statement
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING): concurrent callers queue on that row's lock, so each
 * gets its own value, with no gaps among the transactions that commit (a rolled-back caller gives its
 * value back, as the row update is undone with it). A rule with parameter parts (orgCode) keeps one
 * counter per period and parameter values, so two companies' numbers each start at 0001.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../db/connection.js';
import { sysSerialRule } from '../../db/tables/serial.js';
import { formatSerial, periodKeyOf, SerialRuleError } from './format.js';

export { formatSerial, periodKeyOf, shanghaiDateText, shanghaiDay, SerialRuleError } from './format.js';

/** A database or a transaction (drizzle's transaction is a database too). */
type Executor = Pick<AppDatabase, 'select' | 'execute'>;

export async function nextSerial(tx: Executor, ruleCode: string, params: Readonly<Record<string, string>> = {}, now: Date = new Date()): Promise<string> {
  const [rule] = await tx.select({ parts: sysSerialRule.parts, resetCycle: sysSerialRule.resetCycle }).from(sysSerialRule).where(eq(sysSerialRule.ruleCode, ruleCode)).limit(1);
  if (!rule) throw new SerialRuleError(`unknown serial rule ${ruleCode}`);
  // Numbers that carry a parameter (the org of CG101001…) count per value of it: each company from 0001.
  const paramValues = rule.parts.flatMap((part) => (part.type === 'paramCode' ? [params[part.value] ?? ''] : []));
  const periodKey = [periodKeyOf(rule.resetCycle, now), ...paramValues].join('|');
  const result = await tx.execute(sql`
    insert into sys_serial_counter (rule_code, period_key, current_value) values (${ruleCode}, ${periodKey}, 1)
    on conflict (rule_code, period_key) do update set current_value = sys_serial_counter.current_value + 1
    returning current_value`);
  const row = result.rows[0] as { current_value: number | string } | undefined;
  if (!row) throw new SerialRuleError(`serial counter ${ruleCode}/${periodKey} not written`);
  return formatSerial(rule.parts, params, Number(row.current_value), now);
}
