import type { AllocatablePurchaseLine, SaleAllocationRow } from '@srm/gateway/api';
import { describe, expect, it } from 'vitest';
import { zhT as t } from '../purchase/testT';
import {
  allocationKey,
  allocationProblem,
  confirmProblem,
  openSaleLines,
  saleDraftOf,
  saleDraftProblem,
  shipDraftOf,
  shippableAllocations,
  shipProblem,
  toAllocateBodies,
  toConfirmBody,
  toSaleSaveBody,
  toShipBody,
} from './saleDraft';

const candidate = (purchaseLineId: number, purchaseOrderNo: string, availableQuantity: string): AllocatablePurchaseLine => ({
  purchaseOrderId: purchaseLineId * 10,
  purchaseOrderNo,
  purchaseLineId,
  lineNo: 1,
  supplierName: '中粮贸易有限公司',
  matCode: '1001010001',
  matName: '玉米',
  unitCode: 't',
  quantity: availableQuantity,
  allocatedQuantity: '0.000',
  availableQuantity,
  priceWithTax: '2650.000000',
});
const groups = [{ saleLine: { id: 5, lineNo: 1, matName: '玉米', unallocatedQuantity: '3000.000' }, candidates: [candidate(11, 'CG001', '2000.000'), candidate(12, 'CG002', '2000.000')] }];
const allocation = (values: Partial<SaleAllocationRow>): SaleAllocationRow => ({
  id: 7,
  saleOrderId: 1,
  saleOrderNo: 'XS001',
  saleLineId: 5,
  saleLineNo: 1,
  purchaseOrderId: 110,
  purchaseOrderNo: 'CG001',
  purchaseLineId: 11,
  purchaseLineNo: 1,
  orgCode: '301001',
  customerOrgCode: '101001',
  customerOrgName: null,
  supplierName: '中粮贸易有限公司',
  matCode: '1001010001',
  matName: '玉米',
  unitCode: 't',
  quantity: '1500.000',
  shippedQuantity: '0.000',
  status: 'active',
  allocatedBy: null,
  allocatedTime: '2026-11-28 08:00:00',
  canceledBy: null,
  canceledTime: null,
  ...values,
});

describe('the 销售订单 drafts', () => {
  it('checks a new order (seller ≠ customer) and builds its body', () => {
    const draft = saleDraftOf(new Date(2026, 10, 28));
    expect(saleDraftProblem(draft, t)).toBe('请填写必填项');
    const filled = { ...draft, orgCode: '301001', customerOrgCode: '301001', categoryCode: '1001' };
    expect(saleDraftProblem(filled, t)).toBe('客户组织不能与销售组织相同');
    const lined = { ...filled, customerOrgCode: '101001', lines: [{ key: 1, matCode: '1001010001', matName: '玉米', quantity: '3000', priceWithTax: '2700', taxRate: '9' }] };
    expect(saleDraftProblem(lined, t)).toBeNull();
    expect(saleDraftProblem({ ...lined, lines: [{ ...lined.lines[0]!, taxRate: '100' }] }, t)).toBe('第1行税率须为0到99之间、最多2位小数的数字');
    expect(toSaleSaveBody(lined)).toEqual({
      orgCode: '301001',
      customerOrgCode: '101001',
      categoryCode: '1001',
      orderDate: '2026-11-28',
      deliveryDate: null,
      remark: null,
      lines: [{ matCode: '1001010001', quantity: '3000', priceWithTax: '2700', taxRate: '9' }],
    });
  });

  it('allocates within each purchase line and the sale line’s unallocated quantity, one body per sale line', () => {
    expect(openSaleLines([{ lineStatus: 'open', unallocatedQuantity: '0.000' }, { lineStatus: 'open', unallocatedQuantity: '0.001' }, { lineStatus: 'closed', unallocatedQuantity: '5' }])).toHaveLength(1);
    expect(allocationProblem(groups, {}, t)).toBe('请至少填写一个分配数量');
    expect(allocationProblem(groups, { [allocationKey(5, 11)]: '2000.001' }, t)).toBe('CG001第1行的分配数量超过可分配数量2000.000');
    expect(allocationProblem(groups, { [allocationKey(5, 11)]: '-1' }, t)).toBe('CG001第1行的分配数量须为大于0、最多3位小数的数字');
    expect(allocationProblem(groups, { [allocationKey(5, 11)]: '2000', [allocationKey(5, 12)]: '1000.001' }, t)).toBe('销售订单第1行的分配数量合计3000.001超过未分配数量3000.000');
    const typed = { [allocationKey(5, 11)]: '1500', [allocationKey(5, 12)]: ' 1500 ' };
    expect(allocationProblem(groups, typed, t)).toBeNull();
    expect(toAllocateBodies(groups, typed)).toEqual([
      {
        saleLineId: 5,
        allocations: [
          { purchaseLineId: 11, quantity: '1500' },
          { purchaseLineId: 12, quantity: '1500' },
        ],
      },
    ]);
  });

  it('ships what is left of an active allocation on a checked plate and mobile', () => {
    const shippable = shippableAllocations([allocation({ shippedQuantity: '1000.5' }), allocation({ id: 8, status: 'canceled' }), allocation({ id: 9, shippedQuantity: '1500' })]);
    expect(shippable.map(({ allocation: row, left }) => [row.id, left])).toEqual([[7, '499.500']]);
    const draft = shipDraftOf(shippable, new Date(2026, 10, 28));
    expect(draft).toMatchObject({ allocationId: 7, quantity: '499.500', shipDate: '2026-11-28' });
    expect(shipProblem(draft, shippable, t)).toBe('请填写必填项');
    expect(shipProblem({ ...draft, plateNo: '辽B1234' }, shippable, t)).toBe('车牌号有误');
    const plated = { ...draft, plateNo: '辽B12345' };
    expect(shipProblem({ ...plated, driverPhone: '123' }, shippable, t)).toContain('手机号');
    expect(shipProblem({ ...plated, quantity: '499.501' }, shippable, t)).toBe('发运数量超过该分配可发运的 499.500');
    expect(shipProblem(plated, shippable, t)).toBeNull();
    expect(toShipBody({ ...plated, driverName: ' 张三 ' })).toEqual({ allocationId: 7, plateNo: '辽B12345', driverName: '张三', driverPhone: null, quantity: '499.500', shipDate: '2026-11-28' });
  });

  it('confirms at most what was shipped', () => {
    expect(confirmProblem('35', '35.000', t)).toBeNull();
    expect(confirmProblem('0', '35.000', t)).toBeNull();
    expect(confirmProblem('35.001', '35.000', t)).toBe('确认数量不能大于发运数量 35.000');
    expect(confirmProblem('x', '35.000', t)).toBe('确认数量须为最多3位小数的数字');
    expect(toConfirmBody(4, ' 34.5 ')).toEqual({ items: [{ shippingId: 4, confirmedQuantity: '34.5' }] });
  });
});
