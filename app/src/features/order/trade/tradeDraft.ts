/**
 * What the 新增多边贸易 dialog edits and its body: the material, quantity, starting purchase price, trade
 * date and the chain's legs (卖方公司 → 买方公司 at 含税单价, 税率(%)). Decimal strings as typed, never
 * numbers. A leg added after another starts with the previous buyer as its seller, and changing a
 * buyer moves the next leg's seller with it while that seller still followed the chain. Pure.
 */
import { quantityUnits } from '@srm/design-system/validation';
import type { MultiTradeBody, MultiTradeDetail } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

/** A chain passes goods between at most this many companies (the gateway's MAX_TRADE_LEGS). */
export const MAX_LEGS = 8;

export interface LegRow {
  /** A key for React, stable while rows are added and removed. */
  key: number;
  sellerOrgCode: string | null;
  buyerOrgCode: string | null;
  priceWithTax: string;
  taxRate: string;
}

export interface TradeDraft {
  matCode: string | null;
  matName: string;
  quantity: string;
  basePrice: string;
  /** The supplier of the first purchase, kept from a stored draft (the dialog does not choose one). */
  supplierSn: string | null;
  tradeDate: string | null;
  remark: string;
  legs: LegRow[];
}

const DEFAULT_TAX_RATE = '9';

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

const nextKey = (legs: readonly LegRow[]) => legs.reduce((max, leg) => Math.max(max, leg.key), 0) + 1;

export function emptyLeg(key: number, sellerOrgCode: string | null = null): LegRow {
  return { key, sellerOrgCode, buyerOrgCode: null, priceWithTax: '', taxRate: DEFAULT_TAX_RATE };
}

/** A new chain of two legs (three companies), dated today. */
export function tradeDraftOf(now: Date = new Date()): TradeDraft {
  return { matCode: null, matName: '', quantity: '', basePrice: '', supplierSn: null, tradeDate: todayText(now), remark: '', legs: [emptyLeg(1), emptyLeg(2)] };
}

/** A stored draft as the dialog edits it. */
export function tradeDraftOfDetail(detail: MultiTradeDetail): TradeDraft {
  return {
    matCode: detail.matCode,
    matName: detail.matName,
    quantity: detail.quantity,
    basePrice: detail.basePrice,
    supplierSn: detail.supplierSn,
    tradeDate: detail.tradeDate,
    remark: detail.remark ?? '',
    legs: detail.legs.map((leg, index) => ({ key: index + 1, sellerOrgCode: leg.sellerOrgCode, buyerOrgCode: leg.buyerOrgCode, priceWithTax: leg.priceWithTax, taxRate: leg.taxRate })),
  };
}

/** 添加一段: a leg at the end whose seller is the previous leg's buyer (at most MAX_LEGS). */
export function addLeg(legs: readonly LegRow[]): LegRow[] {
  if (legs.length >= MAX_LEGS) return [...legs];
  const last = legs[legs.length - 1];
  return [...legs, emptyLeg(nextKey(legs), last?.buyerOrgCode ?? null)];
}

/** 删除 of one leg (the chain keeps at least one row). */
export function removeLeg(legs: readonly LegRow[], key: number): LegRow[] {
  if (legs.length <= 1) return [...legs];
  return legs.filter((leg) => leg.key !== key);
}

/** Changes one leg; a new buyer becomes the next leg's seller when that seller was empty or the old buyer. */
export function patchLeg(legs: readonly LegRow[], key: number, values: Partial<Omit<LegRow, 'key'>>): LegRow[] {
  const index = legs.findIndex((leg) => leg.key === key);
  if (index < 0) return [...legs];
  const current = legs[index] as LegRow;
  const next = legs.map((leg) => (leg.key === key ? { ...leg, ...values } : leg));
  const following = next[index + 1];
  if ('buyerOrgCode' in values && following && (following.sellerOrgCode === null || following.sellerOrgCode === current.buyerOrgCode)) {
    next[index + 1] = { ...following, sellerOrgCode: values.buyerOrgCode ?? null };
  }
  return next;
}

const QUANTITY = (text: string) => quantityUnits(text.replace(/,/g, ''), 3, { maxIntegerDigits: 15 });
const PRICE = (text: string) => quantityUnits(text.replace(/,/g, ''), 6, { maxIntegerDigits: 12 });
const TAX = (text: string) => quantityUnits(text.replace(/,/g, ''), 2, { maxIntegerDigits: 2 });

/** The dialog's own check: what is missing or malformed, or null to send it (the gateway checks the companies). */
export function tradeProblem(draft: TradeDraft, t: AppT): string | null {
  if (!draft.matCode) return t('order.trade.problem.material');
  const quantity = QUANTITY(draft.quantity);
  if (quantity === null || quantity <= 0n) return t('order.trade.problem.quantity');
  if (PRICE(draft.basePrice) === null) return t('order.trade.problem.basePrice');
  if (!draft.tradeDate) return t('order.trade.problem.tradeDate');
  if (draft.legs.length < 2) return t('order.trade.problem.legCount');
  for (const [index, leg] of draft.legs.entries()) {
    const legNo = index + 1;
    if (!leg.sellerOrgCode || !leg.buyerOrgCode) return t('order.trade.problem.legCompanies', { legNo });
    if (leg.sellerOrgCode === leg.buyerOrgCode) return t('order.trade.problem.legSame', { legNo });
    const price = PRICE(leg.priceWithTax);
    if (price === null || price <= 0n) return t('order.trade.problem.legPrice', { legNo });
    const tax = TAX(leg.taxRate);
    if (tax === null) return t('order.trade.problem.legTax', { legNo });
    const previous = draft.legs[index - 1];
    if (previous && previous.buyerOrgCode !== leg.sellerOrgCode) return t('order.trade.problem.chain', { legNo });
  }
  const companies = [draft.legs[0]?.sellerOrgCode, ...draft.legs.map((leg) => leg.buyerOrgCode)];
  if (new Set(companies).size !== companies.length) return t('order.trade.problem.twice');
  return null;
}

const plain = (text: string) => text.replace(/,/g, '').trim();

/** The body of calculate / save / commit for a checked draft (with the stored draft's id and version, if any). */
export function toTradeBody(draft: TradeDraft, stored?: { id: number; version: number }): MultiTradeBody {
  return {
    ...(stored ? { id: stored.id, version: stored.version } : {}),
    matCode: draft.matCode ?? '',
    quantity: plain(draft.quantity),
    basePrice: plain(draft.basePrice),
    ...(draft.supplierSn ? { supplierSn: draft.supplierSn } : {}),
    tradeDate: draft.tradeDate ?? '',
    ...(draft.remark.trim() ? { remark: draft.remark.trim() } : {}),
    legs: draft.legs.map((leg) => ({ sellerOrgCode: leg.sellerOrgCode ?? '', buyerOrgCode: leg.buyerOrgCode ?? '', priceWithTax: plain(leg.priceWithTax), taxRate: plain(leg.taxRate) })),
  };
}

export interface CompanyOption {
  value: string;
  label: string;
}

/** The seller choices (the trading companies) and the buyer choices (trading companies, then the user's other companies), by code. */
export function companyOptionsOf(tradingCompanies: readonly { code: string; label: string }[], userOrgs: readonly { orgCode: string; orgName: string }[]): { sellers: CompanyOption[]; buyers: CompanyOption[] } {
  const sellers = tradingCompanies.map((company) => ({ value: company.code, label: company.label }));
  const known = new Set(sellers.map((option) => option.value));
  const others = userOrgs.filter((org) => !known.has(org.orgCode)).map((org) => ({ value: org.orgCode, label: org.orgName }));
  return { sellers, buyers: [...sellers, ...others] };
}
