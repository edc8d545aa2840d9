/**
 * Where the data that fills a template comes from: one resolver per business type (a print template's
 * `biz_type`; contract templates always use `contract`). A resolver reads the record `bizId` with the
 * caller's permissions and data scope and answers the values the template's {placeholders} name.
 *
 * Built in:
 * - `generic`: no record; the caller's `frontParams` are the data (notices, forms printed as filled);
 * - `contract`: a contract (head, `lines`, `rebates`, `totalAmountInWords`) the caller may see on the contract list menu
 *   (403 without `contract:list`, 404 outside the caller's orgs and categories). Its own fields win
 *   over `frontParams` of the same name, so an official print cannot be given a forged amount.
 *
 * Other areas plug their own in: `printRoutes(app, { resolvers: [pickResolver] })`; a resolver with the
 * `bizType` of a built-in one replaces it (issue 8 replaces `contract` once lines and rebates exist).
 */
import { toChineseMoney } from '@srm/design-system/validation';
import { and, eq } from 'drizzle-orm';
import { dataScopeFor, type UserAccess } from '../../core/access.js';
import { ApiError, permissionDenied } from '../../core/envelope.js';
import { shanghaiDateTime } from '../../core/export/cells.js';
import { scopedById } from '../../core/list/query.js';
import { hasPermission } from '../../core/permissions.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysUser } from '../../db/schema.js';
import { sysDictItem } from '../../db/tables/system-data.js';
import { conContractHead } from '../../db/tables/contract.js';
import { readContractChildren } from '../contract/document.js';
import { CONTRACT_MENUS, contractHeadResource } from '../contract/head.js';
import { PRINT_MESSAGES } from './messages.js';

export type PrintData = Record<string, unknown>;

export interface ResolveContext {
  db: AppDatabase;
  access: UserAccess;
  /** The record to print; undefined when the call named none. */
  bizId: string | undefined;
  /** Extra values from the caller (an object, already parsed and size-checked). */
  frontParams: Readonly<PrintData>;
}

export interface PrintDataResolver {
  /** The business type it serves (a print template's biz_type). */
  bizType: string;
  /** What it prints, in Chinese (for the template admin's choices). */
  label: string;
  /** The template data; throws an ApiError (400/403/404) when the record cannot be printed. */
  resolve(context: ResolveContext): Promise<PrintData>;
  /**
   * The contract category of the record, used to pick a contract template when the call names none
   * (only the contract resolver has one).
   */
  templateTypeOf?(context: ResolveContext): Promise<string | null>;
}

export class PrintResolverRegistry {
  private readonly byType = new Map<string, PrintDataResolver>();

  constructor(resolvers: readonly PrintDataResolver[] = []) {
    for (const resolver of resolvers) this.register(resolver);
  }

  /** Adds a resolver; one with the same bizType is replaced. */
  register(resolver: PrintDataResolver): void {
    this.byType.set(resolver.bizType, resolver);
  }

  get(bizType: string): PrintDataResolver | undefined {
    return this.byType.get(bizType);
  }

  has(bizType: string): boolean {
    return this.byType.has(bizType);
  }

  /** The registered business types with their labels, sorted by type. */
  list(): { bizType: string; label: string }[] {
    return [...this.byType.values()].map(({ bizType, label }) => ({ bizType, label })).sort((a, b) => a.bizType.localeCompare(b.bizType));
  }
}

/** Values every template may use: the print date and time (Shanghai) and who printed. */
export async function commonPrintData(db: AppDatabase, access: UserAccess, now: Date = new Date()): Promise<PrintData> {
  const [user] = await db.select({ userName: sysUser.userName }).from(sysUser).where(eq(sysUser.id, access.userId));
  const time = shanghaiDateTime(now);
  return { printDate: time.slice(0, 10), printTime: time, printedBy: user?.userName ?? '' };
}

/** `1234567.5` → `1,234,567.50`: a decimal string with thousands separators and exactly 2 decimals. */
export function formatAmount(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  // Rounded half up on the third decimal, as decimal text (no float).
  let cents = BigInt(whole) * 100n + BigInt((fraction + '00').slice(0, 2));
  if ((fraction[2] ?? '0') >= '5') cents += 1n;
  const yuan = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${yuan}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** The biz type of the generic resolver (also the sys_file bizType of its stored prints). */
export const GENERIC_PRINT_BIZ_TYPE = 'generic';

/** `generic`: the caller's values are the data. */
export const genericResolver: PrintDataResolver = {
  bizType: GENERIC_PRINT_BIZ_TYPE,
  label: '通用（调用方传入数据）',
  resolve: async ({ bizId, frontParams }) => ({ ...frontParams, ...(bizId === undefined ? {} : { bizId }) }),
};

const PURCHASE_MODELS: Record<number, string> = { 1: '授权采购', 2: '集中采购' };

async function dictNames(db: AppDatabase, dictCode: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: sysDictItem.itemCode, name: sysDictItem.itemName })
    .from(sysDictItem)
    .where(eq(sysDictItem.dictCode, dictCode));
  return new Map(rows.map((row) => [row.code, row.name]));
}

async function readContract({ db, access, bizId }: ResolveContext) {
  if (!hasPermission(access, CONTRACT_MENUS.list)) throw permissionDenied();
  if (bizId === undefined) throw new ApiError(400, PRINT_MESSAGES.bizIdRequired);
  if (!/^\d{1,15}$/.test(bizId)) throw new ApiError(404, PRINT_MESSAGES.contractNotFound);
  const [row] = await db
    .select()
    .from(conContractHead)
    .where(and(scopedById(contractHeadResource, [Number(bizId)], dataScopeFor(access, CONTRACT_MENUS.list))))
    .limit(1);
  if (!row) throw new ApiError(404, PRINT_MESSAGES.contractNotFound);
  return row;
}

const REBATE_TYPE_NAMES: Record<string, string> = { rebate: '返利', returnGoods: '退货', minimumPurchase: '最低采购量', friendlyCooperation: '友好合作' };
const REBATE_TIMING_NAMES: Record<string, string> = { duringContract: '合同期内', afterEnd: '合同结束后' };
const QUANTITY_BASIS_NAMES: Record<number, string> = { 0: '合同数量', 1: '发货数量', 2: '结算数量' };

/** The lines and rebate clauses of a contract for a template's loops (`{#lines}…{/lines}`), amounts also with separators. */
async function contractChildrenData(db: AppDatabase, id: number): Promise<PrintData> {
  const { lines, rebates } = await readContractChildren(db, id);
  return {
    lines: lines.map((line) => ({
      ...line,
      deliveryStart: line.deliveryStart ?? '',
      deliveryEnd: line.deliveryEnd ?? '',
      deliveryAddress: line.deliveryAddress ?? '',
      qualityStandard: line.qualityStandard ?? '',
      remark: line.remark ?? '',
      amountText: formatAmount(line.amount),
      taxAmountText: formatAmount(line.taxAmount),
      amountWithoutTaxText: formatAmount(line.amountWithoutTax),
    })),
    lineCount: lines.length,
    rebates: rebates.map((rebate) => ({
      ...rebate,
      rebateTypeName: REBATE_TYPE_NAMES[rebate.rebateType] ?? rebate.rebateType,
      timingName: REBATE_TIMING_NAMES[rebate.timing] ?? rebate.timing,
      quantityBasisName: QUANTITY_BASIS_NAMES[rebate.quantityBasis] ?? '',
      rate: rebate.rate ?? '',
      amount: rebate.amount ?? '',
      amountText: rebate.amount ? formatAmount(rebate.amount) : '',
      remark: rebate.remark ?? '',
    })),
  };
}

/** `contract`: a contract (head, lines, rebate clauses) the caller may see. */
export const contractResolver: PrintDataResolver = {
  bizType: 'contract',
  label: '采购合同',
  async resolve(context) {
    const row = await readContract(context);
    const [categories, priceTypes, deliverTypes] = await Promise.all([
      dictNames(context.db, 'contractCategory'),
      dictNames(context.db, 'priceType'),
      dictNames(context.db, 'deliverType'),
    ]);
    const contract: PrintData = {
      contractId: row.id,
      contractNo: row.contractNo,
      contractName: row.contractName,
      contractCategory: row.contractCategory,
      contractCategoryName: categories.get(row.contractCategory) ?? row.contractCategory,
      purchaseModel: row.purchaseModel,
      purchaseModelName: PURCHASE_MODELS[row.purchaseModel] ?? '',
      orgCode: row.orgCode,
      orgName: row.orgName ?? '',
      supplierSn: row.supplierSn,
      supplierName: row.supplierName,
      categoryCode: row.categoryCode,
      categoryName: row.categoryName ?? '',
      priceType: row.priceType ?? '',
      priceTypeName: row.priceType ? (priceTypes.get(row.priceType) ?? row.priceType) : '',
      pricingPoint: row.pricingPoint ?? '',
      deliverType: row.deliverType ?? '',
      deliverTypeName: row.deliverType ? (deliverTypes.get(row.deliverType) ?? row.deliverType) : '',
      payMethod: row.payMethod ?? '',
      payTerms: row.payTerms ?? '',
      currencyCode: row.currencyCode,
      signDate: row.signDate ?? '',
      startDate: row.startDate ?? '',
      endDate: row.endDate ?? '',
      totalQuantity: row.totalQuantity,
      totalAmount: row.totalAmount,
      totalAmountText: formatAmount(row.totalAmount),
      totalAmountInWords: toChineseMoney(row.totalAmount),
      status: row.status,
      remark: row.remark ?? '',
      ...(await contractChildrenData(context.db, row.id)),
    };
    return { ...context.frontParams, ...contract };
  },
  async templateTypeOf(context) {
    return (await readContract(context)).contractCategory;
  },
};

export const BUILT_IN_RESOLVERS: readonly PrintDataResolver[] = [genericResolver, contractResolver];
