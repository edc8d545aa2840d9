/**
 * The supplier area (modules/supplier, issue 22) under /supplier/api/v1: the archive with its contacts,
 * bank accounts and addresses, admissions, qualifications and inquiries. Lists follow the list engine
 * (`prop.op` filters, page, pageSize, sort; an unknown filter key is 400). A supplier user sees only its
 * own supplier's rows. Prices and quantities are decimal strings, never floats.
 */
import { Type, type Static } from 'typebox';
import { Id, Version } from '../core/schemas.js';

/** 1 待准入, 2 准入中, 3 合格, 4 审批驳回, 5 淘汰, 6 黑名单, 7 失效 (dictionary supplierFinancialStatus). */
export type SupplierStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** A row of GET /supplier/api/v1/supplier/page (menu supplier:info). */
export interface SupplierArchiveRow {
  id: number;
  sn: string;
  name: string;
  unifiedCreditCode: string | null;
  bigType: string | null;
  smallType: string | null;
  financialStatus: SupplierStatus;
  ebsNo: string | null;
  contactName: string | null;
  contactPhone: string | null;
  province: string | null;
  city: string | null;
  blacklistUntil: string | null;
  updatedTime: string;
  version: number;
}

export interface SupplierContact {
  id?: number;
  contactName: string;
  mobile: string;
  position: string | null;
  email: string | null;
  isPrimary: 0 | 1;
}

export interface SupplierBankAccount {
  id?: number;
  bankName: string;
  accountName: string;
  accountNo: string;
  isDefault: 0 | 1;
}

export interface SupplierAddress {
  id?: number;
  addressType: string;
  province: string | null;
  city: string | null;
  district: string | null;
  detail: string;
}

/** GET /supplier/api/v1/supplier/detail?id= : the row with its type names, children and blacklist entries. */
export interface SupplierDetail extends SupplierArchiveRow {
  bigTypeName: string | null;
  smallTypeName: string | null;
  contacts: SupplierContact[];
  banks: SupplierBankAccount[];
  addresses: SupplierAddress[];
  blacklist: { id: number; reason: string; fromDate: string; untilDate: string; releasedTime: string | null; createdBy: string | null }[];
}

const text = (maxLength: number) => Type.String({ maxLength });
const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));
const flag = () => Type.Union([Type.Literal(0), Type.Literal(1)]);

export const SupplierContactSchema = Type.Object(
  {
    id: Type.Optional(Id),
    contactName: text(50),
    mobile: text(20),
    position: optionalText(50),
    email: optionalText(100),
    isPrimary: flag(),
  },
  { additionalProperties: false },
);

export const SupplierBankSchema = Type.Object(
  { id: Type.Optional(Id), bankName: text(100), accountName: text(100), accountNo: text(40), isDefault: flag() },
  { additionalProperties: false },
);

export const SupplierAddressSchema = Type.Object(
  {
    id: Type.Optional(Id),
    addressType: text(20),
    province: optionalText(50),
    city: optionalText(50),
    district: optionalText(50),
    detail: text(200),
  },
  { additionalProperties: false },
);

/**
 * POST /supplier/api/v1/supplier/save: without id adds a supplier (supplier:info:add; its sn is numbered
 * GY…, status 1 待准入), with id and version edits it (supplier:info:edit). The lists of contacts,
 * bank accounts and addresses replace the saved ones.
 */
export const SupplierSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    name: text(100),
    unifiedCreditCode: text(18),
    bigType: text(20),
    smallType: text(20),
    ebsNo: optionalText(30),
    province: optionalText(50),
    city: optionalText(50),
    contacts: Type.Array(SupplierContactSchema, { maxItems: 20 }),
    banks: Type.Array(SupplierBankSchema, { maxItems: 20 }),
    addresses: Type.Array(SupplierAddressSchema, { maxItems: 20 }),
  },
  { additionalProperties: false },
);
export type SupplierSaveBody = Static<typeof SupplierSaveBodySchema>;

export interface SupplierSaved {
  id: number;
  sn: string;
  version: number;
}

/** A row of GET /supplier/api/v1/admission/page (menu supplier:admission); status as SupplierStatus. */
export interface SupplierAdmissionRow {
  id: number;
  admissionNo: string;
  supplierSn: string;
  supplierName: string;
  categoryCodes: string[];
  orgCodes: string[];
  status: SupplierStatus;
  oaRound: number;
  reason: string | null;
  opinion: string | null;
  submittedTime: string | null;
  decidedTime: string | null;
  createdTime: string;
  version: number;
}

/** A row of GET /supplier/api/v1/qualification/page (supplier:qualification) and /licence/page (contract:licence). */
export interface SupplierQualificationRow {
  id: number;
  supplierSn: string;
  supplierName: string;
  /** Dictionary certType. */
  certType: string;
  certNo: string;
  issuer: string | null;
  /** yyyy-MM-dd */
  validFrom: string;
  /** yyyy-MM-dd */
  validTo: string;
  /** As of today (dictionary certState). */
  certState: 'valid' | 'expiring' | 'expired';
  required: 0 | 1;
  fileId: string | null;
  remark: string | null;
  updatedTime: string;
  version: number;
}

/** A row of GET /supplier/api/v1/inquiry/page (menu supplier:inquiry); status from dictionary inquiryStatus. */
export interface SupplierInquiryRow {
  id: number;
  inquiryNo: string;
  title: string;
  orgCode: string;
  orgName: string | null;
  categoryCode: string;
  categoryName: string | null;
  deadline: string;
  status: 'draft' | 'published' | 'closed' | 'awarded' | 'cancelled';
  awardedSupplierSn: string | null;
  contractId: number | null;
  remark: string | null;
  createdTime: string;
  version: number;
}

/** POST /supplier/api/v1/admission/save: without id a new admission (supplier:admission:add), with id and version an edit (while 待准入 or 审批驳回). */
export const AdmissionSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    supplierSn: Type.String({ minLength: 1, maxLength: 40 }),
    categoryCodes: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 50 }),
    orgCodes: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 200 }),
    reason: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type AdmissionSaveBody = Static<typeof AdmissionSaveBodySchema>;

/** POST /supplier/api/v1/admission/submit: to OA (supplier:admission:submit). */
export const AdmissionSubmitBodySchema = Type.Object({ id: Id, version: Version }, { additionalProperties: false });
export type AdmissionSubmitBody = Static<typeof AdmissionSubmitBodySchema>;

/**
 * POST /supplier/api/v1/admission/callback (OA, with the callback secret in X-Callback-Secret): OA's
 * decision on the admission whose admissionNo is bizKey; stored first and applied once (core/callback-inbox.ts).
 */
export const AdmissionCallbackBodySchema = Type.Object(
  {
    bizKey: Type.String({ minLength: 1, maxLength: 64 }),
    bizType: Type.Literal('ADMISSION'),
    status: Type.Union([Type.Literal('APPROVED'), Type.Literal('REJECT')]),
    opinion: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type AdmissionCallbackBody = Static<typeof AdmissionCallbackBodySchema>;

/** What a callback did; `status` is the admission's status afterwards. */
export interface AdmissionCallbackResult {
  outcome: 'applied' | 'repeat' | 'late' | 'conflict';
  status: SupplierStatus;
}

/** POST /supplier/api/v1/supplier/blacklist (supplier:info:blacklist): until untilDate (inclusive). */
export const BlacklistBodySchema = Type.Object(
  { id: Id, version: Version, reason: Type.String({ minLength: 1, maxLength: 500 }), untilDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }) },
  { additionalProperties: false },
);
export type BlacklistBody = Static<typeof BlacklistBodySchema>;

export interface AdmissionSaved {
  id: number;
  admissionNo: string;
  status: SupplierStatus;
  version: number;
}
