/**
 * Contract changes (spec 02 §7 change-head; issue 8; domain.md "ContractChange"), under
 * /purchase/api/v1/contract/change-head, scoped by the contract's org and category on the contract list menu:
 *
 * - GET/POST custom-page, GET page (contract:change): the change requests;
 * - POST save (contract:change:add without id, contract:change:edit with id and version): a draft change of a
 *   contract in force (SIGN, PIGEONHOLE_E, PIGEONHOLE) holding the proposed head fields and lines, checked like
 *   a contract's (its line schema, api/contract.ts ContractLineInputSchema, a malformed figure answered 422 `第N行：…`;
 *   document-rules.ts documentProblem, amounts by change-rules.ts), its changeVersion the contract's change_version + 1; one open change per
 *   contract (422); a line with executed quantity may be neither removed nor reduced below it (422 `第N行：…`);
 * - GET detail?id= (contract:change): the proposal and its diff against the contract as it stands;
 * - PUT submit {id, version} (contract:change:submit): draft / REJECT / CONFLICT → APPROVING;
 * - DELETE deleteByIds (contract:change:delete): changes not under approval nor approved, all or nothing.
 *
 * OA reports its decision through the contract callback (bizType CHANGE, bizKey the changeNo), applied by
 * change-approval.ts. A stale version is a 409 everywhere.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  ContractChangeCurrentLine,
  ContractChangeDetail,
  ContractChangeProposal,
  ContractChangeRow,
  ContractChangeSaveResult,
  ContractHeadFields,
  DocumentMoveResult,
  Envelope,
} from '../../api/index.js';
import { ContractChangeSaveBodySchema, DocumentMoveBodySchema } from '../../api/contract-execution.js';
import { dataScopeFor, type DataScopeFilter } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { sysUser } from '../../db/schema.js';
import { conContractChange as change, type ChangeStatus } from '../../db/tables/contract-change.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { CHANGE_HEAD_FIELDS, CHANGEABLE_CONTRACT_STATUSES, diffChange, executedProblems, OPEN_EDITABLE_STATUSES, proposeLines } from './change-rules.js';
import { DOCUMENT_MESSAGES, documentProblem } from './document-rules.js';
import { CONTRACT_MENUS, contractHeadResource } from './head.js';
import { storedLineColumns } from './line-columns.js';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './status-machine.js';
import { masterNamesOf } from '../lookups/master-names.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';

export const CHANGE_BASE = '/purchase/api/v1/contract/change-head';

export const CHANGE_MENUS = {
  list: 'contract:change',
  add: 'contract:change:add',
  edit: 'contract:change:edit',
  remove: 'contract:change:delete',
  submit: 'contract:change:submit',
} as const;

export const CHANGE_STATUS_LABELS: Readonly<Record<ChangeStatus, string>> = {
  draft: '草稿',
  APPROVING: '审批中',
  APPROVED: '审批通过',
  REJECT: '审批驳回',
  CONFLICT: '变更冲突',
};

export const CHANGE_MESSAGES = {
  contractNotFound: '合同不存在',
  notFound: '变更单不存在',
  saved: '保存成功',
  submitted: '提交成功',
  deleted: '删除成功',
  idsRequired: '请至少选择一条数据',
  notChangeable: (contractNo: string, status: string) =>
    `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status as ContractStatus] ?? status}”，不能变更`,
  openChange: (contractNo: string, changeNo: string) => `合同${contractNo}已有未完成的变更${changeNo}`,
  otherContract: '不能更换变更单的合同',
  notEditable: (changeNo: string, status: ChangeStatus, action: string) => `变更单${changeNo}当前状态为“${CHANGE_STATUS_LABELS[status]}”，不能${action}`,
} as const;

export const changeResource: ListResource = {
  label: '变更单',
  table: change,
  id: change.id,
  version: change.version,
  fields: {
    id: { column: change.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    changeNo: { column: change.changeNo, type: 'text', sortable: true, selective: true, notNull: true, title: '变更单号' },
    contractId: { column: change.contractId, type: 'integer', selective: true, notNull: true, title: '合同ID', exported: false },
    contractNo: { column: change.contractNo, type: 'text', sortable: true, selective: true, notNull: true, title: '合同编号' },
    contractName: { column: change.contractName, type: 'text', notNull: true, title: '合同名称' },
    supplierName: { column: change.supplierName, type: 'text', notNull: true, title: '供应商名称' },
    orgCode: { column: change.orgCode, type: 'text', notNull: true, title: '组织编码' },
    categoryCode: { column: change.categoryCode, type: 'text', notNull: true, title: '品类编码' },
    changeVersion: { column: change.changeVersion, type: 'integer', sortable: true, notNull: true, title: '变更版本' },
    status: { column: change.status, type: 'text', values: Object.keys(CHANGE_STATUS_LABELS), notNull: true, title: '变更状态' },
    reason: { column: change.reason, type: 'text', notNull: true, title: '变更原因' },
    totalQuantity: { column: change.totalQuantity, type: 'decimal', sortable: true, notNull: true, title: '变更后数量' },
    totalAmount: { column: change.totalAmount, type: 'decimal', sortable: true, notNull: true, title: '变更后金额' },
    conflictReason: { column: change.conflictReason, type: 'text', title: '冲突原因' },
    createdTime: { column: change.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
    updatedTime: { column: change.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
    version: { column: change.version, type: 'integer', filterable: false, title: '版本', exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CONTRACT_MENUS.list, org: change.orgCode, category: change.categoryCode },
};

const LINE_FIGURE_PATH = /^\/lines\/(\d+)\/(?:quantity|priceWithTax|taxRate)$/;

/**
 * The change save's schema errors: a malformed figure of a line (a pattern of the shared line schema) is a
 * row problem like the change's other line checks, 422 `第N行：数量、含税单价或税率格式不正确`; any other
 * violation is the usual 400 (errors.ts, from the `validation` Fastify attaches).
 */
export function changeSaveSchemaError(errors: readonly FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  const figure = first?.keyword === 'pattern' || first?.keyword === 'maxLength' ? LINE_FIGURE_PATH.exec(first.instancePath) : null;
  if (figure) return new ApiError(422, DOCUMENT_MESSAGES.line(Number(figure[1]) + 1, DOCUMENT_MESSAGES.badFigures));
  return new Error(`${dataVar} is not valid`);
}

const IdQuery = IdTextParams;

/** The ids of a deleteByIds call, from `?ids=1&ids=2`, `?ids=1,2` or a body (a bare array or `{ids}`). */
export function idsOf(query: { ids?: string | string[] | undefined }, body: unknown): number[] {
  const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' && 'ids' in body ? (body as { ids: number[] }).ids : [];
  const fromQuery = query.ids === undefined ? [] : (Array.isArray(query.ids) ? query.ids : [query.ids]).flatMap((item) => item.split(','));
  return [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody.map(Number)])];
}

/** The caller's account for the audit columns. */
export async function accountOf(db: AppDatabase, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** 403 when the org or category is outside the caller's scope (as the list engine's save). */
export function checkScope(scope: DataScopeFilter, orgCode: string, categoryCode?: string): void {
  if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
  if (categoryCode !== undefined && scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(categoryCode)) {
    throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
  }
}

/** The columns of a contract line as the diff and the rules read them. */
export const currentLineColumns = {
  id: conContractLine.id,
  ...storedLineColumns,
  executedQuantity: conContractLine.executedQuantity,
};

const rowColumns = Object.fromEntries(Object.entries(changeResource.fields).map(([name, field]) => [name, field.column]));

function toRow(row: Record<string, unknown>): ContractChangeRow {
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));
  return { ...(row as unknown as ContractChangeRow), createdTime: iso(row['createdTime']), updatedTime: iso(row['updatedTime']) };
}

export const contractChangeRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, CHANGE_BASE, db, changeResource, CHANGE_MENUS.list);

  app.get(`${CHANGE_BASE}/detail`, { schema: { querystring: IdQuery }, config: { permission: CHANGE_MENUS.list } }, async (request): Promise<Envelope<ContractChangeDetail>> => {
    const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
    const [row] = await db
      .select({ ...rowColumns, proposal: change.proposal })
      .from(change)
      .where(scopedById(changeResource, [Number(request.query.id)], scope));
    if (!row) throw new ApiError(404, CHANGE_MESSAGES.notFound);
    const { proposal, ...listed } = row as Record<string, unknown> & { proposal: ContractChangeProposal };
    const detail = toRow(listed);
    const [contract] = await db.select().from(conContractHead).where(eq(conContractHead.id, detail.contractId));
    if (!contract) throw new ApiError(404, CHANGE_MESSAGES.contractNotFound);
    const lines = (await db.select(currentLineColumns).from(conContractLine).where(eq(conContractLine.headId, contract.id)).orderBy(asc(conContractLine.lineNo))) as ContractChangeCurrentLine[];
    const diff = diffChange({ head: contract, lines }, { head: { ...proposal.head, totalQuantity: proposal.totalQuantity, totalAmount: proposal.totalAmount }, lines: proposal.lines });
    return ok({
      ...detail,
      proposal,
      contract: { id: contract.id, contractNo: contract.contractNo, status: contract.status, changeVersion: contract.changeVersion, version: contract.version },
      diff,
      editable: OPEN_EDITABLE_STATUSES.includes(detail.status),
    });
  });

  app.post(`${CHANGE_BASE}/save`, { schema: { body: ContractChangeSaveBodySchema }, schemaErrorFormatter: changeSaveSchemaError, config: { permission: CHANGE_MENUS.list } }, async (request): Promise<Envelope<ContractChangeSaveResult>> => {
    const access = accessOf(request);
    const sent = request.body;
    const isCreate = sent.id === undefined || sent.id === null;
    if (!hasPermission(access, isCreate ? CHANGE_MENUS.add : CHANGE_MENUS.edit)) throw permissionDenied();
    if (!isCreate && sent.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    checkScope(scope, sent.orgCode, sent.categoryCode);
    const body = { ...sent, orgName: null, categoryName: null, ...(await masterNamesOf(db, sent)) };
    // The contract save's checks (document-rules.ts), then the change's own figures.
    const problem = documentProblem(body, body.lines, []);
    if (problem) throw new ApiError(422, problem);
    const proposed = proposeLines(body.lines);
    if (proposed.problems.length > 0) throw new ApiError(422, proposed.problems.join('；'));
    const head = Object.fromEntries(CHANGE_HEAD_FIELDS.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]]))) as unknown as ContractHeadFields;
    const proposal: ContractChangeProposal = { head, lines: proposed.lines, totalQuantity: proposed.totalQuantity, totalAmount: proposed.totalAmount };
    const actor = await accountOf(db, access.userId);

    try {
      const result = await db.transaction(async (tx): Promise<ContractChangeSaveResult> => {
        // The contract first (then the change): every writer of a change locks in this order.
        const [contract] = await tx.select().from(conContractHead).where(scopedById(contractHeadResource, [body.contractId], scope)).for('update');
        if (!contract) throw new ApiError(404, CHANGE_MESSAGES.contractNotFound);
        if (!CHANGEABLE_CONTRACT_STATUSES.includes(contract.status)) throw new ApiError(422, CHANGE_MESSAGES.notChangeable(contract.contractNo, contract.status));
        const current = await tx.select(currentLineColumns).from(conContractLine).where(eq(conContractLine.headId, contract.id));
        const problems = executedProblems(current, proposed.lines);
        if (problems.length > 0) throw new ApiError(422, problems.join('；'));
        const changeVersion = contract.changeVersion + 1;
        const values = {
          contractNo: contract.contractNo,
          contractName: contract.contractName,
          supplierName: contract.supplierName,
          orgCode: contract.orgCode,
          categoryCode: contract.categoryCode,
          changeVersion,
          reason: body.reason,
          proposal,
          totalQuantity: proposed.totalQuantity,
          totalAmount: proposed.totalAmount,
          updatedBy: actor,
          updatedTime: sql`now()`,
        };
        if (isCreate) {
          const [open] = await tx
            .select({ changeNo: change.changeNo })
            .from(change)
            .where(and(eq(change.contractId, contract.id), inArray(change.status, [...OPEN_EDITABLE_STATUSES, 'APPROVING'])));
          if (open) throw new ApiError(422, CHANGE_MESSAGES.openChange(contract.contractNo, open.changeNo));
          const [created] = await tx
            .insert(change)
            .values({ ...values, contractId: contract.id, changeNo: `${contract.contractNo}-BG${changeVersion}-${Date.now()}`, createdBy: actor })
            .returning({ id: change.id });
          const changeNo = `${contract.contractNo}-BG${changeVersion}-${created!.id}`;
          await tx.update(change).set({ changeNo }).where(eq(change.id, created!.id));
          return { id: created!.id, changeNo, changeVersion, version: 0, totalQuantity: proposed.totalQuantity, totalAmount: proposed.totalAmount };
        }
        const [existing] = await tx.select().from(change).where(scopedById(changeResource, [body.id as number], scope)).for('update');
        if (!existing) throw new ApiError(404, CHANGE_MESSAGES.notFound);
        if (existing.contractId !== contract.id) throw new ApiError(422, CHANGE_MESSAGES.otherContract);
        if (existing.version !== body.version) throw versionConflict();
        if (!OPEN_EDITABLE_STATUSES.includes(existing.status)) throw new ApiError(422, CHANGE_MESSAGES.notEditable(existing.changeNo, existing.status, '修改'));
        const [updated] = await tx
          .update(change)
          .set({ ...values, version: sql`${change.version} + 1` })
          .where(eq(change.id, existing.id))
          .returning({ version: change.version });
        return { id: existing.id, changeNo: existing.changeNo, changeVersion, version: updated!.version, totalQuantity: proposed.totalQuantity, totalAmount: proposed.totalAmount };
      });
      return ok(result, CHANGE_MESSAGES.saved);
    } catch (error) {
      // Two first saves of one contract at once: the open-change index lets one through.
      if (isUniqueViolation(error)) throw versionConflict();
      throw error;
    }
  });

  app.put(`${CHANGE_BASE}/submit`, { schema: { body: DocumentMoveBodySchema }, config: { permission: CHANGE_MENUS.submit } }, async (request): Promise<Envelope<DocumentMoveResult>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    const actor = await accountOf(db, access.userId);
    const result = await db.transaction(async (tx): Promise<DocumentMoveResult> => {
      const [found] = await tx.select({ contractId: change.contractId }).from(change).where(scopedById(changeResource, [request.body.id], scope));
      if (!found) throw new ApiError(404, CHANGE_MESSAGES.notFound);
      const [contract] = await tx.select().from(conContractHead).where(eq(conContractHead.id, found.contractId)).for('update');
      const [existing] = await tx.select().from(change).where(eq(change.id, request.body.id)).for('update');
      if (!contract || !existing) throw new ApiError(404, CHANGE_MESSAGES.notFound);
      if (existing.version !== request.body.version) throw versionConflict();
      if (!OPEN_EDITABLE_STATUSES.includes(existing.status)) throw new ApiError(422, CHANGE_MESSAGES.notEditable(existing.changeNo, existing.status, '提交'));
      if (!CHANGEABLE_CONTRACT_STATUSES.includes(contract.status)) throw new ApiError(422, CHANGE_MESSAGES.notChangeable(contract.contractNo, contract.status));
      const current = await tx.select(currentLineColumns).from(conContractLine).where(eq(conContractLine.headId, contract.id));
      const problems = executedProblems(current, existing.proposal.lines);
      if (problems.length > 0) throw new ApiError(422, problems.join('；'));
      const [updated] = await tx
        .update(change)
        .set({
          status: 'APPROVING',
          submitCount: sql`${change.submitCount} + 1`,
          conflictReason: null,
          version: sql`${change.version} + 1`,
          updatedBy: actor,
          updatedTime: sql`now()`,
        })
        .where(eq(change.id, existing.id))
        .returning({ version: change.version });
      return { id: existing.id, status: 'APPROVING', version: updated!.version };
    });
    return ok(result, CHANGE_MESSAGES.submitted);
  });

  app.delete(
    `${CHANGE_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: CHANGE_MENUS.remove } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw new ApiError(400, CHANGE_MESSAGES.idsRequired);
      const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: change.id, changeNo: change.changeNo, status: change.status })
          .from(change)
          .where(scopedById(changeResource, ids, scope))
          .orderBy(asc(change.id))
          .for('update');
        if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(changeResource.label));
        const refused = rows.find((row) => !OPEN_EDITABLE_STATUSES.includes(row.status));
        if (refused) throw new ApiError(422, CHANGE_MESSAGES.notEditable(refused.changeNo, refused.status, '删除'));
        await tx.delete(change).where(inArray(change.id, ids));
      });
      return ok({ deleted: ids.length }, CHANGE_MESSAGES.deleted);
    },
  );
};
