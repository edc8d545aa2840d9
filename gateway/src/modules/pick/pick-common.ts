/**
 * What the pick head routes share: the caller's account for the audit columns, the pick locked in the
 * caller's scope, the contract scope on the pick menu, and the contract lines with what other open
 * picks hold of them (read under the lines' row locks when saving).
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DataScopeFilter } from '../../core/access.js';
import { ApiError, versionConflict } from '../../core/envelope.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { purPickHead, type PickStatus } from '../../db/tables/pick.js';
import { PICK_MESSAGES } from './pick-message-texts.js';
import { PICK_MENUS, pickHeadResource } from './pick-list.js';
import { units } from './pick-quantity-rules.js';

export type Tx = Pick<AppDatabase, 'select' | 'execute' | 'update' | 'insert' | 'delete'>;

export async function accountOf(db: Pick<AppDatabase, 'select'>, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

export type PickHead = typeof purPickHead.$inferSelect;

/** The pick `id` in the caller's scope, locked (404 when missing or outside it; 409 on a stale version when one is given). */
export async function lockPick(tx: Tx, id: number, scope: DataScopeFilter, version?: number): Promise<PickHead> {
  const [pick] = await tx.select().from(purPickHead).where(scopedById(pickHeadResource, [id], scope)).for('update');
  if (!pick) throw new ApiError(404, PICK_MESSAGES.notFound);
  if (version !== undefined && pick.version !== version) throw versionConflict();
  return pick;
}

/** The pick `id` in the caller's scope, unlocked (404 when missing or outside it). */
export async function readPick(db: Pick<AppDatabase, 'select'>, id: number, scope: DataScopeFilter): Promise<PickHead> {
  const [pick] = await db.select().from(purPickHead).where(scopedById(pickHeadResource, [id], scope));
  if (!pick) throw new ApiError(404, PICK_MESSAGES.notFound);
  return pick;
}

/** Contracts as the pick menu's scope sees them (org, category and supplier). */
export const pickContractScope: ListResource = {
  label: '合同',
  table: conContractHead,
  id: conContractHead.id,
  fields: { id: { column: conContractHead.id, type: 'integer' } },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: PICK_MENUS.list, org: conContractHead.orgCode, category: conContractHead.categoryCode, supplier: conContractHead.supplierSn },
};

export async function contractInScope(db: Pick<AppDatabase, 'select'>, contractId: number, scope: DataScopeFilter) {
  const [contract] = await db.select().from(conContractHead).where(scopedById(pickContractScope, [contractId], scope));
  if (!contract) throw new ApiError(404, PICK_MESSAGES.contractNotFound);
  return contract;
}

/** The open plan of a pick line: planned − accepted − released while its pick is open. */
export const OPEN_PLAN_SQL = sql`greatest(m.planned_quantity - m.accepted_quantity - m.released_quantity, 0)`;
export const OPEN_PICK_SQL = sql`h.status <> ${'closed' satisfies PickStatus}`;

export interface ContractLineFigures {
  id: number;
  lineNo: number;
  matCode: string;
  matName: string;
  unitCode: string;
  priceWithTax: string;
  taxRate: string;
  quantity: string;
  executedQuantity: string;
  /** Σ open plan of the open pick lines on it, other than those of `exceptPickId`. */
  openOthers: bigint;
}

/**
 * The lines of contract `contractId` (only `lineIds` when given) with the open plan of the other open
 * picks on them. `lock`: the lines are locked first (`select … for update`, in id order), so two saves
 * on the same lines queue and the second sees the first's plan.
 */
export async function contractLineFigures(tx: Tx, contractId: number, options: { lineIds?: readonly number[]; exceptPickId?: number; lock?: boolean } = {}): Promise<ContractLineFigures[]> {
  const where = and(eq(conContractLine.headId, contractId), options.lineIds ? inArray(conContractLine.id, [...options.lineIds]) : undefined);
  const query = tx
    .select({
      id: conContractLine.id,
      lineNo: conContractLine.lineNo,
      matCode: conContractLine.matCode,
      matName: conContractLine.matName,
      unitCode: conContractLine.unitCode,
      priceWithTax: conContractLine.priceWithTax,
      taxRate: conContractLine.taxRate,
      quantity: conContractLine.quantity,
      executedQuantity: conContractLine.executedQuantity,
    })
    .from(conContractLine)
    .where(where)
    .orderBy(asc(conContractLine.id));
  const lines = options.lock ? await query.for('update') : await query;
  if (lines.length === 0) return [];
  const except = options.exceptPickId ?? 0;
  const result = await tx.execute(sql`
    select m.contract_line_id as id, sum(${OPEN_PLAN_SQL})::numeric(18, 3)::text as open
    from pur_pick_material m join pur_pick_head h on h.id = m.pick_id
    where m.contract_line_id in (${sql.join(lines.map((line) => sql`${line.id}`), sql`, `)}) and ${OPEN_PICK_SQL} and h.id <> ${except}
    group by m.contract_line_id`);
  const open = new Map((result.rows as { id: number | string; open: string }[]).map((row) => [Number(row.id), units(row.open)]));
  return lines.map((line) => ({ ...line, openOthers: open.get(line.id) ?? 0n })).sort((a, b) => a.lineNo - b.lineNo);
}
