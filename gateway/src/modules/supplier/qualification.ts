/**
 * 资质证照 (issue 22): a certificate's writes and the buyer's expiry to-dos under
 * /supplier/api/v1/qualification (the list is lists.ts's qualificationResource):
 *
 * - POST save {QualificationSaveBody}: without id adds (supplier:qualification:add), with id and version
 *   edits (:edit; a stale version 409). A supplier user saves only its own supplier's certificates (another
 *   supplierSn is 403) and never changes `required`. certType from the certType dictionary, certNo
 *   required and at most 60 characters, validFrom ≤ validTo, the supplier exists (its name is copied
 *   from sup_supplier), and (supplier, type, number) is unique: 400 with the rule's message.
 * - DELETE deleteByIds?ids= (:delete, staff only): all or nothing.
 * - GET expiring (supplier:qualification): the certificates within 30 days of expiry or expired, scoped like
 *   the list, by validTo, at most 200, with their total (and a supplier user's own supplier, for the dialog).
 *
 * The certificate's file is a stored file (sys_file, bizType `qualification`, bizKey the certificate id):
 * uploaded unbound while the certificate is new (its uploader's alone) or bound to the certificate being
 * edited, named by `fileId` in the save, which binds it. Files of bizType `qualification` follow the
 * certificate's scope (core/file-access.ts): a supplier user reads only its own supplier's files.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isDateText } from '@srm/rules';
import { and, asc, count, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Envelope } from '../../api/index.js';
import { QualificationSaveBodySchema, type QualificationExpiring, type QualificationFileBizType, type QualificationSaveBody, type QualificationSaved } from '../../api/supplier-qualification.js';
import type { SupplierQualificationRow } from '../../api/supplier.js';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, ok, permissionDenied, versionConflict } from '../../core/envelope.js';
import { fileAccessOf, registerFileAccess, scopedRecordFileAccess } from '../../core/file-access.js';
import { scopedById, whereOf } from '../../core/list/query.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { accessOf, hasPermission } from '../../core/permissions.js';
import { IdsBody, IdsQuery } from '../../core/schemas.js';
import type { AppDatabase } from '../../db/connection.js';
import { supSupplier } from '../../db/tables/lookups.js';
import { sysFile } from '../../db/tables/files.js';
import { supQualification as certificate, supQualificationView as certificateView } from '../../db/tables/supplier.js';
import { DICTIONARY_BY_CODE } from '../system/dictionary-data.js';
import { qualificationResource, SUPPLIER_API, SUPPLIER_MENUS } from './lists.js';
import { CERT_NO_MAX, QUALIFICATION_DATE_LABELS, QUALIFICATION_MESSAGES } from './qualification-message-texts.js';
import { blankToNull } from '../../core/request-body.js';

export const QUALIFICATION_BASE = `${SUPPLIER_API}/qualification`;
/** The sys_file bizType of a certificate's file (bizKey: the certificate's id). */
export const QUALIFICATION_FILE_BIZ_TYPE: QualificationFileBizType = 'qualification';
/** At most this many to-dos are answered (the total counts them all). */
export const EXPIRING_LIMIT = 200;
export { CERT_NO_MAX, QUALIFICATION_MESSAGES };

const M = QUALIFICATION_MESSAGES;
const NOT_FOUND = SAVE_MESSAGES.notFound(qualificationResource.label);
const bad = (message: string) => new ApiError(400, message);

/** The certType codes of the dictionary. */
const certTypes = (): ReadonlySet<string> => new Set((DICTIONARY_BY_CODE.get('certType')?.items ?? []).map(([code]) => code));

/** The rules of a save that need no database: the first problem's message, or null. */
export function qualificationSaveProblem(body: Pick<QualificationSaveBody, 'certType' | 'certNo' | 'validFrom' | 'validTo'>): string | null {
  if (!certTypes().has(body.certType)) return M.certTypeUnknown;
  const certNo = body.certNo.trim();
  if (certNo === '') return M.certNoRequired;
  if ([...certNo].length > CERT_NO_MAX) return M.certNoTooLong;
  if (!isDateText(body.validFrom)) return M.badDate(QUALIFICATION_DATE_LABELS.validFrom);
  if (!isDateText(body.validTo)) return M.badDate(QUALIFICATION_DATE_LABELS.validTo);
  if (body.validTo < body.validFrom) return M.dateOrder;
  return null;
}

const isSupplierUser = (access: UserAccess): boolean => access.supplierSn !== undefined;

/** The columns of a list row, as the list answers them. */
const rowSelection = Object.fromEntries(Object.entries(qualificationResource.fields).map(([name, field]) => [name, field.column]));

/** A unique violation of sup_qualification_unique, however the driver wraps it. */
function isDuplicate(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (record.code === '23505' || record.constraint === 'sup_qualification_unique' || (typeof record.message === 'string' && record.message.includes('sup_qualification_unique'))) return true;
    current = record.cause;
  }
  return false;
}

export const qualificationRoutes: FastifyPluginAsyncTypebox<{ db: AppDatabase }> = async (app, { db }) => {
  registerFileAccess(
    app,
    QUALIFICATION_FILE_BIZ_TYPE,
    scopedRecordFileAccess(db, qualificationResource, {
      read: [SUPPLIER_MENUS.qualification, SUPPLIER_MENUS.licence],
      write: [SUPPLIER_MENUS.qualificationAdd, SUPPLIER_MENUS.qualificationEdit],
    }),
  );
  const fileAccess = fileAccessOf(app);

  /** The file named by a save is usable: of this bizType, unbound and the caller's (or an admin's), or already this certificate's. */
  async function assertUsableFile(access: UserAccess, fileId: string, certificateId: number | undefined): Promise<void> {
    const [file] = await db.select({ bizType: sysFile.bizType, bizKey: sysFile.bizKey, creatorId: sysFile.creatorId }).from(sysFile).where(eq(sysFile.fileKey, fileId)).limit(1);
    const ownKey = certificateId === undefined ? null : String(certificateId);
    const bindable = file !== undefined && file.bizType === QUALIFICATION_FILE_BIZ_TYPE && (file.bizKey === null || file.bizKey === '' || file.bizKey === ownKey);
    if (!bindable || !(await fileAccess.may(access, 'write', file))) throw bad(M.fileUnusable);
  }

  app.post(`${QUALIFICATION_BASE}/save`, { schema: { body: QualificationSaveBodySchema }, config: { permission: SUPPLIER_MENUS.qualification } }, async (request): Promise<Envelope<QualificationSaved>> => {
    const access = accessOf(request);
    const body: QualificationSaveBody = request.body;
    const isCreate = body.id === undefined;
    if (!hasPermission(access, isCreate ? SUPPLIER_MENUS.qualificationAdd : SUPPLIER_MENUS.qualificationEdit)) throw permissionDenied();
    // A supplier user: its own supplier only.
    if (isSupplierUser(access) && body.supplierSn !== access.supplierSn) throw permissionDenied();
    const problem = qualificationSaveProblem(body);
    if (problem) throw bad(problem);
    if (!isCreate && body.version === undefined) throw bad(SAVE_MESSAGES.versionRequired);
    const scope = dataScopeFor(access, SUPPLIER_MENUS.qualification);
    const [stored] = isCreate
      ? [undefined]
      : await db.select({ required: certificateView.required, fileId: certificateView.fileId }).from(certificateView).where(scopedById(qualificationResource, [body.id as number], scope)).limit(1);
    if (!isCreate && !stored) throw new ApiError(404, NOT_FOUND);
    const required = body.required ?? stored?.required ?? 0;
    // `required` is the buyer's: a supplier user leaves it as it is (0 for a new one).
    if (isSupplierUser(access) && required !== (stored?.required ?? 0)) throw permissionDenied();

    const [owner] = await db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, body.supplierSn)).limit(1);
    if (!owner) throw bad(M.supplierNotFound);
    const certNo = body.certNo.trim();
    const [taken] = await db
      .select({ id: certificate.id })
      .from(certificate)
      .where(
        and(
          eq(certificate.supplierSn, owner.sn),
          eq(certificate.certType, body.certType),
          eq(certificate.certNo, certNo),
          ...(isCreate ? [] : [ne(certificate.id, body.id as number)]),
        ),
      )
      .limit(1);
    if (taken) throw bad(M.duplicate(certNo));
    const fileId = body.fileId === undefined ? (stored?.fileId ?? null) : body.fileId;
    if (fileId !== null && fileId !== stored?.fileId) await assertUsableFile(access, fileId, body.id);

    const actor = String(access.userId);
    const values = {
      supplierSn: owner.sn,
      supplierName: owner.name,
      certType: body.certType,
      certNo,
      issuer: blankToNull(body.issuer),
      validFrom: body.validFrom,
      validTo: body.validTo,
      required,
      fileId,
      remark: blankToNull(body.remark),
      updatedBy: actor,
      updatedTime: new Date(),
    };
    try {
      const saved = await db.transaction(async (tx) => {
        let result: QualificationSaved | undefined;
        if (isCreate) {
          [result] = await tx.insert(certificate).values({ ...values, createdBy: actor }).returning({ id: certificate.id, version: certificate.version });
          if (!result) throw new Error('the certificate was not written');
        } else {
          [result] = await tx
            .update(certificate)
            .set({ ...values, version: sql`${certificate.version} + 1` })
            .where(and(eq(certificate.id, body.id as number), eq(certificate.version, body.version as number), ...(access.supplierSn === undefined ? [] : [eq(certificate.supplierSn, access.supplierSn)])))
            .returning({ id: certificate.id, version: certificate.version });
          if (!result) throw versionConflict();
        }
        // Bind the named file to the certificate (an unbound upload of a new one).
        if (fileId !== null) {
          await tx
            .update(sysFile)
            .set({ bizKey: String(result.id), updatedTime: new Date() })
            .where(and(eq(sysFile.fileKey, fileId), eq(sysFile.bizType, QUALIFICATION_FILE_BIZ_TYPE), or(isNull(sysFile.bizKey), eq(sysFile.bizKey, ''))));
        }
        return result;
      });
      return ok(saved, isCreate ? SAVE_MESSAGES.created : SAVE_MESSAGES.updated);
    } catch (error) {
      // Two saves of the same (supplier, type, number) at once: the constraint answers the second.
      if (isDuplicate(error)) throw bad(M.duplicate(certNo));
      throw error;
    }
  });

  app.delete(
    `${QUALIFICATION_BASE}/deleteByIds`,
    { schema: { querystring: IdsQuery, body: IdsBody }, config: { permission: SUPPLIER_MENUS.qualificationDelete } },
    async (request): Promise<Envelope<{ deleted: number }>> => {
      const access = accessOf(request);
      if (isSupplierUser(access)) throw permissionDenied();
      const query = request.query.ids;
      const fromQuery = query === undefined ? [] : (Array.isArray(query) ? query : [query]).flatMap((item) => item.split(','));
      const body = request.body;
      const fromBody = Array.isArray(body) ? body : body && typeof body === 'object' ? body.ids : [];
      const ids = [...new Set([...fromQuery.filter((item) => item !== '').map(Number), ...fromBody])];
      if (ids.length === 0) throw bad(SAVE_MESSAGES.idsRequired);
      await db.transaction(async (tx) => {
        const deleted = await tx.delete(certificate).where(inArray(certificate.id, ids)).returning({ id: certificate.id });
        // All or nothing: one id missing rolls the whole delete back.
        if (deleted.length !== ids.length) throw new ApiError(404, SAVE_MESSAGES.someMissing(qualificationResource.label));
      });
      return ok({ deleted: ids.length }, SAVE_MESSAGES.deleted);
    },
  );

  app.get(`${QUALIFICATION_BASE}/expiring`, { config: { permission: SUPPLIER_MENUS.qualification } }, async (request): Promise<Envelope<QualificationExpiring>> => {
    const access = accessOf(request);
    const scope = dataScopeFor(access, SUPPLIER_MENUS.qualification);
    const where = and(inArray(certificateView.certState, ['expiring', 'expired']), whereOf(qualificationResource, [], scope)) as SQL;
    const ownSn = access.supplierSn;
    const [rows, [counted], [ownSupplier]] = await Promise.all([
      db.select(rowSelection).from(certificateView).where(where).orderBy(asc(certificateView.validTo), asc(certificateView.id)).limit(EXPIRING_LIMIT),
      db.select({ total: count() }).from(certificateView).where(where),
      ownSn === undefined ? Promise.resolve([]) : db.select({ sn: supSupplier.sn, name: supSupplier.name }).from(supSupplier).where(eq(supSupplier.sn, ownSn)).limit(1),
    ]);
    return ok({ total: Number(counted?.total ?? 0), rows: rows as unknown as SupplierQualificationRow[], ownSupplier: ownSupplier ?? null });
  });
};
