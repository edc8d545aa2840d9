/**
 * 门户首页 (issue 22, the supplier portal's home): its three to-do lists are the lists the user already
 * reads, narrowed by the list engine's filters, so they are scoped exactly like those lists (a
 * supplier's user sees its own rows only):
 *
 * - contracts waiting for the supplier's seal: GET /purchase/api/v1/contract/head/page with
 *   `status.in=SENT,SIGN_SALE` (contract:list);
 * - open inquiries: GET /supplier/api/v1/inquiry/page with `status.equals=published` and a deadline
 *   still ahead (supplier:inquiry);
 * - certificates expiring within 30 days or expired: GET /supplier/api/v1/qualification/expiring
 *   (supplier:qualification).
 *
 * A section the user does not hold is not asked for (undefined); one whose call failed is null.
 */
import type { QualificationExpiring, SupplierInquiryRow } from '@srm/gateway/api';
import { requestTable } from '../../../api/http';
import { unlessFailed } from '../../../api/callFailure';
import { fetchExpiringQualifications } from './qualificationApi';
import { SUPPLIER_LIST_URLS } from './supplierApi';

export const PORTAL_CONTRACT_URL = '/purchase/api/v1/contract/head/page';
/** The contract statuses in which the supplier's seal is awaited (the gateway's supplierSeal move). */
export const AWAITING_SUPPLIER_SEAL = ['SENT', 'SIGN_SALE'] as const;
/** How many rows each to-do list shows (its total is given beside them). */
export const PORTAL_ROWS = 5;

/** The contract fields the portal shows. */
export interface PortalContractRow {
  id: number;
  contractNo: string;
  contractName: string | null;
  supplierName: string | null;
  status: string;
  updatedTime?: string | null;
}

export interface PortalList<T> {
  total: number;
  rows: T[];
}

export interface PortalSummary {
  contracts?: PortalList<PortalContractRow> | null;
  inquiries?: PortalList<SupplierInquiryRow> | null;
  certificates?: QualificationExpiring | null;
}

/** Which sections the user holds (by the menus of the lists they come from). */
export interface PortalSections {
  contracts: boolean;
  inquiries: boolean;
  certificates: boolean;
}

async function listOf<T>(url: string, filters: Record<string, string>): Promise<PortalList<T> | null> {
  const page = await unlessFailed(requestTable<T>({ method: 'GET', url, data: { page: 1, pageSize: PORTAL_ROWS, ...filters } }));
  return page ? { total: page.total, rows: [...page.data] } : null;
}

/**
 * The portal's to-do lists, asked side by side; `openAfter` (Asia/Shanghai wall time, the list engine's
 * datetime form) sets which inquiries are still open.
 */
export async function fetchPortalSummary(sections: PortalSections, openAfter: string): Promise<PortalSummary> {
  const [contracts, inquiries, certificates] = await Promise.all([
    sections.contracts ? listOf<PortalContractRow>(PORTAL_CONTRACT_URL, { 'status.in': AWAITING_SUPPLIER_SEAL.join(','), sort: 'updatedTime,desc' }) : undefined,
    sections.inquiries
      ? listOf<SupplierInquiryRow>(SUPPLIER_LIST_URLS.inquiry, { 'status.equals': 'published', 'deadline.greaterThan': openAfter, sort: 'deadline,asc' })
      : undefined,
    sections.certificates ? unlessFailed(fetchExpiringQualifications()).then((answer) => answer ?? null) : undefined,
  ]);
  return { contracts, inquiries, certificates };
}
