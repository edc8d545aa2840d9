/**
 * Merging draft contracts into one (spec 02 §7, /purchase/api/v1/contract/head; the rules are
 * merge-plan.ts's), button contract:merge:
 *
 * - POST merge-preview {ids}: the would-be head and lines with their totals; writes nothing.
 * - POST merge {ids}: in one transaction, the sources locked within the caller's scope (any missing or
 *   out of scope: 404, nothing written), the plan checked again, a new draft written with a number of the
 *   CONTRACT_NO serial rule (core/serial) and the merged lines; every source moves draft → CANCEL (the
 *   status machine's `cancel`), names the new contract in merged_into_id, and gets a status-log line
 *   with the note 合并至合同<new number>. A refused merge (422) names the contract and the differing field.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { ContractMergeBodySchema } from '../../api/contract-actions.js';
import type { ContractMergePreview, ContractMergeResult, Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { accessOf } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { conContractHeadLinks, conContractStatusNote } from '../../db/tables/contract-strategic.js';
import { headScopeSql, rowsOf } from './contract-sql.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS } from './head.js';
import { storedLineColumns } from './line-columns.js';
import { MERGE_MESSAGES, planMerge, type MergeLine, type MergePlan, type MergeSource } from './merge-plan.js';
import { nextStatus, type ContractStatus } from './status-machine.js';

export const MERGE_BUTTON = 'contract:merge';
export const MERGE_ROUTE_MESSAGES = {
  notFound: '合同不存在',
  merged: (count: number, contractNo: string) => `已将${count}个合同合并为合同${contractNo}`,
  note: (contractNo: string) => `合并至合同${contractNo}`,
} as const;

interface SourceRow {
  id: number | string;
  contract_no: string;
  status: string;
  contract_name: string;
  contract_category: string;
  purchase_model: number;
  org_code: string;
  org_name: string | null;
  supplier_sn: string;
  supplier_name: string;
  category_code: string;
  category_name: string | null;
  price_type: string | null;
  pricing_point: string | null;
  deliver_type: string | null;
  pay_method: string | null;
  pay_terms: string | null;
  currency_code: string;
  start_date: string | null;
  end_date: string | null;
  template_id: number | string | null;
  strategic_contract_id: number | string | null;
  total_quantity: string;
  total_amount: string;
}

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** The sources in the order of `ids` and the plan of their merge; 404 when any is missing or out of scope. */
async function planOf(tx: Pick<AppDatabase, 'execute' | 'select'>, ids: readonly number[], scope: DataScopeFilter, lock: boolean): Promise<{ sources: MergeSource[]; plan: MergePlan }> {
  if (ids.length < 2) throw new ApiError(400, MERGE_MESSAGES.tooFew);
  const rows = await rowsOf<SourceRow>(
    tx,
    sql`select h.id, h.contract_no, h.status, h.contract_name, h.contract_category, h.purchase_model, h.org_code, h.org_name, h.supplier_sn, h.supplier_name,
      h.category_code, h.category_name, h.price_type, h.pricing_point, h.deliver_type, h.pay_method, h.pay_terms, h.currency_code,
      h.start_date::text as start_date, h.end_date::text as end_date, h.template_id, h.strategic_contract_id,
      h.total_quantity::text as total_quantity, h.total_amount::text as total_amount
    from con_contract_head h
    where h.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) and ${headScopeSql(scope, 'h')}
    order by h.id ${lock ? sql`for update` : sql``}`,
  );
  if (rows.length !== ids.length) throw new ApiError(404, MERGE_ROUTE_MESSAGES.notFound);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const sources: MergeSource[] = ids.map((id) => {
    const row = byId.get(id) as SourceRow;
    return {
      id,
      contractNo: row.contract_no,
      status: row.status,
      contractName: row.contract_name,
      contractCategory: row.contract_category,
      purchaseModel: Number(row.purchase_model) as 1 | 2,
      orgCode: row.org_code,
      orgName: row.org_name,
      supplierSn: row.supplier_sn,
      supplierName: row.supplier_name,
      categoryCode: row.category_code,
      categoryName: row.category_name,
      priceType: row.price_type,
      pricingPoint: row.pricing_point,
      deliverType: row.deliver_type,
      payMethod: row.pay_method,
      payTerms: row.pay_terms,
      currencyCode: row.currency_code,
      startDate: row.start_date,
      endDate: row.end_date,
      templateId: idOrNull(row.template_id),
      strategicContractId: idOrNull(row.strategic_contract_id),
      totalQuantity: row.total_quantity,
      totalAmount: row.total_amount,
    };
  });
  const lines: MergeLine[] = await tx
    .select({
      headId: conContractLine.headId,
      ...storedLineColumns,
    })
    .from(conContractLine)
    .where(inArray(conContractLine.headId, [...ids]))
    .orderBy(asc(conContractLine.headId), asc(conContractLine.lineNo));
  return { sources, plan: planMerge(sources, lines) };
}

export const contractMergeRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.post(`${CONTRACT_HEAD_BASE}/merge-preview`, { schema: { body: ContractMergeBodySchema }, config: { permission: MERGE_BUTTON } }, async (request): Promise<Envelope<ContractMergePreview>> => {
    const ids = [...new Set(request.body.ids)];
    const { sources, plan } = await planOf(db, ids, dataScopeFor(accessOf(request), CONTRACT_MENUS.list), false);
    if (!plan.ok) throw new ApiError(422, plan.message);
    return ok({ head: plan.head, lines: plan.lines, sources: sources.map(({ id, contractNo }) => ({ id, contractNo })) });
  });

  app.post(`${CONTRACT_HEAD_BASE}/merge`, { schema: { body: ContractMergeBodySchema }, config: { permission: MERGE_BUTTON } }, async (request): Promise<Envelope<ContractMergeResult>> => {
    const access = accessOf(request);
    const ids = [...new Set(request.body.ids)];
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, access.userId));
    const actor = user?.account ?? String(access.userId);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    const result = await db.transaction(async (tx): Promise<ContractMergeResult> => {
      const { sources, plan } = await planOf(tx, ids, scope, true);
      if (!plan.ok) throw new ApiError(422, plan.message);
      const { strategicContractId, ...head } = plan.head;
      const contractNo = await nextSerial(tx, 'CONTRACT_NO', { orgCode: head.orgCode });
      const [created] = await tx
        .insert(conContractHead)
        .values({ ...head, contractNo, status: 'draft', createdBy: actor, updatedBy: actor })
        .returning({ id: conContractHead.id, version: conContractHead.version });
      const newId = created!.id;
      if (strategicContractId !== null) await tx.update(conContractHeadLinks).set({ strategicContractId }).where(eq(conContractHeadLinks.id, newId));
      if (plan.lines.length > 0) {
        await tx.insert(conContractLine).values(plan.lines.map((line) => ({ ...line, headId: newId, executedQuantity: '0', createdBy: actor, updatedBy: actor })));
      }
      const to = nextStatus('draft', 'cancel') as ContractStatus;
      await tx
        .update(conContractHead)
        .set({ status: to, version: sql`${conContractHead.version} + 1`, updatedTime: sql`now()`, updatedBy: actor })
        .where(inArray(conContractHead.id, ids));
      await tx.update(conContractHeadLinks).set({ mergedIntoId: newId }).where(inArray(conContractHeadLinks.id, ids));
      await tx
        .insert(conContractStatusNote)
        .values(sources.map((source) => ({ contractId: source.id, fromStatus: source.status, toStatus: to, source: 'user' as const, actor, note: MERGE_ROUTE_MESSAGES.note(contractNo) })));
      return { id: newId, contractNo, version: created!.version, totalQuantity: head.totalQuantity, totalAmount: head.totalAmount, mergedIds: ids };
    });
    return ok(result, MERGE_ROUTE_MESSAGES.merged(ids.length, result.contractNo));
  });
};
