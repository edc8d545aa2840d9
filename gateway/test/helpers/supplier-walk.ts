/**
 * Helpers of the supplier isolation walk (test/supplier-isolation.test.ts): which of the
 * routes a supplier user may call are walked, skipped (and why) or covered by the write checks; a
 * multipart body for uploads; and the leak finder that reads a whole answer for another supplier's
 * sn, name or supplier fields.
 */
import { randomBytes } from 'node:crypto';

/** A supplier seen from one account: its own sn and name. */
export interface SupplierIdentity {
  sn: string;
  name: string;
}

/** Keys whose value names a supplier (by sn, or by name for the *Name ones). */
const SN_KEYS = new Set(['supplierSn', 'supplierCode', 'supplierNo', 'awardedSupplierSn', 'supplier_sn']);
const NAME_KEYS = new Set(['supplierName', 'supplier_name']);

/**
 * Where an answer shows another supplier: a supplier field that is not the caller's own, or any text
 * that is exactly another supplier's sn or name (whatever its key: lookups answer `sn`/`name`, user
 * rows `companyDesc`). `others` maps every other supplier's sn and name to its sn.
 */
export function leaksIn(value: unknown, own: SupplierIdentity, others: ReadonlyMap<string, string>, path = '$'): string[] {
  if (typeof value === 'string') {
    const sn = others.get(value.trim());
    return sn === undefined ? [] : [`${path} = ${value} (supplier ${sn})`];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => leaksIn(item, own, others, `${path}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, item]) => {
    const here = `${path}.${key}`;
    if (typeof item === 'string' && item !== '') {
      if (SN_KEYS.has(key) && item !== own.sn) return [`${here} = ${item} (not ${own.sn})`];
      if (NAME_KEYS.has(key) && item !== own.name) return [`${here} = ${item} (not ${own.name})`];
    }
    return leaksIn(item, own, others, here);
  });
}

/** Mentions of another supplier that are shown on purpose (route pattern, leak pattern, reason). */
export const SHOWN_ON_PURPOSE: readonly { route: RegExp; leak: RegExp; reason: string }[] = [
  {
    route: /^(GET|POST) \/gateway\/supplier\/api\/v1\/inquiry\//,
    leak: /\.awardedSupplierSn = /,
    reason:
      'the award result (中选供应商) of an inquiry the caller was invited to, shown by the app’s inquiry list and drawer: whether a losing bidder may see the winner is a product decision (reported with issue 22), not a row of the other supplier',
  },
];

/** POST routes that only read (lists, lookups, trees, previews), walked with a page-1 body. */
export const POST_READS = /\/(custom-page|page|page-strategic|list|tree|selectDictList|getListByName|getEbsNo|getMaterialList|getByCategoryParentCodeList|getByCategoryParentCode3List|getMaterialByMenu|getAllMaterialByMenu|getCategoryByMenu|getAddressType|listAddress|bankList|getListByUserOrg|requirementCheck|batch|task\/list)$/;

/** Reachable routes the walk does not call, with the reason. */
export const SKIPPED: Readonly<Record<string, string>> = {
  'POST /gateway/system/login/logout': 'ends the walking session; no rows',
  'POST /gateway/system/login/windowTicket': 'issues a one-time ticket for the caller itself; no rows',
  'POST /gateway/demand/exprot/batch/async': 'queues an export job (no job queue in this test); the export reads the list through the same resource scope as the page walked here (downloads/export-job.ts)',
  'POST /gateway/demand/exprot/download/record': 'records the caller’s own download; no rows of others',
  'POST /gateway/system/print/pdf': 'the same print as GET /system/print/pdf, which the walk calls for both contracts',
  'POST /gateway/system/print/print': 'the same resolvers as GET /system/print/pdf (contract print data is scoped in contract/print-data.ts)',
  'POST /gateway/system/short-menu/saveShortMenu': 'the caller’s own shortcuts',
  'DELETE /gateway/system/short-menu/removeShortMenu': 'the caller’s own shortcuts',
  'POST /gateway/system/short-menu/composite': 'saves the caller’s own shortcuts (the walk reads them with short-menu/list, refused for another user)',
  'PUT /gateway/system/message/read/:id': 'the caller’s own messages',
  'PUT /gateway/system/message/readAll': 'the caller’s own messages',
  'PUT /gateway/system/user/table-settings/*': 'the caller’s own table settings',
  'DELETE /gateway/system/user/table-settings/*': 'the caller’s own table settings',
  'POST /gateway/system/file/uploadByUrl': 'fetches a URL: the binding check is the same as the upload’s, which the write checks call',
  'POST /gateway/supplier/api/v1/inquiry/save': 'staff only (supplier:inquiry:add/edit, which the supplier role lacks): answers 403 before reading anything',
  'POST /gateway/purchase/api/v1/contract/head/save': 'needs contract:add/edit, which the supplier role lacks (the write checks call it on the other supplier’s contract)',
  'POST /gateway/purchase/api/v1/purchase/pick-head/save': 'needs pick:add/edit, which the supplier role lacks: answers 403 before reading anything (test/pick-head.test.ts)',
  'POST /gateway/purchase/api/v1/purchase/pick-head/supplierConfirm': 'the supplier’s own pick only: the other supplier’s pick is outside its scope and answers 404 (test/pick-head.test.ts)',
  'POST /gateway/purchase/api/v1/purchase/pick-head/materialAvgPrice': 'a read: an average over the picks in the caller’s scope (a supplier’s own), answering no supplier field',
  'POST /gateway/purchase/api/v1/account-checking-head/save': 'needs reconciliation:add/edit, which the supplier role lacks: answers 403 before reading anything (test/settlement-check.test.ts)',
  'POST /gateway/purchase/api/v1/account-checking-head/supplierConfirm': 'the supplier’s own check only: the other supplier’s check is outside its scope and answers 404 (test/settlement-check.test.ts)',
  'POST /gateway/purchase/api/v1/account-checking-head/rejectSupplierAccountCheck': 'the reject alias of supplierConfirm: the other supplier’s check answers 404 (test/settlement-check.test.ts)',
  'POST /gateway/purchase/api/v1/account-checking-head/realTimeCalculate': 'a read: figures of shipments in the caller’s scope (another supplier’s shipment answers 404), nothing written',
};

/** Reachable writes the write checks call on the other supplier's rows. */
export const WRITES_CHECKED = [
  'POST /gateway/supplier/api/v1/qualification/save',
  'POST /gateway/supplier/api/v1/inquiry/quote',
  'POST /gateway/supplier/api/v1/supplier/save',
  'PUT /gateway/purchase/api/v1/contract/head/status',
  'PUT /gateway/purchase/api/v1/contract/head/signet/supplier-seal',
  'POST /gateway/system/file/upload',
  'POST /gateway/system/print/createAndUpload',
  'PUT /gateway/system/file',
  'DELETE /gateway/system/file',
  // pick:vehicle-change: the other supplier's vehicle answers 404 and writes nothing (test/pick-vehicle-audit.test.ts).
  'POST /gateway/purchase/api/v1/purchase/pick-vehicle-update-audit/add',
] as const;

/** A multipart/form-data upload of `content` with the given fields. */
export function multipart(content: Buffer, fields: Record<string, string>, filename = '证照.pdf') {
  const boundary = `----srmIsolation${randomBytes(8).toString('hex')}`;
  const parts = [
    ...Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipartFile"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ];
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A Chinese message (the refusals answer one). */
export const CHINESE = /[\u4e00-\u9fff]/;
