/**
 * The data of a pick's print (core/print-data.ts), bizType `pick`: a pick the caller may see on
 * pick:list (403 without it, 404 outside the caller's scope), with the placeholders of the built-in
 * 提货单 form (modules/print/builtin-templates.ts PICK_ORDER_BLOCKS: billNo, billDate, supplierName,
 * orgName, warehouseName, plateNo, lines of materialName/spec/quantity/unit, remark) and the pick's own
 * fields (pickNo, contractNo, vehicles, costs …). Its own values win over `frontParams` of the same name.
 */
import { dataScopeFor } from '../../core/access.js';
import { ApiError, permissionDenied } from '../../core/envelope.js';
import { hasPermission } from '../../core/permissions.js';
import { formatAmount, PRINT_DATA_MESSAGES, type PrintDataResolver } from '../../core/print-data.js';
import { PICK_MENUS } from './pick-list.js';
import { PICK_MESSAGES } from './pick-message-texts.js';
import { readPickDetail } from './pick-views.js';
import { PICK_STATUS_LABELS } from './pick-status-machine.js';

export const PICK_PRINT_BIZ_TYPE = 'pick';

export const pickResolver: PrintDataResolver = {
  bizType: PICK_PRINT_BIZ_TYPE,
  label: '提货单',
  async resolve({ db, access, bizId, frontParams }) {
    if (!hasPermission(access, PICK_MENUS.list)) throw permissionDenied();
    if (bizId === undefined) throw new ApiError(400, PRINT_DATA_MESSAGES.bizIdRequired);
    if (!/^\d{1,15}$/.test(bizId)) throw new ApiError(404, PICK_MESSAGES.notFound);
    const { head, materials, costs, vehicles } = await readPickDetail(db, Number(bizId), dataScopeFor(access, PICK_MENUS.list));
    return {
      ...frontParams,
      ...head,
      billNo: head.pickNo,
      billDate: head.pickDate ?? head.createdTime.slice(0, 10),
      orgName: head.orgName ?? '',
      warehouseName: [head.storeOrgName, head.subInventory].filter(Boolean).join(' ') || '',
      plateNo: vehicles.map((vehicle) => vehicle.plateNo).join('、'),
      statusName: PICK_STATUS_LABELS[head.status],
      remark: head.remark ?? '',
      lines: materials.map((line) => ({ ...line, materialName: line.matName, spec: line.matCode, quantity: line.plannedQuantity, unit: line.unitCode, remark: line.remark ?? '' })),
      vehicles: vehicles.map((vehicle) => ({ ...vehicle, plannedArrival: vehicle.plannedArrival ?? '', quantity: vehicle.quantity ?? '', remark: vehicle.remark ?? '' })),
      costs: costs.map((cost) => ({ ...cost, amountText: formatAmount(cost.amount), remark: cost.remark ?? '' })),
    };
  },
};
