/**
 * Strategic frame contracts and their call-offs (spec 02 §7 page-strategic, update-strategic). A strategic
 * contract (contractCategory strategic) fixes the quantity and amount a supplier provides an org over a
 * period; call-off contracts (any other category) name it in strategic_contract_id (migration 0017).
 *
 * - What a frame has called off: the totals of its linked contracts, CANCEL left out, and a CLOSE one
 *   counted by what it executed (closing releases the rest; the executed amount is Σ round(executed ×
 *   price with tax, 2) of its lines). Residual = the frame's total − called off (quantity and amount).
 * - GET or POST page-strategic (contract:list): the caller's strategic contracts (org and category scope),
 *   newest first, filtered by contractNo (contains), orgCode, supplierSn, status, paged (page, pageSize
 *   ≤ 1000), each with its called-off count, quantity and amount, residual, and whether it is in force.
 * - PUT update-strategic {id, version, strategicContractId|null} (contract:strategic): links a contract to
 *   a frame or unlinks it. Both rows are locked within the caller's scope (404 otherwise), 409 on a stale
 *   version. Refused (422): a contract CANCEL or CLOSE, a strategic contract as call-off, a frame that is
 *   not strategic or not in force (signed and not executed completely), another supplier or org, or a
 *   call-off that would take the frame's called-off quantity above its total quantity. Unlinking is
 *   always allowed on a live contract. The version goes up by one.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { StrategicLinkBodySchema, StrategicPageQuerySchema, type StrategicPageQuery } from '../../api/contract-actions.js';
import type { Envelope, PageData, StrategicContract, StrategicLinkResult } from '../../api/index.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, versionConflict } from '../../core/envelope.js';
import { escapeLike } from '../../core/list/filters.js';
import { accessOf } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { headScopeSql, inForceSql, rowsOf } from './contract-sql.js';
import { SIGNED_STATUSES } from './execution-rules.js';
import { CONTRACT_HEAD_BASE, CONTRACT_MENUS } from './head.js';
import { CONTRACT_STATUS_LABELS, type ContractStatus } from './status-machine.js';

export const STRATEGIC_BUTTON = 'contract:strategic';

export const STRATEGIC_MESSAGES = {
  notFound: '合同不存在',
  frameNotFound: '战略合同不存在',
  deadContract: (contractNo: string, status: ContractStatus) => `合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，不能关联战略合同`,
  callOffIsFrame: (contractNo: string) => `合同${contractNo}是战略合同，不能关联到其他战略合同`,
  notFrame: (contractNo: string) => `合同${contractNo}不是战略合同`,
  frameNotInForce: (contractNo: string, status: ContractStatus) => `战略合同${contractNo}当前状态为“${CONTRACT_STATUS_LABELS[status]}”，未生效，不能关联`,
  frameComplete: (contractNo: string) => `战略合同${contractNo}已执行完毕，不能关联`,
  differs: (field: string, contractNo: string, value: string, frameNo: string, frameValue: string) =>
    `合同${contractNo}的${field}（${value}）与战略合同${frameNo}的${field}（${frameValue}）不一致，不能关联`,
  exceeds: (frameNo: string, residual: string, contractNo: string, quantity: string) =>
    `战略合同${frameNo}剩余可签数量为${residual}，合同${contractNo}数量${quantity}超出，不能关联`,
  linked: (contractNo: string, frameNo: string) => `合同${contractNo}已关联战略合同${frameNo}`,
  unlinked: (contractNo: string) => `合同${contractNo}已取消关联战略合同`,
} as const;

/** Called-off count, quantity and amount of frame `frame` (a SQL id expression), leaving out contract `except`. */
export function calledOffSql(frame: SQL, except?: number): SQL {
  return sql`select count(*)::int as call_off_count,
      coalesce(sum(case when c.status = 'CLOSE' then coalesce(x.executed_quantity, 0) else c.total_quantity end), 0)::numeric(18, 3) as called_quantity,
      coalesce(sum(case when c.status = 'CLOSE' then coalesce(x.executed_amount, 0) else c.total_amount end), 0)::numeric(18, 2) as called_amount
    from con_contract_head c
    left join lateral (
      select sum(l.executed_quantity) as executed_quantity, sum(round(l.executed_quantity * l.price_with_tax, 2)) as executed_amount
      from con_contract_line l where l.head_id = c.id and c.status = 'CLOSE'
    ) x on true
    where c.strategic_contract_id = ${frame} and c.status <> 'CANCEL' ${except === undefined ? sql`` : sql`and c.id <> ${except}`}`;
}

interface FrameRow {
  id: number | string;
  contract_no: string;
  contract_name: string;
  org_code: string;
  org_name: string | null;
  supplier_sn: string;
  supplier_name: string;
  category_code: string;
  category_name: string | null;
  status: string;
  exe_status: string | null;
  start_date: string | null;
  end_date: string | null;
  total_quantity: string;
  total_amount: string;
  in_force: boolean;
  call_off_count: number;
  called_quantity: string;
  called_amount: string;
  residual_quantity: string;
  residual_amount: string;
  version: number;
}

function toFrame(row: FrameRow): StrategicContract {
  return {
    id: Number(row.id),
    contractNo: row.contract_no,
    contractName: row.contract_name,
    orgCode: row.org_code,
    orgName: row.org_name,
    supplierSn: row.supplier_sn,
    supplierName: row.supplier_name,
    categoryCode: row.category_code,
    categoryName: row.category_name,
    status: row.status,
    exeStatus: row.exe_status,
    startDate: row.start_date,
    endDate: row.end_date,
    totalQuantity: row.total_quantity,
    totalAmount: row.total_amount,
    inForce: row.in_force === true || String(row.in_force) === 'true',
    callOffCount: Number(row.call_off_count),
    calledQuantity: row.called_quantity,
    calledAmount: row.called_amount,
    residualQuantity: row.residual_quantity,
    residualAmount: row.residual_amount,
    version: Number(row.version),
  };
}

export const contractStrategicRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  async function page(request: FastifyRequest, query: StrategicPageQuery): Promise<Envelope<PageData<StrategicContract>>> {
    const pageNo = query.page ?? 1;
    const pageSize = query.pageSize ?? 20;
    const filters: SQL[] = [sql`h.contract_category = 'strategic'`, headScopeSql(dataScopeFor(accessOf(request), CONTRACT_MENUS.list), 'h')];
    if (query.contractNo) filters.push(sql`h.contract_no ilike ${`%${escapeLike(query.contractNo)}%`}`);
    if (query.orgCode) filters.push(sql`h.org_code = ${query.orgCode}`);
    if (query.supplierSn) filters.push(sql`h.supplier_sn = ${query.supplierSn}`);
    if (query.status) filters.push(sql`h.status = ${query.status}`);
    const where = sql.join(filters, sql` and `);
    const [counted] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total from con_contract_head h where ${where}`);
    const rows = await rowsOf<FrameRow>(
      db,
      sql`select h.id, h.contract_no, h.contract_name, h.org_code, h.org_name, h.supplier_sn, h.supplier_name, h.category_code, h.category_name,
        h.status, h.exe_status, h.start_date::text as start_date, h.end_date::text as end_date, h.version,
        h.total_quantity::text as total_quantity, h.total_amount::text as total_amount, (${inForceSql('h')}) as in_force,
        called.call_off_count, called.called_quantity::text as called_quantity, called.called_amount::text as called_amount,
        (h.total_quantity - called.called_quantity)::numeric(18, 3)::text as residual_quantity,
        (h.total_amount - called.called_amount)::numeric(18, 2)::text as residual_amount
      from (select * from con_contract_head h where ${where} order by h.id desc limit ${pageSize} offset ${(pageNo - 1) * pageSize}) h
      cross join lateral (${calledOffSql(sql`h.id`)}) called
      order by h.id desc`,
    );
    return ok({ result: rows.map(toFrame), total: Number(counted!.total), page: pageNo, pageSize });
  }

  const pageOptions = { config: { permission: CONTRACT_MENUS.list } };
  app.get(`${CONTRACT_HEAD_BASE}/page-strategic`, { ...pageOptions, schema: { querystring: StrategicPageQuerySchema } }, (request) => page(request, request.query));
  app.post(`${CONTRACT_HEAD_BASE}/page-strategic`, { ...pageOptions, schema: { body: StrategicPageQuerySchema } }, (request) => page(request, request.body));

  app.put(`${CONTRACT_HEAD_BASE}/update-strategic`, { schema: { body: StrategicLinkBodySchema }, config: { permission: STRATEGIC_BUTTON } }, async (request): Promise<Envelope<StrategicLinkResult>> => {
    const access = accessOf(request);
    const { id, version, strategicContractId } = request.body;
    const scope = headScopeSql(dataScopeFor(access, CONTRACT_MENUS.list), 'h');
    const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, access.userId));
    const actor = user?.account ?? String(access.userId);
    interface HeadRow {
      id: number | string;
      contract_no: string;
      contract_category: string;
      org_code: string;
      supplier_sn: string;
      status: string;
      exe_status: string | null;
      total_quantity: string;
      version: number;
    }
    const lock = (tx: Pick<AppDatabase, 'execute'>, headId: number) =>
      rowsOf<HeadRow>(
        tx,
        sql`select h.id, h.contract_no, h.contract_category, h.org_code, h.supplier_sn, h.status, h.exe_status, h.total_quantity::text as total_quantity, h.version
        from con_contract_head h where h.id = ${headId} and ${scope} for update`,
      );
    const outcome = await db.transaction(async (tx) => {
      const [contract] = await lock(tx, id);
      if (!contract) throw new ApiError(404, STRATEGIC_MESSAGES.notFound);
      if (Number(contract.version) !== version) throw versionConflict();
      const status = contract.status as ContractStatus;
      if (status === 'CANCEL' || status === 'CLOSE') throw new ApiError(422, STRATEGIC_MESSAGES.deadContract(contract.contract_no, status));
      let frameNo: string | null = null;
      if (strategicContractId !== null) {
        if (contract.contract_category === 'strategic') throw new ApiError(422, STRATEGIC_MESSAGES.callOffIsFrame(contract.contract_no));
        const [frame] = await lock(tx, strategicContractId);
        if (!frame) throw new ApiError(404, STRATEGIC_MESSAGES.frameNotFound);
        const frameStatus = frame.status as ContractStatus;
        if (frame.contract_category !== 'strategic') throw new ApiError(422, STRATEGIC_MESSAGES.notFrame(frame.contract_no));
        if (!SIGNED_STATUSES.includes(frameStatus)) throw new ApiError(422, STRATEGIC_MESSAGES.frameNotInForce(frame.contract_no, frameStatus));
        if (frame.exe_status === 'EXECUTION_COMPLETE') throw new ApiError(422, STRATEGIC_MESSAGES.frameComplete(frame.contract_no));
        if (frame.supplier_sn !== contract.supplier_sn) {
          throw new ApiError(422, STRATEGIC_MESSAGES.differs('供应商', contract.contract_no, contract.supplier_sn, frame.contract_no, frame.supplier_sn));
        }
        if (frame.org_code !== contract.org_code) {
          throw new ApiError(422, STRATEGIC_MESSAGES.differs('组织', contract.contract_no, contract.org_code, frame.contract_no, frame.org_code));
        }
        const [room] = await rowsOf<{ residual: string; fits: boolean }>(
          tx,
          sql`select (${frame.total_quantity}::numeric - called.called_quantity)::numeric(18, 3)::text as residual,
            (called.called_quantity + ${contract.total_quantity}::numeric <= ${frame.total_quantity}::numeric) as fits
          from (${calledOffSql(sql`${strategicContractId}::bigint`, Number(contract.id))}) called`,
        );
        if (!(room!.fits === true || String(room!.fits) === 'true')) {
          throw new ApiError(422, STRATEGIC_MESSAGES.exceeds(frame.contract_no, room!.residual, contract.contract_no, contract.total_quantity));
        }
        frameNo = frame.contract_no;
      }
      const [updated] = await rowsOf<{ version: number }>(
        tx,
        sql`update con_contract_head set strategic_contract_id = ${strategicContractId}, version = version + 1, updated_time = now(), updated_by = ${actor}
        where id = ${id} returning version`,
      );
      return { contractNo: contract.contract_no, frameNo, version: Number(updated!.version) };
    });
    const message = outcome.frameNo === null ? STRATEGIC_MESSAGES.unlinked(outcome.contractNo) : STRATEGIC_MESSAGES.linked(outcome.contractNo, outcome.frameNo);
    return ok({ id, strategicContractId, version: outcome.version }, message);
  });
};
