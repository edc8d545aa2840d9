/**
 * The document flow (单据流, issue 25; CONTRACT "Document flow"): GET /purchase/api/v1/document-flow
 * ?type=contract|pick|shipping|check|invoice|payment&id= (any signed-in user) answers the documents up
 * and down the chain of that one — contract → picks → shipments → account checks → invoices → payments —
 * each with its number, status, quantity and amount. Upstream are the documents it came from, downstream
 * those made from it (siblings are not shown). The chain is walked on the link columns; a document is
 * answered only when the caller may see it: the menu of its list and the caller's data scope on that menu
 * (a supplier user only its own). The document asked for must be visible itself, else 404.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { DocumentFlowQuerySchema, type DocumentFlow, type DocumentFlowNode, type DocumentFlowType } from '../../api/settlement-invoice.js';
import type { Envelope } from '../../api/index.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { whereOf, type ListResource } from '../../core/list/query.js';
import { registerMessages } from '../../core/message-catalogue.js';
import { accessOf, hasPermission, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead as contract } from '../../db/tables/contract.js';
import { purPickHead as pick, purPickShipping as shipping } from '../../db/tables/pick.js';
import { stlAccountCheckHead as check, stlAccountCheckLine as checkLine, stlPaymentSettleHead as payment, stlPaymentSettleInvoice as settled, stlPurchaseInvoice as invoice, stlPurchaseInvoiceLine as invoiceLine } from '../../db/tables/settlement.js';

export const DOCUMENT_FLOW_PATH = '/purchase/api/v1/document-flow';
export const DOCUMENT_FLOW_MESSAGES = { notFound: '单据不存在或无权查看' } as const;

registerMessages([{ key: 'lookups.documentNotFound', zh: DOCUMENT_FLOW_MESSAGES.notFound, en: 'The document does not exist or you may not see it' }]);

/** The chain's order: a document's upstream is to its left. */
const ORDER: readonly DocumentFlowType[] = ['contract', 'pick', 'shipping', 'check', 'invoice', 'payment'];

interface Level {
  menu: string;
  table: PgTable;
  id: AnyPgColumn;
  org: AnyPgColumn;
  category: AnyPgColumn;
  supplier: AnyPgColumn;
  columns: { no: AnyPgColumn | SQL; status: AnyPgColumn | SQL; quantity: AnyPgColumn | SQL | null; amount: AnyPgColumn | SQL | null };
}

const LEVELS: Readonly<Record<DocumentFlowType, Level>> = {
  contract: { menu: 'contract:list', table: contract, id: contract.id, org: contract.orgCode, category: contract.categoryCode, supplier: contract.supplierSn, columns: { no: contract.contractNo, status: contract.status, quantity: contract.totalQuantity, amount: contract.totalAmount } },
  pick: { menu: 'pick:list', table: pick, id: pick.id, org: pick.orgCode, category: pick.categoryCode, supplier: pick.supplierSn, columns: { no: pick.pickNo, status: pick.status, quantity: pick.plannedQuantity, amount: null } },
  shipping: {
    menu: 'shipping:list',
    table: shipping,
    id: shipping.id,
    org: shipping.orgCode,
    category: shipping.categoryCode,
    supplier: shipping.supplierSn,
    columns: { no: shipping.shippingNo, status: shipping.shippingStatus, quantity: sql`coalesce(${shipping.acceptedQuantity}, ${shipping.shippedQuantity})`, amount: null },
  },
  check: { menu: 'reconciliation:list', table: check, id: check.id, org: check.orgCode, category: check.categoryCode, supplier: check.supplierSn, columns: { no: check.checkNo, status: check.status, quantity: check.totalQuantity, amount: check.totalAmount } },
  invoice: {
    menu: 'invoice:list',
    table: invoice,
    id: invoice.id,
    org: invoice.orgCode,
    category: invoice.categoryCode,
    supplier: invoice.supplierSn,
    columns: { no: invoice.invoiceNo, status: invoice.status, quantity: sql`(select coalesce(sum(l.quantity), 0)::numeric(18, 3) from stl_purchase_invoice_line l where l.invoice_id = "stl_purchase_invoice"."id")`, amount: invoice.amountWithTax },
  },
  payment: { menu: 'payment:list', table: payment, id: payment.id, org: payment.orgCode, category: payment.categoryCode, supplier: payment.supplierSn, columns: { no: payment.paymentNo, status: payment.status, quantity: null, amount: payment.invoiceAmount } },
};

type Db = Pick<AppDatabase, 'select' | 'selectDistinct'>;

const idsOf = (rows: readonly { id: number | null }[]): number[] => [...new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])))];

/** The ids one step down the chain from `ids` of `type`. */
async function down(db: Db, type: DocumentFlowType, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  switch (type) {
    case 'contract':
      return idsOf(await db.select({ id: pick.id }).from(pick).where(inArray(pick.contractId, ids)));
    case 'pick':
      return idsOf(await db.select({ id: shipping.id }).from(shipping).where(inArray(shipping.pickId, ids)));
    case 'shipping':
      return idsOf(await db.selectDistinct({ id: checkLine.headId }).from(checkLine).where(inArray(checkLine.shippingId, ids)));
    case 'check':
      return idsOf(await db.selectDistinct({ id: invoiceLine.invoiceId }).from(invoiceLine).where(inArray(invoiceLine.checkId, ids)));
    case 'invoice':
      return idsOf(await db.selectDistinct({ id: settled.paymentId }).from(settled).where(inArray(settled.invoiceId, ids)));
    case 'payment':
      return [];
  }
}

/** The ids one step up the chain from `ids` of `type`. */
async function up(db: Db, type: DocumentFlowType, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  switch (type) {
    case 'contract':
      return [];
    case 'pick':
      return idsOf(await db.selectDistinct({ id: pick.contractId }).from(pick).where(inArray(pick.id, ids)));
    case 'shipping':
      return idsOf(await db.selectDistinct({ id: shipping.pickId }).from(shipping).where(inArray(shipping.id, ids)));
    case 'check':
      return idsOf(await db.selectDistinct({ id: checkLine.shippingId }).from(checkLine).where(and(inArray(checkLine.headId, ids), isNotNull(checkLine.shippingId))));
    case 'invoice':
      return idsOf(await db.selectDistinct({ id: invoiceLine.checkId }).from(invoiceLine).where(inArray(invoiceLine.invoiceId, ids)));
    case 'payment':
      return idsOf(await db.selectDistinct({ id: settled.invoiceId }).from(settled).where(inArray(settled.paymentId, ids)));
  }
}

/** The documents `ids` of `type` the caller may see, as nodes. */
async function visibleNodes(db: Db, access: UserAccess, type: DocumentFlowType, ids: number[], upstream: boolean, currentId?: number): Promise<DocumentFlowNode[]> {
  const level = LEVELS[type];
  if (ids.length === 0 || !hasPermission(access, level.menu)) return [];
  const scope: ListResource = {
    label: type,
    table: level.table,
    id: level.id,
    fields: {},
    defaultSort: [],
    scope: { menu: level.menu, org: level.org, category: level.category, supplier: level.supplier },
  };
  const { no, status, quantity, amount } = level.columns;
  const rows = await db
    .select({ id: level.id, no, status, quantity: quantity ?? sql<null>`null`, amount: amount ?? sql<null>`null` })
    .from(level.table)
    .where(and(inArray(level.id, ids), whereOf(scope, [], dataScopeFor(access, level.menu))))
    .orderBy(asc(level.id));
  return rows.map((row) => ({
    type,
    id: Number(row.id),
    no: String(row.no),
    status: String(row.status),
    quantity: row.quantity === null ? null : String(row.quantity),
    amount: row.amount === null ? null : String(row.amount),
    upstream,
    current: Number(row.id) === currentId,
  }));
}

/** The flow of document `id` of `type` as `access` may see it (404 when the document itself is not visible). */
export async function documentFlow(db: Db, access: UserAccess, type: DocumentFlowType, id: number): Promise<DocumentFlow> {
  const [current] = await visibleNodes(db, access, type, [id], false, id);
  if (!current) throw new ApiError(404, DOCUMENT_FLOW_MESSAGES.notFound);
  const index = ORDER.indexOf(type);
  const upstream: DocumentFlowNode[][] = [];
  let ids = [id];
  for (let at = index; at > 0; at -= 1) {
    ids = await up(db, ORDER[at]!, ids);
    upstream.unshift(await visibleNodes(db, access, ORDER[at - 1]!, ids, true));
  }
  const downstream: DocumentFlowNode[][] = [];
  ids = [id];
  for (let at = index; at < ORDER.length - 1; at += 1) {
    ids = await down(db, ORDER[at]!, ids);
    downstream.push(await visibleNodes(db, access, ORDER[at + 1]!, ids, false));
  }
  return { nodes: [...upstream.flat(), current, ...downstream.flat()] };
}

export const documentFlowRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(DOCUMENT_FLOW_PATH, { schema: { querystring: DocumentFlowQuerySchema }, config: { permission: SIGNED_IN } }, async (request): Promise<Envelope<DocumentFlow>> =>
    ok(await documentFlow(db, accessOf(request), request.query.type, Number(request.query.id))),
  );
};
