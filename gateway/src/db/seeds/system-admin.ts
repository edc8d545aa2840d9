/**
 * Demo rows of the administration lists (issue 21): serial-number rules beside the migrations'
 * CONTRACT_NO (CG…) and REBATE_NO (FL…) — a frame contract HT…, a pick-up order TH…, an account check
 * DZ… — and a few interface-log rows that are done with (SUCCESS, ERROR: never picked up by the
 * outbox's sweep) with their attempts, so that 接口日志 has something to show.
 *
 * Hooked into seedDemoData (db/seed.ts), inside its transaction:
 *   await seedSystemAdmin(tx);
 */
import type { AppDatabase } from '../connection.js';
import { sysInterfaceAttempt, sysInterfaceLog } from '../tables/interface-log.js';
import { sysSerialRule, type SerialPart, type SerialResetCycle } from '../tables/serial.js';

export interface SerialRuleSeed {
  ruleCode: string;
  ruleName: string;
  parts: SerialPart[];
  resetCycle: SerialResetCycle;
}

export const DEMO_SERIAL_RULES: readonly SerialRuleSeed[] = [
  {
    ruleCode: 'FRAME_CONTRACT_NO',
    ruleName: '框架合同编号',
    parts: [{ type: 'fixedChar', value: 'HT' }, { type: 'dateFormat', value: 'YYYYMMDD' }, { type: 'seq', width: 4 }],
    resetCycle: 'every_day',
  },
];

interface InterfaceLogSeed {
  system: 'EBS' | 'LMS' | 'FSSC';
  bizType: string;
  bizKey: string;
  state: 'SUCCESS' | 'ERROR';
  payload: unknown;
  response: string | null;
  lastError: string | null;
  attempts: { httpStatus: number | null; ok: boolean; error: string | null; durationMs: number }[];
}

export const DEMO_INTERFACE_LOGS: readonly InterfaceLogSeed[] = [
  {
    system: 'LMS',
    bizType: 'PICKUP_ORDER',
    bizKey: 'TH20261100001',
    state: 'SUCCESS',
    payload: { pickupNo: 'TH20261100001', matCode: 'M0101', quantity: '120.500' },
    response: '{"code":0,"message":"ok"}',
    lastError: null,
    attempts: [{ httpStatus: 200, ok: true, error: null, durationMs: 84 }],
  },
  {
    system: 'FSSC',
    bizType: 'ACCOUNT_CHECK',
    bizKey: 'DZ000001',
    state: 'ERROR',
    payload: { checkNo: 'DZ000001', amount: '356800.00' },
    response: '{"code":500,"message":"供应商编码不存在"}',
    lastError: 'HTTP 500',
    attempts: [
      { httpStatus: 500, ok: false, error: 'HTTP 500', durationMs: 120 },
      { httpStatus: null, ok: false, error: 'connect ETIMEDOUT', durationMs: 5000 },
      { httpStatus: 500, ok: false, error: 'HTTP 500', durationMs: 98 },
    ],
  },
  {
    system: 'EBS',
    bizType: 'FRAME_CONTRACT',
    bizKey: 'HT202611200001',
    state: 'SUCCESS',
    payload: { contractNo: 'HT202611200001', orgCode: '101001' },
    response: '{"status":"S"}',
    lastError: null,
    attempts: [{ httpStatus: 200, ok: true, error: null, durationMs: 63 }],
  },
];

export async function seedSystemAdmin(tx: AppDatabase): Promise<void> {
  await tx.insert(sysSerialRule).values(DEMO_SERIAL_RULES.map((rule) => ({ ...rule, createdBy: 'seed', updatedBy: 'seed' })));
  const logs = await tx
    .insert(sysInterfaceLog)
    .values(
      DEMO_INTERFACE_LOGS.map(({ attempts, ...row }) => ({ ...row, attempts: attempts.length, nextAttemptTime: null, createdBy: 'seed' })),
    )
    .returning({ id: sysInterfaceLog.id });
  const attempts = DEMO_INTERFACE_LOGS.flatMap((row, index) => row.attempts.map((attempt, n) => ({ ...attempt, logId: logs[index]!.id, attemptNo: n + 1 })));
  await tx.insert(sysInterfaceAttempt).values(attempts);
}
