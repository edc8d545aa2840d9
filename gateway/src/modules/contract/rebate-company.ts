/**
 * Company rebate agreements (spec 02 §7 head/rebate_company; states of spec 02 §4 "Rebate state"), under
 * /purchase/api/v1/contract/head/rebate_company, scoped by org on the contract list menu:
 *
 * - GET/POST custom-page, GET page, GET detail?id= (contract:list);
 * - POST save (contract:rebate): without id a new agreement, numbered in the same transaction by the
 *   REBATE_NO serial rule (FL + orgCode + YYYYMM + seq(4), per org and month); with id and version an update
 *   of one in new, rejected or withdraw (409 when stale, 422 otherwise); linked contracts must be the
 *   supplier's and org's; answers {id, rebateNo, version};
 * - DELETE deleteByIds (contract:rebate): new agreements only, all or nothing;
 * - PUT submit {id, version} (contract:rebate:submit) → inProcess, a new approval round (submit_count + 1);
 *   PUT withdraw {id, version} (contract:rebate) inProcess → withdraw; PUT invalid {id, version}
 *   (contract:rebate) approved → invalid.
 *
 * OA decides an agreement in process through the contract callback (bizType REBATE, bizKey the rebateNo),
 * applied by rebate-approval.ts: APPROVED → approved, REJECT → rejected.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DocumentMoveBodySchema, RebateCompanySaveBodySchema } from '../../api/contract-execution.js';
import type { DocumentMoveResult, Envelope, RebateCompany, RebateCompanySaveResult } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById, type ListResource } from '../../core/list/query.js';
import { registerListReads, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { conRebateCompany as rebate, REBATE_COMPANY_STATUSES, type RebateCompanyStatus } from '../../db/tables/contract-change.js';
import { conContractHead, REBATE_TIMINGS, REBATE_TYPES } from '../../db/tables/contract.js';
import { accountOf, checkScope, idsOf } from './change.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS, contractHeadResource } from './head.js';
import { nextRebateStatus, REBATE_DELETABLE, REBATE_EDITABLE, REBATE_STATUS_LABELS, rebateValueProblem, type RebateAction } from './rebate-rules.js';
import { masterNamesOf } from '../lookups/master-names.js';
import { IdsBody, IdsQuery, IdTextParams } from '../../core/schemas.js';
import { blankToNull } from '../../core/request-body.js';

export const REBATE_COMPANY_BASE = `${CONTRACT_HEAD_BASE}/rebate_company`;
export const REBATE_NO_RULE = 'REBATE_NO';

export const REBATE_MENUS = {
  read: CONTRACT_MENUS.list,
  edit: 'contract:rebate',
  submit: 'contract:rebate:submit',
} as const;

export const REBATE_MESSAGES = {
  notFound: '返利协议不存在',
  saved: '保存成功',
  deleted: '删除成功',
  submitted: '提交成功',
  withdrawn: '撤回成功',
  invalidated: '作废成功',
  idsRequired: '请至少选择一条数据',
  contractsMissing: '关联的合同不存在或无权查看',
  contractMismatch: (contractNo: string) => `合同${contractNo}不是该供应商在该组织的合同`,
  forbidden: (status: RebateCompanyStatus, action: string) => `返利协议当前状态为“${REBATE_STATUS_LABELS[status]}”，不能${action}`,
} as const;

const ACTION_LABELS: Readonly<Record<RebateAction, string>> = { submit: '提交', withdraw: '撤回', invalid: '作废' };

export const rebateCompanyResource: ListResource = {
  label: '返利协议',
  table: rebate,
  id: rebate.id,
  version: rebate.version,
  fields: {
    id: { column: rebate.id, type: 'integer', sortable: true, selective: true, notNull: true, title: 'ID', exported: false },
    rebateNo: { column: rebate.rebateNo, type: 'text', sortable: true, selective: true, notNull: true, title: '协议编号' },
    supplierSn: { column: rebate.supplierSn, type: 'text', selective: true, notNull: true, title: '供应商编码' },
    supplierName: { column: rebate.supplierName, type: 'text', sortable: true, notNull: true, title: '供应商名称' },
    orgCode: { column: rebate.orgCode, type: 'text', sortable: true, notNull: true, title: '组织编码' },
    orgName: { column: rebate.orgName, type: 'text', title: '组织名称' },
    year: { column: rebate.year, type: 'integer', sortable: true, notNull: true, title: '年度' },
    rebateType: { column: rebate.rebateType, type: 'text', values: REBATE_TYPES, notNull: true, title: '返利类型', dictCode: 'rebateClauseType' },
    timing: { column: rebate.timing, type: 'text', values: REBATE_TIMINGS, notNull: true, title: '返利时间', dictCode: 'rebateTiming' },
    quantityBasis: { column: rebate.quantityBasis, type: 'integer', notNull: true, title: '数量依据' },
    rate: { column: rebate.rate, type: 'decimal', title: '返利比例' },
    amount: { column: rebate.amount, type: 'decimal', title: '返利金额' },
    status: { column: rebate.status, type: 'text', values: REBATE_COMPANY_STATUSES, notNull: true, title: '返利状态', dictCode: 'rebateStatus' },
    remark: { column: rebate.remark, type: 'text', title: '备注' },
    createdBy: { column: rebate.createdBy, type: 'text', title: '创建人' },
    createdTime: { column: rebate.createdTime, type: 'datetime', sortable: true, notNull: true, title: '创建时间' },
    updatedTime: { column: rebate.updatedTime, type: 'datetime', sortable: true, notNull: true, title: '更新时间' },
    version: { column: rebate.version, type: 'integer', filterable: false, title: '版本', exported: false },
  },
  defaultSort: [{ field: 'id', order: 'desc' }],
  scope: { menu: CONTRACT_MENUS.list, org: rebate.orgCode, supplier: rebate.supplierSn },
};

const IdQuery = IdTextParams;


export const rebateCompanyRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListReads(app, REBATE_COMPANY_BASE, db, rebateCompanyResource, REBATE_MENUS.read);

  app.get(`${REBATE_COMPANY_BASE}/detail`, { schema: { querystring: IdQuery }, config: { permission: REBATE_MENUS.read } }, async (request): Promise<Envelope<RebateCompany>> => {
    const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
    const [row] = await db.select().from(rebate).where(scopedById(rebateCompanyResource, [Number(request.query.id)], scope));
    if (!row) throw new ApiError(404, REBATE_MESSAGES.notFound);
    const { updatedBy: _updatedBy, submitCount: _submitCount, createdTime, updatedTime, ...rest } = row;
    return ok({ ...rest, createdTime: createdTime.toISOString(), updatedTime: updatedTime.toISOString() });
  });

  app.post(`${REBATE_COMPANY_BASE}/save`, { schema: { body: RebateCompanySaveBodySchema }, config: { permission: REBATE_MENUS.edit } }, async (request): Promise<Envelope<RebateCompanySaveResult>> => {
    const access = accessOf(request);
    const body = request.body;
    const isCreate = body.id === undefined || body.id === null;
    if (!isCreate && body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
    if (!hasPermission(access, REBATE_MENUS.edit)) throw permissionDenied();
    const scope = dataScopeFor(access, CONTRACT_MENUS.list);
    checkScope(scope, body.orgCode);
    const problem = rebateValueProblem(body.rate, body.amount);
    if (problem) throw new ApiError(422, problem);
    const contractIds = [...new Set(body.contractIds ?? [])].sort((a, b) => a - b);
    if (contractIds.length > 0) {
      const contracts = await db
        .select({ contractNo: conContractHead.contractNo, supplierSn: conContractHead.supplierSn, orgCode: conContractHead.orgCode })
        .from(conContractHead)
        .where(scopedById(contractHeadResource, contractIds, scope));
      if (contracts.length !== contractIds.length) throw new ApiError(422, REBATE_MESSAGES.contractsMissing);
      const other = contracts.find((contract) => contract.supplierSn !== body.supplierSn || contract.orgCode !== body.orgCode);
      if (other) throw new ApiError(422, REBATE_MESSAGES.contractMismatch(other.contractNo));
    }
    const actor = await accountOf(db, access.userId);
    const names = await masterNamesOf(db, { supplierSn: body.supplierSn, orgCode: body.orgCode });
    const values = {
      supplierSn: body.supplierSn,
      supplierName: names.supplierName ?? body.supplierSn,
      orgCode: body.orgCode,
      orgName: names.orgName ?? null,
      year: body.year,
      rebateType: body.rebateType,
      timing: body.timing,
      quantityBasis: body.quantityBasis,
      rate: blankToNull(body.rate),
      amount: blankToNull(body.amount),
      contractIds,
      remark: body.remark ?? null,
      updatedBy: actor,
      updatedTime: sql`now()`,
    };
    const saved = { id: rebate.id, rebateNo: rebate.rebateNo, version: rebate.version };
    if (isCreate) {
      const created = await db.transaction(async (tx) => {
        // Numbered with the insert: a rolled-back save gives its number back.
        const rebateNo = await nextSerial(tx, REBATE_NO_RULE, { orgCode: body.orgCode });
        const [row] = await tx.insert(rebate).values({ ...values, rebateNo, createdBy: actor }).returning(saved);
        return row!;
      });
      return ok(created, REBATE_MESSAGES.saved);
    }
    const updated = await db.transaction(async (tx) => {
      const [existing] = await tx.select().from(rebate).where(scopedById(rebateCompanyResource, [body.id as number], scope)).for('update');
      if (!existing) throw new ApiError(404, REBATE_MESSAGES.notFound);
      if (existing.version !== body.version) throw versionConflict();
      if (!REBATE_EDITABLE.includes(existing.status)) throw new ApiError(422, REBATE_MESSAGES.forbidden(existing.status, '修改'));
      const [row] = await tx
        .update(rebate)
        .set({ ...values, version: sql`${rebate.version} + 1` })
        .where(eq(rebate.id, existing.id))
        .returning(saved);
      return row!;
    });
    return ok(updated, REBATE_MESSAGES.saved);
  });

  app.delete(
    `${REBATE_COMPANY_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: REBATE_MENUS.edit } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const ids = idsOf(request.query, request.body);
      if (ids.length === 0) throw new ApiError(400, REBATE_MESSAGES.idsRequired);
      const scope = dataScopeFor(accessOf(request), CONTRACT_MENUS.list);
      await db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: rebate.id, status: rebate.status })
          .from(rebate)
          .where(scopedById(rebateCompanyResource, ids, scope))
          .orderBy(asc(rebate.id))
          .for('update');
        if (rows.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(rebateCompanyResource.label));
        const refused = rows.find((row) => !REBATE_DELETABLE.includes(row.status));
        if (refused) throw new ApiError(422, REBATE_MESSAGES.forbidden(refused.status, '删除'));
        await tx.delete(rebate).where(inArray(rebate.id, ids));
      });
      return ok({ deleted: ids.length }, REBATE_MESSAGES.deleted);
    },
  );

  const move = (action: RebateAction, permission: string, message: string) =>
    app.put(`${REBATE_COMPANY_BASE}/${action}`, { schema: { body: DocumentMoveBodySchema }, config: { permission } }, async (request): Promise<Envelope<DocumentMoveResult>> => {
      const access = accessOf(request);
      const scope = dataScopeFor(access, CONTRACT_MENUS.list);
      const actor = await accountOf(db, access.userId);
      const result = await db.transaction(async (tx): Promise<DocumentMoveResult> => {
        const [existing] = await tx
          .select({ id: rebate.id, status: rebate.status, version: rebate.version })
          .from(rebate)
          .where(scopedById(rebateCompanyResource, [request.body.id], scope))
          .for('update');
        if (!existing) throw new ApiError(404, REBATE_MESSAGES.notFound);
        if (existing.version !== request.body.version) throw versionConflict();
        const to = nextRebateStatus(existing.status, action);
        if (to === null) throw new ApiError(422, REBATE_MESSAGES.forbidden(existing.status, ACTION_LABELS[action]));
        // A submit opens a new approval round: OA's callbacks of an earlier one no longer apply.
        const round = action === 'submit' ? { submitCount: sql`${rebate.submitCount} + 1` } : {};
        const [updated] = await tx
          .update(rebate)
          .set({ status: to, ...round, version: sql`${rebate.version} + 1`, updatedBy: actor, updatedTime: sql`now()` })
          .where(eq(rebate.id, existing.id))
          .returning({ version: rebate.version });
        return { id: existing.id, status: to, version: updated!.version };
      });
      return ok(result, message);
    });
  move('submit', REBATE_MENUS.submit, REBATE_MESSAGES.submitted);
  move('withdraw', REBATE_MENUS.edit, REBATE_MESSAGES.withdrawn);
  move('invalid', REBATE_MENUS.edit, REBATE_MESSAGES.invalidated);
};
