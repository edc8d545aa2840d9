/**
 * An account check's message to EBS (the ERP) through the interface outbox (core/outbox): GET
 * …/send-to-ebs-sync?id= (reconciliation:settle) writes the message in the transaction that reads the
 * locked check and answers `{queued: true, logId}`; the job delivers it with retries. Only a check the
 * supplier confirmed (confirmed, busConfirmed or settled) is sent, and not while an earlier message is
 * still PENDING (409). Once EBS accepts it the check is synched.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import type { AccountCheckSyncQueued } from '../../api/settlement-check.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { stlAccountCheckHead, stlAccountCheckLine } from '../../db/tables/settlement.js';
import { accountOf, lockCheck } from './check-common.js';
import { CHECK_BASE, CHECK_MENUS } from './check-list.js';
import { CHECK_MESSAGES } from './check-message-texts.js';
import { CHECK_CONFIRMED } from './check-status-machine.js';

/** The outbox bizType of an account check's EBS message (bizKey the checkNo, bizId the check id). */
export const CHECK_SYNC_BIZ_TYPE = 'ACCOUNT_CHECK_EBS';

export const checkSyncRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  outbox.onSuccess(CHECK_SYNC_BIZ_TYPE, async (tx, message) => {
    if (message.bizId !== null) await tx.update(stlAccountCheckHead).set({ ebsSyncStatus: 'synched' }).where(eq(stlAccountCheckHead.id, message.bizId));
  });

  app.get(`${CHECK_BASE}/send-to-ebs-sync`, { schema: { querystring: IdTextParams }, config: { permission: CHECK_MENUS.settle } }, async (request): Promise<Envelope<AccountCheckSyncQueued>> => {
    const access = accessOf(request);
    const actor = await accountOf(db, access.userId);
    const logId = await db.transaction(async (tx) => {
      const check = await lockCheck(tx, Number(request.query.id), dataScopeFor(access, CHECK_MENUS.list));
      if (!CHECK_CONFIRMED.includes(check.status)) throw new ApiError(422, CHECK_MESSAGES.notConfirmed(check.checkNo));
      const [pending] = await tx
        .select({ id: sysInterfaceLog.id })
        .from(sysInterfaceLog)
        .where(and(eq(sysInterfaceLog.bizType, CHECK_SYNC_BIZ_TYPE), eq(sysInterfaceLog.bizId, check.id), eq(sysInterfaceLog.state, 'PENDING')))
        .limit(1);
      if (pending) throw new ApiError(409, CHECK_MESSAGES.syncing(check.checkNo));
      const lines = await tx.select().from(stlAccountCheckLine).where(eq(stlAccountCheckLine.headId, check.id)).orderBy(asc(stlAccountCheckLine.lineNo));
      return outbox.enqueue(tx, { system: 'EBS', bizType: CHECK_SYNC_BIZ_TYPE, bizKey: check.checkNo, bizId: check.id, payload: { checkId: check.id, checkNo: check.checkNo, head: check, lines: lines.filter((line) => line.lineStatus === 'valid') }, createdBy: actor });
    });
    await outbox.dispatch([logId]);
    return ok({ queued: true as const, logId }, CHECK_MESSAGES.syncSubmitted);
  });
};
