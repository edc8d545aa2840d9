/**
 * Drizzle mirrors of `migrations/0026_supplier_area.sql` (the SQL is the source of truth): the supplier
 * archive's contacts, bank accounts and addresses, admissions, blacklist entries, qualifications (and
 * their view with the derived state) and inquiries with lines, invited suppliers and quotes. Prices and
 * quantities are decimal strings, never floats.
 */
import { bigint, date, integer, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { auditColumns, id, timestamptz, type Flag } from '../schema.js';

/** Admission and supplier status (spec 02 §9 financialStatus): 1 待准入 … 7 失效. */
export type AdmissionStatus = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type InquiryStatus = 'draft' | 'published' | 'closed' | 'awarded' | 'cancelled';
/** A certificate's state as of today (view sup_qualification_v). */
export type CertState = 'valid' | 'expiring' | 'expired';

export const supSupplierContact = pgTable('sup_supplier_contact', {
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  contactName: text('contact_name').notNull(),
  mobile: text('mobile').notNull(),
  position: text('position'),
  email: text('email'),
  isPrimary: smallint('is_primary').$type<Flag>().notNull().default(0),
  ...auditColumns(),
});

export const supSupplierBank = pgTable('sup_supplier_bank', {
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNo: text('account_no').notNull(),
  isDefault: smallint('is_default').$type<Flag>().notNull().default(0),
  ...auditColumns(),
});

export const supSupplierAddress = pgTable('sup_supplier_address', {
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  addressType: text('address_type').notNull().default('office'),
  province: text('province'),
  city: text('city'),
  district: text('district'),
  detail: text('detail').notNull(),
  ...auditColumns(),
});

export const supAdmission = pgTable('sup_admission', {
  id: id(),
  admissionNo: text('admission_no').notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  categoryCodes: text('category_codes').array().notNull().default([]),
  orgCodes: text('org_codes').array().notNull().default([]),
  status: smallint('status').$type<AdmissionStatus>().notNull().default(1),
  oaRound: integer('oa_round').notNull().default(0),
  reason: text('reason'),
  opinion: text('opinion'),
  submittedTime: timestamptz('submitted_time'),
  decidedTime: timestamptz('decided_time'),
  ...auditColumns(),
});

export const supBlacklist = pgTable('sup_blacklist', {
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  reason: text('reason').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  untilDate: date('until_date', { mode: 'string' }).notNull(),
  releasedTime: timestamptz('released_time'),
  ...auditColumns(),
});

const qualificationColumns = () => ({
  id: id(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  certType: text('cert_type').notNull(),
  certNo: text('cert_no').notNull(),
  issuer: text('issuer'),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  required: smallint('required').$type<Flag>().notNull().default(0),
  fileId: text('file_id'),
  remark: text('remark'),
  ...auditColumns(),
});

export const supQualification = pgTable('sup_qualification', qualificationColumns());

/** The view sup_qualification_v: every certificate with cert_state as of today (read only). */
export const supQualificationView = pgTable('sup_qualification_v', {
  ...qualificationColumns(),
  certState: text('cert_state').$type<CertState>().notNull(),
});

export const supInquiry = pgTable('sup_inquiry', {
  id: id(),
  inquiryNo: text('inquiry_no').notNull(),
  title: text('title').notNull(),
  orgCode: text('org_code').notNull(),
  orgName: text('org_name'),
  categoryCode: text('category_code').notNull(),
  categoryName: text('category_name'),
  deadline: timestamptz('deadline').notNull(),
  status: text('status').$type<InquiryStatus>().notNull().default('draft'),
  awardedSupplierSn: text('awarded_supplier_sn'),
  contractId: bigint('contract_id', { mode: 'number' }),
  remark: text('remark'),
  ...auditColumns(),
});

export const supInquiryLine = pgTable('sup_inquiry_line', {
  id: id(),
  inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
  lineNo: integer('line_no').notNull(),
  matCode: text('mat_code').notNull(),
  matName: text('mat_name').notNull(),
  quantity: numeric('quantity').notNull(),
  unitCode: text('unit_code').notNull(),
  deliveryStart: date('delivery_start', { mode: 'string' }),
  deliveryEnd: date('delivery_end', { mode: 'string' }),
  ...auditColumns(),
});

export const supInquirySupplier = pgTable('sup_inquiry_supplier', {
  id: id(),
  inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
  supplierSn: text('supplier_sn').notNull(),
  supplierName: text('supplier_name').notNull(),
  ...auditColumns(),
});

export const supInquiryQuote = pgTable('sup_inquiry_quote', {
  id: id(),
  inquiryId: bigint('inquiry_id', { mode: 'number' }).notNull(),
  lineId: bigint('line_id', { mode: 'number' }).notNull(),
  supplierSn: text('supplier_sn').notNull(),
  priceWithTax: numeric('price_with_tax').notNull(),
  quantity: numeric('quantity').notNull(),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  validUntil: date('valid_until', { mode: 'string' }),
  ...auditColumns(),
});
