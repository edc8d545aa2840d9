/**
 * 接口日志 (issue 21): the interface outbox (core/outbox, migration 0016) read with the
 * `system:interface-log` menu:
 *
 * - GET|POST /system/interface-log/custom-page, GET /system/interface-log/page: outbox rows {id, system,
 *   bizType, bizKey, state, attempts, lastError, createdTime, updatedTime}, filtered by system, state,
 *   bizType, bizKey (newest first);
 * - GET /system/interface-log/detail?id=: the row with bizId, payload, response and every attempt;
 * - POST /system/interface-log/retry {logId} (`system:interface-log:retry`, 重新推送): a new round of
 *   attempts through the outbox (the same resend as the contract area's); a successful row is 422.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { InterfaceLogRetryBodySchema, type InterfaceLogDetail } from '../../api/system-admin.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { ListResource } from '../../core/list/query.js';
import { registerListRoutes } from '../../core/list/routes.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { INTERFACE_SYSTEMS, sysInterfaceAttempt as attempt, sysInterfaceLog as log } from '../../db/tables/interface-log.js';

export const INTERFACE_LOG_MENU = 'system:interface-log';
export const INTERFACE_LOG_RETRY_BUTTON = 'system:interface-log:retry';

export const INTERFACE_LOG_MESSAGES = {
  notFound: '接口日志不存在',
  alreadySucceeded: '该记录已推送成功，无需重新推送',
  resent: '已重新推送',
} as const;

export const interfaceLogResource: ListResource = {
  label: '接口日志',
  table: log,
  id: log.id,
  fields: {
    id: { column: log.id, type: 'integer', sortable: true, notNull: true },
    system: { column: log.system, type: 'text', values: INTERFACE_SYSTEMS, sortable: true, notNull: true, title: '对接系统' },
    bizType: { column: log.bizType, type: 'text', sortable: true, notNull: true, title: '业务类型' },
    bizKey: { column: log.bizKey, type: 'text', sortable: true, notNull: true, title: '业务单号' },
    state: { column: log.state, type: 'text', values: ['PENDING', 'SUCCESS', 'ERROR'], sortable: true, notNull: true, title: '状态' },
    attempts: { column: log.attempts, type: 'integer', sortable: true, notNull: true, title: '尝试次数' },
    lastError: { column: log.lastError, type: 'text', filterable: false, title: '错误信息' },
    createdTime: { column: log.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
    updatedTime: { column: log.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
};

export const interfaceLogRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  registerListRoutes(app, '/system/interface-log', { db, resource: interfaceLogResource, permissions: { read: INTERFACE_LOG_MENU }, detail: false });

  app.get(
    '/system/interface-log/detail',
    { schema: { querystring: IdTextParams }, config: { permission: INTERFACE_LOG_MENU } },
    async (request): Promise<Envelope<InterfaceLogDetail>> => {
      const id = Number(request.query.id);
      const [row] = await db
        .select({
          id: log.id,
          system: log.system,
          bizType: log.bizType,
          bizKey: log.bizKey,
          bizId: log.bizId,
          state: log.state,
          attempts: log.attempts,
          lastError: log.lastError,
          payload: log.payload,
          response: log.response,
          createdTime: log.createdTime,
          updatedTime: log.updatedTime,
        })
        .from(log)
        .where(eq(log.id, id))
        .limit(1);
      if (!row) throw new ApiError(404, INTERFACE_LOG_MESSAGES.notFound);
      const attemptList = await db
        .select({ attemptNo: attempt.attemptNo, attemptTime: attempt.attemptTime, httpStatus: attempt.httpStatus, ok: attempt.ok, error: attempt.error, durationMs: attempt.durationMs })
        .from(attempt)
        .where(eq(attempt.logId, id))
        .orderBy(asc(attempt.attemptNo));
      return ok({ ...row, attemptList } as unknown as InterfaceLogDetail);
    },
  );

  app.post(
    '/system/interface-log/retry',
    { schema: { body: InterfaceLogRetryBodySchema }, config: { permission: INTERFACE_LOG_RETRY_BUTTON } },
    async (request): Promise<Envelope<{ logId: number }>> => {
      const { logId } = request.body;
      const outcome = await db.transaction((tx) => outbox.resend(tx, logId));
      if (outcome === 'missing') throw new ApiError(404, INTERFACE_LOG_MESSAGES.notFound);
      if (outcome === 'succeeded') throw new ApiError(422, INTERFACE_LOG_MESSAGES.alreadySucceeded);
      await outbox.dispatch([logId]);
      return ok({ logId }, INTERFACE_LOG_MESSAGES.resent);
    },
  );
};
