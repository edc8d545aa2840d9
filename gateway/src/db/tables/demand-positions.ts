/**
 * Drizzle mirror of `migrations/0033_allocate_positions.sql` (the SQL is the source of truth): 库位分配,
 * the positions of an org's stores per material with capacity and allocated quantity (exact decimal
 * strings) and where their last message to the storage system stands.
 */
import { bigint, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz } from '../schema.js';
import { quantity } from './demand.js';

/** Where a position's message to the storage system stands; null: never sent. */
export type PositionSyncState = 'PENDING' | 'SUCCESS' | 'ERROR';

export const demAllocatePosition = pgTable(
  'dem_allocate_position',
  {
    id: id(),
    /** The company the positions serve (a month plan's org). */
    orgCode: text('org_code').notNull(),
    orgName: text('org_name'),
    matCode: text('mat_code').notNull(),
    matName: text('mat_name'),
    unitCode: text('unit_code'),
    /** The org that holds the store (sys_sub_inventory.org_code: the company or one of its inventory orgs). */
    storeOrgCode: text('store_org_code').notNull(),
    /** sys_sub_inventory.secondary_inventory_name. */
    subInventoryCode: text('sub_inventory_code').notNull(),
    subInventoryName: text('sub_inventory_name'),
    positionCode: text('position_code').notNull(),
    positionName: text('position_name'),
    capacity: quantity('capacity').notNull().default('0'),
    allocatedQuantity: quantity('allocated_quantity').notNull().default('0'),
    syncState: text('sync_state').$type<PositionSyncState>(),
    /** The position's last outbox message (sys_interface_log.id). */
    syncLogId: bigint('sync_log_id', { mode: 'number' }),
    syncTime: timestamptz('sync_time'),
    remark: text('remark'),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('dem_allocate_position_unique').on(t.orgCode, t.matCode, t.storeOrgCode, t.subInventoryCode, t.positionCode)],
);
