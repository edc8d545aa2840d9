/**
 * 库位分配 (issue 23 part B; domain.md "Demand" AllocatePosition; spec 02 §7 dem/allocate-position with
 * store-list and synch) and the raw material used per day (raw-material-used-dd), behind demand:month
 * (reads) and demand:month:edit (writes), scoped by the org on demand:month:
 *
 * - GET/POST dem/allocate-position/custom-page, GET page: the positions on the list engine;
 * - GET dem/allocate-position/store-list?orgCode=&matCode=: the org's active stores (its own and its
 *   inventory orgs' sub-inventories, the in-transit store left out) with their positions and free
 *   capacity; a position's sync state reads ERROR once its last message failed in the outbox;
 * - POST dem/allocate-position/save: without id a new position, with id and version an edit; the
 *   allocated quantity may not exceed the capacity (exact); an edit clears the sync state (to send again);
 * - DELETE dem/allocate-position/delete {ids}: all or nothing;
 * - POST dem/allocate-position/synch {ids}: one outbox message per position to the storage system (LMS,
 *   bizType ALLOCATE_POSITION, bizId the position) in the transaction that marks them PENDING; the
 *   outbox's success hook marks a position SUCCESS when its last message is accepted. The outbox has no
 *   failure hook: a message that ends in ERROR shows the position as ERROR through its sync_log_id (read
 *   in store-list), while its stored sync_state stays PENDING (the page lists the stored state);
 * - GET raw-material-used-dd?orgCode=&yearMonth=: the month's consumption (dem_estimate_consume, the
 *   actual quantity, or the estimate without one) per material spread evenly over the month's days.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sumQuantityTexts } from '@srm/rules';
import {
  AllocatePositionIdsBodySchema,
  AllocatePositionSaveBodySchema,
  AllocatePositionStoreListQuerySchema,
  RawMaterialUsedDdQuerySchema,
  type AllocatePositionSaved,
  type AllocatePositionStore,
  type AllocatePositionStoreList,
  type AllocatePositionSynched,
  type PositionSyncState,
  type RawMaterialUsedDd,
} from '../../api/demand-positions.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import type { Outbox, SuccessHandler } from '../../core/outbox/outbox.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { demEstimateConsume } from '../../db/tables/demand.js';
import { demAllocatePosition as position } from '../../db/tables/demand-positions.js';
import { sysInterfaceLog } from '../../db/tables/interface-log.js';
import { sysSubInventory } from '../../db/tables/lookups.js';
import { ALLOCATE_POSITION_MESSAGES as M, allocationProblem, freeCapacity, spreadOverDays, sumDays } from './allocate-position-rules.js';
import { DEMAND_API, materialsOf, MONTH_DEMAND_MESSAGES, MONTH_MENUS } from './month-demand.js';
import { normalQuantity, STORED_QUANTITY } from './month-demand-rules.js';

export const ALLOCATE_POSITION_BASE = `${DEMAND_API}/dem/allocate-position`;
export const RAW_MATERIAL_USED_DD = `${DEMAND_API}/raw-material-used-dd`;
/** The outbox bizType of a position's message to the storage system. */
export const ALLOCATE_POSITION_BIZ_TYPE = 'ALLOCATE_POSITION';
export const ALLOCATE_POSITION_SYSTEM = 'LMS' as const;

const sortable = { sortable: true } as const;

export const allocatePositionResource: ListResource = {
  label: '库位分配',
  table: position,
  id: position.id,
  version: position.version,
  fields: {
    id: { column: position.id, type: 'integer', notNull: true, exported: false, ...sortable },
    orgCode: { column: position.orgCode, type: 'text', notNull: true, title: '组织编码', ...sortable },
    orgName: { column: position.orgName, type: 'text', title: '组织名称' },
    matCode: { column: position.matCode, type: 'text', notNull: true, title: '物料编码', ...sortable },
    matName: { column: position.matName, type: 'text', title: '物料名称' },
    unitCode: { column: position.unitCode, type: 'text', title: '单位' },
    storeOrgCode: { column: position.storeOrgCode, type: 'text', notNull: true, title: '库存组织', ...sortable },
    subInventoryCode: { column: position.subInventoryCode, type: 'text', notNull: true, title: '仓库编码', ...sortable },
    subInventoryName: { column: position.subInventoryName, type: 'text', title: '仓库名称' },
    positionCode: { column: position.positionCode, type: 'text', notNull: true, title: '库位编码', ...sortable },
    positionName: { column: position.positionName, type: 'text', title: '库位名称' },
    capacity: { column: position.capacity, type: 'decimal', notNull: true, title: '库位容量', ...sortable },
    allocatedQuantity: { column: position.allocatedQuantity, type: 'decimal', notNull: true, title: '分配数量', ...sortable },
    syncState: { column: position.syncState, type: 'text', values: ['PENDING', 'SUCCESS', 'ERROR'], title: '同步状态' },
    syncTime: { column: position.syncTime, type: 'datetime', title: '同步时间' },
    remark: { column: position.remark, type: 'text', title: '备注' },
    updatedTime: { column: position.updatedTime, type: 'datetime', notNull: true, title: '更新时间', ...sortable },
    version: { column: position.version, type: 'integer', notNull: true, filterable: false, exported: false },
  },
  defaultSort: [{ field: 'id', order: 'asc' }],
  scope: { menu: MONTH_MENUS.month, org: position.orgCode },
};

/** Refuses an org outside the caller's scope on demand:month. */
function checkOrgScope(scope: DataScopeFilter, orgCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
}

type Reader = Pick<AppDatabase, 'select'>;

/** The org's name, refused when it does not exist. */
async function orgName(db: Reader, orgCode: string): Promise<string | null> {
  const [org] = await db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, orgCode)).limit(1);
  if (!org) throw new ApiError(400, MONTH_DEMAND_MESSAGES.orgUnknown(orgCode));
  return org.name;
}

/** The active stores of the org and of its inventory orgs (level 7), the in-transit store left out. */
async function storesOf(db: Reader, orgCode: string) {
  const parent = alias(sysOrg, 'parent');
  const inventoryOrgs = db
    .select({ code: sysOrg.orgCode })
    .from(sysOrg)
    .innerJoin(parent, eq(sysOrg.parentId, parent.id))
    .where(and(eq(parent.orgCode, orgCode), eq(sysOrg.level, 7)));
  return db
    .select({ storeOrgCode: sysSubInventory.orgCode, subInventoryCode: sysSubInventory.secondaryInventoryName, subInventoryName: sysSubInventory.subName })
    .from(sysSubInventory)
    .where(and(or(eq(sysSubInventory.orgCode, orgCode), inArray(sysSubInventory.orgCode, inventoryOrgs)), eq(sysSubInventory.statusCode, 'Active'), eq(sysSubInventory.isTransit, 0)))
    .orderBy(asc(sysSubInventory.orgCode), asc(sysSubInventory.secondaryInventoryName));
}

/** The state a position shows: ERROR once its last message failed, else the stored one. */
const shownSyncState = sql<PositionSyncState | null>`case when ${position.syncState} = 'PENDING' and ${sysInterfaceLog.state} = 'ERROR' then 'ERROR' else ${position.syncState} end`;

/**
 * The outbox's success hook of ALLOCATE_POSITION: the storage system accepted a position's message; the
 * position is synched when that message is still its last one (a later synch or an edit leaves it alone).
 */
export const markPositionSynched: SuccessHandler = async (tx, message) => {
  if (message.bizId === null) return;
  await tx
    .update(position)
    .set({ syncState: 'SUCCESS', syncTime: sql`now()`, updatedTime: sql`now()`, version: sql`${position.version} + 1` })
    .where(and(eq(position.id, message.bizId), eq(position.syncLogId, message.id)));
};

export const allocatePositionRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase; outbox: Outbox }> = async (app, { db, outbox }) => {
  registerListReads(app, ALLOCATE_POSITION_BASE, db, allocatePositionResource, MONTH_MENUS.month);
  const read = { config: { permission: MONTH_MENUS.month } };
  const write = { config: { permission: MONTH_MENUS.edit } };
  const scopeOf = (request: Parameters<typeof accessOf>[0]) => dataScopeFor(accessOf(request), MONTH_MENUS.month);

  outbox.onSuccess(ALLOCATE_POSITION_BIZ_TYPE, markPositionSynched);

  app.get(`${ALLOCATE_POSITION_BASE}/store-list`, { ...read, schema: { querystring: AllocatePositionStoreListQuerySchema } }, async (request): Promise<Envelope<AllocatePositionStoreList>> => {
    const { orgCode, matCode } = request.query;
    checkOrgScope(scopeOf(request), orgCode);
    await orgName(db, orgCode);
    const stores = await storesOf(db, orgCode);
    const rows = await db
      .select({
        id: position.id,
        storeOrgCode: position.storeOrgCode,
        subInventoryCode: position.subInventoryCode,
        matCode: position.matCode,
        matName: position.matName,
        unitCode: position.unitCode,
        positionCode: position.positionCode,
        positionName: position.positionName,
        capacity: position.capacity,
        allocatedQuantity: position.allocatedQuantity,
        syncState: shownSyncState,
        syncTime: position.syncTime,
        remark: position.remark,
        version: position.version,
      })
      .from(position)
      .leftJoin(sysInterfaceLog, eq(sysInterfaceLog.id, position.syncLogId))
      .where(and(eq(position.orgCode, orgCode), matCode === undefined ? undefined : eq(position.matCode, matCode)))
      .orderBy(asc(position.storeOrgCode), asc(position.subInventoryCode), asc(position.positionCode), asc(position.matCode));
    const answer: AllocatePositionStore[] = stores.map((store) => {
      const positions = rows
        .filter((row) => row.storeOrgCode === store.storeOrgCode && row.subInventoryCode === store.subInventoryCode)
        .map(({ storeOrgCode: _o, subInventoryCode: _s, syncTime, ...row }) => ({ ...row, syncTime: syncTime?.toISOString() ?? null, freeCapacity: freeCapacity(row.capacity, row.allocatedQuantity) }));
      const capacity = sumQuantityTexts(positions.map((row) => row.capacity), 3, STORED_QUANTITY);
      const allocatedQuantity = sumQuantityTexts(positions.map((row) => row.allocatedQuantity), 3, STORED_QUANTITY);
      return { ...store, positions, capacity, allocatedQuantity, freeCapacity: freeCapacity(capacity, allocatedQuantity) };
    });
    return ok({ orgCode, stores: answer });
  });

  app.post(`${ALLOCATE_POSITION_BASE}/save`, { ...write, schema: { body: AllocatePositionSaveBodySchema } }, async (request): Promise<Envelope<AllocatePositionSaved>> => {
    const body = request.body;
    const scope = scopeOf(request);
    checkOrgScope(scope, body.orgCode);
    const problem = allocationProblem(body.capacity, body.allocatedQuantity);
    if (problem) throw new ApiError(422, problem);
    const name = await orgName(db, body.orgCode);
    const material = (await materialsOf(db, [body.matCode])).get(body.matCode);
    const store = (await storesOf(db, body.orgCode)).find((row) => row.storeOrgCode === body.storeOrgCode && row.subInventoryCode === body.subInventoryCode);
    if (!store) throw new ApiError(400, M.storeUnknown(body.subInventoryCode));
    const user = String(accessOf(request).userId);
    const values = {
      orgCode: body.orgCode,
      orgName: name,
      matCode: body.matCode,
      matName: material?.matName ?? null,
      unitCode: material?.unitCode ?? null,
      storeOrgCode: store.storeOrgCode,
      subInventoryCode: store.subInventoryCode,
      subInventoryName: store.subInventoryName,
      positionCode: body.positionCode.trim(),
      positionName: body.positionName?.trim() || null,
      capacity: normalQuantity(body.capacity),
      allocatedQuantity: normalQuantity(body.allocatedQuantity),
      remark: body.remark?.trim() || null,
      updatedBy: user,
    };
    const returning = { id: position.id, version: position.version, syncState: position.syncState };
    try {
      if (body.id === undefined) {
        const [row] = await db.insert(position).values({ ...values, createdBy: user }).returning(returning);
        return ok(row!, SAVE_MESSAGES.created);
      }
      if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
      const id = body.id;
      const [row] = await db
        .update(position)
        .set({ ...values, syncState: null, syncLogId: null, updatedTime: sql`now()`, version: sql`${position.version} + 1` })
        .where(and(scopedById(allocatePositionResource, [id], scope), eq(position.version, body.version)))
        .returning(returning);
      if (!row) {
        const [current] = await db.select({ id: position.id }).from(position).where(scopedById(allocatePositionResource, [id], scope)).limit(1);
        if (!current) throw new ApiError(404, SAVE_MESSAGES.notFound(allocatePositionResource.label));
        throw versionConflict();
      }
      return ok(row, SAVE_MESSAGES.updated);
    } catch (error) {
      const text = String((error as { cause?: unknown })?.cause ?? error) + String((error as { message?: unknown })?.message ?? '');
      if (text.includes('dem_allocate_position_unique')) throw new ApiError(422, M.positionExists(body.positionCode.trim()));
      throw error;
    }
  });

  app.delete(`${ALLOCATE_POSITION_BASE}/delete`, { ...write, schema: { body: AllocatePositionIdsBodySchema } }, async (request) => {
    const ids = [...new Set(request.body.ids)];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const scope = scopeOf(request);
    await db.transaction(async (tx) => {
      const found = await tx.select({ id: position.id }).from(position).where(scopedById(allocatePositionResource, ids, scope)).for('update');
      if (found.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(allocatePositionResource.label));
      await tx.delete(position).where(inArray(position.id, ids));
    });
    return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
  });

  app.post(`${ALLOCATE_POSITION_BASE}/synch`, { ...write, schema: { body: AllocatePositionIdsBodySchema } }, async (request): Promise<Envelope<AllocatePositionSynched>> => {
    const ids = [...new Set(request.body.ids)];
    if (ids.length === 0) throw new ApiError(400, SAVE_MESSAGES.idsRequired);
    const scope = scopeOf(request);
    const user = String(accessOf(request).userId);
    const logIds = await db.transaction(async (tx) => {
      const rows = await tx.select().from(position).where(scopedById(allocatePositionResource, ids, scope)).orderBy(asc(position.id)).for('update');
      if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.notFound(allocatePositionResource.label));
      const written: number[] = [];
      for (const row of rows) {
        const payload = {
          type: ALLOCATE_POSITION_BIZ_TYPE,
          orgCode: row.orgCode,
          storeOrgCode: row.storeOrgCode,
          subInventoryCode: row.subInventoryCode,
          positionCode: row.positionCode,
          positionName: row.positionName,
          matCode: row.matCode,
          unitCode: row.unitCode,
          capacity: row.capacity,
          allocatedQuantity: row.allocatedQuantity,
        };
        const bizKey = `${row.orgCode}:${row.storeOrgCode}:${row.subInventoryCode}:${row.positionCode}:${row.matCode}`;
        const logId = await outbox.enqueue(tx, { system: ALLOCATE_POSITION_SYSTEM, bizType: ALLOCATE_POSITION_BIZ_TYPE, bizKey, bizId: row.id, payload, createdBy: user });
        await tx
          .update(position)
          .set({ syncState: 'PENDING', syncLogId: logId, syncTime: sql`now()`, updatedBy: user, updatedTime: sql`now()`, version: sql`${position.version} + 1` })
          .where(eq(position.id, row.id));
        written.push(logId);
      }
      return written;
    });
    await outbox.dispatch(logIds);
    return ok({ logIds }, outbox.configured ? M.synchSubmitted : M.synchNotConfigured);
  });

  app.get(RAW_MATERIAL_USED_DD, { ...read, schema: { querystring: RawMaterialUsedDdQuerySchema } }, async (request): Promise<Envelope<RawMaterialUsedDd>> => {
    const { orgCode, yearMonth, matCode } = request.query;
    checkOrgScope(scopeOf(request), orgCode);
    const table = demEstimateConsume;
    const rows = await db
      .select({ matCode: table.matCode, matName: table.matName, unitCode: table.unitCode, estimatedQuantity: table.estimatedQuantity, actualQuantity: table.actualQuantity })
      .from(table)
      .where(and(eq(table.orgCode, orgCode), eq(table.yearMonth, yearMonth), matCode === undefined ? undefined : eq(table.matCode, matCode)))
      .orderBy(asc(table.matCode));
    const materials = rows.map((row) => {
      const actual = row.actualQuantity !== null;
      const monthQuantity = normalQuantity(actual ? row.actualQuantity : row.estimatedQuantity);
      return { matCode: row.matCode, matName: row.matName, unitCode: row.unitCode, source: actual ? ('actual' as const) : ('estimated' as const), monthQuantity, days: spreadOverDays(monthQuantity, yearMonth) };
    });
    const monthQuantity = sumQuantityTexts(materials.map((row) => row.monthQuantity), 3, STORED_QUANTITY);
    return ok({ orgCode, yearMonth, materials, days: sumDays(materials.map((row) => row.days), yearMonth), monthQuantity });
  });
};
