/**
 * The data of a contract's print (core/print-data.ts): `contract`, a contract the caller may see on the
 * contract list menu (403 without `contract:list`, 404 outside the caller's orgs and categories), with
 * its head, `lines`, `rebates` and `totalAmountInWords`. Its own fields win over `frontParams` of the
 * same name, so an official print cannot be given a forged amount.
 */
import { toChineseMoney } from '@srm/rules';
import { and, eq } from 'drizzle-orm';
import { dataScopeFor } from '../../core/access.js';
import { ApiError, permissionDenied } from '../../core/envelope.js';
import { scopedById } from '../../core/list/query.js';
import { hasPermission } from '../../core/permissions.js';
import { PRINT_DATA_MESSAGES, formatAmount, type PrintData, type PrintDataResolver, type ResolveContext } from '../../core/print-data.js';
import type { AppDatabase } from '../../db/connection.js';
import { sysDictItem } from '../../db/tables/system-data.js';
import { conContractHead } from '../../db/tables/contract.js';
import { readContractChildren } from './document.js';
import { CONTRACT_MENUS, contractHeadResource } from './head.js';

export const CONTRACT_PRINT_MESSAGES = {
  contractNotFound: '合同不存在或无权查看',
} as const;

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
  if (bizId === undefined) throw new ApiError(400, PRINT_DATA_MESSAGES.bizIdRequired);
  if (!/^\d{1,15}$/.test(bizId)) throw new ApiError(404, CONTRACT_PRINT_MESSAGES.contractNotFound);
  const [row] = await db
    .select()
    .from(conContractHead)
    .where(and(scopedById(contractHeadResource, [Number(bizId)], dataScopeFor(access, CONTRACT_MENUS.list))))
    .limit(1);
  if (!row) throw new ApiError(404, CONTRACT_PRINT_MESSAGES.contractNotFound);
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
