/**
 * The pick-up order shapes the 提货单 screens use, from the gateway (`@srm/gateway/api`: api/pick.ts and
 * api/pick-shipping.ts), with the names of their statuses. Quantities and money are decimal strings.
 */
import type { PickCostRow, PickHeadRow, PickMaterialRow, ShippingRow, VehicleAuditAddBody } from '@srm/gateway/api';

export type {
  PickableContract,
  PickAcceptResult,
  PickCloseValidation,
  PickContractLines,
  PickCostRow,
  PickDetail,
  PickHeadRow,
  PickMaterialRow,
  PickSaveBody,
  PickSaved,
  PickVehicleRow,
} from '@srm/gateway/api';

export type PickStatus = PickHeadRow['status'];
export type PickShippingStatus = PickHeadRow['shippingStatus'];
export type PickCostType = PickCostRow['costType'];
export type PickLineStatus = PickMaterialRow['lineStatus'];

/** A shipment of the pick (pick-shipping/page?pickId.equals=). */
export type PickShipmentRow = ShippingRow;

/** POST pick-vehicle-update-audit/add. */
export type VehicleChangeBody = VehicleAuditAddBody;
