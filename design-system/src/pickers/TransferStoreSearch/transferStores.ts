/**
 * The rules of the transfer-store search (spec 01 §5 "Transfer-store search"), pure: only trading
 * companies are offered, company and inventory org are required before a search, and only valid stores
 * are offered (active, never the in-transit store). The gateway's lookups apply the same rules; these
 * keep a picker fed by any other source honest too.
 */

/** An inventory org (level 7) under a trading company. */
export interface TransferInventoryOrg {
  orgCode: string;
  orgName: string;
  /** 0: offline (not offered). */
  isOnline?: 0 | 1 | null;
}

/** A company of the search with its inventory orgs (the gateway's `transferOrgs` answer). */
export interface TransferCompany {
  orgCode: string;
  orgName: string;
  /** 0: not a trading company (never offered). The gateway answers trading companies only. */
  isTradingCompany?: 0 | 1 | null;
  /** 0: offline (not offered). */
  isOnline?: 0 | 1 | null;
  inventoryOrgs?: readonly TransferInventoryOrg[] | null;
}

/** A store (sub-inventory) as the search lists it; extra fields of the row are kept. */
export interface TransferStore {
  subName: string;
  secondaryInventoryName: string;
  orgCode?: string | null;
  /** Anything but `Active` is not offered. */
  statusCode?: string | null;
  /** 1: the in-transit sub-warehouse (never offered). */
  isTransit?: 0 | 1 | null;
  /** On-hand quantity and its unit (spec 01 §3 "Transfer-store row"), when the source has them. */
  onhandQty?: number | string | null;
  primaryUomCode?: string | null;
  [field: string]: unknown;
}

/** What a search sends: both codes are required, the keyword is optional. */
export interface TransferStoreQuery {
  companyCode: string;
  orgCode: string;
  keyword?: string;
}

/** The search form's values. */
export interface TransferSearchValues {
  companyCode: string | null;
  orgCode: string | null;
  keyword: string;
}

export type TransferSearchField = 'companyCode' | 'orgCode';

/** Message keys (pickers family) of the required fields: 请选择公司, 请选择库存组织. */
export const TRANSFER_SEARCH_MESSAGES = {
  companyCode: 'pickers.transfer.companyRequired',
  orgCode: 'pickers.transfer.inventoryOrgRequired',
} as const satisfies Record<TransferSearchField, string>;

export type TransferSearchCheck =
  | { ok: true; query: TransferStoreQuery }
  | { ok: false; errors: Partial<Record<TransferSearchField, (typeof TRANSFER_SEARCH_MESSAGES)[TransferSearchField]>> };

const blank = (text: string | null | undefined) => (text ?? '').trim() === '';

/** Only online trading companies are offered, each with its online inventory orgs. */
export function offeredCompanies(companies: readonly TransferCompany[] | null | undefined): TransferCompany[] {
  return (companies ?? [])
    .filter((company) => company.isTradingCompany !== 0 && company.isOnline !== 0 && !blank(company.orgCode))
    .map((company) => ({ ...company, inventoryOrgs: (company.inventoryOrgs ?? []).filter((org) => org.isOnline !== 0 && !blank(org.orgCode)) }));
}

/** The inventory orgs of the chosen company (none before a company is chosen). */
export function inventoryOrgsOf(companies: readonly TransferCompany[], companyCode: string | null): TransferInventoryOrg[] {
  if (companyCode === null) return [];
  return [...(companies.find((company) => company.orgCode === companyCode)?.inventoryOrgs ?? [])];
}

/** Whether a store may be offered: active (when the status is known) and not the in-transit store. */
export function isValidStore(store: TransferStore): boolean {
  if (store.isTransit === 1) return false;
  if (store.statusCode != null && store.statusCode !== 'Active') return false;
  return !blank(store.secondaryInventoryName);
}

/** The stores offered, in the order given. */
export function validStores(stores: readonly TransferStore[] | null | undefined): TransferStore[] {
  return (stores ?? []).filter(isValidStore);
}

/** Company and inventory org are required (the company first); the keyword is trimmed. */
export function checkTransferSearch(values: TransferSearchValues): TransferSearchCheck {
  const errors: Extract<TransferSearchCheck, { ok: false }>['errors'] = {};
  if (blank(values.companyCode)) errors.companyCode = TRANSFER_SEARCH_MESSAGES.companyCode;
  if (blank(values.orgCode)) errors.orgCode = TRANSFER_SEARCH_MESSAGES.orgCode;
  if (errors.companyCode || errors.orgCode) return { ok: false, errors };
  const query: TransferStoreQuery = { companyCode: (values.companyCode ?? '').trim(), orgCode: (values.orgCode ?? '').trim() };
  const keyword = values.keyword.trim();
  if (keyword !== '') query.keyword = keyword;
  return { ok: true, query };
}

/** The key of a store within one search: its code (unique within an inventory org). */
export function storeKey(store: Pick<TransferStore, 'secondaryInventoryName'>): string {
  return store.secondaryInventoryName;
}

/** `原料一号库（YL01）`: the name with its code in full-width brackets. */
export function storeLabel(store: Pick<TransferStore, 'subName' | 'secondaryInventoryName'>): string {
  return `${store.subName}（${store.secondaryInventoryName}）`;
}
