import { expect, type APIRequestContext } from '@playwright/test';
import { gatewayCall, signedContract } from './contractApi';
import { tokenOf } from './helpers';

/**
 * What the settlement specs do through the gateway's API before their own story: the pick-up chain of
 * issue 24 (its browser flow is pick.spec.ts) from a signed contract to an accepted shipment.
 */

export const PICK_HEAD = '/gateway/purchase/api/v1/purchase/pick-head';
const PICK_SHIPPING = '/gateway/purchase/api/v1/purchase/pick-shipping';

export interface AcceptedShipment {
  contractId: number;
  contractNo: string;
  pickId: number;
  pickNo: string;
  shippingId: number;
  shippingNo: string;
  acceptedQuantity: string;
}

/**
 * A contract of 河北饲料 with 中粮贸易 (S0001) signed by both parties (line 1: 100 t of 二等黄玉米 at
 * 2 500), a pick of `planned` t of line 1 with one vehicle, confirmed by supplier1, one truck of
 * `gross` − `tare` t with `qualities` (index code → value), accepted by the warehouse (孙丽).
 */
export async function acceptedShipment(
  request: APIRequestContext,
  adminToken: string,
  options: { name: string; planned: string; gross: string; tare: string; qualities: Readonly<Record<string, string>> },
): Promise<AcceptedShipment> {
  const { id: contractId, contractNo } = await signedContract(request, adminToken, options.name);
  const lines = await gatewayCall<{ lines: { contractLineId: number; lineNo: number }[] }>(request, adminToken, 'GET', `${PICK_HEAD}/contract-lines?contractId=${contractId}`);
  const line = lines.lines.find((candidate) => candidate.lineNo === 1)!;
  const saved = await gatewayCall<{ id: number; pickNo: string; version: number }>(request, adminToken, 'POST', `${PICK_HEAD}/save`, {
    contractId,
    materials: [{ contractLineId: line.contractLineId, plannedQuantity: options.planned }],
    costs: [],
    vehicles: [{ plateNo: '冀A12345', driverName: '张师傅', driverPhone: '13800138000', idCard: '130102198506120039' }],
  });
  const sent = await gatewayCall<{ version: number }>(request, adminToken, 'PUT', `${PICK_HEAD}/updatePickStatus`, { id: saved.id, version: saved.version, status: 'waitConfirm' });
  const supplier = await tokenOf(request, 'supplier1', 'Supplier@123');
  await gatewayCall(request, supplier, 'POST', `${PICK_HEAD}/supplierConfirm`, { id: saved.id, version: sent.version, accept: true });
  const detail = await gatewayCall<{ materials: { id: number }[]; vehicles: { id: number }[] }>(request, adminToken, 'GET', `${PICK_HEAD}/detail?id=${saved.id}`);
  const shipment = await gatewayCall<{ id: number; shippingNo: string }>(request, adminToken, 'POST', `${PICK_SHIPPING}/save`, {
    pickMaterialId: detail.materials[0]!.id,
    vehicleId: detail.vehicles[0]!.id,
    plateNo: '冀A12345',
    shippingDate: new Date().toISOString().slice(0, 10),
    shippedQuantity: options.planned,
    grossWeight: options.gross,
    tareWeight: options.tare,
    qualities: Object.entries(options.qualities).map(([indexCode, value]) => ({ indexCode, value })),
  });
  const warehouse = await tokenOf(request, 'sunli', 'Demo@123');
  const accepted = await gatewayCall<{ accepted: number; acceptedQuantity: string }>(request, warehouse, 'POST', `${PICK_HEAD}/pickAcceptOrdersByShippingIds`, { shippingIds: [shipment.id] });
  expect(accepted.accepted).toBe(1);
  return { contractId, contractNo, pickId: saved.id, pickNo: saved.pickNo, shippingId: shipment.id, shippingNo: shipment.shippingNo, acceptedQuantity: accepted.acceptedQuantity };
}
