/**
 * 资质证照 (issue 22) under /supplier/api/v1/qualification: a certificate's save and delete, and the
 * buyer's to-dos of certificates that expire within 30 days or have expired. Dates are YYYY-MM-DD; the
 * certificate's file is a stored file's key (sys_file, bizType `qualification`, bizKey the certificate id).
 */
import { Type, type Static } from 'typebox';
import { FileKey, Id, Version } from '../core/schemas.js';
import type { SupplierQualificationRow } from './supplier.js';

/** The sys_file bizType of a certificate's file (bizKey: the certificate's id). */
export type QualificationFileBizType = 'qualification';

const optionalText = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

/**
 * POST save: without id a new certificate (supplier:qualification:add), with id and version an edit
 * (:edit). A supplier user saves only its own supplier's certificates and never changes `required`.
 */
export const QualificationSaveBodySchema = Type.Object(
  {
    id: Type.Optional(Id),
    version: Type.Optional(Version),
    supplierSn: Type.String({ minLength: 1, maxLength: 64 }),
    /** Dictionary certType. */
    certType: Type.String({ minLength: 1, maxLength: 64 }),
    /** Required, at most 60 characters (checked by the gateway's rules, with their message). */
    certNo: Type.String({ maxLength: 200 }),
    issuer: optionalText(100),
    validFrom: Type.String({ maxLength: 10 }),
    validTo: Type.String({ maxLength: 10 }),
    required: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
    /** The stored file's key (FileInfo.id), or null to drop the file. */
    fileId: Type.Optional(Type.Union([FileKey, Type.Null()])),
    remark: optionalText(500),
  },
  { additionalProperties: false },
);
export type QualificationSaveBody = Static<typeof QualificationSaveBodySchema>;

/** What a save answers. */
export interface QualificationSaved {
  id: number;
  version: number;
}

/** GET expiring: certificates within 30 days of expiry or expired, by validTo, at most 200. */
export interface QualificationExpiring {
  /** How many certificates are expiring or expired (may exceed the rows answered). */
  total: number;
  rows: SupplierQualificationRow[];
  /**
   * The caller's own supplier when the caller is a supplier user (its certificates are its own: the
   * dialog fixes the supplier and hides `required`); null for staff.
   */
  ownSupplier: { sn: string; name: string } | null;
}
