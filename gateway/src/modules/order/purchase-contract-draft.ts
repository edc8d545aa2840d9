/**
 * A purchase order's contract draft (issue 26, part G1): the con_contract_head and lines the order's
 * createContract (and its audit callback) writes through db/tables/contract.ts, without the contract
 * area: status draft (a new contract), numbered by the CONTRACT_NO serial rule of the order's org,
 * a 一口价 (fixedPrice) contract under 授权采购 (purchase model 1) with the order's supplier, category,
 * dates and open lines (amount, tax amount and amount without tax computed exactly). The seeds use it
 * too, so seeded orders with a contract point at a real draft.
 */
import { contractLineAmounts, sumQuantityTexts } from '@srm/rules';
import { nextSerial } from '../../core/serial/index.js';
import type { AppDatabase } from '../../db/connection.js';
import { conContractHead, conContractLine } from '../../db/tables/contract.js';
import type { matPurchaseOrder, matPurchaseOrderLine } from '../../db/tables/order.js';

export const CONTRACT_NO_RULE = 'CONTRACT_NO';

type OrderRow = typeof matPurchaseOrder.$inferSelect;
type LineRow = typeof matPurchaseOrderLine.$inferSelect;

export interface ContractDraftWritten {
  contractId: number;
  contractNo: string;
}

/** Why the order cannot become a contract draft (missing data), or null. Pure. */
export function contractDraftProblem(order: Pick<OrderRow, 'orderNo'>, lines: readonly Pick<LineRow, 'lineStatus' | 'quantity' | 'priceWithTax' | 'taxRate'>[]): string | null {
  const open = lines.filter((line) => line.lineStatus === 'open');
  if (open.length === 0) return `采购订单${order.orderNo}没有未关闭的订单行，不能生成合同`;
  if (open.some((line) => contractLineAmounts(line) === null)) return `采购订单${order.orderNo}的订单行数量或价格有误，不能生成合同`;
  return null;
}

/** Writes the draft of `order` (its open lines) in `tx`; the caller checked contractDraftProblem first. */
export async function writeContractDraft(tx: AppDatabase, order: OrderRow, lines: readonly LineRow[], actor: string, now: Date = new Date()): Promise<ContractDraftWritten> {
  const open = lines.filter((line) => line.lineStatus === 'open').sort((a, b) => a.lineNo - b.lineNo);
  const contractNo = await nextSerial(tx, CONTRACT_NO_RULE, { orgCode: order.orgCode }, now);
  const computed = open.map((line) => ({ line, amounts: contractLineAmounts(line) }));
  const totalQuantity = sumQuantityTexts(open.map((line) => line.quantity), 3, { zerosPastScale: true });
  const totalAmount = sumQuantityTexts(computed.map(({ line, amounts }) => amounts?.amount ?? line.amount), 2, { zerosPastScale: true });
  const [head] = await tx
    .insert(conContractHead)
    .values({
      contractNo,
      contractName: `${order.supplierName}${order.categoryName ?? order.categoryCode}采购合同（${order.orderNo}）`,
      contractCategory: 'fixedPrice',
      purchaseModel: 1,
      orgCode: order.orgCode,
      orgName: order.orgName,
      supplierSn: order.supplierSn,
      supplierName: order.supplierName,
      categoryCode: order.categoryCode,
      categoryName: order.categoryName,
      priceType: 'arrivalFactory',
      deliverType: 'direct',
      currencyCode: 'CNY',
      signDate: order.orderDate,
      startDate: order.deliveryStart,
      endDate: order.deliveryEnd,
      totalQuantity,
      totalAmount,
      status: 'draft',
      remark: `由采购订单${order.orderNo}生成`,
      createdBy: actor,
      updatedBy: actor,
    })
    .returning({ id: conContractHead.id, contractNo: conContractHead.contractNo });
  if (computed.length > 0) {
    await tx.insert(conContractLine).values(
      computed.map(({ line, amounts }, index) => ({
        headId: head!.id,
        lineNo: index + 1,
        matCode: line.matCode,
        matName: line.matName,
        quantity: line.quantity,
        unitCode: line.unitCode,
        priceWithTax: line.priceWithTax,
        taxRate: line.taxRate,
        amount: amounts?.amount ?? line.amount,
        taxAmount: amounts?.taxAmount ?? '0',
        amountWithoutTax: amounts?.amountWithoutTax ?? line.amount,
        deliveryStart: order.deliveryStart,
        deliveryEnd: line.deliveryDate ?? order.deliveryEnd,
        remark: line.remark,
        createdBy: actor,
        updatedBy: actor,
      })),
    );
  }
  return { contractId: head!.id, contractNo: head!.contractNo };
}
