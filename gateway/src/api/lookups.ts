/**
 * Lookups: the master-data lists behind the app's selects, and the transfer-store search (modules/lookups).
 * What a client sends is a TypeBox schema, the one the route validates, with its Static type; what the
 * gateway answers is an interface. The app imports only types (`import type`), never the schemas.
 */
import { Type, type Static } from 'typebox';
import { LOOKUP_MAX_PAGE_SIZE } from '../core/list/query.js';
import { PageNumber, PageSize } from '../core/schemas.js';
import { PageFields } from '../modules/lookups/shared.js';
import type { PageData } from './common.js';
import { literalUnion } from './schema-helpers.js';

const optionalText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

// ---------------------------------------------------------------------------------------------------
// Lookups (spec 01 §3 "Lookup option shapes", §7.4): the master-data lists behind the app's selects.
// Every route needs a signed-in user; pages follow the list engine (`prop.op` filters, page, pageSize
// up to 9999, sort) unless a body is described below.
// ---------------------------------------------------------------------------------------------------

/** Currencies and pay methods: 'Y' enabled, 'N' disabled (spec 01 §9). */
export type LookupEnableFlag = 'Y' | 'N';
/** Materials and sub-inventories. */
export type LookupActiveStatus = 'Active' | 'Inactive';
/** A material's statuses (materials.ts resource values and MaterialPageBody's status). */
export const MATERIAL_STATUSES = ['Active', 'Inactive'] as const satisfies readonly LookupActiveStatus[];

/** A list-engine page: PageData plus whether total is an estimate and the keyset cursor of the next page. */
export interface LookupPage<T> extends PageData<T> {
  totalIsEstimate: boolean;
  nextCursor?: string;
}

/** GET /system/currency/page (pageSize 1000), GET|POST /system/currency/custom-page; CNY first. */
export interface Currency {
  id: number;
  currencyCode: string;
  currencyName: string;
  enableFlag: LookupEnableFlag;
  sortNumber: number;
}

/** POST /system/pay-method/custom-page (9999 per page); codes '1' 转账, '2' 电汇 … */
export interface PayMethod {
  id: number;
  payMethodCode: string;
  payMethodName: string;
  enableFlag: LookupEnableFlag;
  sortNumber: number;
}

/** POST /system/tax-rate/custom-page (999 per page); highest rate first. */
export interface TaxRate {
  id: number;
  taxRateCode: string;
  taxRateName: string;
  /** A fraction as a decimal string: "0.13" for 13%. */
  taxRateValue: string;
  enableFlag: LookupEnableFlag;
}

/** GET /system/pay-terms/page */
export interface PayTerms {
  id: number;
  payTermsCode: string;
  payTermsName: string;
  sortNumber: number;
}

/** GET /system/unit/page */
export interface Unit {
  id: number;
  unitCode: string;
  unitName: string;
  sortNumber: number;
}

/**
 * GET /system/sub-inventory/page and GET /system/sub-inventory/listSubInventory?orgCode=&keyword=
 * (Active, not in transit). Only stores of the caller's companies and their inventory orgs.
 */
export interface SubInventory {
  id: number;
  /** The inventory org (level 7), or a company (level 6) without one. */
  orgCode: string;
  subName: string;
  secondaryInventoryName: string;
  statusCode: LookupActiveStatus;
  /** 1: the in-transit store. */
  isTransit: 0 | 1;
}

/** GET|POST /system/customer/custom-page */
export interface Customer {
  id: number;
  custNumber: string;
  partyName: string;
  orgCode: string | null;
}

/** POST /system/branch-bank/bankList: distinct banks. */
export interface Bank {
  bankCode: string;
  bankName: string;
}

/** POST /system/branch-bank/bankList (unknown keys are a 400). */
export const BankListBodySchema = Type.Object(
  {
    /** Contains search. */
    bankName: optionalText(100),
  },
  { additionalProperties: false },
);
export type BankListBody = Static<typeof BankListBodySchema>;

/** POST /system/branch-bank/list: a page (PageData) of branches. */
export interface BranchBank extends Bank {
  id: number;
  /** 12-digit CNAPS code. */
  branchBankCode: string;
  branchBankName: string;
  province: string | null;
  city: string | null;
}

/** POST /system/branch-bank/list (unknown keys are a 400). */
export const BranchBankListBodySchema = Type.Object(
  {
    // page, and pageSize: at most 9999, 20 by default.
    ...PageFields,
    bankCode: optionalText(20),
    branchBankCode: optionalText(20),
    /** Contains search. */
    branchBankName: optionalText(100),
    province: optionalText(40),
    city: optionalText(40),
  },
  { additionalProperties: false },
);
export type BranchBankListBody = Static<typeof BranchBankListBodySchema>;

/**
 * A material (domain.md). Every material answer is limited to the caller's categories (with their
 * descendants); the per-menu routes to the caller's category scope on that menu.
 */
export interface Material {
  id: number;
  /** Digits: the level-4 category code and a serial, e.g. '1001010001'. */
  matCode: string;
  matName: string;
  categoryCode: string;
  categoryName: string | null;
  spec: string | null;
  unitCode: string | null;
  unitName: string | null;
  /** 1: a small material (packaging, premix). */
  isLittle: 0 | 1;
  status: LookupActiveStatus;
  taxRateCode: string | null;
}

const categoryCodeList = Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 1000 });
const searchTerm = Type.Optional(Type.String({ maxLength: 100 }));
/** Search fields of the material routes: a `keyword` of digits searches matCode, else matName. */
const materialSearchFields = {
  keyword: searchTerm,
  /** Contains search on the code. */
  matCode: searchTerm,
  /** Contains search on the name. */
  matName: searchTerm,
  categoryCodeList: Type.Optional(categoryCodeList),
};

/** POST /system/material/custom-page (GET /system/material/page takes list-engine filters; 30 per page by default). */
export const MaterialPageBodySchema = Type.Object(
  {
    // page, and pageSize: at most 9999, 30 by default.
    ...PageFields,
    ...materialSearchFields,
    status: Type.Optional(literalUnion(MATERIAL_STATUSES)),
  },
  { additionalProperties: false },
);
export type MaterialPageBody = Static<typeof MaterialPageBodySchema>;

/** POST /system/material/getMaterialList: Active materials, at most 9999, as a list. */
export const MaterialListBodySchema = Type.Object(materialSearchFields, { additionalProperties: false });
export type MaterialListBody = Static<typeof MaterialListBodySchema>;

/** Search fields of the material routes: a `keyword` of digits searches matCode, else matName. */
export type MaterialSearch = MaterialListBody;

/** getByCategoryParentCodeList's object form (its keys are checked: unknown ones are a 400). */
export const MaterialParentCodesSchema = Type.Object({ categoryCodeList }, { additionalProperties: false });

/** POST /system/material/getByCategoryParentCodeList: category codes (or {categoryCodeList}); Active materials of them and their descendants. */
export const MaterialByParentBodySchema = Type.Union([categoryCodeList, MaterialParentCodesSchema]);
export type MaterialByParentBody = Static<typeof MaterialByParentBodySchema>;

/**
 * POST /system/sysUserMenuOrgCategory/getMaterialByMenu (a page) and getAllMaterialByMenu (a list of
 * at most 9999): Active materials within the caller's category scope on the menu (403, body code
 * 40301, when the caller does not hold the menu).
 */
export const MaterialByMenuBodySchema = Type.Object(
  { ...PageFields, ...materialSearchFields, menuCode: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type MaterialByMenuBody = Static<typeof MaterialByMenuBodySchema>;

/** 1 to be admitted, 2 admitting, 3 qualified, 4 suspended, 5 eliminated, 6 blacklist, 7 invalid. */
export type SupplierFinancialStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/**
 * A supplier: POST /supplier/info/getListByName (a list of at most 50, body {name?, pageSize?}) and
 * POST /supplier/confirm/base/page (list-engine filters: name.contains, sn.equals, bigType,
 * smallType, financialStatus.in …).
 */
export interface Supplier {
  id: number;
  /** 'S' + digits. */
  sn: string;
  name: string;
  /** 18-character unified social credit code. */
  unifiedCreditCode: string | null;
  bigType: string | null;
  bigTypeName: string | null;
  smallType: string | null;
  smallTypeName: string | null;
  financialStatus: SupplierFinancialStatus;
  ebsNo: string | null;
  contactName: string | null;
  contactPhone: string | null;
  province: string | null;
  city: string | null;
  /** yyyy-MM-dd */
  blacklistUntil: string | null;
}

/** GET /supplier/info/bigType */
export interface SupplierBigType {
  bigNum: string;
  bigName: string;
}

/** GET /supplier/info/smallType?bigNum= */
export interface SupplierSmallType {
  smallNum: string;
  smallName: string;
  bigNum: string;
}

/** A big or small supplier type. */
export type SupplierType = SupplierBigType | SupplierSmallType;

/** POST /supplier/info/getEbsNo {sn} or {name} (contains), page?, pageSize? (100 by default); neither is a 400. */
export const SupplierEbsNoBodySchema = Type.Object(
  {
    sn: Type.Optional(Type.String({ maxLength: 40 })),
    name: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(PageNumber()),
    pageSize: Type.Optional(PageSize(LOOKUP_MAX_PAGE_SIZE)),
  },
  { additionalProperties: false },
);
export type SupplierEbsNoBody = Static<typeof SupplierEbsNoBodySchema>;

export interface SupplierEbsNo {
  sn: string;
  name: string;
  ebsNo: string;
}
// ---- end of lookups ----

// ---------------------------------------------------------------------------------------------------
// Transfer-store search (spec 01 §5 "Transfer-store search"; modules/lookups/inventory.ts): the lookups
// behind the design system's TransferStoreSearch (the store picker of a type-5 address, among others).
// ---------------------------------------------------------------------------------------------------

/** An inventory org (level 7) offered under a trading company. */
export interface TransferInventoryOrg {
  orgCode: string;
  orgName: string;
}

/**
 * GET /system/sub-inventory/transferOrgs (any signed-in user): the trading companies offered (online,
 * level 6, isTradingCompany 1, the caller's own; every one for an admin), by code, each with its online
 * inventory orgs.
 */
export interface TransferOrg {
  orgCode: string;
  orgName: string;
  inventoryOrgs: TransferInventoryOrg[];
}

/**
 * GET /system/sub-inventory/transferStores?companyCode=&orgCode=&keyword= → SubInventory[]: the valid
 * stores (Active, not the in-transit store) of one inventory org of one trading company, by code; the
 * keyword is contained in the name or code. 400 请选择公司 / 请选择库存组织 when a code is missing; 422
 * when the company is not a trading company or the org is not one of its inventory orgs; 403 (body code
 * 40301) for a company outside the caller's orgs.
 */
export const TransferStoresQuerySchema = Type.Object({
  /** Both codes are optional in the schema so that a missing one gets the spec's own message (400). */
  companyCode: Type.Optional(Type.String({ maxLength: 40 })),
  orgCode: Type.Optional(Type.String({ maxLength: 40 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type TransferStoresQuery = Static<typeof TransferStoresQuerySchema>;
// ---- end of transfer-store search ----
