/**
 * What the 销售订单 dialogs edit and send: a new order (新增销售订单), the quantities typed per purchase
 * line in 分配, a shipment (发运) and a confirmation (确认收货). Decimal strings, checked and compared
 * exactly on thousandths (bigint), never floats. The dialogs' own checks; the gateway checks again. Pure.
 */
import { quantityUnits, storedUnits, type ValidationLocale, unitsToText, validate } from '@srm/design-system/validation';
import type { AllocatablePurchaseLine, SaleAllocateBody, SaleAllocationRow, SaleConfirmBody, SaleOrderLine, SaleOrderSaveBody, SaleShippingSaveBody } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';
import type { EditedOrderLine } from '../purchase/OrderLinesTable';
import { isOrderQuantity, orderLinesProblem } from '../purchase/purchaseDraft';

const todayText = (now: Date) => `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const orNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
/** A stored or typed quantity in thousandths (a stored numeric may print more zeros); 0 when not a number. */
const units = (text: string | null | undefined) => storedUnits(text);

export interface SaleDraft {
  orgCode: string | null;
  customerOrgCode: string | null;
  categoryCode: string | null;
  orderDate: string | null;
  deliveryDate: string | null;
  remark: string;
  lines: EditedOrderLine[];
}

export const emptySaleLine = (key: number): EditedOrderLine => ({ key, matCode: '', matName: '', quantity: '', priceWithTax: '', taxRate: '9' });

/** A new order dated today with one empty line. */
export function saleDraftOf(now: Date = new Date()): SaleDraft {
  return { orgCode: null, customerOrgCode: null, categoryCode: null, orderDate: todayText(now), deliveryDate: null, remark: '', lines: [emptySaleLine(1)] };
}

export function saleDraftProblem(draft: SaleDraft, t: AppT): string | null {
  if (!draft.orgCode || !draft.customerOrgCode || !draft.categoryCode || !draft.orderDate) return t('order.sale.required');
  if (draft.orgCode === draft.customerOrgCode) return t('order.sale.sameOrg');
  return orderLinesProblem(draft.lines, t, 'order.sale');
}

export function toSaleSaveBody(draft: SaleDraft): SaleOrderSaveBody {
  return {
    orgCode: draft.orgCode ?? '',
    customerOrgCode: draft.customerOrgCode ?? '',
    categoryCode: draft.categoryCode ?? '',
    orderDate: draft.orderDate ?? '',
    deliveryDate: orNull(draft.deliveryDate),
    remark: orNull(draft.remark),
    lines: draft.lines.map((line) => ({ matCode: line.matCode, quantity: line.quantity.trim(), priceWithTax: line.priceWithTax.trim(), taxRate: line.taxRate.trim() })),
  };
}

/** One sale line with something left to allocate and the purchase lines that may feed it. */
export interface AllocationGroup {
  saleLine: Pick<SaleOrderLine, 'id' | 'lineNo' | 'matName' | 'unallocatedQuantity'>;
  candidates: readonly AllocatablePurchaseLine[];
}

/** The sale lines with something left to allocate. */
export const openSaleLines = <Line extends Pick<SaleOrderLine, 'lineStatus' | 'unallocatedQuantity'>>(lines: readonly Line[]): Line[] =>
  lines.filter((line) => line.lineStatus === 'open' && units(line.unallocatedQuantity) > 0n);

/** The key of a typed quantity: the sale line and the purchase line. */
export const allocationKey = (saleLineId: number, purchaseLineId: number) => `${saleLineId}:${purchaseLineId}`;

/** 分配's own check: some quantity typed, each a quantity ≤ its purchase line's 可分配数量, each sale line's sum ≤ its 未分配. */
export function allocationProblem(groups: readonly AllocationGroup[], typed: Readonly<Record<string, string>>, t: AppT): string | null {
  let any = false;
  for (const { saleLine, candidates } of groups) {
    let total = 0n;
    for (const candidate of candidates) {
      const text = (typed[allocationKey(saleLine.id, candidate.purchaseLineId)] ?? '').trim();
      if (text === '') continue;
      const names = { purchaseOrderNo: candidate.purchaseOrderNo, lineNo: candidate.lineNo };
      if (!isOrderQuantity(text)) return t('order.sale.allocateInvalid', names);
      const quantity = units(text);
      if (quantity > units(candidate.availableQuantity)) return t('order.sale.allocateOverAvailable', { ...names, available: candidate.availableQuantity });
      total += quantity;
      any = true;
    }
    if (total > units(saleLine.unallocatedQuantity)) return t('order.sale.allocateOverSaleLine', { lineNo: saleLine.lineNo, total: unitsToText(total), unallocated: saleLine.unallocatedQuantity });
  }
  return any ? null : t('order.sale.allocateNothing');
}

/** One allocate body per sale line with quantities typed. */
export function toAllocateBodies(groups: readonly AllocationGroup[], typed: Readonly<Record<string, string>>): SaleAllocateBody[] {
  const bodies: SaleAllocateBody[] = [];
  for (const { saleLine, candidates } of groups) {
    const allocations = candidates
      .map((candidate) => ({ purchaseLineId: candidate.purchaseLineId, quantity: (typed[allocationKey(saleLine.id, candidate.purchaseLineId)] ?? '').trim() }))
      .filter((allocation) => allocation.quantity !== '');
    if (allocations.length > 0) bodies.push({ saleLineId: saleLine.id, allocations });
  }
  return bodies;
}

/** An active allocation with quantity left to ship, and what is left. */
export interface ShippableAllocation {
  allocation: SaleAllocationRow;
  left: string;
}

export function shippableAllocations(allocations: readonly SaleAllocationRow[]): ShippableAllocation[] {
  return allocations
    .filter((allocation) => allocation.status === 'active')
    .map((allocation) => ({ allocation, left: units(allocation.quantity) - units(allocation.shippedQuantity) }))
    .filter(({ left }) => left > 0n)
    .map(({ allocation, left }) => ({ allocation, left: unitsToText(left) }));
}

export interface ShipDraft {
  allocationId: number | null;
  plateNo: string;
  driverName: string;
  driverPhone: string;
  quantity: string;
  shipDate: string | null;
}

/** A shipment of the only shippable allocation (if one), dated today. */
export function shipDraftOf(shippable: readonly ShippableAllocation[], now: Date = new Date()): ShipDraft {
  const only = shippable.length === 1 ? shippable[0] : undefined;
  return { allocationId: only?.allocation.id ?? null, plateNo: '', driverName: '', driverPhone: '', quantity: only?.left ?? '', shipDate: todayText(now) };
}

/** 发运's own check: allocation, plate (车牌号有误), mobile if given, quantity ≤ what is left to ship. */
export function shipProblem(draft: ShipDraft, shippable: readonly ShippableAllocation[], t: AppT, locale: ValidationLocale = 'zh-CN'): string | null {
  if (draft.allocationId === null || draft.plateNo.trim() === '' || draft.quantity.trim() === '' || !draft.shipDate) return t('order.sale.required');
  const plate = validate('plateNo', draft.plateNo.trim(), locale);
  if (plate) return plate;
  if (draft.driverPhone.trim() !== '') {
    const phone = validate('mobile', draft.driverPhone.trim(), locale);
    if (phone) return phone;
  }
  if (!isOrderQuantity(draft.quantity)) return t('order.sale.shipQuantityInvalid');
  const chosen = shippable.find(({ allocation }) => allocation.id === draft.allocationId);
  if (chosen && units(draft.quantity) > units(chosen.left)) return t('order.sale.shipOverLeft', { left: chosen.left });
  return null;
}

export function toShipBody(draft: ShipDraft): SaleShippingSaveBody {
  return {
    allocationId: draft.allocationId ?? 0,
    plateNo: draft.plateNo.trim(),
    driverName: orNull(draft.driverName),
    driverPhone: orNull(draft.driverPhone),
    quantity: draft.quantity.trim(),
    shipDate: draft.shipDate ?? '',
  };
}

/** 确认收货's own check: a quantity (0 allowed) ≤ what was shipped. */
export function confirmProblem(confirmed: string, shipped: string, t: AppT): string | null {
  const value = quantityUnits(confirmed, 3, { maxIntegerDigits: 15 });
  if (value === null) return t('order.sale.confirmQuantityInvalid');
  if (value > units(shipped)) return t('order.sale.confirmOverShipped', { quantity: shipped });
  return null;
}

export const toConfirmBody = (shippingId: number, confirmed: string): SaleConfirmBody => ({ items: [{ shippingId, confirmedQuantity: confirmed.trim() }] });
