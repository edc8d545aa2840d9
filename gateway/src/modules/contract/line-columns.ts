/** The stored columns of a contract line, for the selects that read lines back (change, merge). */
import { conContractLine } from '../../db/tables/contract.js';

/** What a line holds of its own: number, material, figures, delivery and remark (no id, head or execution). */
export const storedLineColumns = {
  lineNo: conContractLine.lineNo,
  matCode: conContractLine.matCode,
  matName: conContractLine.matName,
  quantity: conContractLine.quantity,
  unitCode: conContractLine.unitCode,
  priceWithTax: conContractLine.priceWithTax,
  taxRate: conContractLine.taxRate,
  amount: conContractLine.amount,
  taxAmount: conContractLine.taxAmount,
  amountWithoutTax: conContractLine.amountWithoutTax,
  deliveryStart: conContractLine.deliveryStart,
  deliveryEnd: conContractLine.deliveryEnd,
  deliveryAddress: conContractLine.deliveryAddress,
  qualityStandard: conContractLine.qualityStandard,
  remark: conContractLine.remark,
};
