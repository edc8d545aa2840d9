/**
 * A pick's messages to LMS (logistics) and EBS (the ERP) through the interface outbox (core/outbox):
 * GET pick-head/pick/manual-sync-lms?id= and GET pick-head/pick/sync-ebs-order?id= (pick:edit) write
 * the message in the transaction that reads the locked pick and answer `{queued: true, logId}`; the
 * job delivers it with retries. Only a confirmed pick is sent, and not while an earlier message of the
 * same kind is still PENDING (409). Once the receiver accepts it the pick is synched for that system.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq } from 'drizzle-orm';
import type { PickSyncQueued } from '../../api/pick.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import type { Outbox } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { purPickCost, purPickHead, purPickMaterial, purPickVehicle } from '../../db/tables/pick.js';
import { accountOf, lockPick } from './pick-common.js';
import { PICK_HEAD_BASE, PICK_MENUS } from './pick-list.js';
import { PICK_MESSAGES } from './pick-message-texts.js';

/** The outbox bizTypes of a pick's messages (bizKey the pickNo, bizId the pick id). */
export const PICK_SYNC_BIZ_TYPES = { lms: 'PICKUP_ORDER', ebs: 'PICKUP_ORDER_EBS' } as const;

export const pickSyncRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  outbox.onSuccess(PICK_SYNC_BIZ_TYPES.lms, async (tx, message) => {
    if (message.bizId !== null) await tx.update(purPickHead).set({ lmsSyncStatus: 'synched' }).where(eq(purPickHead.id, message.bizId));
  });
  outbox.onSuccess(PICK_SYNC_BIZ_TYPES.ebs, async (tx, message) => {
    if (message.bizId !== null) await tx.update(purPickHead).set({ ebsSyncStatus: 'synched' }).where(eq(purPickHead.id, message.bizId));
  });

  for (const [path, system, bizType] of [
    ['pick/manual-sync-lms', 'LMS', PICK_SYNC_BIZ_TYPES.lms],
    ['pick/sync-ebs-order', 'EBS', PICK_SYNC_BIZ_TYPES.ebs],
  ] as const) {
    app.get(`${PICK_HEAD_BASE}/${path}`, { schema: { querystring: IdTextParams }, config: { permission: PICK_MENUS.edit } }, async (request): Promise<Envelope<PickSyncQueued>> => {
      const access = accessOf(request);
      const actor = await accountOf(db, access.userId);
      const logId = await db.transaction(async (tx) => {
        const pick = await lockPick(tx, Number(request.query.id), dataScopeFor(access, PICK_MENUS.list));
        if (pick.status !== 'confirmed') throw new ApiError(422, PICK_MESSAGES.notConfirmed(pick.pickNo));
        const [pending] = await tx
          .select({ id: sysInterfaceLog.id })
          .from(sysInterfaceLog)
          .where(and(eq(sysInterfaceLog.bizType, bizType), eq(sysInterfaceLog.bizId, pick.id), eq(sysInterfaceLog.state, 'PENDING')))
          .limit(1);
        if (pending) throw new ApiError(409, PICK_MESSAGES.syncing(pick.pickNo));
        const [lines, vehicles, costs] = await Promise.all([
          tx.select().from(purPickMaterial).where(eq(purPickMaterial.pickId, pick.id)).orderBy(asc(purPickMaterial.lineNo)),
          tx.select().from(purPickVehicle).where(eq(purPickVehicle.pickId, pick.id)).orderBy(asc(purPickVehicle.id)),
          tx.select().from(purPickCost).where(eq(purPickCost.pickId, pick.id)).orderBy(asc(purPickCost.id)),
        ]);
        return outbox.enqueue(tx, { system, bizType, bizKey: pick.pickNo, bizId: pick.id, payload: { pickId: pick.id, pickNo: pick.pickNo, head: pick, lines, vehicles, costs }, createdBy: actor });
      });
      await outbox.dispatch([logId]);
      return ok({ queued: true as const, logId }, PICK_MESSAGES.syncSubmitted);
    });
  }
};
