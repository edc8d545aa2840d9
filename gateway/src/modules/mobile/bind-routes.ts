/**
 * POST /purm-app/pc/api/v1/purm_pc/user-supplier-bind/unbind {id, version} (mobile:supplier-bind:unbind,
 * issue 28): ends a live binding (status 0, with who and when); the row stays as its record. A binding
 * outside the caller's scope on mobile:supplier-bind is 404, an ended one 400 该绑定已解除, a stale
 * version 409.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { UserUnbindBodySchema, type UserUnbindBody } from '../../api/mobile.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { mobUserSupplierBind, mobUserSupplierBindView } from '../../db/tables/mobile.js';
import { MOBILE_MENUS } from './lists.js';
import { SUPPLIER_BIND_BASE, supplierBindResource } from './user-list.js';
import { APP_USER_MESSAGES as M } from './user-message-texts.js';
import { callerName } from './user-store.js';

export function supplierBindRoutes(app: FastifyInstance, db: AppDatabase): void {
  app.post(`${SUPPLIER_BIND_BASE}/unbind`, { schema: { body: UserUnbindBodySchema }, config: { permission: MOBILE_MENUS.supplierBindUnbind } }, async (request): Promise<Envelope<{ id: number; version: number }>> => {
    const access = accessOf(request);
    const { id, version } = request.body as UserUnbindBody;
    const scope = dataScopeFor(access, MOBILE_MENUS.supplierBind);
    const [row] = await db
      .select({ status: mobUserSupplierBindView.status, version: mobUserSupplierBindView.version })
      .from(mobUserSupplierBindView)
      .where(scopedById(supplierBindResource, [id], scope))
      .limit(1);
    if (!row) throw new ApiError(404, SAVE_MESSAGES.notFound(supplierBindResource.label));
    if (row.status === 0) throw new ApiError(400, M.alreadyUnbound);
    if (row.version !== version) throw versionConflict();
    const actor = await callerName(db, access.userId);
    const now = new Date();
    const [updated] = await db
      .update(mobUserSupplierBind)
      .set({ status: 0, unboundBy: actor, unboundTime: now, updatedBy: String(access.userId), updatedTime: now, version: sql`${mobUserSupplierBind.version} + 1` })
      .where(and(eq(mobUserSupplierBind.id, id), eq(mobUserSupplierBind.version, version), eq(mobUserSupplierBind.status, 1)))
      .returning({ id: mobUserSupplierBind.id, version: mobUserSupplierBind.version });
    // Changed between the read and the write (another unbind): the version has moved on.
    if (!updated) throw versionConflict();
    return ok(updated, M.unbound);
  });
}
