/**
 * 单号规则 (issue 21; docs/domain.md "SerialNumberRule"), read with the `system:serial-number` menu:
 *
 * - GET|POST /system/serial-number/custom-page, GET /system/serial-number/page and the engine's detail
 *   routes over sys_serial_rule {id, ruleCode, ruleName, parts, resetCycle, updatedTime, version};
 * - GET /system/serial-number/preview?ruleCode=: {ruleCode, pattern, next}, the number the next draw
 *   would give now (the counter of the current period, parameters shown as {name}).
 *
 * - POST /system/serial-number/save (`system:serial-number:add` without id, `…:edit` with id and the
 *   version read; a stale version is 409): the rule checked by checkSerialRule (serial-number-rules.ts,
 *   first problem answered 400 in Chinese), a ruleCode already used 400, a ruleCode never changed (the
 *   documents draw by it). A new reset cycle carries the current period's counters to the new period key,
 *   so today's next number still follows the ones already given;
 * - POST /system/serial-number/reset {id} (`system:serial-number:reset`, 重置流水号): see resetRoute below.
 *
 * Numbers are drawn by core/serial nextSerial (one INSERT … ON CONFLICT … RETURNING on the counter row).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq, like, or, sql } from 'drizzle-orm';
import {
  SerialNumberPreviewQuerySchema,
  SerialNumberResetBodySchema,
  SerialNumberSaveBodySchema,
  type SerialNumberPreview,
  type SerialNumberResetResult,
  type SerialNumberSaved,
} from '../../api/system-admin.js';
import type { Envelope } from '../../api/index.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { periodKeyOf } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysSerialCounter, sysSerialRule as rule } from '../../db/tables/serial.js';
import { checkSerialRule, previewNext, rulePattern, SERIAL_RULE_MESSAGES } from './serial-number-rules.js';

export const SERIAL_NUMBER_MENU = 'system:serial-number';
export const SERIAL_NUMBER_BUTTONS = {
  add: 'system:serial-number:add',
  edit: 'system:serial-number:edit',
  reset: 'system:serial-number:reset',
} as const;

export const SERIAL_NUMBER_MESSAGES = {
  ruleNotFound: '单号规则不存在',
} as const;

export const serialNumberResource: ListResource = {
  label: '单号规则',
  table: rule,
  id: rule.id,
  version: rule.version,
  fields: {
    id: { column: rule.id, type: 'integer', sortable: true, notNull: true },
    ruleCode: { column: rule.ruleCode, type: 'text', sortable: true, selective: true, notNull: true, title: '规则编码' },
    ruleName: { column: rule.ruleName, type: 'text', sortable: true, notNull: true, title: '规则名称' },
    parts: { column: rule.parts, type: 'text', filterable: false, notNull: true, title: '规则组成' },
    resetCycle: { column: rule.resetCycle, type: 'text', values: ['every_day', 'every_month', 'every_year', 'none'], sortable: true, notNull: true, title: '重置周期' },
    updatedTime: { column: rule.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
    version: { column: rule.version, type: 'integer', filterable: false, notNull: true },
  },
  defaultSort: [{ field: 'ruleCode', order: 'asc' }],
};

export const serialNumberRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, '/system/serial-number', { db, resource: serialNumberResource, permissions: { read: SERIAL_NUMBER_MENU } });

  app.get(
    '/system/serial-number/preview',
    { schema: { querystring: SerialNumberPreviewQuerySchema }, config: { permission: SERIAL_NUMBER_MENU } },
    async (request): Promise<Envelope<SerialNumberPreview>> => {
      const { ruleCode } = request.query;
      const [found] = await db.select({ parts: rule.parts, resetCycle: rule.resetCycle }).from(rule).where(eq(rule.ruleCode, ruleCode)).limit(1);
      if (!found) throw new ApiError(404, SERIAL_NUMBER_MESSAGES.ruleNotFound);
      const now = new Date();
      // A rule with parameters counts per value; without them the preview shows the period's own counter.
      const [counter] = await db
        .select({ value: sysSerialCounter.currentValue })
        .from(sysSerialCounter)
        .where(and(eq(sysSerialCounter.ruleCode, ruleCode), eq(sysSerialCounter.periodKey, periodKeyOf(found.resetCycle, now))));
      return ok({ ruleCode, pattern: rulePattern(found.parts), next: previewNext(found.parts, counter?.value ?? 0, now) });
    },
  );

  app.post(
    '/system/serial-number/save',
    { schema: { body: SerialNumberSaveBodySchema }, config: { permission: SERIAL_NUMBER_MENU } },
    async (request): Promise<Envelope<SerialNumberSaved>> => {
      const access = accessOf(request);
      const body = request.body;
      const isCreate = body.id === undefined;
      if (!hasPermission(access, isCreate ? SERIAL_NUMBER_BUTTONS.add : SERIAL_NUMBER_BUTTONS.edit)) throw permissionDenied();
      const checked = checkSerialRule(body);
      if ('problem' in checked) throw new ApiError(400, checked.problem);
      const values = checked.rule;
      const stamp = { updatedBy: String(access.userId), updatedTime: new Date() };
      if (isCreate) {
        const [created] = await db
          .insert(rule)
          .values({ ...values, ...stamp, createdBy: String(access.userId) })
          .onConflictDoNothing()
          .returning({ id: rule.id, version: rule.version });
        if (!created) throw new ApiError(400, SERIAL_RULE_MESSAGES.ruleCodeTaken(values.ruleCode));
        return ok(created, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const id = body.id as number;
      const version = body.version;
      const saved = await db.transaction(async (tx) => {
        const [stored] = await tx.select({ ruleCode: rule.ruleCode, resetCycle: rule.resetCycle, version: rule.version }).from(rule).where(eq(rule.id, id)).for('update');
        if (!stored) throw new ApiError(404, SERIAL_NUMBER_MESSAGES.ruleNotFound);
        if (stored.version !== version) throw versionConflict();
        if (stored.ruleCode !== values.ruleCode) throw new ApiError(400, SERIAL_RULE_MESSAGES.ruleCodeFixed);
        const [updated] = await tx
          .update(rule)
          .set({ ruleName: values.ruleName, parts: values.parts, resetCycle: values.resetCycle, ...stamp, version: sql`${rule.version} + 1` })
          .where(and(eq(rule.id, id), eq(rule.version, version)))
          .returning({ id: rule.id, version: rule.version });
        if (!updated) throw versionConflict();
        if (stored.resetCycle !== values.resetCycle) await carryCounters(tx, stored.ruleCode, periodKeyOf(stored.resetCycle, stamp.updatedTime), periodKeyOf(values.resetCycle, stamp.updatedTime));
        return updated;
      });
      return ok(saved, SAVE_MESSAGES.updated);
    },
  );

  /**
   * 重置流水号: the counters of the rule's current period (today, this month, this year, or the single
   * counter of a rule that never resets; for a rule with parameters, the counter of every value) are
   * deleted, so the next draw of this period gives 0001 again. Numbers already given in this period will
   * then be given again: it is meant for a period whose numbers were void (test data, a wrong start), and
   * the numbering tables that keep a unique number refuse a repeat. Past periods' counters are kept (they
   * are never drawn from again). A draw running at the same time waits on the counter row and then either
   * comes before the reset or starts the new count.
   */
  app.post(
    '/system/serial-number/reset',
    { schema: { body: SerialNumberResetBodySchema }, config: { permission: SERIAL_NUMBER_BUTTONS.reset } },
    async (request): Promise<Envelope<SerialNumberResetResult>> => {
      const [found] = await db.select({ ruleCode: rule.ruleCode, parts: rule.parts, resetCycle: rule.resetCycle }).from(rule).where(eq(rule.id, request.body.id)).limit(1);
      if (!found) throw new ApiError(404, SERIAL_NUMBER_MESSAGES.ruleNotFound);
      const now = new Date();
      const periodKey = periodKeyOf(found.resetCycle, now);
      await db
        .delete(sysSerialCounter)
        .where(and(eq(sysSerialCounter.ruleCode, found.ruleCode), or(eq(sysSerialCounter.periodKey, periodKey), like(sysSerialCounter.periodKey, `${periodKey}|%`))));
      return ok({ ruleCode: found.ruleCode, periodKey, next: previewNext(found.parts, 0, now) }, SERIAL_RULE_MESSAGES.reset);
    },
  );
};

/**
 * A rule moved to another reset cycle: the counters of the old cycle's current period (per parameter
 * value) are copied to the new cycle's period key, keeping the larger value, so the next number of the
 * period follows the ones already given (every_day → every_month keeps today's count for the month).
 */
async function carryCounters(tx: Pick<AppDatabase, 'execute'>, ruleCode: string, fromKey: string, toKey: string): Promise<void> {
  await tx.execute(sql`
    insert into sys_serial_counter (rule_code, period_key, current_value)
    select rule_code, ${toKey} || substr(period_key, ${fromKey.length + 1}), current_value
    from sys_serial_counter where rule_code = ${ruleCode} and (period_key = ${fromKey} or period_key like ${`${fromKey}|%`})
    on conflict (rule_code, period_key) do update set current_value = greatest(sys_serial_counter.current_value, excluded.current_value)`);
}
