/**
 * The shapes of the 对账管理 calls (issue 25): the gateway's (`api/settlement-check.ts`), and the row of
 * pricingConPage, which the gateway answers from its list engine without a named shape.
 */
import type { AccountCheckFigures, AccountCheckHeadRow, AccountCheckLineRow } from '@srm/gateway/api';

export type {
  AccountCheckDetail,
  AccountCheckFigures,
  AccountCheckHeadRow,
  AccountCheckLineRow,
  AccountCheckSaveBody,
  AccountCheckSaved,
  CheckableShipment,
  PricingConfirmBody,
} from '@srm/gateway/api';

export type AccountCheckStatus = AccountCheckHeadRow['status'];
export type CheckLineStatus = AccountCheckLineRow['lineStatus'];
export type PriceSource = AccountCheckLineRow['priceSource'];

/** POST account-checking-head/realTimeCalculate's answer: the figures of an unsaved draft. */
export type CheckCalculation = AccountCheckFigures;

/** A row of account-checking-head/pricingConPage. */
export interface PricingConfirmationRow {
  id: number;
  contractId: number;
  contractNo: string;
  contractLineId: number;
  supplierName: string;
  matCode: string;
  matName: string;
  quantity: string;
  price: string;
  pricingDate: string;
  status: 'new' | 'confirmed';
  createdTime?: string;
}
