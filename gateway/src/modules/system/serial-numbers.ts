/**
 * 单号规则 (issue 21; docs/domain.md "SerialNumberRule"), read with the `system:serial-number` menu:
 *
 * - GET|POST /system/serial-number/custom-page, GET /system/serial-number/page and the engine's detail
 *   routes over sys_serial_rule {id, ruleCode, ruleName, parts, resetCycle, updatedTime, version};
 * - GET /system/serial-number/preview?ruleCode=: {ruleCode, pattern, next}, the number the next draw
 *   would give now (the counter of the current period, parameters shown as {name}).
 *
 * Numbers are drawn by core/serial nextSerial (one INSERT … ON CONFLICT … RETURNING on the counter row).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, eq } from 'drizzle-orm';
import { SerialNumberPreviewQuerySchema, type SerialNumberPreview } from '../../api/system-admin.js';
import type { Envelope } from '../../api/index.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes } from '../../core/list/routes.js';
import { periodKeyOf } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysSerialCounter, sysSerialRule as rule } from '../../db/tables/serial.js';
import { previewNext, rulePattern } from './serial-number-rules.js';

export const SERIAL_NUMBER_MENU = 'system:serial-number';

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
};
