/**
 * The contract document (issue 8; spec 02 §7, /purchase/api/v1/contract/head): a head with its lines
 * and rebate clauses, read and written as one.
 *
 * - GET detail?id= and GET :id (contract:list): the document within the caller's org and category
 *   scope, with the status moves the caller's buttons allow and whether it may be edited.
 * - POST save (contract:add without id, contract:edit with id and version): the whole document in one
 *   transaction. A new one is a draft numbered by the CONTRACT_NO serial rule; an update needs the
 *   version it was read at (stale: 409, nothing written) and an editable status (draft, REJECT). Lines
 *   and rebates are diffed by id (kept rows updated, new ones inserted, missing ones deleted) and
 *   renumbered in body order. Line amounts and the totals are always the gateway's (document-rules.ts).
 * - DELETE deleteByIds (contract:delete): drafts only, all or nothing; lines and rebates go with them.
 * - POST batch-copy {ids} or {query, excludeIds?} (contract:copy): each contract copied into a new draft,
 *   all or nothing; a query (the whole result of the list) copies the in-scope contracts it matches.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ContractSaveBodySchema, type ContractSaveBody } from '../../api/contract.js';
import type { ContractDetail, ContractLine, ContractRebate, ContractSaveResult, Envelope } from '../../api/index.js';
import { dataScopeFor, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { batchIds, BatchSelectionSchema } from '../../core/list/ids.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { masterNamesOf, type MasterNames } from '../lookups/master-names.js';
import { supplierStandingProblem } from '../lookups/supplier-standing.js';
import { conContractHead as head, conContractLine as lineTable, conContractRebate as rebateTable } from '../../db/tables/contract.js';
import { computeDocument, documentProblem, planDiff, DOCUMENT_MESSAGES } from './document-rules.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { allowedActions, CONTRACT_STATUS_LABELS, EDITABLE_STATUSES, type ContractStatus } from './status-machine.js';
import { ACTION_BUTTONS, type ContractUserAction } from './status-routes.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';

export const CONTRACT_NO_RULE = 'CONTRACT_NO';
export const CONTRACT_COPY_BUTTON = 'contract:copy';

export const CONTRACT_DOCUMENT_MESSAGES = {
  notFound: SAVE_MESSAGES.notFound('合同'),
  notEditable: (contractNo: string, status: string) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status as ContractStatus] ?? status}”，不能修改`,
  notDeletable: (contractNo: string, status: string) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status as ContractStatus] ?? status}”，不能删除`,
  someMissingDelete: SAVE_MESSAGES.someMissing('合同'),
  someMissingCopy: '部分合同不存在或无权复制，未复制任何数据',
  idsRequired: SAVE_MESSAGES.idsRequired,
  copied: '复制成功',
} as const;

type LineInput = NonNullable<ContractSaveBody['lines']>[number];
type RebateInput = NonNullable<ContractSaveBody['rebates']>[number];
/** A save body with its lines and rebates read (absent: none). */
type DocumentBody = ContractSaveBody & { lines: LineInput[]; rebates: RebateInput[] };

const IdQuery = IdTextParams;
const IdParam = IdTextParams;

/** A database or a transaction. */
type Executor = AppDatabase;

function idsOf(query: { ids?: string | string[] | undefined }, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  return [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)])];
}

async function accountOf(db: Executor, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

const contractScope = (access: UserAccess): DataScopeFilter => dataScopeFor(access, CONTRACT_MENUS.list);

/** Refuses a document whose org or category is outside the caller's scope (as the list engine's save does). */
function checkBodyScope(scope: DataScopeFilter, orgCode: string, categoryCode: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
}

function headValues(body: ContractSaveBody, names: MasterNames) {
  return {
    contractName: body.contractName,
    contractCategory: body.contractCategory,
    purchaseModel: body.purchaseModel,
    orgCode: body.orgCode,
    orgName: names.orgName ?? null,
    supplierSn: body.supplierSn,
    supplierName: names.supplierName ?? body.supplierSn,
    categoryCode: body.categoryCode,
    categoryName: names.categoryName ?? null,
    priceType: body.priceType ?? null,
    pricingPoint: body.pricingPoint ?? null,
    deliverType: body.deliverType ?? null,
    payMethod: body.payMethod ?? null,
    payTerms: body.payTerms ?? null,
    currencyCode: body.currencyCode,
    signDate: body.signDate ?? null,
    startDate: body.startDate ?? null,
    endDate: body.endDate ?? null,
    templateId: body.templateId ?? null,
    remark: body.remark ?? null,
  };
}

function lineValues(input: LineInput, lineNo: number, amounts: { amount: string; taxAmount: string; amountWithoutTax: string }) {
  return {
    lineNo,
    matCode: input.matCode,
    matName: input.matName,
    quantity: input.quantity,
    unitCode: input.unitCode,
    priceWithTax: input.priceWithTax,
    taxRate: input.taxRate,
    amount: amounts.amount,
    taxAmount: amounts.taxAmount,
    amountWithoutTax: amounts.amountWithoutTax,
    deliveryStart: input.deliveryStart ?? null,
    deliveryEnd: input.deliveryEnd ?? null,
    deliveryAddress: input.deliveryAddress ?? null,
    qualityStandard: input.qualityStandard ?? null,
    remark: input.remark ?? null,
  };
}

function rebateValues(input: RebateInput, seq: number) {
  const hasRate = input.rate !== undefined && input.rate !== null && input.rate !== '';
  return {
    seq,
    rebateType: input.rebateType,
    timing: input.timing,
    quantityBasis: input.quantityBasis,
    rate: hasRate ? (input.rate as string) : null,
    amount: hasRate ? null : (input.amount ?? null),
    remark: input.remark ?? null,
  };
}

/** Writes the lines and rebates of a document: diffed against the stored ones (none for a new document). */
async function writeChildren(tx: Executor, headId: number, body: DocumentBody, computed: ReturnType<typeof computeDocument>, actor: string, isNew: boolean): Promise<void> {
  const audit = { updatedBy: actor, updatedTime: new Date() };
  // Lines.
  const storedLines = isNew ? [] : (await tx.select({ id: lineTable.id }).from(lineTable).where(eq(lineTable.headId, headId))).map((row) => row.id);
  const linePlan = planDiff(storedLines, body.lines.map((item) => item.id));
  if (linePlan.foreignRow !== null) throw new ApiError(400, DOCUMENT_MESSAGES.line(linePlan.foreignRow, DOCUMENT_MESSAGES.foreignLine));
  if (linePlan.remove.length > 0) await tx.delete(lineTable).where(and(eq(lineTable.headId, headId), inArray(lineTable.id, linePlan.remove)));
  // Kept lines step aside (negative numbers) so that renumbering never meets the (head_id, line_no) unique key.
  if (linePlan.keep.length > 0) await tx.update(lineTable).set({ lineNo: sql`-${lineTable.lineNo}` }).where(eq(lineTable.headId, headId));
  const inserts: ReturnType<typeof lineValues>[] = [];
  for (const [index, input] of body.lines.entries()) {
    const values = lineValues(input, index + 1, computed.lines[index]!.amounts);
    if (input.id === undefined || input.id === null) inserts.push(values);
    else await tx.update(lineTable).set({ ...values, ...audit, version: sql`${lineTable.version} + 1` }).where(and(eq(lineTable.id, input.id), eq(lineTable.headId, headId)));
  }
  if (inserts.length > 0) await tx.insert(lineTable).values(inserts.map((values) => ({ ...values, headId, ...audit, createdBy: actor })));

  // Rebate clauses.
  const storedRebates = isNew ? [] : (await tx.select({ id: rebateTable.id }).from(rebateTable).where(eq(rebateTable.headId, headId))).map((row) => row.id);
  const rebatePlan = planDiff(storedRebates, body.rebates.map((item) => item.id));
  if (rebatePlan.foreignRow !== null) throw new ApiError(400, DOCUMENT_MESSAGES.rebate(rebatePlan.foreignRow, DOCUMENT_MESSAGES.foreignRebate));
  if (rebatePlan.remove.length > 0) await tx.delete(rebateTable).where(and(eq(rebateTable.headId, headId), inArray(rebateTable.id, rebatePlan.remove)));
  if (rebatePlan.keep.length > 0) await tx.update(rebateTable).set({ seq: sql`-${rebateTable.seq}` }).where(eq(rebateTable.headId, headId));
  const rebateInserts: ReturnType<typeof rebateValues>[] = [];
  for (const [index, input] of body.rebates.entries()) {
    const values = rebateValues(input, index + 1);
    if (input.id === undefined || input.id === null) rebateInserts.push(values);
    else await tx.update(rebateTable).set({ ...values, ...audit, version: sql`${rebateTable.version} + 1` }).where(and(eq(rebateTable.id, input.id), eq(rebateTable.headId, headId)));
  }
  if (rebateInserts.length > 0) await tx.insert(rebateTable).values(rebateInserts.map((values) => ({ ...values, headId, ...audit, createdBy: actor })));
}

/** Saves a document (create or update) for the caller; throws ApiError for every refusal, having written nothing. */
export async function saveContractDocument(db: AppDatabase, access: UserAccess, sent: ContractSaveBody): Promise<{ result: ContractSaveResult; created: boolean }> {
  const body: DocumentBody = { ...sent, lines: sent.lines ?? [], rebates: sent.rebates ?? [] };
  const isCreate = body.id === undefined || body.id === null;
  if (!hasPermission(access, isCreate ? CONTRACT_MENUS.add : CONTRACT_MENUS.edit)) throw permissionDenied();
  if (!isCreate && typeof body.version !== 'number') throw new ApiError(400, SAVE_MESSAGES.versionRequired);
  const scope = contractScope(access);
  checkBodyScope(scope, body.orgCode, body.categoryCode);
  const names = await masterNamesOf(db, body);
  // Only a 合格 supplier may be contracted; a new contract also needs its required certificates valid.
  const standing = await supplierStandingProblem(db, body.supplierSn, isCreate);
  if (standing) throw new ApiError(422, standing);
  const problem = documentProblem(body, body.lines, body.rebates);
  // A new document is checked at once; an update once the stored contract is found in scope, current and editable.
  if (problem && isCreate) throw new ApiError(400, problem);
  const computed = problem ? undefined : computeDocument(body.lines);
  const totals = { totalQuantity: computed?.totalQuantity ?? '0', totalAmount: computed?.totalAmount ?? '0' };
  const actor = await accountOf(db, access.userId);
  const now = new Date();

  const result = await db.transaction(async (tx): Promise<ContractSaveResult> => {
    if (isCreate) {
      if (!computed) throw new ApiError(400, problem ?? DOCUMENT_MESSAGES.linesRequired);
      const contractNo = await nextSerial(tx, CONTRACT_NO_RULE, { orgCode: body.orgCode }, now);
      const [created] = await tx
        .insert(head)
        .values({ ...headValues(body, names), ...totals, contractNo, status: 'draft', createdBy: actor, updatedBy: actor, updatedTime: now })
        .returning({ id: head.id, contractNo: head.contractNo, version: head.version, totalQuantity: head.totalQuantity, totalAmount: head.totalAmount });
      await writeChildren(tx, created!.id, body, computed, actor, true);
      return created!;
    }
    const id = body.id as number;
    const [stored] = await tx
      .select({ id: head.id, contractNo: head.contractNo, status: head.status, version: head.version })
      .from(head)
      .where(scopedById(contractHeadResource, [id], scope))
      .for('update');
    if (!stored) throw new ApiError(404, CONTRACT_DOCUMENT_MESSAGES.notFound);
    if (stored.version !== body.version) throw versionConflict();
    if (!(EDITABLE_STATUSES as readonly string[]).includes(stored.status)) throw new ApiError(422, CONTRACT_DOCUMENT_MESSAGES.notEditable(stored.contractNo, stored.status));
    if (problem || !computed) throw new ApiError(400, problem ?? DOCUMENT_MESSAGES.linesRequired);
    // Conditional on the version read: a racing writer that got past the lock cannot be overwritten.
    const [updated] = await tx
      .update(head)
      .set({ ...headValues(body, names), ...totals, updatedBy: actor, updatedTime: now, version: sql`${head.version} + 1` })
      .where(and(eq(head.id, id), eq(head.version, body.version as number)))
      .returning({ id: head.id, contractNo: head.contractNo, version: head.version, totalQuantity: head.totalQuantity, totalAmount: head.totalAmount });
    if (!updated) throw versionConflict();
    await writeChildren(tx, id, body, computed, actor, false);
    return updated;
  });
  return { result, created: isCreate };
}

type HeadRow = typeof head.$inferSelect;

export interface ContractDocument {
  head: HeadRow;
  lines: ContractLine[];
  rebates: ContractRebate[];
}

/** The document `id` if the caller's scope holds it, else undefined. */
export async function readContractDocument(db: AppDatabase, id: number, scope: DataScopeFilter | undefined): Promise<ContractDocument | undefined> {
  const [row] = await db.select().from(head).where(scopedById(contractHeadResource, [id], scope)).limit(1);
  if (!row) return undefined;
  return { head: row, ...(await readContractChildren(db, id)) };
}

/** The lines (by line number, with their residual quantity) and rebate clauses (by seq) of contract `id`, unscoped. */
export async function readContractChildren(db: AppDatabase, id: number): Promise<Omit<ContractDocument, 'head'>> {
  const lines = await db
    .select({
      id: lineTable.id,
      lineNo: lineTable.lineNo,
      matCode: lineTable.matCode,
      matName: lineTable.matName,
      quantity: lineTable.quantity,
      unitCode: lineTable.unitCode,
      priceWithTax: lineTable.priceWithTax,
      taxRate: lineTable.taxRate,
      amount: lineTable.amount,
      taxAmount: lineTable.taxAmount,
      amountWithoutTax: lineTable.amountWithoutTax,
      deliveryStart: lineTable.deliveryStart,
      deliveryEnd: lineTable.deliveryEnd,
      deliveryAddress: lineTable.deliveryAddress,
      qualityStandard: lineTable.qualityStandard,
      executedQuantity: lineTable.executedQuantity,
      residualQuantity: sql<string>`(${lineTable.quantity} - ${lineTable.executedQuantity})::text`,
      remark: lineTable.remark,
    })
    .from(lineTable)
    .where(eq(lineTable.headId, id))
    .orderBy(asc(lineTable.lineNo));
  const rebates = await db
    .select({
      id: rebateTable.id,
      seq: rebateTable.seq,
      rebateType: rebateTable.rebateType,
      timing: rebateTable.timing,
      quantityBasis: rebateTable.quantityBasis,
      rate: rebateTable.rate,
      amount: rebateTable.amount,
      remark: rebateTable.remark,
    })
    .from(rebateTable)
    .where(eq(rebateTable.headId, id))
    .orderBy(asc(rebateTable.seq));
  return { lines, rebates };
}

/** The status moves of the machine the caller's buttons allow from `status`. */
export function permittedActions(access: UserAccess, status: string): ContractUserAction[] {
  return allowedActions(status as ContractStatus).filter(
    (event): event is ContractUserAction => Object.hasOwn(ACTION_BUTTONS, event) && hasPermission(access, ACTION_BUTTONS[event as ContractUserAction]),
  );
}

export function toContractDetail(document: ContractDocument, access: UserAccess): ContractDetail {
  const row = document.head;
  return {
    id: row.id,
    contractNo: row.contractNo,
    contractName: row.contractName,
    contractCategory: row.contractCategory,
    purchaseModel: row.purchaseModel,
    orgCode: row.orgCode,
    orgName: row.orgName,
    supplierSn: row.supplierSn,
    supplierName: row.supplierName,
    categoryCode: row.categoryCode,
    categoryName: row.categoryName,
    priceType: row.priceType,
    pricingPoint: row.pricingPoint,
    deliverType: row.deliverType,
    payMethod: row.payMethod,
    payTerms: row.payTerms,
    currencyCode: row.currencyCode,
    signDate: row.signDate,
    startDate: row.startDate,
    endDate: row.endDate,
    templateId: row.templateId,
    remark: row.remark,
    status: row.status,
    exeStatus: row.exeStatus,
    sealStatus: row.sealStatus,
    syncStatus: row.syncStatus,
    changeVersion: row.changeVersion,
    totalQuantity: row.totalQuantity,
    totalAmount: row.totalAmount,
    createdBy: row.createdBy,
    createdTime: row.createdTime.toISOString(),
    updatedTime: (row.updatedTime ?? row.createdTime).toISOString(),
    version: row.version,
    lines: document.lines,
    rebates: document.rebates,
    allowedActions: permittedActions(access, row.status),
    editable: (EDITABLE_STATUSES as readonly string[]).includes(row.status) && hasPermission(access, CONTRACT_MENUS.edit),
  };
}

export const contractDocumentRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const readConfig = { config: { permission: CONTRACT_MENUS.list } };

  const detail = async (access: UserAccess, id: number): Promise<Envelope<ContractDetail>> => {
    const document = await readContractDocument(db, id, contractScope(access));
    if (!document) throw new ApiError(404, CONTRACT_DOCUMENT_MESSAGES.notFound);
    return ok(toContractDetail(document, access));
  };
  app.get(`${CONTRACT_HEAD_BASE}/detail`, { ...readConfig, schema: { querystring: IdQuery } }, (request) => detail(accessOf(request), Number(request.query.id)));
  app.get(`${CONTRACT_HEAD_BASE}/:id`, { ...readConfig, schema: { params: IdParam } }, (request) => detail(accessOf(request), Number(request.params.id)));

  app.post(`${CONTRACT_HEAD_BASE}/save`, { ...readConfig, schema: { body: ContractSaveBodySchema } }, async (request): Promise<Envelope<ContractSaveResult>> => {
    const { result, created } = await saveContractDocument(db, accessOf(request), request.body);
    return ok(result, created ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  app.delete(
    `${CONTRACT_HEAD_BASE}/deleteByIds`,
    { config: { permission: CONTRACT_MENUS.remove }, schema: { querystring: IdsQuery, body: IdsBody } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw new ApiError(400, CONTRACT_DOCUMENT_MESSAGES.idsRequired);
      const scope = contractScope(accessOf(request));
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: head.id, contractNo: head.contractNo, status: head.status })
          .from(head)
          .where(scopedById(contractHeadResource, ids, scope))
          .orderBy(asc(head.id))
          .for('update');
        // All or nothing: one id missing or out of scope, or one contract past draft, deletes nothing.
        if (rows.length !== ids.length) throw new ApiError(404, CONTRACT_DOCUMENT_MESSAGES.someMissingDelete);
        const byId = new Map(rows.map((row) => [row.id, row]));
        const refused = ids.map((id) => byId.get(id)!).find((row) => row.status !== 'draft');
        if (refused) throw new ApiError(422, CONTRACT_DOCUMENT_MESSAGES.notDeletable(refused.contractNo, refused.status));
        await tx.delete(head).where(inArray(head.id, ids));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );

  app.post(`${CONTRACT_HEAD_BASE}/batch-copy`, { config: { permission: CONTRACT_COPY_BUTTON }, schema: { body: BatchSelectionSchema } }, async (request): Promise<Envelope<{ ids: number[] }>> => {
    const access = accessOf(request);
    const scope = contractScope(access);
    const ids = await batchIds(db, contractHeadResource, request.body, scope);
    if (ids.length === 0) throw new ApiError(400, CONTRACT_DOCUMENT_MESSAGES.idsRequired);
    const actor = await accountOf(db, access.userId);
    const copies = await db.transaction(async (tx) => {
      const rows = await tx.select().from(head).where(scopedById(contractHeadResource, ids, scope));
      if (rows.length !== ids.length) throw new ApiError(404, CONTRACT_DOCUMENT_MESSAGES.someMissingCopy);
      const byId = new Map(rows.map((row) => [row.id, row]));
      const now = new Date();
      const created: number[] = [];
      for (const sourceId of ids) {
        const source = byId.get(sourceId)!;
        const contractNo = await nextSerial(tx, CONTRACT_NO_RULE, { orgCode: source.orgCode }, now);
        const {
          id: _id, contractNo: _no, status: _status, exeStatus: _exe, sealStatus: _seal, syncStatus: _sync, ebsPoStatus: _ebs, signDate: _sign,
          changeVersion: _change, copiedFromId: _copied, version: _version, createdTime: _created, updatedTime: _updated, createdBy: _by, updatedBy: _updatedBy,
          ...copied
        } = source;
        const [copy] = await tx
          .insert(head)
          .values({ ...copied, contractNo, status: 'draft', exeStatus: null, sealStatus: null, signDate: null, copiedFromId: source.id, createdBy: actor, updatedBy: actor, updatedTime: now })
          .returning({ id: head.id });
        const newId = copy!.id;
        await tx.execute(sql`
          insert into con_contract_line (head_id, line_no, mat_code, mat_name, quantity, unit_code, price_with_tax, tax_rate, amount, tax_amount,
            amount_without_tax, delivery_start, delivery_end, delivery_address, quality_standard, remark, created_by, updated_by)
          select ${newId}, line_no, mat_code, mat_name, quantity, unit_code, price_with_tax, tax_rate, amount, tax_amount,
            amount_without_tax, delivery_start, delivery_end, delivery_address, quality_standard, remark, ${actor}, ${actor}
          from con_contract_line where head_id = ${source.id} order by line_no`);
        await tx.execute(sql`
          insert into con_contract_rebate (head_id, seq, rebate_type, timing, quantity_basis, rate, amount, remark, created_by, updated_by)
          select ${newId}, seq, rebate_type, timing, quantity_basis, rate, amount, remark, ${actor}, ${actor}
          from con_contract_rebate where head_id = ${source.id} order by seq`);
        created.push(newId);
      }
      return created;
    });
    return ok({ ids: copies }, CONTRACT_DOCUMENT_MESSAGES.copied);
  });
};
