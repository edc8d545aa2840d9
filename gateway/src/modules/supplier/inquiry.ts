/**
 * 询价管理 (issue 22): an inquiry's detail and writes under /supplier/api/v1/inquiry (the list is
 * lists.ts's inquiryResource). The status machine, the quote checks and the lowest price are the pure
 * rules of inquiry-rules.ts; a published inquiry past its deadline counts as closed (no job).
 *
 * - GET detail?id= (supplier:inquiry): head, lines, invited suppliers and quotes, within the caller's
 *   scope (staff: org and category; a supplier user: the inquiries it is invited to, never a draft).
 *   Quotes are SEALED until the deadline: before it staff see none and a supplier user only its own;
 *   after it staff see all with the lowest price of each line flagged, a supplier still only its own
 *   (and of the invited suppliers only itself).
 * - POST save (staff; :add without id, :edit with id and version): a draft only; names from sys_material,
 *   sys_org and sys_category; invited suppliers must be 合格 (financialStatus 3).
 * - POST publish (:publish) and cancel (:edit) {id, version}: moves of the machine.
 * - POST quote (:quote, a supplier user, invited, while published and before the deadline): upserts its
 *   quotes, one per line.
 * - POST award (:award, staff, after the deadline): the winner quoted every line and is still 合格; in one
 *   transaction the inquiry is awarded and a contract draft created for the winner (CONTRACT_NO serial,
 *   amounts with the design system's contractLineAmounts / contractTotals).
 *
 * Every move bumps the inquiry's version; a stale version is 409 and writes nothing.
 */
import './inquiry-message-texts.js';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { contractLineAmounts, contractTotals } from '@srm/rules';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import {
  InquiryAwardBodySchema,
  InquiryMoveBodySchema,
  InquiryQuoteBodySchema,
  InquirySaveBodySchema,
  type InquiryAwarded,
  type InquiryDetail,
  type InquiryMoveBody,
  type InquiryQuoted,
  type InquiryQuoteRow,
  type InquirySaveBody,
  type InquirySaved,
} from '../../api/supplier-inquiry.js';
import { dataScopeFor, loadCategoryTree, withDescendants, type DataScopeFilter, type UserAccess } from '../../core/access.js';
import { ApiError, ok, PERMISSION_DENIED_CODE, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial, shanghaiDateText } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysCategory, sysOrg, sysUser } from '../../db/schema.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import { supSupplier, sysMaterial, sysTaxRate } from '../../db/tables/lookups.js';
import { supInquiry as inquiry, supInquiryLine as line, supInquiryQuote as quote, supInquirySupplier as invited, type InquiryStatus } from '../../db/tables/supplier.js';
import {
  effectiveStatus,
  INQUIRY_MESSAGES as M,
  inquiryLinesProblem,
  lowestByLine,
  nextInquiryStatus,
  publishProblem,
  quotedEveryLine,
  quoteProblem,
  quotesSealed,
  taxRatePercent,
  type InquiryEvent,
} from './inquiry-rules.js';
import { inquiryResource, SUPPLIER_API, SUPPLIER_MENUS } from './lists.js';

export const INQUIRY_BASE = `${SUPPLIER_API}/inquiry`;
export const INQUIRY_NO_RULE = 'INQUIRY_NO';
export const CONTRACT_NO_RULE = 'CONTRACT_NO';
/** financialStatus 3: 合格, the only status that may be invited and awarded. */
export const QUALIFIED_STATUS = 3;
/** The contract category of an awarded inquiry's draft: a fixed price (一口价合同). */
export const AWARD_CONTRACT_CATEGORY = 'fixedPrice';

const NOT_FOUND = SAVE_MESSAGES.notFound('询价单');

const bad = (message: string) => new ApiError(400, message);
const scopeOf = (access: UserAccess): DataScopeFilter => dataScopeFor(access, SUPPLIER_MENUS.inquiry);
const isSupplierUser = (access: UserAccess): boolean => access.supplierSn !== undefined;

/** Staff holding `button`; a supplier user never (it only quotes). */
function requireStaff(access: UserAccess, button: string): void {
  if (isSupplierUser(access) || !hasPermission(access, button)) throw permissionDenied();
}

async function accountOf(db: AppDatabase, userId: number): Promise<string> {
  const [user] = await db.select({ account: sysUser.account }).from(sysUser).where(eq(sysUser.id, userId));
  return user?.account ?? String(userId);
}

/** The inquiry `id` within `scope` (a supplier user: invited to it), locked for update in a transaction when asked. */
async function findInquiry(db: AppDatabase, id: number, scope: DataScopeFilter, lock = false) {
  const query = db.select().from(inquiry).where(scopedById(inquiryResource, [id], scope));
  const [row] = lock ? await query.for('update') : await query.limit(1);
  return row;
}

const dateText = (value: Date | string): string => (value instanceof Date ? value.toISOString() : new Date(value).toISOString());

export const inquiryRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  app.get(`${INQUIRY_BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: SUPPLIER_MENUS.inquiry } }, async (request): Promise<Envelope<InquiryDetail>> => {
    const access = accessOf(request);
    const row = await findInquiry(db, Number(request.query.id), scopeOf(access));
    // A supplier is never shown a draft, even one it is already invited to.
    if (!row || (isSupplierUser(access) && row.status === 'draft')) throw new ApiError(404, NOT_FOUND);
    const now = new Date();
    const sealed = quotesSealed(row.deadline, now);
    const ownSn = access.supplierSn;
    const [lines, suppliers] = await Promise.all([
      db
        .select({ id: line.id, lineNo: line.lineNo, matCode: line.matCode, matName: line.matName, quantity: line.quantity, unitCode: line.unitCode, deliveryStart: line.deliveryStart, deliveryEnd: line.deliveryEnd })
        .from(line)
        .where(eq(line.inquiryId, row.id))
        .orderBy(asc(line.lineNo)),
      db
        .select({ supplierSn: invited.supplierSn, supplierName: invited.supplierName })
        .from(invited)
        .where(ownSn === undefined ? eq(invited.inquiryId, row.id) : and(eq(invited.inquiryId, row.id), eq(invited.supplierSn, ownSn)))
        .orderBy(asc(invited.supplierSn)),
    ]);
    // Sealed: staff read no quote at all before the deadline; a supplier only ever its own.
    const quotes: Omit<InquiryQuoteRow, 'lowest'>[] =
      ownSn === undefined && sealed
        ? []
        : await db
            .select({
              id: quote.id,
              lineId: quote.lineId,
              supplierSn: quote.supplierSn,
              supplierName: sql<string>`coalesce(${invited.supplierName}, ${quote.supplierSn})`,
              priceWithTax: quote.priceWithTax,
              quantity: quote.quantity,
              deliveryDate: quote.deliveryDate,
              validUntil: quote.validUntil,
              updatedTime: sql<string>`${quote.updatedTime}`,
            })
            .from(quote)
            .leftJoin(invited, and(eq(invited.inquiryId, quote.inquiryId), eq(invited.supplierSn, quote.supplierSn)))
            .where(ownSn === undefined ? eq(quote.inquiryId, row.id) : and(eq(quote.inquiryId, row.id), eq(quote.supplierSn, ownSn)))
            .orderBy(asc(quote.lineId), asc(quote.priceWithTax), asc(quote.supplierSn));
    const lowest = ownSn === undefined && !sealed ? lowestByLine(quotes) : new Map<number, { supplierSns: Set<string> }>();
    return ok({
      id: row.id,
      inquiryNo: row.inquiryNo,
      title: row.title,
      orgCode: row.orgCode,
      orgName: row.orgName,
      categoryCode: row.categoryCode,
      categoryName: row.categoryName,
      deadline: row.deadline.toISOString(),
      status: effectiveStatus(row.status, row.deadline, now),
      awardedSupplierSn: row.awardedSupplierSn,
      contractId: row.contractId,
      remark: row.remark,
      createdBy: row.createdBy,
      createdTime: row.createdTime.toISOString(),
      updatedTime: (row.updatedTime ?? row.createdTime).toISOString(),
      version: row.version,
      sealed,
      lines,
      suppliers,
      quotes: quotes.map((item) => ({ ...item, updatedTime: dateText(item.updatedTime), lowest: lowest.get(item.lineId)?.supplierSns.has(item.supplierSn) ?? false })),
    });
  });

  app.post(`${INQUIRY_BASE}/save`, { schema: { body: InquirySaveBodySchema }, config: { permission: SUPPLIER_MENUS.inquiry } }, async (request): Promise<Envelope<InquirySaved>> => {
    const access = accessOf(request);
    const body: InquirySaveBody = request.body;
    const isCreate = body.id === undefined;
    requireStaff(access, isCreate ? SUPPLIER_MENUS.inquiryAdd : SUPPLIER_MENUS.inquiryEdit);
    if (!isCreate && body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
    const scope = scopeOf(access);
    if (scope.orgCodes !== 'all' && !scope.orgCodes.includes(body.orgCode)) throw new ApiError(403, SAVE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
    if (scope.categoryCodes !== 'all' && !scope.categoryCodes.includes(body.categoryCode)) throw new ApiError(403, SAVE_MESSAGES.noCategoryPermission, PERMISSION_DENIED_CODE);
    const deadline = new Date(body.deadline);
    if (Number.isNaN(deadline.getTime())) throw bad(M.badDeadline);
    const problem = inquiryLinesProblem(body.lines);
    if (problem) throw bad(problem);

    const matCodes = [...new Set(body.lines.map((item) => item.matCode))];
    const supplierSns = [...new Set(body.supplierSns)];
    const [[org], [category], materials, suppliers, tree] = await Promise.all([
      db.select({ name: sysOrg.orgName }).from(sysOrg).where(eq(sysOrg.orgCode, body.orgCode)).limit(1),
      db.select({ name: sysCategory.categoryName }).from(sysCategory).where(eq(sysCategory.categoryCode, body.categoryCode)).limit(1),
      matCodes.length === 0
        ? []
        : db
            .select({ matCode: sysMaterial.matCode, matName: sysMaterial.matName, unitCode: sysMaterial.unitCode, categoryCode: sysMaterial.categoryCode, status: sysMaterial.status })
            .from(sysMaterial)
            .where(inArray(sysMaterial.matCode, matCodes)),
      supplierSns.length === 0
        ? []
        : db.select({ sn: supSupplier.sn, name: supSupplier.name, financialStatus: supSupplier.financialStatus }).from(supSupplier).where(inArray(supSupplier.sn, supplierSns)),
      loadCategoryTree(db),
    ]);
    if (!org) throw bad(M.orgUnknown(body.orgCode));
    if (!category) throw bad(M.categoryUnknown(body.categoryCode));
    const inCategory = new Set(withDescendants(tree, [body.categoryCode]));
    const materialByCode = new Map(materials.map((item) => [item.matCode, item]));
    const lineValues = body.lines.map((item, index) => {
      const material = materialByCode.get(item.matCode);
      if (!material || material.status !== 'Active') throw bad(M.line(index + 1, M.materialUnknown(item.matCode)));
      if (!inCategory.has(material.categoryCode)) throw bad(M.line(index + 1, M.materialCategory(item.matCode)));
      if (!material.unitCode) throw bad(M.line(index + 1, M.materialNoUnit(item.matCode)));
      return { lineNo: index + 1, matCode: material.matCode, matName: material.matName, quantity: item.quantity.trim(), unitCode: material.unitCode, deliveryStart: item.deliveryStart || null, deliveryEnd: item.deliveryEnd || null };
    });
    const supplierBySn = new Map(suppliers.map((item) => [item.sn, item]));
    const supplierValues = supplierSns.map((sn) => {
      const found = supplierBySn.get(sn);
      if (!found) throw bad(M.supplierUnknown(sn));
      if (found.financialStatus !== QUALIFIED_STATUS) throw bad(M.supplierNotQualified(sn));
      return { supplierSn: found.sn, supplierName: found.name };
    });

    const actor = await accountOf(db, access.userId);
    const now = new Date();
    const head = {
      title: body.title.trim(),
      orgCode: body.orgCode,
      orgName: org.name,
      categoryCode: body.categoryCode,
      categoryName: category.name,
      deadline,
      remark: body.remark?.trim() || null,
      updatedBy: actor,
      updatedTime: now,
    };
    const saved = await db.transaction(async (tx): Promise<InquirySaved> => {
      let result: InquirySaved | undefined;
      if (isCreate) {
        const inquiryNo = await nextSerial(tx, INQUIRY_NO_RULE, {}, now);
        [result] = await tx
          .insert(inquiry)
          .values({ ...head, inquiryNo, status: 'draft', createdBy: actor })
          .returning({ id: inquiry.id, inquiryNo: inquiry.inquiryNo, status: inquiry.status, version: inquiry.version });
      } else {
        const stored = await findInquiry(tx, body.id as number, scope, true);
        if (!stored) throw new ApiError(404, NOT_FOUND);
        if (stored.version !== body.version) throw versionConflict();
        const status = effectiveStatus(stored.status, stored.deadline, now);
        if (status !== 'draft') throw bad(M.notEditable(stored.inquiryNo, status));
        [result] = await tx
          .update(inquiry)
          .set({ ...head, version: sql`${inquiry.version} + 1` })
          .where(and(eq(inquiry.id, stored.id), eq(inquiry.version, stored.version)))
          .returning({ id: inquiry.id, inquiryNo: inquiry.inquiryNo, status: inquiry.status, version: inquiry.version });
        if (!result) throw versionConflict();
        await tx.delete(line).where(eq(line.inquiryId, stored.id));
        await tx.delete(invited).where(eq(invited.inquiryId, stored.id));
      }
      const id = result!.id;
      const audit = { createdBy: actor, updatedBy: actor, updatedTime: now };
      if (lineValues.length > 0) await tx.insert(line).values(lineValues.map((values) => ({ ...values, inquiryId: id, ...audit })));
      if (supplierValues.length > 0) await tx.insert(invited).values(supplierValues.map((values) => ({ ...values, inquiryId: id, ...audit })));
      return result!;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });

  /** publish and cancel: a move of the machine on the version read, in a transaction holding the row. */
  const move = (event: Extract<InquiryEvent, 'publish' | 'cancel'>, button: string, message: string) =>
    app.post(`${INQUIRY_BASE}/${event}`, { schema: { body: InquiryMoveBodySchema }, config: { permission: button } }, async (request): Promise<Envelope<InquirySaved>> => {
      const access = accessOf(request);
      requireStaff(access, button);
      const body: InquiryMoveBody = request.body;
      const actor = await accountOf(db, access.userId);
      const moved = await db.transaction(async (tx): Promise<InquirySaved> => {
        const stored = await findInquiry(tx, body.id, scopeOf(access), true);
        if (!stored) throw new ApiError(404, NOT_FOUND);
        if (stored.version !== body.version) throw versionConflict();
        const now = new Date();
        const status = effectiveStatus(stored.status, stored.deadline, now);
        const next = nextInquiryStatus(status, event);
        if (next === null) throw bad(M.moveRefused(stored.inquiryNo, status, event));
        if (event === 'publish') {
          // One statement at a time: a transaction holds one connection.
          const [lines] = await tx.select({ count: sql<number>`count(*)::int` }).from(line).where(eq(line.inquiryId, stored.id));
          const [suppliers] = await tx.select({ count: sql<number>`count(*)::int` }).from(invited).where(eq(invited.inquiryId, stored.id));
          const problem = publishProblem({ lineCount: Number(lines?.count ?? 0), supplierCount: Number(suppliers?.count ?? 0), deadline: stored.deadline }, now);
          if (problem) throw bad(problem);
        }
        const [updated] = await tx
          .update(inquiry)
          .set({ status: next, updatedBy: actor, updatedTime: now, version: sql`${inquiry.version} + 1` })
          .where(and(eq(inquiry.id, stored.id), eq(inquiry.version, stored.version)))
          .returning({ id: inquiry.id, inquiryNo: inquiry.inquiryNo, status: inquiry.status, version: inquiry.version });
        if (!updated) throw versionConflict();
        return updated;
      });
      return ok(moved, message);
    });
  move('publish', SUPPLIER_MENUS.inquiryPublish, M.published);
  move('cancel', SUPPLIER_MENUS.inquiryEdit, M.cancelled);

  app.post(`${INQUIRY_BASE}/quote`, { schema: { body: InquiryQuoteBodySchema }, config: { permission: SUPPLIER_MENUS.inquiryQuote } }, async (request): Promise<Envelope<InquiryQuoted>> => {
    const access = accessOf(request);
    const supplierSn = access.supplierSn;
    // Only a supplier user quotes, and only for its own supplier.
    if (supplierSn === undefined) throw permissionDenied();
    const body = request.body;
    const actor = await accountOf(db, access.userId);
    const quoted = await db.transaction(async (tx): Promise<InquiryQuoted> => {
      // Held for share: a quote and a move (award, cancel) of the same inquiry never interleave.
      const [stored] = await tx.select().from(inquiry).where(scopedById(inquiryResource, [body.inquiryId], scopeOf(access))).for('share');
      if (!stored || stored.status === 'draft') throw new ApiError(404, NOT_FOUND);
      const now = new Date();
      const status = effectiveStatus(stored.status, stored.deadline, now);
      if (status === 'closed' || status === 'awarded') throw bad(M.quoteClosed);
      if (status !== 'published') throw bad(M.quoteRefused(stored.inquiryNo, status));
      const lines = await tx.select({ id: line.id, lineNo: line.lineNo, quantity: line.quantity }).from(line).where(eq(line.inquiryId, stored.id));
      const problem = quoteProblem(body.quotes, lines, shanghaiDateText(now));
      if (problem) throw bad(problem);
      for (const item of body.quotes) {
        const values = {
          priceWithTax: item.priceWithTax.trim(),
          quantity: item.quantity.trim(),
          deliveryDate: item.deliveryDate || null,
          validUntil: item.validUntil || null,
        };
        await tx
          .insert(quote)
          .values({ ...values, inquiryId: stored.id, lineId: item.lineId, supplierSn, createdBy: actor, updatedBy: actor, updatedTime: now })
          .onConflictDoUpdate({ target: [quote.lineId, quote.supplierSn], set: { ...values, updatedBy: actor, updatedTime: now, version: sql`${quote.version} + 1` } });
      }
      const [count] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(quote)
        .where(and(eq(quote.inquiryId, stored.id), eq(quote.supplierSn, supplierSn)));
      return { inquiryId: stored.id, quoted: Number(count?.count ?? 0) };
    });
    return ok(quoted, M.quoted);
  });

  app.post(`${INQUIRY_BASE}/award`, { schema: { body: InquiryAwardBodySchema }, config: { permission: SUPPLIER_MENUS.inquiryAward } }, async (request): Promise<Envelope<InquiryAwarded>> => {
    const access = accessOf(request);
    requireStaff(access, SUPPLIER_MENUS.inquiryAward);
    const body = request.body;
    const actor = await accountOf(db, access.userId);
    const awarded = await db.transaction(async (tx): Promise<InquiryAwarded> => {
      const stored = await findInquiry(tx, body.id, scopeOf(access), true);
      if (!stored) throw new ApiError(404, NOT_FOUND);
      if (stored.version !== body.version) throw versionConflict();
      const now = new Date();
      const status: InquiryStatus = effectiveStatus(stored.status, stored.deadline, now);
      if (status === 'published') throw bad(M.awardBeforeDeadline);
      if (nextInquiryStatus(status, 'award') === null) throw bad(M.moveRefused(stored.inquiryNo, status, 'award'));

      // One statement at a time: a transaction holds one connection.
      const [guest] = await tx.select({ sn: invited.supplierSn }).from(invited).where(and(eq(invited.inquiryId, stored.id), eq(invited.supplierSn, body.supplierSn))).limit(1);
      const [winner] = await tx.select({ sn: supSupplier.sn, name: supSupplier.name, financialStatus: supSupplier.financialStatus }).from(supSupplier).where(eq(supSupplier.sn, body.supplierSn)).limit(1);
      const lines = await tx
        .select({ id: line.id, lineNo: line.lineNo, matCode: line.matCode, matName: line.matName, unitCode: line.unitCode, deliveryStart: line.deliveryStart, deliveryEnd: line.deliveryEnd, taxRateValue: sysTaxRate.taxRateValue })
        .from(line)
        .leftJoin(sysMaterial, eq(sysMaterial.matCode, line.matCode))
        .leftJoin(sysTaxRate, eq(sysTaxRate.taxRateCode, sysMaterial.taxRateCode))
        .where(eq(line.inquiryId, stored.id))
        .orderBy(asc(line.lineNo));
      const quotes = await tx
        .select({ lineId: quote.lineId, supplierSn: quote.supplierSn, priceWithTax: quote.priceWithTax, quantity: quote.quantity })
        .from(quote)
        .where(and(eq(quote.inquiryId, stored.id), eq(quote.supplierSn, body.supplierSn)));
      if (!guest) throw bad(M.awardNotInvited(body.supplierSn));
      if (!winner || winner.financialStatus !== QUALIFIED_STATUS) throw bad(M.awardNotQualified(body.supplierSn));
      const lineIds = lines.map((item) => item.id);
      if (!quotedEveryLine(quotes, lineIds, body.supplierSn)) throw bad(M.awardIncomplete(body.supplierSn));

      const quoteByLine = new Map(quotes.map((item) => [item.lineId, item]));
      const contractLines = lines.map((item) => {
        const offer = quoteByLine.get(item.id)!;
        const taxRate = item.taxRateValue === null ? null : taxRatePercent(item.taxRateValue);
        if (taxRate === null) throw bad(M.awardNoTaxRate(item.matCode));
        const figures = { quantity: offer.quantity, priceWithTax: offer.priceWithTax, taxRate };
        const amounts = contractLineAmounts(figures);
        if (!amounts) throw new Error(`inquiry ${stored.inquiryNo} line ${item.lineNo}: figures ${JSON.stringify(figures)} do not make a contract line`);
        return {
          lineNo: item.lineNo,
          matCode: item.matCode,
          matName: item.matName,
          unitCode: item.unitCode,
          ...figures,
          ...amounts,
          deliveryStart: item.deliveryStart,
          deliveryEnd: item.deliveryEnd,
        };
      });
      const totals = contractTotals(contractLines);
      const contractNo = await nextSerial(tx, CONTRACT_NO_RULE, { orgCode: stored.orgCode }, now);
      const audit = { createdBy: actor, updatedBy: actor, updatedTime: now };
      const [contract] = await tx
        .insert(conContractHead)
        .values({
          contractNo,
          contractName: stored.title,
          contractCategory: AWARD_CONTRACT_CATEGORY,
          orgCode: stored.orgCode,
          orgName: stored.orgName,
          supplierSn: winner.sn,
          supplierName: winner.name,
          categoryCode: stored.categoryCode,
          categoryName: stored.categoryName,
          remark: `询价单${stored.inquiryNo}定标生成`,
          status: 'draft',
          ...totals,
          ...audit,
        })
        .returning({ id: conContractHead.id, contractNo: conContractHead.contractNo });
      await tx.insert(conContractLine).values(contractLines.map((values) => ({ ...values, headId: contract!.id, ...audit })));
      const [updated] = await tx
        .update(inquiry)
        .set({ status: 'awarded', awardedSupplierSn: winner.sn, contractId: contract!.id, updatedBy: actor, updatedTime: now, version: sql`${inquiry.version} + 1` })
        .where(and(eq(inquiry.id, stored.id), eq(inquiry.version, stored.version)))
        .returning({ id: inquiry.id });
      if (!updated) throw versionConflict();
      return { contractId: contract!.id, contractNo: contract!.contractNo };
    });
    return ok(awarded, M.awarded);
  });
};
