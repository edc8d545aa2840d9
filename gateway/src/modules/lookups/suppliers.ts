/**
 * Suppliers (spec 01 §3 "Supplier", §7.4; domain.md "Supplier"), read by any signed-in user. Suppliers
 * are group-wide master data: no org or category scope. Supplier rows are {id, sn, name,
 * unifiedCreditCode, bigType, bigTypeName, smallType, smallTypeName, financialStatus (1-7), ebsNo,
 * contactName, contactPhone, province, city, blacklistUntil}.
 *
 * - POST /supplier/info/getListByName {name?, pageSize?}: name contains, at most 50 (a remote select);
 *   names starting with the term come first.
 * - GET  /supplier/info/bigType: the big types [{bigNum, bigName}].
 * - GET  /supplier/info/smallType?bigNum=: the small types [{smallNum, smallName, bigNum}] (of one big
 *   type when given).
 * - POST /supplier/info/getEbsNo {sn} or {name}, page?, pageSize? (100 by default): the EBS numbers
 *   [{sn, name, ebsNo}] of the supplier with that sn, or of suppliers whose name contains the term.
 * - POST /supplier/confirm/base/page: the list engine over suppliers (name.contains, sn.equals,
 *   bigType, smallType, financialStatus.in …; page size up to 9999).
 *
 * A supplier user (issue 22) finds only its own supplier in each of them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, asc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Envelope, LookupPage, Supplier, SupplierBigType, SupplierEbsNo, SupplierSmallType } from '../../api/index.js';
import { SupplierEbsNoBodySchema } from '../../api/lookups.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, ok } from '../../core/envelope.js';
import { containsPattern, escapeLike } from '../../core/list/filters.js';
import type { ListResource } from '../../core/list/query.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import { pageOffset } from '../../core/tree.js';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier as supplier, supSupplierType as supplierType } from '../../db/tables/lookups.js';
import { supSupplierGrams } from '../../db/tables/search-grams.js';
import { FilterBody, listPage, LOOKUP_MAX_PAGE_SIZE } from './shared.js';
import { knownKeysOnly } from '../../core/request-body.js';
import { PageSize } from '../../core/schemas.js';

/** Spec 01 §9: "Remote select result cap 50 remote". */
export const SUPPLIER_REMOTE_CAP = 50;
/** Spec 01 §9: "Supplier ebs default 100". */
export const SUPPLIER_EBS_DEFAULT_PAGE_SIZE = 100;

export const SUPPLIER_MESSAGES = {
  snOrNameRequired: '请提供供应商编码或供应商名称',
} as const;

export const supplierResource: ListResource = {
  label: '供应商',
  table: supplier,
  id: supplier.id,
  fields: {
    id: { column: supplier.id, type: 'integer', sortable: true, notNull: true },
    sn: { column: supplier.sn, type: 'text', sortable: true, selective: true, notNull: true },
    name: { column: supplier.name, type: 'text', sortable: true, trigram: true, grams: supSupplierGrams.name, notNull: true },
    unifiedCreditCode: { column: supplier.unifiedCreditCode, type: 'text', selective: true },
    bigType: { column: supplier.bigType, type: 'text', sortable: true },
    smallType: { column: supplier.smallType, type: 'text', sortable: true },
    financialStatus: { column: supplier.financialStatus, type: 'integer', sortable: true, notNull: true },
    ebsNo: { column: supplier.ebsNo, type: 'text', selective: true },
    contactName: { column: supplier.contactName, type: 'text' },
    contactPhone: { column: supplier.contactPhone, type: 'text' },
    province: { column: supplier.province, type: 'text', sortable: true },
    city: { column: supplier.city, type: 'text' },
    blacklistUntil: { column: supplier.blacklistUntil, type: 'date', sortable: true },
  },
  defaultSort: [{ field: 'sn', order: 'asc' }],
  maxPageSize: LOOKUP_MAX_PAGE_SIZE,
  // Staff: every supplier (no org or category); a supplier user: its own only.
  scope: { menu: 'supplier:info', supplier: supplier.sn },
};

/** A supplier user's own supplier (undefined for staff, who see every supplier). */
const ownSupplierOnly = (access: UserAccess): SQL | undefined => (access.supplierSn === undefined ? undefined : eq(supplier.sn, access.supplierSn));

const supplierColumns = Object.fromEntries(Object.entries(supplierResource.fields).map(([name, field]) => [name, field.column]));

const ByNameBody = Type.Object(
  { name: Type.Optional(Type.String({ maxLength: 100 })), pageSize: Type.Optional(PageSize(SUPPLIER_REMOTE_CAP)) },
  { additionalProperties: false },
);
const SmallTypeQuery = Type.Object({ bigNum: Type.Optional(Type.String({ maxLength: 20 })) });

/** Adds the type names to supplier rows (the type table is small). */
async function withTypeNames(db: AppDatabase, rows: readonly Record<string, unknown>[]): Promise<Supplier[]> {
  if (rows.length === 0) return [];
  const types = await db.select({ num: supplierType.typeNum, name: supplierType.typeName }).from(supplierType);
  const names = new Map(types.map((row) => [row.num, row.name]));
  const nameOf = (num: unknown) => (typeof num === 'string' ? (names.get(num) ?? null) : null);
  return rows.map((row) => ({
    ...(row as unknown as Omit<Supplier, 'bigTypeName' | 'smallTypeName'>),
    bigTypeName: nameOf(row['bigType']),
    smallTypeName: nameOf(row['smallType']),
  }));
}

export const supplierRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  const config = { permission: SIGNED_IN };

  app.post(
    '/supplier/info/getListByName',
    { schema: { body: ByNameBody }, preValidation: knownKeysOnly(ByNameBody), config },
    async (request): Promise<Envelope<Supplier[]>> => {
      const name = request.body.name?.trim() ?? '';
      const limit = request.body.pageSize ?? SUPPLIER_REMOTE_CAP;
      const rows = await db
        .select(supplierColumns)
        .from(supplier)
        .where(and(name ? ilike(supplier.name, containsPattern(name)) : undefined, ownSupplierOnly(accessOf(request))))
        .orderBy(
          ...(name ? [sql`case when ${supplier.name} ilike ${`${escapeLike(name)}%`} then 0 else 1 end`] : []),
          asc(supplier.name),
          asc(supplier.id),
        )
        .limit(limit);
      return ok(await withTypeNames(db, rows));
    },
  );

  app.get('/supplier/info/bigType', { config }, async (): Promise<Envelope<SupplierBigType[]>> => {
    const rows = await db
      .select({ bigNum: supplierType.typeNum, bigName: supplierType.typeName })
      .from(supplierType)
      .where(isNull(supplierType.parentNum))
      .orderBy(asc(supplierType.sortNumber), asc(supplierType.typeNum));
    return ok(rows);
  });

  app.get(
    '/supplier/info/smallType',
    { schema: { querystring: SmallTypeQuery }, config },
    async (request): Promise<Envelope<SupplierSmallType[]>> => {
      const bigNum = request.query.bigNum?.trim();
      const rows = await db
        .select({ smallNum: supplierType.typeNum, smallName: supplierType.typeName, bigNum: supplierType.parentNum })
        .from(supplierType)
        .where(bigNum ? eq(supplierType.parentNum, bigNum) : isNotNull(supplierType.parentNum))
        .orderBy(asc(supplierType.parentNum), asc(supplierType.sortNumber), asc(supplierType.typeNum));
      return ok(rows as SupplierSmallType[]);
    },
  );

  app.post(
    '/supplier/info/getEbsNo',
    { schema: { body: SupplierEbsNoBodySchema }, preValidation: knownKeysOnly(SupplierEbsNoBodySchema), config },
    async (request): Promise<Envelope<SupplierEbsNo[]>> => {
      const { page = 1, pageSize = SUPPLIER_EBS_DEFAULT_PAGE_SIZE } = request.body;
      const sn = request.body.sn?.trim();
      const name = request.body.name?.trim();
      if (!sn && !name) throw new ApiError(400, SUPPLIER_MESSAGES.snOrNameRequired);
      const conditions: (SQL | undefined)[] = [isNotNull(supplier.ebsNo), ownSupplierOnly(accessOf(request))];
      if (sn) conditions.push(eq(supplier.sn, sn));
      if (name) conditions.push(ilike(supplier.name, containsPattern(name)));
      const rows = await db
        .select({ sn: supplier.sn, name: supplier.name, ebsNo: supplier.ebsNo })
        .from(supplier)
        .where(and(...conditions))
        .orderBy(asc(supplier.sn), asc(supplier.id))
        .limit(pageSize)
        .offset(pageOffset(page, pageSize));
      return ok(rows as SupplierEbsNo[]);
    },
  );

  app.post('/supplier/confirm/base/page', { schema: { body: FilterBody }, config }, async (request): Promise<Envelope<LookupPage<Supplier>>> => {
    const page = await listPage(db, supplierResource, (request.body as Record<string, unknown> | null) ?? {}, dataScopeFor(accessOf(request), 'supplier:info'));
    return ok({ ...page, result: await withTypeNames(db, page.result) });
  });
};
