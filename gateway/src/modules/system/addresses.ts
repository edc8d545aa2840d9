/**
 * Address points (spec 01 §3 "Address", §5 "Address form", §7.4; spec 02 §7 "System: address"):
 *
 * - POST /system/address/getAddressType  the type choices (type 6 never offered)       signed in
 * - POST /system/address/listAddress     paged, newest first, filters below           signed in
 * - POST /system/address/saveAddress     create (no id) or update (id + version)      system:address:edit
 *
 * Reads are open to every signed-in user because address pickers sit on many business forms. Data
 * scope, in SQL: a company-owned warehouse (type 4) is seen only by callers whose org scope on the
 * address menu holds its company (admins see all); supplier, port and other addresses are shared.
 * A save checks the form rules (@srm/rules' address rules, shared with the add-address dialog; a 400 whose message is the first error and whose data
 * lists every field error), and a type-4 company must be a company in the caller's org scope. The
 * gateway composes addrDesc, the type label and the company name, and generates the door code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { AddressListBodySchema, AddressSaveBodySchema } from '../../api/addresses.js';
import type { Address, AddressFieldError, AddressTypeOption, Envelope, ErrorEnvelope, PageData } from '../../api/index.js';
import { dataScopeFor, SCOPED_ORG_LEVEL, type UserAccess } from '../../core/access.js';
import { ApiError, failure, ok, PERMISSION_DENIED_CODE, versionConflict } from '../../core/envelope.js';
import { containsPattern } from '../../core/list/filters.js';
import { DEFAULT_PAGE_SIZE } from '../../core/list/query.js';
import { accessOf, SIGNED_IN } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysOrg } from '../../db/schema.js';
import { sysAddress } from '../../db/tables/addresses.js';
import { ADDRESS_TYPE_OPTIONS, checkAddress, COMPANY_ADDRESS_TYPE, type NormalisedAddress } from '@srm/rules';
import { auditName } from './ownership.js';

export interface AddressRoutesOptions {
  db: AppDatabase;
}

export const ADDRESS_BASE = '/system/address';

export const ADDRESS_MENUS = {
  /** The address menu: its org scope decides which company-owned addresses a caller sees. */
  list: 'system:address',
  edit: 'system:address:edit',
} as const;

export const ADDRESS_ROUTE_MESSAGES = {
  created: '新增成功',
  updated: '修改成功',
  notFound: '地址不存在或无权查看',
  versionRequired: '修改时须带上版本号 version',
  companyUnknown: '所属主体不存在',
  noOrgPermission: '您暂无该组织的权限',
} as const;

/** A refused save: 400, the first error as the message, every field error as data. */
export class AddressInvalid extends ApiError {
  constructor(readonly errors: readonly AddressFieldError[]) {
    super(400, errors[0]?.message ?? '请求参数错误');
    this.name = 'AddressInvalid';
  }

  override toEnvelope(): ErrorEnvelope {
    // The shared failure type says data is null; this failure is the one that lists its field errors.
    return { ...failure(this.code, this.message), data: [...this.errors] } as unknown as ErrorEnvelope;
  }
}

const addressColumns = {
  id: sysAddress.id,
  doorCode: sysAddress.doorCode,
  addressCode: sysAddress.addressCode,
  addressType: sysAddress.addressType,
  addressTag: sysAddress.addressTag,
  addrDetail: sysAddress.addrDetail,
  addrDesc: sysAddress.addrDesc,
  province: sysAddress.province,
  city: sysAddress.city,
  area: sysAddress.area,
  companyCode: sysAddress.companyCode,
  companyName: sysAddress.companyName,
  addressOwnerCode: sysAddress.addressOwnerCode,
  addressOwnerName: sysAddress.addressOwnerName,
  subName: sysAddress.subName,
  secondaryInventoryName: sysAddress.secondaryInventoryName,
  companyType: sysAddress.companyType,
  version: sysAddress.version,
  createdTime: sysAddress.createdTime,
  updatedTime: sysAddress.updatedTime,
};

type AddressRecord = Omit<Address, 'createdTime' | 'updatedTime'> & { createdTime: Date; updatedTime: Date };

function toAddress(row: AddressRecord): Address {
  return { ...row, createdTime: row.createdTime.toISOString(), updatedTime: row.updatedTime.toISOString() };
}

/** The org codes whose company-owned addresses the caller sees ('all' for admins and org scope 1). */
function companyScope(access: UserAccess): 'all' | readonly string[] {
  return dataScopeFor(access, ADDRESS_MENUS.list).orgCodes;
}

/**
 * Rows the caller may see: every shared address, and type-4 rows of companies in scope. A supplier user
 * (issue 22) sees of the supplier addresses only its own supplier's.
 */
function visibleTo(access: UserAccess): SQL | undefined {
  const scope = companyScope(access);
  if (scope === 'all') return undefined;
  const notCompany = ne(sysAddress.addressCode, COMPANY_ADDRESS_TYPE);
  const shared = access.supplierSn === undefined ? notCompany : (and(notCompany, or(isNull(sysAddress.addressOwnerCode), eq(sysAddress.addressOwnerCode, access.supplierSn))) as SQL);
  return scope.length === 0 ? shared : or(shared, inArray(sysAddress.companyCode, [...scope]));
}

/** The search term: trimmed, without control characters (chr(31) separates the searched columns). */
function searchTerm(raw: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const term = (raw ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return term === '' ? null : term;
}

export const addressRoutes: FastifyPluginAsyncTypebox<AddressRoutesOptions> = async (app, { db }) => {
  app.post(
    `${ADDRESS_BASE}/getAddressType`,
    { config: { permission: SIGNED_IN } },
    async (): Promise<Envelope<AddressTypeOption[]>> => ok([...ADDRESS_TYPE_OPTIONS]),
  );

  app.post(
    `${ADDRESS_BASE}/listAddress`,
    // The app may post no body at all: that is an unfiltered first page.
    { schema: { body: Type.Union([AddressListBodySchema, Type.Null()]) }, config: { permission: SIGNED_IN } },
    async (request): Promise<Envelope<PageData<Address>>> => {
      const body = request.body ?? {};
      const page = body.page ?? 1;
      const pageSize = body.pageSize ?? DEFAULT_PAGE_SIZE;
      const conditions: (SQL | undefined)[] = [visibleTo(accessOf(request))];
      if (body.addressCode !== undefined && body.addressCode !== null) conditions.push(eq(sysAddress.addressCode, body.addressCode as Address['addressCode']));
      const companyCode = body.companyCode?.trim();
      if (companyCode) conditions.push(eq(sysAddress.companyCode, companyCode));
      const ownerCode = body.addressOwnerCode?.trim();
      if (ownerCode) conditions.push(eq(sysAddress.addressOwnerCode, ownerCode));
      const term = searchTerm(body.queryContent);
      if (term) conditions.push(ilike(sysAddress.searchText, containsPattern(term)));
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select(addressColumns)
          .from(sysAddress)
          .where(where)
          .orderBy(desc(sysAddress.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(sysAddress).where(where),
      ]);
      return ok({ result: rows.map(toAddress), total: Number(total?.total ?? 0), page, pageSize });
    },
  );

  /** The company of a type-4 address: an existing company within the caller's org scope. */
  async function companyNameOf(access: UserAccess, companyCode: string): Promise<string> {
    const [company] = await db
      .select({ orgName: sysOrg.orgName })
      .from(sysOrg)
      .where(and(eq(sysOrg.orgCode, companyCode), eq(sysOrg.level, SCOPED_ORG_LEVEL)));
    if (!company) throw new AddressInvalid([{ field: 'companyCode', message: ADDRESS_ROUTE_MESSAGES.companyUnknown }]);
    const scope = companyScope(access);
    if (scope !== 'all' && !scope.includes(companyCode)) throw new ApiError(403, ADDRESS_ROUTE_MESSAGES.noOrgPermission, PERMISSION_DENIED_CODE);
    return company.orgName;
  }

  app.post(
    `${ADDRESS_BASE}/saveAddress`,
    { schema: { body: AddressSaveBodySchema }, config: { permission: ADDRESS_MENUS.edit } },
    async (request): Promise<Envelope<Address>> => {
      const access = accessOf(request);
      const { id, version, ...input } = request.body;
      const byId = (rowId: number) => and(eq(sysAddress.id, rowId), visibleTo(access));

      let currentType: number | undefined;
      if (id !== undefined && id !== null) {
        if (version === undefined) throw new ApiError(400, ADDRESS_ROUTE_MESSAGES.versionRequired);
        const [current] = await db.select({ addressCode: sysAddress.addressCode }).from(sysAddress).where(byId(id));
        if (!current) throw new ApiError(404, ADDRESS_ROUTE_MESSAGES.notFound);
        currentType = current.addressCode;
      }

      const checked = checkAddress(input, { currentType });
      if (!checked.ok) throw new AddressInvalid(checked.errors);
      const value: NormalisedAddress & { companyName: string | null } = {
        ...checked.value,
        companyName: checked.value.companyCode === null ? null : await companyNameOf(access, checked.value.companyCode),
      };
      const author = auditName(access);

      if (id === undefined || id === null) {
        const [created] = await db
          .insert(sysAddress)
          .values({ ...value, companyType: 3, createdBy: author, updatedBy: author })
          .returning(addressColumns);
        if (!created) throw new Error('the address row was not written');
        return ok(toAddress(created), ADDRESS_ROUTE_MESSAGES.created);
      }

      const [updated] = await db
        .update(sysAddress)
        .set({ ...value, updatedBy: author, updatedTime: new Date(), version: sql`${sysAddress.version} + 1` })
        .where(and(byId(id), eq(sysAddress.version, version as number)))
        .returning(addressColumns);
      if (updated) return ok(toAddress(updated), ADDRESS_ROUTE_MESSAGES.updated);
      const [exists] = await db.select({ id: sysAddress.id }).from(sysAddress).where(byId(id));
      if (!exists) throw new ApiError(404, ADDRESS_ROUTE_MESSAGES.notFound);
      throw versionConflict();
    },
  );
};
