/**
 * 供应商档案 (issue 22): the archive list (lists.ts, on the list engine) and, here:
 *
 * - GET /supplier/api/v1/supplier/detail?id= (supplier:info): the supplier with its type names,
 *   contacts, bank accounts, addresses and blacklist entries, within the caller's scope (a supplier user
 *   reads only its own);
 * - POST /supplier/api/v1/supplier/save {SupplierSaveBody}: without id adds (supplier:info:add): the sn
 *   is numbered (SUPPLIER_SN, GY2026…), the status starts at 1 待准入; with id and version edits
 *   (supplier:info:edit; a stale version 409). The children lists replace the saved ones, in the same
 *   transaction. The status is never set here: admission, blacklist and their jobs move it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { SupplierSaveBodySchema, type SupplierDetail, type SupplierSaveBody, type SupplierSaved } from '../../api/supplier.js';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { registerListRoutes, SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdTextParams } from '../../core/schemas.js';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier as supplier, supSupplierType as supplierType } from '../../db/tables/lookups.js';
import { supBlacklist, supSupplierAddress, supSupplierBank, supSupplierContact } from '../../db/tables/supplier.js';
import { SUPPLIER_API, SUPPLIER_MENUS, supplierArchiveResource } from './lists.js';
import { SUPPLIER_SAVE_MESSAGES, supplierSaveProblem } from './supplier-rules.js';
import { blankToNull } from '../../core/request-body.js';

export const SUPPLIER_SN_RULE = 'SUPPLIER_SN';
const BASE = `${SUPPLIER_API}/supplier`;


async function typeParents(db: AppDatabase): Promise<Map<string, string | null>> {
  const rows = await db.select({ num: supplierType.typeNum, parent: supplierType.parentNum }).from(supplierType);
  return new Map(rows.map((row) => [row.num, row.parent]));
}

export const supplierArchiveRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerListRoutes(app, BASE, { db, resource: supplierArchiveResource, permissions: { read: SUPPLIER_MENUS.info }, detail: false });

  app.get(`${BASE}/detail`, { schema: { querystring: IdTextParams }, config: { permission: SUPPLIER_MENUS.info } }, async (request): Promise<Envelope<SupplierDetail>> => {
    const scope = dataScopeFor(accessOf(request), SUPPLIER_MENUS.info);
    const [row] = await db
      .select({
        id: supplier.id,
        sn: supplier.sn,
        name: supplier.name,
        unifiedCreditCode: supplier.unifiedCreditCode,
        bigType: supplier.bigType,
        smallType: supplier.smallType,
        financialStatus: supplier.financialStatus,
        ebsNo: supplier.ebsNo,
        contactName: supplier.contactName,
        contactPhone: supplier.contactPhone,
        province: supplier.province,
        city: supplier.city,
        blacklistUntil: supplier.blacklistUntil,
        updatedTime: sql<string>`${supplier.updatedTime}`,
        version: supplier.version,
      })
      .from(supplier)
      .where(scopedById(supplierArchiveResource, [Number(request.query.id)], scope))
      .limit(1);
    if (!row) throw new ApiError(404, SUPPLIER_SAVE_MESSAGES.notFound);
    const [types, contacts, banks, addresses, blacklist] = await Promise.all([
      db.select({ num: supplierType.typeNum, name: supplierType.typeName }).from(supplierType),
      db
        .select({ id: supSupplierContact.id, contactName: supSupplierContact.contactName, mobile: supSupplierContact.mobile, position: supSupplierContact.position, email: supSupplierContact.email, isPrimary: supSupplierContact.isPrimary })
        .from(supSupplierContact)
        .where(eq(supSupplierContact.supplierSn, row.sn))
        .orderBy(desc(supSupplierContact.isPrimary), asc(supSupplierContact.id)),
      db
        .select({ id: supSupplierBank.id, bankName: supSupplierBank.bankName, accountName: supSupplierBank.accountName, accountNo: supSupplierBank.accountNo, isDefault: supSupplierBank.isDefault })
        .from(supSupplierBank)
        .where(eq(supSupplierBank.supplierSn, row.sn))
        .orderBy(desc(supSupplierBank.isDefault), asc(supSupplierBank.id)),
      db
        .select({ id: supSupplierAddress.id, addressType: supSupplierAddress.addressType, province: supSupplierAddress.province, city: supSupplierAddress.city, district: supSupplierAddress.district, detail: supSupplierAddress.detail })
        .from(supSupplierAddress)
        .where(eq(supSupplierAddress.supplierSn, row.sn))
        .orderBy(asc(supSupplierAddress.id)),
      db
        .select({ id: supBlacklist.id, reason: supBlacklist.reason, fromDate: supBlacklist.fromDate, untilDate: supBlacklist.untilDate, releasedTime: sql<string | null>`${supBlacklist.releasedTime}`, createdBy: supBlacklist.createdBy })
        .from(supBlacklist)
        .where(eq(supBlacklist.supplierSn, row.sn))
        .orderBy(desc(supBlacklist.id)),
    ]);
    const typeName = new Map(types.map((type) => [type.num, type.name]));
    return ok({
      ...row,
      bigTypeName: row.bigType ? (typeName.get(row.bigType) ?? null) : null,
      smallTypeName: row.smallType ? (typeName.get(row.smallType) ?? null) : null,
      contacts,
      banks,
      addresses,
      blacklist,
    });
  });

  app.post(`${BASE}/save`, { schema: { body: SupplierSaveBodySchema }, config: { permission: SUPPLIER_MENUS.info } }, async (request): Promise<Envelope<SupplierSaved>> => {
    const access = accessOf(request);
    const body: SupplierSaveBody = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? SUPPLIER_MENUS.infoAdd : SUPPLIER_MENUS.infoEdit) || access.supplierSn !== undefined) throw permissionDenied();
    const problem = supplierSaveProblem(body, await typeParents(db));
    if (problem) throw new ApiError(400, problem);
    const creditCode = body.unifiedCreditCode.trim().toUpperCase();
    const actor = String(access.userId);
    const primary = body.contacts.find((contact) => contact.isPrimary === 1) ?? body.contacts[0];
    const values = {
      name: body.name.trim(),
      unifiedCreditCode: creditCode,
      bigType: body.bigType,
      smallType: body.smallType,
      ebsNo: blankToNull(body.ebsNo),
      province: blankToNull(body.province),
      city: blankToNull(body.city),
      contactName: primary?.contactName.trim() ?? null,
      contactPhone: primary?.mobile.trim() ?? null,
      updatedBy: actor,
      updatedTime: new Date(),
    };
    const [taken] = await db
      .select({ id: supplier.id })
      .from(supplier)
      .where(isCreate ? eq(supplier.unifiedCreditCode, creditCode) : and(eq(supplier.unifiedCreditCode, creditCode), ne(supplier.id, body.id as number)))
      .limit(1);
    if (taken) throw new ApiError(400, SUPPLIER_SAVE_MESSAGES.creditCodeTaken(creditCode));

    const saved = await db.transaction(async (tx) => {
      let result: SupplierSaved | undefined;
      if (isCreate) {
        const sn = await nextSerial(tx, SUPPLIER_SN_RULE);
        [result] = await tx
          .insert(supplier)
          .values({ ...values, sn, financialStatus: 1, createdBy: actor })
          .onConflictDoNothing()
          .returning({ id: supplier.id, sn: supplier.sn, version: supplier.version });
        if (!result) throw new ApiError(400, SUPPLIER_SAVE_MESSAGES.creditCodeTaken(creditCode));
      } else {
        if (body.version === undefined) throw new ApiError(400, SAVE_MESSAGES.versionRequired);
        const scope = dataScopeFor(access, SUPPLIER_MENUS.info);
        [result] = await tx
          .update(supplier)
          .set({ ...values, version: sql`${supplier.version} + 1` })
          .where(and(scopedById(supplierArchiveResource, [body.id as number], scope), eq(supplier.version, body.version)))
          .returning({ id: supplier.id, sn: supplier.sn, version: supplier.version });
        if (!result) {
          const [exists] = await tx.select({ id: supplier.id }).from(supplier).where(eq(supplier.id, body.id as number)).limit(1);
          if (!exists) throw new ApiError(404, SUPPLIER_SAVE_MESSAGES.notFound);
          throw versionConflict();
        }
        await tx.delete(supSupplierContact).where(eq(supSupplierContact.supplierSn, result.sn));
        await tx.delete(supSupplierBank).where(eq(supSupplierBank.supplierSn, result.sn));
        await tx.delete(supSupplierAddress).where(eq(supSupplierAddress.supplierSn, result.sn));
      }
      const sn = result.sn;
      const stamp = { createdBy: actor, updatedBy: actor };
      await tx.insert(supSupplierContact).values(
        body.contacts.map((contact) => ({ supplierSn: sn, contactName: contact.contactName.trim(), mobile: contact.mobile.trim(), position: blankToNull(contact.position), email: blankToNull(contact.email), isPrimary: contact.isPrimary, ...stamp })),
      );
      if (body.banks.length > 0) {
        await tx.insert(supSupplierBank).values(
          body.banks.map((bank) => ({ supplierSn: sn, bankName: bank.bankName.trim(), accountName: bank.accountName.trim(), accountNo: bank.accountNo.trim(), isDefault: bank.isDefault, ...stamp })),
        );
      }
      if (body.addresses.length > 0) {
        await tx.insert(supSupplierAddress).values(
          body.addresses.map((address) => ({ supplierSn: sn, addressType: address.addressType, province: blankToNull(address.province), city: blankToNull(address.city), district: blankToNull(address.district), detail: address.detail.trim(), ...stamp })),
        );
      }
      return result;
    });
    return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
  });
};
